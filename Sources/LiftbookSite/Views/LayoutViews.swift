import Mustache

/// A link in the main navigation.
struct NavItem: MustacheParent {
    var label: String
    var href: String
    var current: Bool

    func child(named name: String) -> Any? {
        switch name {
        case "label": label
        case "href": href
        case "current": current
        default: nil
        }
    }
}

/// One step of the breadcrumb trail; the last has no link.
struct Crumb: MustacheParent {
    var label: String
    var href: String?

    func child(named name: String) -> Any? {
        switch name {
        case "label": label
        case "href": href.orAbsent
        default: nil
        }
    }
}

/// What every page shares: the site's title, links and navigation.
struct SiteChrome: MustacheParent {
    var title: String
    var home: String
    var css: String
    var favicon: String
    var feed: String?
    var jsonFeed: String? = nil
    var sitemap: String
    var version: String
    var nav: [NavItem]

    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "home": home
        case "css": css
        case "favicon": favicon
        case "feed": feed.orAbsent
        case "jsonFeed": jsonFeed.orAbsent
        case "sitemap": sitemap
        case "version": version
        case "nav": nav
        default: nil
        }
    }
}

/// A page's own metadata: titles, description, canonical URL, kind and breadcrumbs.
struct PageMeta: MustacheParent {
    var title: String
    var fullTitle: String
    var description: String
    var canonical: String
    var kind: String
    var ogType: String
    var breadcrumbs: [Crumb]
    /// `2026-11-21` for articles (posts).
    var published: String? = nil
    /// The author of an article.
    var author: String? = nil

    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "fullTitle": fullTitle
        case "published": published.orAbsent
        case "author": author.orAbsent
        case "description": description
        case "canonical": canonical
        case "kind": kind
        case "ogType": ogType
        case "breadcrumbs": breadcrumbs
        case "hasBreadcrumbs": !breadcrumbs.isEmpty
        default: nil
        }
    }
}

/// The layout's context: the chrome, the page metadata and the rendered page body.
struct LayoutContext: MustacheParent {
    var site: SiteChrome
    var page: PageMeta
    var content: String

    func child(named name: String) -> Any? {
        switch name {
        case "site": site
        case "page": page
        case "content": content
        default: nil
        }
    }
}
