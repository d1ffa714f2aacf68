import LiftbookModel
import LiftbookSystem
import LiftbookTemplates

/// The sections of the main navigation.
enum NavSection: String, CaseIterable {
    case home, history, exercises, routine, gym, reports, posts, following
    case search

    /// The key of the section's name in the string table (`nav.history`).
    var labelKey: String { "nav." + rawValue }
    var route: Route {
        switch self {
        case .home: .home
        case .history: .history
        case .exercises: .exercises
        case .routine: .routine
        case .gym: .gym
        case .reports: .reports
        case .posts: .posts
        case .following: .following
        case .search: .search
        }
    }
}

/// Renders a page body with its template and wraps it in the layout.
struct PageFactory {
    let templates: TemplateSet
    let urls: SiteURLs
    let siteTitle: String
    let sections: [NavSection]
    let hasFeed: Bool
    /// Whether pages have Open Graph cards (the `cards:` setting).
    var cards = CardSetting.off

    /// A page's card, for its `og:image`; nil when cards are off.
    func card(_ route: Route, alt: @autoclosure () -> String) -> PageImage? {
        cards.isOn ? PageImage(url: urls.absolute(route), alt: alt()) : nil
    }

    /// A page's own card when it has one (`own`), else the home card, described by the site's
    /// title: an older session's page and a never-logged exercise's still preview with a picture.
    func card(_ route: Route, own: Bool, alt: @autoclosure () -> String) -> PageImage? {
        own ? card(route, alt: alt()) : card(.homeCard, alt: siteTitle)
    }
    /// The string table of the site's language.
    let strings: Strings
    /// Numbers, dates and words in the site's language.
    var format: Format { Format(strings) }
    /// The chrome of a page in no section, then of a page in each of `sections`: every page
    /// shares one, instead of looking up the same links and labels again for each.
    private let chromes: [SiteChrome]

    init(templates: TemplateSet, urls: SiteURLs, siteTitle: String, sections: [NavSection], hasFeed: Bool, strings: Strings) {
        self.templates = templates
        self.urls = urls
        self.siteTitle = siteTitle
        self.sections = sections
        self.hasFeed = hasFeed
        self.strings = strings
        let nav = sections.map { NavItem(label: strings[$0.labelKey], href: urls.href($0.route), current: false) }
        chromes = ([nil] + sections.indices.map { Optional($0) }).map { current in
            var items = nav
            if let current { items[current].current = true }
            return SiteChrome(
                title: siteTitle, home: urls.href(.home), css: urls.href(.stylesheet), favicon: urls.href(.favicon),
                feed: hasFeed ? urls.href(.feed) : nil, jsonFeed: hasFeed ? urls.href(.jsonFeed) : nil, sitemap: urls.href(.sitemap),
                version: LiftbookVersion.current, language: strings.language, ogLocale: strings.locale.ogLocale, nav: items)
        }
    }

    /// A finished HTML page at `route` (`exercises/barbell-row/`).
    func page<View: TemplateView>(_ route: Route, section: NavSection?, template: KeyPath<PageTemplates, PageTemplate<View>>, view: View,
                                  title: String, description: String, breadcrumbs: [Crumb] = [], ogType: String = "website",
                                  published: String? = nil, author: String? = nil, manifest: String? = nil,
                                  stylesheet: String? = nil, image: PageImage? = nil) -> OutputFile {
        let body = templates.pages[keyPath: template]
        let chrome = chromes[section.flatMap { sections.firstIndex(of: $0) }.map { $0 + 1 } ?? 0]
        let meta = PageMeta(
            title: title, fullTitle: route == .home ? siteTitle : strings.format("layout.title", ["title": title, "site": siteTitle]), description: description,
            canonical: urls.absolute(route), kind: body.name, ogType: ogType, breadcrumbs: breadcrumbs,
            published: published, author: author, manifest: manifest, stylesheet: stylesheet, image: image
        )
        var html = TemplateOutput(capacity: 32 * 1024)
        let layout = LayoutContext(site: chrome, page: meta) { body.compiled.render(view, into: &$0) }
        templates.pages.layout.compiled.render(layout, into: &html)
        // The buffer was sized for the largest pages; `bytes` is a copy at the exact size, which
        // keeps a build of thousands of small pages from holding 32 KB each.
        let bytes = html.bytes
        return OutputFile(path: route.file, bytes: bytes)
    }

    /// Breadcrumbs: Home › … › the current page (unlinked).
    func crumbs(_ trail: [(String, Route)], current: String) -> [Crumb] {
        [Crumb(label: strings["nav.home"], href: urls.href(.home))] + trail.map { Crumb(label: $0.0, href: urls.href($0.1)) } + [Crumb(label: current, href: nil)]
    }
}

