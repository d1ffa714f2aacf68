import ArgumentParser
import Foundation
import LiftbookLoading
import LiftbookModel
import LiftbookSample
import LiftbookSite

/// `liftbook bench`: generates samples and measures full builds, no-change rebuilds and rebuilds
/// after one session changes, per stage, with peak memory.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure build speed and memory on generated samples.",
        discussion: """
            For each size: a full build, a rebuild with nothing changed and a rebuild after one \
            session file changes, each in a fresh process as `liftbook build` runs; then the same two \
            rebuilds in one process with warm caches and the site held in memory, as `liftbook serve` \
            makes them. Prints a Markdown table (medians, milliseconds per stage, peak memory). \
            With `--against BINARY`, measures that binary's `bench` and this one in turn, one run \
            each per round, and prints each scenario's medians side by side.
            """
    )

    @Option(help: "Sample sizes in years, comma-separated.")
    var years = "1,10,40"

    @Option(help: "Random seed of the samples.")
    var seed: UInt64 = 1

    @Option(help: "How many times to repeat each measurement (the median is shown).")
    var runs = 3

    @Flag(help: "Instead of samples, time checking each worst-case input (the files that once took quadratic time or crashed).")
    var worstCase = false

    @Option(help: .hidden)
    var worstCaseInput: Int?

    @Option(help: ArgumentHelp("Measure another Liftbook binary too (the previous version, say), in turn with this one round by round, and print both side by side.", valueName: "binary"))
    var against: String?

    @Flag(help: .hidden)
    var serveOnly = false

    @Option(help: ArgumentHelp("Keep the samples and output in this folder instead of a temporary one.", valueName: "folder"))
    var work: String?

    func validate() throws {
        guard sizes != nil else { throw ValidationError("--years takes numbers from 1 to 100 separated by commas, got '\(years)'") }
        guard (1...20).contains(runs) else { throw ValidationError("--runs takes 1 to 20") }
        if let against, !FileManager.default.isExecutableFile(atPath: against) {
            throw ValidationError("--against takes a Liftbook binary to run; '\(against)' is not an executable file")
        }
    }

    private var sizes: [Int]? {
        let values = years.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !values.isEmpty, values.allSatisfy({ ($0 ?? 0) >= 1 && ($0 ?? 0) <= 100 }) else { return nil }
        return values.compactMap { $0 }
    }

    func run() throws {
        if let index = worstCaseInput { return WorstCaseBenchmark(runs: runs).measure(input: index) }
        if worstCase { return try WorstCaseBenchmark(runs: runs).measure() }
        let folder = work.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.temporaryDirectory.appending(path: "liftbook-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { if work == nil { try? FileManager.default.removeItem(at: folder) } }
        let end = LocalDate(iso: "2026-11-20") ?? LocalDate(dayNumber: 20_777)
        if let against {
            let other = URL(fileURLWithPath: against).standardizedFileURL
            return try BenchComparison(other: other, sizes: sizes ?? [], seed: seed, rounds: runs, folder: folder, end: end).run()
        }
        print(BenchRow.header)
        for size in sizes ?? [] {
            let site = folder.appending(path: "sample-\(size)y")
            try? FileManager.default.removeItem(at: site)
            try FolderWrite.folder(SampleGenerator(years: size, seed: seed, end: end).files(), at: site)
            let bench = Benchmark(site: site, output: folder.appending(path: "public-\(size)y"), now: end.adding(days: 1), runs: runs,
                                  serveOnly: serveOnly)
            for row in try bench.measure(label: "\(size) years") { print(row.line) }
        }
    }
}
