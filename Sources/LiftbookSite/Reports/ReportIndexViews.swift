import LiftbookTemplates

/// The reports index: a section per year, newest first.
struct ReportsIndexView: TemplateView {
    var intro: String
    var years: [ReportYearView]
    var historyHref: String

    static let templateKeys = TemplateKeys<ReportsIndexView>("the reports index", [
        .text("intro") { $0.intro },
        .list("years") { $0.years },
        .bool("hasReports") { !$0.years.isEmpty },
        .text("historyHref") { $0.historyHref },
    ])
}

/// One year of the index: its report, its months and its weeks.
struct ReportYearView: TemplateView {
    var label: String
    var href: String
    var markdownHref: String
    var months: [Chip]
    var weeks: [ReportWeekRowView]

    static let templateKeys = TemplateKeys<ReportYearView>("a year of the reports index", [
        .text("label") { $0.label },
        .text("href") { $0.href },
        .text("markdownHref") { $0.markdownHref },
        .list("months") { $0.months },
        .list("weeks") { $0.weeks },
    ])
}

/// A week of the index.
struct ReportWeekRowView: TemplateView {
    var week: String
    var href: String
    var markdownHref: String
    var dates: String
    var sessions: String
    var sets: String
    var volume: String

    static let templateKeys = TemplateKeys<ReportWeekRowView>("a week of the reports index", [
        .text("week") { $0.week },
        .text("href") { $0.href },
        .text("markdownHref") { $0.markdownHref },
        .text("dates") { $0.dates },
        .text("sessions") { $0.sessions },
        .text("sets") { $0.sets },
        .text("volume") { $0.volume },
    ])
}
