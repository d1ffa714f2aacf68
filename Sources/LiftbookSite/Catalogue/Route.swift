import LiftbookModel

/// Where a page or a file of the site lives below the base URL: `exercises/barbell-row/` (a
/// page, a clean URL written as `exercises/barbell-row/index.html`), `feed.xml` (a file), or the
/// empty path (home).
///
/// Every address is spelled once, by the constructors in `Route+Pages.swift`; links, breadcrumbs,
/// the sitemap, the feeds, the calendar and the JSON API ask a route for it.
package struct Route: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The path below the base URL: `exercises/barbell-row/`, `feed.xml`, or empty for home.
    package let path: String

    /// A route at `path`; only the constructors of the site's routes call this.
    init(_ path: String) {
        self.path = path
    }

    /// The file the route is written to: `exercises/x/index.html` for a page, the path itself
    /// for a file.
    package var file: String { outputPath(forPage: path) }

    /// True for a page (a clean URL ending in `/`, or home) rather than a file.
    package var isPage: Bool { path.isEmpty || path.hasSuffix("/") }

    /// The path with a fragment: `routine/#monday`.
    package func fragment(_ id: String) -> String { path + "#" + id }

    /// The path relative to a folder route it lies in: `exercises/x.json` below `api/`.
    package func path(below folder: Route) -> String {
        path.hasPrefix(folder.path) ? String(path.dropFirst(folder.path.count)) : path
    }

    /// The route of a folder below this one: `exercises/` + `category/` for the library's facets.
    func appending(_ component: String) -> Route { Route(path + component) }

    package static func < (a: Route, b: Route) -> Bool { a.path < b.path }
    package var description: String { path }
}

/// The output file of a clean URL: `exercises/x/` → `exercises/x/index.html`.
package func outputPath(forPage path: String) -> String {
    path.isEmpty || path.hasSuffix("/") ? path + "index.html" : path
}
