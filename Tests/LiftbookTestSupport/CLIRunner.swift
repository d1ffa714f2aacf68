public import Foundation

/// Runs the built `liftbook` binary the way a user does, capturing its output and exit status.
public enum CLIRunner {
    /// What a run printed and returned.
    public struct Output: Sendable {
        /// Exit status.
        public var status: Int32
        /// Standard output.
        public var stdout: String
        /// Standard error.
        public var stderr: String
    }

    /// The folder the test binaries (and `liftbook`) were built into.
    public static var productsFolder: URL {
        var url = Bundle.main.bundleURL
        while url.pathExtension == "xctest" || url.lastPathComponent == "Contents" { url.deleteLastPathComponent() }
        return url
    }

    /// Runs `liftbook` with arguments in a working folder, with NO_COLOR set.
    public static func run(_ arguments: [String], in folder: URL? = nil) throws -> Output {
        let process = Process()
        process.executableURL = productsFolder.appending(path: "liftbook")
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// A new empty temporary folder.
    public static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appending(path: "liftbook-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes texts into a folder, creating sub-folders.
    public static func write(_ files: [String: String], into folder: URL) throws {
        for (path, text) in files {
            let url = folder.appending(path: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }
}
