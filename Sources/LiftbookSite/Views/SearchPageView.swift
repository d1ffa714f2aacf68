import LiftbookTemplates

/// The search page (`/search/`): Pagefind's interface, and what to do when its index is absent.
struct SearchPageView: TemplateView {
    /// Pagefind's interface script, written into the site by `pagefind --site`.
    var script: String
    /// Its stylesheet.
    var stylesheet: String
    /// The site's address below its host (`/log/`), which result links start with.
    var baseHref: String
    var historyHref: String
    var exercisesHref: String
    var reportsHref: String

    static let templateKeys = TemplateKeys<SearchPageView>("the search page", [
        .text("script") { $0.script },
        .text("stylesheet") { $0.stylesheet },
        .text("baseHref") { $0.baseHref },
        .text("historyHref") { $0.historyHref },
        .text("exercisesHref") { $0.exercisesHref },
        .text("reportsHref") { $0.reportsHref },
    ])
}
