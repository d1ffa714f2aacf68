import ArgumentParser
import Foundation
import LiftbookModel
import LiftbookSample

/// `liftbook sample DIR --years N --seed S`: a realistic synthetic log for demos and benchmarks.
struct SampleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sample",
        abstract: "Generate a realistic synthetic training log.",
        discussion: "The same seed and end date always give the same files."
    )

    @Argument(help: "The folder to create (must be new or empty).", completion: .directory)
    var directory: String

    @Option(help: "Years of training to generate (1-100).")
    var years = 1

    @Option(help: "Random seed.")
    var seed: UInt64 = 1

    @Option(help: ArgumentHelp("The last day of the log (YYYY-MM-DD); default today.", valueName: "date"))
    var end: String?

    @Flag(name: .shortAndLong, help: "Print nothing on success.")
    var quiet = false

    func validate() throws {
        guard (1...100).contains(years) else { throw ValidationError("--years takes 1 to 100, got \(years)") }
        if let end, LocalDate(iso: end) == nil { throw ValidationError("--end takes a date as YYYY-MM-DD, got '\(end)'") }
    }

    func run() throws {
        let last = SiteOptions.today(given: end)
        let started = Date()
        let generator = SampleGenerator(years: years, seed: seed, end: last)
        let files = generator.files()
        try FolderWrite.folder(files, at: URL(fileURLWithPath: directory, isDirectory: true))
        if !quiet {
            let ms = Int(Date().timeIntervalSince(started) * 1000)
            print("Wrote \(files.count) files (\(years) years, seed \(seed), ending \(last)) to \(directory) in \(ms) ms")
        }
    }
}
