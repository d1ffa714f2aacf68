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
///
/// A class, not a struct: the layout reads a dozen `{{site.…}}` names on every page, and each read
/// of a nested view takes the view itself; a reference costs one retain where a struct of nine
/// fields costs a copy of each.
final class SiteChrome: TemplateView, Sendable {
    let title: String
    let home: String
    let css: String
    let favicon: String
    let feed: String?
    let jsonFeed: String?
    let sitemap: String
    let version: String
    /// The BCP 47 tag of the site's language (`<html lang>`).
    let language: String
    /// The Open Graph locale (`de_DE`).
    let ogLocale: String
    let nav: [NavItem]

    init(title: String, home: String, css: String, favicon: String, feed: String?, jsonFeed: String? = nil, sitemap: String,
         version: String, language: String = "en", ogLocale: String = "en_US", nav: [NavItem]) {
        self.title = title
        self.home = home
        self.css = css
        self.favicon = favicon
        self.feed = feed
        self.jsonFeed = jsonFeed
        self.sitemap = sitemap
        self.version = version
        self.language = language
        self.ogLocale = ogLocale
        self.nav = nav
    }

    static let templateKeys = TemplateKeys<SiteChrome>("the site", [
        .text("title") { $0.title },
        .text("home") { $0.home },
        .text("css") { $0.css },
        .text("favicon") { $0.favicon },
        .optionalText("feed") { $0.feed },
        .optionalText("jsonFeed") { $0.jsonFeed },
        .text("sitemap") { $0.sitemap },
        .text("version") { $0.version },
        .text("language") { $0.language },
        .text("ogLocale") { $0.ogLocale },
        .list("nav") { $0.nav },
    ])
}

/// A page's own metadata: titles, description, canonical URL, kind and breadcrumbs.
///
/// A class for the same reason as ``SiteChrome``: the layout reads it a dozen times per page.
final class PageMeta: TemplateView, Sendable {
    let title: String
    let fullTitle: String
    let description: String
    let canonical: String
    let kind: String
    let ogType: String
    let breadcrumbs: [Crumb]
    /// `2026-11-21` for articles (posts).
    let published: String?
    /// The author of an article.
    let author: String?
    /// The web app manifest of a page that can be added to the home screen (the gym page).
    let manifest: String?
    /// A stylesheet of the page's own, after the site's.
    let stylesheet: String?
    /// The page's Open Graph card.
    let image: PageImage?

    init(title: String, fullTitle: String, description: String, canonical: String, kind: String, ogType: String,
         breadcrumbs: [Crumb], published: String? = nil, author: String? = nil, manifest: String? = nil, stylesheet: String? = nil,
         image: PageImage? = nil) {
        self.title = title
        self.fullTitle = fullTitle
        self.description = description
        self.canonical = canonical
        self.kind = kind
        self.ogType = ogType
        self.breadcrumbs = breadcrumbs
        self.published = published
        self.author = author
        self.manifest = manifest
        self.stylesheet = stylesheet
        self.image = image
    }

    static let templateKeys = TemplateKeys<PageMeta>("the page", [
        .text("title") { $0.title },
        .text("fullTitle") { $0.fullTitle },
        .optionalText("published") { $0.published },
        .optionalText("author") { $0.author },
        .optionalText("manifest") { $0.manifest },
        .optionalText("stylesheet") { $0.stylesheet },
        .view("image") { $0.image },
        .text("description") { $0.description },
        .text("canonical") { $0.canonical },
        .text("kind") { $0.kind },
        .text("ogType") { $0.ogType },
        .list("breadcrumbs") { $0.breadcrumbs },
        .bool("hasBreadcrumbs") { !$0.breadcrumbs.isEmpty },
    ])
}

/// A page's Open Graph image: its card's absolute URL, size and description.
struct PageImage: TemplateView, Sendable {
    var url: String
    var alt: String
    var width = 1200
    var height = 630

    static let templateKeys = TemplateKeys<PageImage>("the page's card", [
        .text("url") { $0.url },
        .text("alt") { $0.alt },
        .text("width") { "\($0.width)" },
        .text("height") { "\($0.height)" },
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
