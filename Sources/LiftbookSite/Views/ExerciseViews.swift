import LiftbookTemplates

/// A record on an exercise page.
struct RecordView: TemplateView {
    var title: String
    var value: String
    var detail: String

    static let templateKeys = TemplateKeys<RecordView>("a record", [
        .text("title") { $0.title },
        .text("value") { $0.value },
        .text("detail") { $0.detail },
    ])
}

/// A row of the rep-max table.
struct RepMaxView: TemplateView {
    var reps: Int
    var weight: String
    var date: String
    var href: String

    static let templateKeys = TemplateKeys<RepMaxView>("a rep max", [
        .number("reps") { $0.reps },
        .text("weight") { $0.weight },
        .text("date") { $0.date },
        .text("href") { $0.href },
    ])
}

/// A label and a value: chart data rows.
struct LabelValue: TemplateView {
    var label: String
    var value: String

    static let templateKeys = TemplateKeys<LabelValue>("a label and value", [
        .text("label") { $0.label },
        .text("value") { $0.value },
    ])
}

/// A recommendation card.
struct RecommendationView: TemplateView {
    var day: String?
    var exercise: String
    var href: String
    var target: String
    var reason: String
    var lookedAt: String?

    static let templateKeys = TemplateKeys<RecommendationView>("a recommendation", [
        .optionalText("day") { $0.day },
        .text("exercise") { $0.exercise },
        .text("href") { $0.href },
        .text("target") { $0.target },
        .text("reason") { $0.reason },
        .optionalText("lookedAt") { $0.lookedAt },
    ])
}

/// A session of an exercise's history.
struct ExerciseSessionView: TemplateView {
    var date: String
    var title: String
    var href: String
    var sets: [SetView]
    var setCount: Int
    var top: String
    var metric: String
    var volume: String

    static let templateKeys = TemplateKeys<ExerciseSessionView>("a session of the exercise", [
        .text("date") { $0.date },
        .text("title") { $0.title },
        .text("href") { $0.href },
        .list("sets") { $0.sets },
        .text("top") { $0.top },
        .text("metric") { $0.metric },
        .text("volume") { $0.volume },
    ])
}

/// The full-history table uses a set count where the card lists sets.
struct HistoryRowView: TemplateView {
    var date: String
    var href: String
    var sets: Int
    var top: String
    var metric: String
    var volume: String

    static let templateKeys = TemplateKeys<HistoryRowView>("a row of the full history", [
        .text("date") { $0.date },
        .text("href") { $0.href },
        .number("sets") { $0.sets },
        .text("top") { $0.top },
        .text("metric") { $0.metric },
        .text("volume") { $0.volume },
    ])
}

/// An exercise page.
struct ExercisePageView: TemplateView {
    var name: String
    var facts: String
    var loggedAs: String?
    var recommendations: [RecommendationView]
    var records: [RecordView]
    var repMaxes: [RepMaxView]
    var charts: [SeriesChartView]
    var recent: [ExerciseSessionView]
    var history: [HistoryRowView]
    var metricTitle: String
    var image: String?
    var description: String?
    var instructions: [String]
    var historyHref: String
    /// Its badge and the records badge, with the Markdown to paste.
    var badges: [BadgeView] = []
    var coach: CoachView? = nil
    /// Everything ever done of the exercise: `83 sessions, 412 working sets, 98,450 kg in all.`
    var lifetime: String? = nil

    /// What the search index reads (nil keeps the page out of it).
    var search: SearchMarks? = nil
    /// The language of the how-to text when it is not the page's: the built-in library's
    /// descriptions and steps are English (`en`) on a site in another language; nil otherwise.
    var howToLanguage: String? = nil

    static let templateKeys = TemplateKeys<ExercisePageView>("the exercise page", [
        .list("badges") { $0.badges },
        .bool("hasBadges") { !$0.badges.isEmpty },
        .text("name") { $0.name },
        .text("facts") { $0.facts },
        .optionalText("loggedAs") { $0.loggedAs },
        .list("recommendations") { $0.recommendations },
        .list("records") { $0.records },
        .list("repMaxes") { $0.repMaxes },
        .bool("hasRepMaxes") { !$0.repMaxes.isEmpty },
        .list("charts") { $0.charts },
        .list("recent") { $0.recent },
        .list("history") { $0.history },
        .bool("hasHistory") { !$0.history.isEmpty },
        .text("metricTitle") { $0.metricTitle },
        .optionalText("image") { $0.image },
        .optionalText("description") { $0.description },
        .list("instructions") { $0.instructions },
        .bool("hasInstructions") { !$0.instructions.isEmpty },
        .bool("hasHowTo") { $0.image != nil || $0.description != nil || !$0.instructions.isEmpty },
        .optionalText("howToLanguage") { $0.howToLanguage },
        .text("historyHref") { $0.historyHref },
        .view("coach") { $0.coach },
        .optionalText("lifetime") { $0.lifetime },
        .view("search") { $0.search },
    ])
}
