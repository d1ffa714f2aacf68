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
    /// The string table of the site's language.
    let strings: Strings
    /// Numbers, dates and words in the site's language.
    var format: Format { Format(strings) }

    /// A finished HTML page at `route` (`exercises/barbell-row/`).
    func page<View: TemplateView>(_ route: Route, section: NavSection?, template: KeyPath<PageTemplates, PageTemplate<View>>, view: View,
                                  title: String, description: String, breadcrumbs: [Crumb] = [], ogType: String = "website",
                                  published: String? = nil, author: String? = nil, manifest: String? = nil,
                                  stylesheet: String? = nil, image: PageImage? = nil) -> OutputFile {
        let body = templates.pages[keyPath: template]
        let chrome = SiteChrome(
            title: siteTitle, home: urls.href(.home), css: urls.href(.stylesheet), favicon: urls.href(.favicon),
            feed: hasFeed ? urls.href(.feed) : nil, jsonFeed: hasFeed ? urls.href(.jsonFeed) : nil, sitemap: urls.href(.sitemap), version: LiftbookVersion.current,
            language: strings.language, ogLocale: strings.locale.ogLocale,
            nav: sections.map { NavItem(label: strings[$0.labelKey], href: urls.href($0.route), current: $0 == section) }
        )
        let meta = PageMeta(
            title: title, fullTitle: route == .home ? siteTitle : strings.format("layout.title", ["title": title, "site": siteTitle]), description: description,
            canonical: urls.absolute(route), kind: body.name, ogType: ogType, breadcrumbs: breadcrumbs,
            published: published, author: author, manifest: manifest, stylesheet: stylesheet, image: image
        )
        var html = TemplateOutput(capacity: 32 * 1024)
        let layout = LayoutContext(site: chrome, page: meta) { body.compiled.render(view, into: &$0) }
        templates.pages.layout.compiled.render(layout, into: &html)
        // The buffer was sized for the largest pages; a copy at the exact size keeps a build of
        // thousands of small pages from holding 32 KB each.
        let bytes = html.bytes.withUnsafeBufferPointer { source in
            [UInt8](unsafeUninitializedCapacity: source.count) { target, count in
                count = target.initialize(fromContentsOf: source)
            }
        }
        return OutputFile(path: route.file, bytes: bytes)
    }

    /// Breadcrumbs: Home › … › the current page (unlinked).
    func crumbs(_ trail: [(String, Route)], current: String) -> [Crumb] {
        [Crumb(label: strings["nav.home"], href: urls.href(.home))] + trail.map { Crumb(label: $0.0, href: urls.href($0.1)) } + [Crumb(label: current, href: nil)]
    }
}

