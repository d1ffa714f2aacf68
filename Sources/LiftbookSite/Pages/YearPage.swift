import LiftbookAnalytics
import LiftbookModel
import LiftbookSystem

/// A year in review (`/year/2026/`): the figures of ``YearReview`` in the words of the yearly
/// report, which is its Markdown twin (`reports/2026.md`), and month by month as a chart.
struct YearPage {
    /// What a year page reads: its figures (computed in the analytics from the year's weeks,
    /// sessions and body weight) and the years with training, for the links between them.
    struct Inputs: Hashable, Sendable {
        var year: Int
        var review: YearReview?
        var years: [Int]
    }

    let factory: PageFactory
    var format: Format { factory.format }
    let unit: MassUnit

    func page(_ inputs: Inputs) -> OutputFile {
        let urls = factory.urls
        let year = inputs.year
        let strings = factory.strings
        let title = strings.format("year.title", ["year": String(year)])
        var view = YearPageView(
            title: title, lead: strings.format("year.empty.lead", ["year": String(year)]), headline: [], sections: [], months: nil,
            reportHref: urls.href(.report(.year(year))), reportLabel: strings.format("year.report", ["year": String(year)]),
            markdownHref: urls.href(.reportMarkdown(.year(year))), markdownName: "\(year).md",
            years: inputs.years.reversed().map { Chip(label: "\($0)", href: urls.href(.year($0)), count: 0, current: $0 == year) },
            prev: inputs.years.last { $0 < year }.map { Crumb(label: strings.format("year.title", ["year": String($0)]), href: urls.href(.year($0))) },
            next: inputs.years.first { $0 > year }.map { Crumb(label: strings.format("year.title", ["year": String($0)]), href: urls.href(.year($0))) },
            empty: strings.format("year.empty.text", ["year": String(year)]),
            search: SearchMarks(kind: strings["search.kind.year"], years: [year]))
        var description = strings.format("year.description.empty", ["title": title])
        if let review = inputs.review {
            let composer = YearReviewComposer(review: review, unit: unit, format: format)
            let headline = composer.headline()
            view.lead = review.inProgress ? strings.format("report.in-progress", ["dates": format.dateRange(review.firstDay, review.lastDay)])
                : format.dateRange(review.firstDay, review.lastDay)
            view.headline = headline.map { StatView(label: $0.label, value: $0.value, note: $0.change) }
            view.sections = composer.sections().map { ReportSectionView($0, href: urls.href) }
            view.months = months(composer)
            view.empty = nil
            view.search?.date = review.lastDay.description
            description = strings.format("year.description", ["title": title, "figures": headline.map {
                strings.format("report.figure.text", ["label": $0.label.lowercased(), "value": $0.text])
            }.joined(separator: strings["list.separator"])])
        }
        return factory.page(.year(year), section: .reports, template: \.year, view: view, title: title, description: description,
                            breadcrumbs: factory.crumbs([(strings["reports.title"], .reports), ("\(year)", .report(.year(year)))], current: strings["year.crumb"]),
                            ogType: "article",
                            image: factory.card(.card(year: year), alt: CardContent.year(year, review: inputs.review, unit: unit, format: format).alt))
    }

    /// Volume month by month as bars, with every month's figures as the table.
    private func months(_ composer: YearReviewComposer) -> SeriesChartView? {
        let review = composer.review
        let strings = factory.strings
        guard !review.months.isEmpty else { return nil }
        let table = composer.monthRows()
        let points = review.months.map { ChartPoint(label: format.monthShort($0.month), value: $0.totals.volumeKilograms / unit.kilograms) }
        let busiest = review.months.max { ($0.totals.volumeKilograms, $1.month) < ($1.totals.volumeKilograms, $0.month) }
        let year = String(review.year)
        let summary = busiest.map { strings.format("year.months.summary.busiest", ["year": year, "month": format.monthShort($0.month),
                                                                                   "volume": format.volume(kilograms: $0.totals.volumeKilograms, unit: unit)]) }
            ?? strings.format("year.months.summary", ["year": year])
        let svg = SVGChart.bars(id: "chart-year-months", title: strings.format("year.months.chart", ["year": year]), description: summary, points: points,
                                unit: unit.rawValue, numbers: strings.locale)
        return SeriesChartView(heading: strings["year.months.title"], svg: svg, legend: [], caption: summary, columns: table.columns,
                               rows: table.rows.map { TableRowView(label: $0.month, cells: $0.cells) }, id: "months")
    }
}
