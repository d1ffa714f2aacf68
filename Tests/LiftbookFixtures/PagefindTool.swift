package import Foundation

/// Pagefind and Node on this machine, for the search end-to-end test: Pagefind as `pagefind` on
/// `PATH` or as Python's `pagefind_bin` module (`pip install pagefind-bin`, which `.ci/setup` runs).
package enum PagefindTool {
    /// True when `liftbook build --search` can find Pagefind here.
    package static let available: Bool = {
        if onPath("pagefind") != nil || onPath("pagefind_extended") != nil { return true }
        return (try? run("python3", ["-m", "pagefind_bin", "--version"])) == 0
    }()

    /// Node, which runs the query script; nil when absent.
    package static let node: URL? = onPath("node")

    /// The script that queries an index as the search page does.
    package static let queryScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Search/query-index.mjs")

    /// An executable on `PATH`.
    package static func onPath(_ name: String) -> URL? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return folders.map { URL(fileURLWithPath: String($0)).appending(path: name) }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs a program found on `PATH` with its output discarded; its exit status.
    static func run(_ name: String, _ arguments: [String]) throws -> Int32 {
        guard let program = onPath(name) else { return -1 }
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Runs the query script on a built site with search terms; its JSON output, parsed.
    package static func query(site: URL, terms: [String]) throws -> [String: Any] {
        guard let node else { throw CocoaError(.fileNoSuchFile) }
        let output = FileManager.default.temporaryDirectory.appending(path: "liftbook-query-\(UUID().uuidString).json")
        guard FileManager.default.createFile(atPath: output.path, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
        defer { try? FileManager.default.removeItem(at: output) }
        let handle = try FileHandle(forWritingTo: output)
        let process = Process()
        process.executableURL = node
        process.arguments = [queryScript.path, site.path] + terms
        process.standardOutput = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let data = try Data(contentsOf: output)
        guard process.terminationStatus == 0, let json = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw CocoaError(.fileReadCorruptFile)
        }
        return json
    }
}
