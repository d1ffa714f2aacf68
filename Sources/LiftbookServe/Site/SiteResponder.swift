package import Foundation

/// A response before it goes on the wire.
package struct ServeResponse: Sendable, Equatable {
    /// The HTTP status code.
    package var status: Int
    /// Header fields by name.
    package var headers: [String: String]
    /// The body (empty for `HEAD`, whose `Content-Length` still counts the full body).
    package var body: Data

    /// Creates a response; `Cache-Control: no-store` so a reload always asks again.
    package init(status: Int, contentType: String, body: Data, headers: [String: String] = [:]) {
        self.status = status
        self.body = body
        self.headers = headers.merging(["Content-Type": contentType, "Cache-Control": "no-store",
                                        "X-Content-Type-Options": "nosniff"]) { old, _ in old }
    }
}

/// Answers requests from a snapshot of the site; pure, so every answer can be tested without a socket.
package enum SiteResponder {
    /// The response to `method` on the decoded `path` (no query string).
    package static func respond(method: String, path: String, snapshot: SiteSnapshot) -> ServeResponse {
        guard method == "GET" || method == "HEAD" else {
            return ServeResponse(status: 405, contentType: ContentType.of("x.txt"), body: Data("Method not allowed\n".utf8),
                                 headers: ["Allow": "GET, HEAD"])
        }
        var response = full(path: path, snapshot: snapshot)
        if method == "HEAD" {
            response.headers["Content-Length"] = String(response.body.count)
            response.body = Data()
        }
        return response
    }

    private static func full(path: String, snapshot: SiteSnapshot) -> ServeResponse {
        if path == ReloadScript.statusPath {
            return ServeResponse(status: 200, contentType: ContentType.of("status.json"), body: StatusDocument(snapshot).json())
        }
        guard snapshot.generation > 0 else {
            return page(status: 503, html: notBuiltPage, snapshot: snapshot)
        }
        switch SitePath.resolve(path, exists: { snapshot.files[$0] != nil }) {
        case .file(let file):
            let bytes = snapshot.files[file] ?? []
            if file.hasSuffix(".html") { return page(status: 200, html: String(decoding: bytes, as: UTF8.self), snapshot: snapshot) }
            return ServeResponse(status: 200, contentType: ContentType.of(file), body: Data(bytes))
        case .redirect(let target):
            let location = target.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? target
            return ServeResponse(status: 301, contentType: ContentType.of("x.txt"), body: Data("Moved to \(location)\n".utf8),
                                 headers: ["Location": location])
        case .notFound:
            guard let notFound = snapshot.notFound.flatMap({ snapshot.files[$0] }) else {
                return ServeResponse(status: 404, contentType: ContentType.of("x.txt"), body: Data("Not found\n".utf8))
            }
            return page(status: 404, html: String(decoding: notFound, as: UTF8.self), snapshot: snapshot)
        }
    }

    private static func page(status: Int, html: String, snapshot: SiteSnapshot) -> ServeResponse {
        let text = ReloadScript.inject(into: html, generation: snapshot.generation)
        return ServeResponse(status: status, contentType: ContentType.of("x.html"), body: Data(text.utf8))
    }

    /// Served for every page until the first build succeeds; the script shows why it has not.
    static let notBuiltPage = """
        <!DOCTYPE html>
        <html lang="en">
        <head><meta charset="utf-8"><title>Liftbook: not built yet</title></head>
        <body>
        <p>The site has not built yet. The errors are in the terminal, and above once the page has loaded.</p>
        </body>
        </html>

        """
}
