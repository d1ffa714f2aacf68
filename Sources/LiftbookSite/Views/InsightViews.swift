import LiftbookTemplates

/// A legend entry of a chart of several lines.
struct LegendItem: TemplateView {
    var name: String
    var style: String

    static let templateKeys = TemplateKeys<LegendItem>("a legend entry", [
        .text("name") { $0.name },
        .text("style") { $0.style },
    ])
}

/// A chart with its caption, its legend (when it has several lines) and its numbers as a table
/// behind "show the numbers": every chart of the site is shown through this one view and the
/// `series-chart` partial. The table's first column names the rows (weeks, months, dates, muscles);
/// the others hold the chart's numbers.
struct SeriesChartView: TemplateView {
    var heading: String
    var svg: String
    var legend: [LegendItem] = []
    var caption: String
    /// Every column's title, the rows' own first.
    var columns: [String]
    var rows: [TableRowView]
    /// The section's `id`, for a chart a page links to (the year's months).
    var id: String? = nil

    static let templateKeys = TemplateKeys<SeriesChartView>("a chart", [
        .text("heading") { $0.heading },
        .text("svg") { $0.svg },
        .list("legend") { $0.legend },
        .bool("hasLegend") { !$0.legend.isEmpty },
        .text("caption") { $0.caption },
        .list("columns") { $0.columns },
        .text("labelColumn") { $0.columns.first ?? "" },
        .list("valueColumns") { Array($0.columns.dropFirst()) },
        .list("rows") { $0.rows },
        .optionalText("id") { $0.id },
    ])
}

/// A row of plain cells; the first is the row's header.
struct TableRowView: TemplateView {
    var label: String
    var cells: [String]

    static let templateKeys = TemplateKeys<TableRowView>("a table row", [
        .text("label") { $0.label },
        .list("cells") { $0.cells },
    ])
}

/// A main lift against body weight.
struct RelativeStrengthView: TemplateView {
    var exercise: String
    var href: String
    var e1rm: String
    var date: String
    var bodyWeight: String
    var ratio: String

    static let templateKeys = TemplateKeys<RelativeStrengthView>("a lift against body weight", [
        .text("exercise") { $0.exercise },
        .text("href") { $0.href },
        .text("e1rm") { $0.e1rm },
        .text("date") { $0.date },
        .text("bodyWeight") { $0.bodyWeight },
        .text("ratio") { $0.ratio },
    ])
}

/// The body-weight page.
struct BodyWeightPageView: TemplateView {
    var lead: String
    var stats: [StatView]
    var chart: SeriesChartView
    var relative: [RelativeStrengthView]
    var dots: SeriesChartView?
    var dotsNote: String
    var homeHref: String

    static let templateKeys = TemplateKeys<BodyWeightPageView>("the body-weight page", [
        .text("lead") { $0.lead },
        .list("stats") { $0.stats },
        .view("chart") { $0.chart },
        .list("relative") { $0.relative },
        .bool("hasRelative") { !$0.relative.isEmpty },
        .view("dots") { $0.dots },
        .text("dotsNote") { $0.dotsNote },
        .text("homeHref") { $0.homeHref },
    ])
}

/// What the home page shows beyond the week and records: body weight and the main lifts.
struct HomeInsightView: TemplateView {
    var bodyWeight: SeriesChartView?
    var bodyWeightHref: String
    var mainLifts: SeriesChartView?

    static let templateKeys = TemplateKeys<HomeInsightView>("body weight and main lifts on the home page", [
        .view("bodyWeight") { $0.bodyWeight },
        .text("bodyWeightHref") { $0.bodyWeightHref },
        .view("mainLifts") { $0.mainLifts },
    ])
}
