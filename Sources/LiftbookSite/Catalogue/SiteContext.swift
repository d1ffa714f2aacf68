import LiftbookAnalytics
import LiftbookModel

/// What every page may read besides its own declared inputs: the site's settings, library,
/// routine, templates, theme, today and base URL.
///
/// Its ``shared`` part is hashed into every cached page's key, so a page that reads only its
/// inputs and this context can never be left stale by `serve`: a field added here is in the key
/// by construction.
struct SiteContext: Sendable {
    /// Everything every page depends on, as one hashable value.
    struct Shared: Hashable, Sendable {
        var templates: Int
        var theme: String
        var config: SiteConfig
        var library: [ExerciseID: Exercise]
        var routine: Routine?
        /// Whether the site follows anyone (the navigation's Following link).
        var followsAnyone: Bool
        /// Whether the site has posts (every page's head links the feeds).
        var hasPosts: Bool
        /// Whether any session counts (badges are listed only then).
        var hasSessions: Bool
        var today: LocalDate
        var baseURL: String
        /// Whether the site has the gym page: published, or offered by `serve`.
        var hasGym: Bool
    }

    let shared: Shared
    /// The compiled templates and the layout every page is wrapped in.
    private(set) var factory: PageFactory
    /// The theme's colours for the badges.
    let badgeStyle: BadgeStyle
    /// Words for recommendations, with warm-up ramps from the settings and library.
    let text: RecommendationText
    /// Draws the Open Graph cards; nil when `cards: false`.
    let cards: CardPainter?
    /// Texts of reports written once per build (week muscle charts, targets).
    let reportTexts = ReportTextMemo()

    init(data: TrainingData, analysis: Analysis, templates: TemplateSet, theme: Theme, baseURL: String, serving: Bool = false) {
        let shared = Shared(templates: templates.fingerprint, theme: theme.css, config: data.config, library: data.exercises,
                            routine: data.routine, followsAnyone: !data.following.lifters.isEmpty, hasPosts: !data.posts.isEmpty,
                            hasSessions: !analysis.sessions.isEmpty, today: analysis.today, baseURL: baseURL,
                            hasGym: data.config.gym.publish || serving)
        self.shared = shared
        self.factory = PageFactory(templates: templates, urls: SiteURLs(baseURL: baseURL), siteTitle: shared.config.title,
                                   sections: [.home, .history, .exercises, .routine] + (shared.hasGym ? [.gym] : []) + [.reports, .posts]
                                       + (shared.followsAnyone ? [.following] : []) + [.search],
                                   hasFeed: shared.hasPosts, strings: templates.strings)
        self.factory.cards = shared.config.cards
        self.badgeStyle = BadgeStyle(theme: theme)
        let urls = SiteURLs(baseURL: baseURL)
        let address = urls.origin.split(separator: "/").last.map { String($0) + urls.basePath } ?? ""
        self.cards = shared.config.cards.isOn
            ? CardPainter(style: CardStyle(theme: theme), siteTitle: shared.config.title,
                          address: address.hasSuffix("/") && address.count > 1 ? String(address.dropLast()) : address)
            : nil
        self.text = RecommendationText(unit: shared.config.units, library: shared.library, config: shared.config, format: Format(templates.strings))
    }

    var urls: SiteURLs { factory.urls }
    var config: SiteConfig { shared.config }
    var unit: MassUnit { shared.config.units }
    var library: [ExerciseID: Exercise] { shared.library }
    var routine: Routine? { shared.routine }
    var today: LocalDate { shared.today }
    /// The string table of the site's language.
    var strings: Strings { factory.strings }
    /// Numbers, dates and words in the site's language.
    var format: Format { Format(factory.strings) }
}
