import LiftbookTemplates

/// A day of the home page's week strip.
struct HomeDayView: TemplateView {
    var name: String
    var title: String
    var state: String
    var status: String?

    static let templateKeys = TemplateKeys<HomeDayView>("a day of this week", [
        .text("name") { $0.name },
        .text("title") { $0.title },
        .text("state") { $0.state },
        .optionalText("status") { $0.status },
    ])
}

/// The next session's targets.
struct NextSessionView: TemplateView {
    var heading: String
    var items: [RecommendationView]

    static let templateKeys = TemplateKeys<NextSessionView>("the next session", [
        .text("heading") { $0.heading },
        .list("items") { $0.items },
    ])
}

/// A recent record on the home page.
struct RecentRecordView: TemplateView {
    var date: String
    var sessionHref: String
    var exercise: String
    var exerciseHref: String
    var kind: String
    var value: String
    var previous: String

    static let templateKeys = TemplateKeys<RecentRecordView>("a recent record", [
        .text("date") { $0.date },
        .text("sessionHref") { $0.sessionHref },
        .text("exercise") { $0.exercise },
        .text("exerciseHref") { $0.exerciseHref },
        .text("kind") { $0.kind },
        .text("value") { $0.value },
        .text("previous") { $0.previous },
    ])
}

/// The home page.
struct HomePageView: TemplateView {
    var title: String
    var lead: String
    var hasSessions: Bool
    var week: [HomeDayView]
    var next: NextSessionView?
    var totals: [LabelValue]
    var records: [RecentRecordView]
    var heatmap: String
    var heatmapCaption: String
    var recent: [SessionRow]
    var historyHref: String
    var routineHref: String
    var insight: HomeInsightView? = nil
    /// Last full week's sets per muscle against the target bands.
    var muscles: SeriesChartView? = nil
    /// The years in review, newest first.
    var years: [Crumb] = []

    static let templateKeys = TemplateKeys<HomePageView>("the home page", [
        .view("insight") { $0.insight },
        .view("muscles") { $0.muscles },
        .text("title") { $0.title },
        .text("lead") { $0.lead },
        .bool("hasSessions") { $0.hasSessions },
        .list("week") { $0.week },
        .view("next") { $0.next },
        .list("totals") { $0.totals },
        .list("records") { $0.records },
        .bool("hasRecords") { !$0.records.isEmpty },
        .text("heatmap") { $0.heatmap },
        .text("heatmapCaption") { $0.heatmapCaption },
        .list("recent") { $0.recent },
        .text("historyHref") { $0.historyHref },
        .text("routineHref") { $0.routineHref },
        .list("years") { $0.years },
        .bool("hasYears") { !$0.years.isEmpty },
    ])
}
