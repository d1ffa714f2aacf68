import LiftbookTemplates

/// A link in the main navigation.
struct NavItem: TemplateView {
    var label: String
    var href: String
    var current: Bool

    static let templateKeys = TemplateKeys<NavItem>("a navigation link", [
        .text("label") { $0.label },
        .text("href") { $0.href },
        .bool("current") { $0.current },
    ])
}

/// One step of the breadcrumb trail; the last has no link.
struct Crumb: TemplateView {
    var label: String
    var href: String?

    static let templateKeys = TemplateKeys<Crumb>("a breadcrumb", [
        .text("label") { $0.label },
        .optionalText("href") { $0.href },
    ])
}

/// What every page shares: the site's title, links and navigation.
struct SiteChrome: TemplateView {
    var title: String
    var home: String
    var css: String
    var favicon: String
    var feed: String?
    var jsonFeed: String? = nil
    var sitemap: String
    var version: String
    var nav: [NavItem]

    static let templateKeys = TemplateKeys<SiteChrome>("the site", [
        .text("title") { $0.title },
        .text("home") { $0.home },
        .text("css") { $0.css },
        .text("favicon") { $0.favicon },
        .optionalText("feed") { $0.feed },
        .optionalText("jsonFeed") { $0.jsonFeed },
        .text("sitemap") { $0.sitemap },
        .text("version") { $0.version },
        .list("nav") { $0.nav },
    ])
}

/// A page's own metadata: titles, description, canonical URL, kind and breadcrumbs.
struct PageMeta: TemplateView {
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

    static let templateKeys = TemplateKeys<PageMeta>("the page", [
        .text("title") { $0.title },
        .text("fullTitle") { $0.fullTitle },
        .optionalText("published") { $0.published },
        .optionalText("author") { $0.author },
        .text("description") { $0.description },
        .text("canonical") { $0.canonical },
        .text("kind") { $0.kind },
        .text("ogType") { $0.ogType },
        .list("breadcrumbs") { $0.breadcrumbs },
        .bool("hasBreadcrumbs") { !$0.breadcrumbs.isEmpty },
    ])
}

/// The layout's context: the chrome, the page metadata and the rendered page body.
struct LayoutContext: TemplateView {
    var site: SiteChrome
    var page: PageMeta
    /// Writes the page body where the layout says `{{{content}}}`.
    var content: (inout TemplateOutput) -> Void

    static let templateKeys = TemplateKeys<LayoutContext>("the layout", [
        .view("site") { $0.site },
        .view("page") { $0.page },
        .embed("content") { layout, output in layout.content(&output) },
    ])
}
