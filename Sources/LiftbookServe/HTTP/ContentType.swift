/// The `Content-Type` of a served file, from its name's ending.
package enum ContentType {
    /// `text/html; charset=utf-8` for `index.html`, `application/octet-stream` for an unknown ending.
    package static func of(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: ".") else { return fallback }
        return types[name[name.index(after: dot)...].lowercased()] ?? fallback
    }

    /// What a file of unknown kind is served as.
    package static let fallback = "application/octet-stream"

    private static let types: [String: String] = [
        "html": "text/html; charset=utf-8",
        "htm": "text/html; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "json": "application/json",
        "xml": "application/xml; charset=utf-8",
        "atom": "application/atom+xml; charset=utf-8",
        "rss": "application/rss+xml; charset=utf-8",
        "svg": "image/svg+xml",
        "md": "text/markdown; charset=utf-8",
        "markdown": "text/markdown; charset=utf-8",
        "yaml": "application/yaml",
        "yml": "application/yaml",
        "txt": "text/plain; charset=utf-8",
        "csv": "text/csv; charset=utf-8",
        "ics": "text/calendar; charset=utf-8",
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "gif": "image/gif",
        "webp": "image/webp",
        "ico": "image/x-icon",
        "woff2": "font/woff2",
        "pdf": "application/pdf",
    ]
}
