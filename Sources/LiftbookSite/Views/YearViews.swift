import LiftbookTemplates

/// The year in review page (`/year/2026/`).
struct YearPageView: TemplateView {
    var title: String
    var lead: String
    var headline: [StatView]
    var sections: [ReportSectionView]
    /// Month by month, as a chart with its numbers.
    var months: SeriesChartView?
    var reportHref: String
    var reportLabel: String
    var markdownHref: String
    var markdownName: String
    var years: [Chip]
    var prev: Crumb?
    var next: Crumb?
    /// Shown instead of the figures when the year has no session.
    var empty: String?

    /// What the search index reads (nil keeps the page out of it).
    var search: SearchMarks? = nil

    static let templateKeys = TemplateKeys<YearPageView>("the year in review page", [
        .text("title") { $0.title },
        .text("lead") { $0.lead },
        .list("headline") { $0.headline },
        .list("sections") { $0.sections },
        .view("months") { $0.months },
        .text("reportHref") { $0.reportHref },
        .text("reportLabel") { $0.reportLabel },
        .text("markdownHref") { $0.markdownHref },
        .text("markdownName") { $0.markdownName },
        .list("years") { $0.years },
        .bool("hasYears") { $0.years.count > 1 },
        .view("prev") { $0.prev },
        .view("next") { $0.next },
        .bool("hasPager") { $0.prev != nil || $0.next != nil },
        .optionalText("empty") { $0.empty },
        .view("search") { $0.search },
    ])
}
