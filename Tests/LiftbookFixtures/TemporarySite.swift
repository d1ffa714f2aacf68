package import Foundation
import LiftbookModel
package import LiftbookSystem

/// Runs blocking work (a child process, a blocking HTTP request) on a thread of its own, so the
/// test's server keeps the concurrency pool's few threads.
package func offPool<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        let thread = Thread { continuation.resume(returning: body()) }
        thread.start()
    }
}

extension LocalServer {
    /// Serves `files` (site paths such as `index.html`, `posts/x/index.html`) under `prefix`
    /// (`/log/`), with an ETag per file and 304 for a matching `If-None-Match`.
    package static func site(_ files: Locked<[String: String]>, prefix: String) -> @Sendable (Request) -> Reply {
        { request in
            guard request.path.hasPrefix(prefix) else { return Reply(status: 404) }
            var path = String(request.path.dropFirst(prefix.count))
            if path.isEmpty || path.hasSuffix("/") { path += "index.html" }
            guard let text = files.withLock({ $0[path] }) else { return Reply(status: 404) }
            let etag = "\"\(text.utf8.count)-\(text.utf8.reduce(0) { ($0 &* 31 &+ Int($1)) & 0xFFFFFF })\""
            if request.headers["if-none-match"] == etag { return Reply(status: 304, headers: ["ETag": etag]) }
            let type = path.hasSuffix(".json") ? "application/feed+json" : path.hasSuffix(".yaml") ? "application/yaml" : "text/html; charset=utf-8"
            return Reply(status: 200, headers: ["ETag": etag, "Content-Type": type], body: Data(text.utf8))
        }
    }
}

/// Temporary site folders, removed by the caller.
package enum TemporarySite {
    /// A new folder holding `files`.
    package static func make(_ files: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appending(path: "liftbook-following-\(UUID().uuidString)")
        for (path, text) in files {
            let file = url.appending(path: path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        return url
    }

    /// Every regular file below `url` as text, by relative path (an image as an empty text).
    package static func read(_ url: URL, under folder: String) -> [String: String] {
        var result: [String: String] = [:]
        let base = url.appending(path: folder)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: base.path)) ?? [] {
            if let data = FileManager.default.contents(atPath: base.appending(path: name).path) {
                result["\(folder)/\(name)"] = ImageBytes.text(data) ?? ""
            }
        }
        return result
    }
}
