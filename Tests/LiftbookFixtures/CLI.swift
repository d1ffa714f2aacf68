package import Foundation

/// Runs the real `liftbook` binary, built next to the test bundle.
package enum CLI {
    /// What a run printed and returned.
    package struct Run: Sendable {
        /// The exit status.
        package var status: Int32
        /// Standard output.
        package var stdout: String
        /// Standard error.
        package var stderr: String
    }

    /// The binary, or nil when it cannot be found.
    package static var binary: URL? {
        var folders: [URL] = []
        if let executable = Bundle.main.executableURL { folders.append(executable.deletingLastPathComponent()) }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        return folders.map { $0.appending(path: "liftbook") }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs `liftbook arguments…` with `NO_COLOR` set (and `environment`'s variables over the
    /// test's own); output goes through files, so a large output cannot block the run.
    package static func run(_ arguments: [String], in directory: URL? = nil, environment extra: [String: String] = [:]) throws -> Run {
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
