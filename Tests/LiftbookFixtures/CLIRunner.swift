package import Foundation

/// Runs the built `liftbook` binary the way a user does, capturing its output and exit status.
package enum CLIRunner {
    /// What a run printed and returned.
    package typealias Output = CLI.Run

    /// The folder the test binaries (and `liftbook`) were built into.
    package static var productsFolder: URL {
        var url = Bundle.main.bundleURL
        while url.pathExtension == "xctest" || url.lastPathComponent == "Contents" { url.deleteLastPathComponent() }
        return url
    }

    /// Runs `liftbook` with arguments in a working folder, with NO_COLOR set (through `CLI.run`,
    /// whose output goes through files, so neither pipe can fill up and block the run).
    package static func run(_ arguments: [String], in folder: URL? = nil) throws -> Output {
        try CLI.run(arguments, in: folder)
    }

    /// A new empty temporary folder.
    package static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appending(path: "liftbook-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes texts into a folder, creating sub-folders.
    package static func write(_ files: [String: String], into folder: URL) throws {
        for (path, text) in files {
            let url = folder.appending(path: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }
}
