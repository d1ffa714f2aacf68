import ArgumentParser
import Foundation
import LiftbookModel
import LiftbookSample

/// `liftbook init DIR [--sample]`: a new site folder with commented example files.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a new site folder with commented example files.",
        discussion: "With --sample the folder also gets a year of realistic synthetic training, ready to build."
    )

    @Argument(help: "The new site folder (must be new or empty).", completion: .directory)
    var directory: String = "."

    @Flag(help: "Add a year of synthetic sessions.")
    var sample = false

    @Option(help: InitCommand.programHelp)
    var program: String?

    @Option(help: ArgumentHelp("Treat this date (YYYY-MM-DD) as today.", valueName: "date"))
    var now: String?

    func validate() throws {
        if let now, LocalDate(iso: now) == nil { throw ValidationError("--now takes a date as YYYY-MM-DD, got '\(now)'") }
        try validateProgram()
    }

    func run() throws {
        if let program = program.flatMap(Program.named) { return try writeProgram(program) }
        let today = now.flatMap { LocalDate(iso: $0) } ?? LocalDate(dayNumber: Int(Date().timeIntervalSince1970) / 86_400)
        var files = StarterSite.files(today: today)
        if sample {
            let generated = SampleGenerator(years: 1, seed: 1, end: today).files()
            // The sample's own sessions and the routine they follow replace the examples.
            let replaced = { (path: String) in path.hasPrefix("sessions/") || path == "routine.yaml" }
            let starterPaths = Set(files.map(\.path))
            files = files.filter { !replaced($0.path) } + generated.filter { !starterPaths.contains($0.path) || replaced($0.path) }
        }
        try FolderWriter.write(files, into: URL(fileURLWithPath: directory, isDirectory: true))
        print("Created a Liftbook site in \(directory) (\(files.count) files). Next: liftbook check \(directory)")
    }
}
