import Foundation
/// Builds links that work under a sub-path `baseURL` (`https://sam.example.org/log/`).
package struct SiteURLs: Sendable, Hashable {
    /// The path part of the base URL, starting and ending with `/`: `/log/`.
    package let basePath: String
    /// `https://sam.example.org`, or empty when the base URL is a bare path.
    package let origin: String

    /// Splits a base URL such as `https://sam.example.org/log/` or `/log/`.
    package init(baseURL: String) {
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

    /// A root-relative link to a route: `/log/exercises/barbell-row/`.
    package func href(_ route: Route) -> String { basePath + route.path }

    /// A root-relative link to a place on a page: `/log/routine/#monday`.
    package func href(_ route: Route, fragment: String) -> String { basePath + route.fragment(fragment) }

    /// An absolute URL for canonical links, feeds and the sitemap (root-relative without an origin).
    package func absolute(_ route: Route) -> String { origin + basePath + route.path }

    /// An absolute URL of a place on a page.
    package func absolute(_ route: Route, fragment: String) -> String { origin + basePath + route.fragment(fragment) }
}
