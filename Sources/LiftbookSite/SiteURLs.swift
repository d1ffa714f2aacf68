import Foundation
/// Builds links that work under a sub-path `baseURL` (`https://sam.example.org/log/`).
public struct SiteURLs: Sendable, Hashable {
    /// The path part of the base URL, starting and ending with `/`: `/log/`.
    public let basePath: String
    /// `https://sam.example.org`, or empty when the base URL is a bare path.
    public let origin: String

    /// Splits a base URL such as `https://sam.example.org/log/` or `/log/`.
    public init(baseURL: String) {
        var text = baseURL
        var origin = ""
        if let scheme = text.range(of: "://") {
            let afterScheme = text[scheme.upperBound...]
            let slash = afterScheme.firstIndex(of: "/") ?? afterScheme.endIndex
            origin = String(text[..<slash])
            text = String(text[slash...])
        }
        if !text.hasPrefix("/") { text = "/" + text }
        if !text.hasSuffix("/") { text += "/" }
        self.basePath = text
        self.origin = origin
    }

    /// A root-relative link to a site path such as `exercises/barbell-row/` (empty for home).
    public func href(_ path: String) -> String { basePath + path }

    /// An absolute URL for canonical links, feeds and the sitemap (root-relative without an origin).
    public func absolute(_ path: String) -> String { origin + basePath + path }
}

/// The output file of a clean URL: `exercises/x/` → `exercises/x/index.html`.
public func outputPath(forPage path: String) -> String {
    path.isEmpty || path.hasSuffix("/") ? path + "index.html" : path
}
