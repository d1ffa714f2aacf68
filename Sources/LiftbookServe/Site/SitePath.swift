/// Where a request path leads in the built site.
package enum SitePath: Sendable, Equatable {
    /// The output file at this relative path, such as `exercises/x/index.html`.
    case file(String)
    /// A folder asked for without its trailing slash: send the browser to this path.
    case redirect(String)
    /// Nothing is there.
    case notFound

    /// Maps a decoded request path onto the site's files: `/` → `index.html`,
    /// `/exercises/x/` → `exercises/x/index.html`, `/exercises/x` → a redirect to `/exercises/x/`,
    /// `/assets/style.css` → `assets/style.css`. Paths with `.` or `..` segments lead nowhere.
    package static func resolve(_ requestPath: String, exists: (String) -> Bool) -> SitePath {
        guard requestPath.hasPrefix("/"), !requestPath.contains("\0") else { return .notFound }
        let segments = requestPath.split(separator: "/", omittingEmptySubsequences: true)
        guard !segments.contains(where: { $0 == "." || $0 == ".." || $0.contains("\\") }) else { return .notFound }
        let relative = segments.joined(separator: "/")
        if relative.isEmpty || requestPath.hasSuffix("/") {
            let index = relative.isEmpty ? "index.html" : relative + "/index.html"
            return exists(index) ? .file(index) : .notFound
        }
        if exists(relative) { return .file(relative) }
        if exists(relative + "/index.html") { return .redirect("/" + relative + "/") }
        return .notFound
    }
}
