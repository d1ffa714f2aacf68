package import Foundation

/// Temporary folders for CLI tests.
package enum Scratch {
    /// A new empty folder under the temporary directory.
    package static func folder(_ name: String = "site") throws -> URL {
        let url = FileManager.default.temporaryDirectory.appending(path: "liftbook-test-\(UUID().uuidString)").appending(path: name)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Removes a folder made by ``folder(_:)``, with its parent.
    package static func remove(_ folder: URL) {
        try? FileManager.default.removeItem(at: folder.deletingLastPathComponent())
    }

    /// Writes file texts keyed by relative path into `folder`.
    package static func write(_ files: [String: String], into folder: URL) throws {
        for (path, text) in files {
            let url = folder.appending(path: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }
}
