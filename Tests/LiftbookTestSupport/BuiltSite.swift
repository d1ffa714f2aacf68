public import Foundation
public import LiftbookAnalytics
import LiftbookLoading
public import LiftbookModel
import LiftbookSystem
import LiftbookPipeline
import LiftbookSite

/// Runs load → analyse → render on an in-memory site, as `liftbook build` does (private sessions
/// removed before analysis), and returns the output files by path.
public struct BuiltSite: Sendable {
    /// Output files by path.
    public var files: [String: String]
    /// Every diagnostic of loading, templates and theme.
    public var diagnostics: [Diagnostic]
    /// The loaded data (private sessions removed).
    public var data: TrainingData
    /// Its analysis.
    public var analysis: Analysis

    /// Builds a site from file texts keyed by path.
    public init(_ site: [String: String], today: String = ReportFixture.today) {
        let date = LocalDate(iso: today) ?? LocalDate(dayNumber: 0)
        let pipeline = BuildPipeline(files: MemorySiteFiles(site), today: { _ in date })
        // An in-memory run that stops before writing does not throw; if it ever does, the error
        // is an error diagnostic and there are no files, so no test passes on an empty site.
        var outcome: BuildPipeline.Outcome?
        var thrown: [Diagnostic] = []
        do {
            outcome = try pipeline.run(through: .render)
        } catch {
            thrown = [.error("the build threw: \(error)", at: SourceLocation(path: "."))]
        }
        diagnostics = (outcome?.diagnostics ?? []) + thrown
        data = outcome?.data ?? outcome?.loaded.data.withoutPrivateSessions ?? TrainingData(config: SiteConfig(), exercises: [:], routine: nil, sessions: [])
        analysis = outcome?.analysis ?? Analyzer.analyze(data, today: date)
        var output: [String: String] = [:]
        for file in outcome?.files ?? [] { output[file.path] = file.contents }
        files = output
    }
}

/// Runs the real `liftbook` binary, built next to the test bundle.
public enum CLI {
    /// What a run printed and returned.
    public struct Run: Sendable {
        /// The exit status.
        public var status: Int32
        /// Standard output.
        public var stdout: String
        /// Standard error.
        public var stderr: String
    }

    /// The binary, or nil when it cannot be found.
    public static var binary: URL? {
        var folders: [URL] = []
        if let executable = Bundle.main.executableURL { folders.append(executable.deletingLastPathComponent()) }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        return folders.map { $0.appending(path: "liftbook") }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs `liftbook arguments…` with `NO_COLOR` set (and `environment`'s variables over the
    /// test's own); output goes through files, so a large output cannot block the run.
    public static func run(_ arguments: [String], in directory: URL? = nil, environment extra: [String: String] = [:]) throws -> Run {
        guard let binary else { throw CocoaError(.fileNoSuchFile) }
        let scratch = FileManager.default.temporaryDirectory.appending(path: "liftbook-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let out = scratch.appending(path: "stdout"), err = scratch.appending(path: "stderr")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment.merge(extra) { $1 }
        process.environment = environment
        let outHandle = try FileHandle(forWritingTo: out), errHandle = try FileHandle(forWritingTo: err)
        process.standardOutput = outHandle
        process.standardError = errHandle
        try process.run()
        process.waitUntilExit()
        try outHandle.close()
        try errHandle.close()
        return Run(status: process.terminationStatus,
                   stdout: String(decoding: try Data(contentsOf: out), as: UTF8.self),
                   stderr: String(decoding: try Data(contentsOf: err), as: UTF8.self))
    }
}

/// Temporary folders for CLI tests.
public enum Scratch {
    /// A new empty folder under the temporary directory.
    public static func folder(_ name: String = "site") throws -> URL {
        let url = FileManager.default.temporaryDirectory.appending(path: "liftbook-test-\(UUID().uuidString)").appending(path: name)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Removes a folder made by ``folder(_:)``, with its parent.
    public static func remove(_ folder: URL) {
        try? FileManager.default.removeItem(at: folder.deletingLastPathComponent())
    }

    /// Writes file texts keyed by relative path into `folder`.
    public static func write(_ files: [String: String], into folder: URL) throws {
        for (path, text) in files {
            let url = folder.appending(path: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }
}

/// A readable line diff for golden-file failures.
public enum LineDiff {
    /// `-` lines expected but missing, `+` lines produced instead, with line numbers; empty when equal.
    public static func describe(expected: String, actual: String, context: Int = 2) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard a != b else { return "" }
        var prefix = 0
        while prefix < min(a.count, b.count), a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(a.count, b.count) - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        var lines: [String] = []
        for index in max(0, prefix - context)..<prefix { lines.append("  \(index + 1): \(a[index])") }
        for index in prefix..<(a.count - suffix) { lines.append("- \(index + 1): \(a[index])") }
        for index in prefix..<(b.count - suffix) { lines.append("+ \(index + 1): \(b[index])") }
        for index in (a.count - suffix)..<min(a.count, a.count - suffix + context) { lines.append("  \(index + 1): \(a[index])") }
        return lines.joined(separator: "\n")
    }
}
