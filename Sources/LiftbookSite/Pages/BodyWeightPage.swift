import LiftbookAnalytics
import LiftbookModel
import LiftbookSystem

/// Body weight (its own page and a chart on home), relative strength of the main lifts, DOTS,
/// and the main lifts' e1RMs together on home. A log without body weight gets none of it.
struct BodyWeightPage {
    let factory: PageFactory
    var format: Format { factory.format }
    var strings: Strings { factory.strings }
    /// The site's settings (units, main lifts, the athlete for DOTS).
    let config: SiteConfig
    /// The exercise library, for the main lifts' names.
    let library: [ExerciseID: Exercise]
    let series: BodyWeightSeries

    var unit: MassUnit { config.units }

    /// What the page reads besides the context: the series (from the body-weight log and the
    /// sessions' weights) and the main lifts' figures against it. An edit that changes none of
    /// them (a set in a session that beats no e1RM) does not make the page again.
    struct Inputs: Hashable, Sendable {
        /// Body weight day by day, with its hash.
        var series: Hashed<BodyWeightSeries>
        /// The main lifts' best e1RMs against body weight.
        var relative: [RelativeStrength]
        /// DOTS week by week, when the settings name the athlete's sex.
        var dots: [DOTSPoint]

        /// The inputs for `analysis` and `series` with `config`; empty figures without body weight.
        init(series: Hashed<BodyWeightSeries>, analysis: Analysis, config: SiteConfig) {
            self.series = series
            let weighed = !series.value.days.isEmpty
            relative = weighed ? RelativeStrength.of(config.mainLifts, in: analysis, bodyWeight: series.value) : []
            dots = weighed ? config.athlete.sex.map { DOTSPoint.series(analysis, bodyWeight: series.value, sex: $0) } ?? [] : []
        }
    }

    /// The page, or nothing when no body weight was logged.
    func files(_ inputs: Inputs) -> [OutputFile] {
        guard let latest = series.days.last, let first = series.days.first else { return [] }
        let relative = inputs.relative.map { item in
            RelativeStrengthView(exercise: name(item.exercise), href: factory.urls.href(.exercise(item.exercise)),
                                 e1rm: format.weight(kilograms: item.e1RMKilograms, unit: unit), date: format.date(item.date),
                                 bodyWeight: format.weight(kilograms: item.bodyWeightKilograms, unit: unit),
                                 ratio: strings.format("bodyweight.relative.times", ["ratio": format.number(item.ratio, decimals: 2)]))
        }
        var stats = [
            StatView(label: strings["bodyweight.stat.latest"], value: format.weight(kilograms: latest.kilograms, unit: unit), note: format.date(latest.date)),
            StatView(label: strings["bodyweight.stat.average"], value: format.weight(kilograms: latest.average7, unit: unit), note: nil),
        ]
        let yearAgo = series.day(onOrBefore: latest.date.adding(days: -365))
        if let yearAgo {
            stats.append(StatView(label: strings["bodyweight.stat.year-before"], value: format.weight(kilograms: yearAgo.average7, unit: unit),
                                  note: strings.format("bodyweight.stat.since",
                                                       ["change": format.volumeChange(kilograms: latest.average7 - yearAgo.average7, unit: unit)])))
        }
        var dots: SeriesChartView?
        var dotsNote = strings["bodyweight.dots.setup"]
        if config.athlete.sex != nil {
            let points = inputs.dots
            dotsNote = strings["bodyweight.dots.about"]
            if let last = points.last {
                stats.append(StatView(label: strings["bodyweight.dots.dots"], value: format.number(last.score, decimals: 1),
                                      note: strings.format("bodyweight.dots.total-note", ["weight": format.weight(kilograms: last.totalKilograms, unit: unit)])))
                dots = chart(id: "chart-dots", heading: strings["bodyweight.dots.title"], labels: points.map(\.week.description),
                             series: [ChartSeries(name: strings["bodyweight.dots.dots"], values: points.map(\.score))], unit: strings["bodyweight.dots.dots"],
                             columns: ["week", "dots", "total", "bodyweight"].map { strings["bodyweight.dots." + $0] },
                             rows: points.reversed().map { point in
                                 TableRowView(label: point.week.description, cells: [format.number(point.score, decimals: 1),
                                                                                     format.weight(kilograms: point.totalKilograms, unit: unit),
                                                                                     format.weight(kilograms: point.bodyWeightKilograms, unit: unit)])
                             }, caption: strings["bodyweight.dots.caption"])
            } else {
                dotsNote = strings["bodyweight.dots.missing"] + " " + dotsNote
            }
        }
        let count = series.days.count
        let view = BodyWeightPageView(
            lead: strings.format("bodyweight.lead", count: count, ["count": format.grouped(count), "date": format.date(first.date)]), stats: stats,
            chart: bodyWeightChart(series.days), relative: relative, dots: dots, dotsNote: dotsNote, homeHref: factory.urls.href(.home))
        return [factory.page(.bodyWeight, section: nil, template: \.bodyWeight, view: view, title: factory.strings["bodyweight.title"],
                             description: factory.strings["bodyweight.description"],
                             breadcrumbs: factory.crumbs([], current: factory.strings["bodyweight.title"]))]
    }

    /// Body weight (the last 90 days) and the main lifts' weekly e1RMs (the last 52 weeks) of `analysis` for home.
    func homeView(_ analysis: Analysis) -> HomeInsightView? {
        let recent = series.days.last.map { last in series.days.filter { $0.date > last.date.adding(days: -90) } } ?? []
        let weight = recent.isEmpty ? nil : bodyWeightChart(recent, id: "chart-home-bodyweight", heading: strings["bodyweight.chart.recent"])
        let lifts = mainLiftsChart(analysis)
        guard weight != nil || lifts != nil else { return nil }
        return HomeInsightView(bodyWeight: weight, bodyWeightHref: factory.urls.href(.bodyWeight), mainLifts: lifts)
    }

    private func bodyWeightChart(_ days: [BodyWeightSeries.Day], id: String = "chart-bodyweight", heading: String? = nil) -> SeriesChartView {
        let factor = unit.kilograms
        return chart(id: id, heading: heading ?? strings["bodyweight.chart.title"], labels: days.map { "\($0.date)" },
                     series: [ChartSeries(name: strings["bodyweight.chart.average"], values: days.map { $0.average7 / factor }),
                              ChartSeries(name: strings["bodyweight.chart.measured"], values: days.map { $0.kilograms / factor }, dots: true)],
                     unit: unit.rawValue, columns: ["date", "measured", "average"].map { strings["bodyweight.chart." + $0] },
                     rows: days.reversed().map { day in
                         TableRowView(label: format.date(day.date), cells: [format.weight(kilograms: day.kilograms, unit: unit),
                                                                            format.weight(kilograms: day.average7, unit: unit)])
                     }, caption: strings["bodyweight.chart.caption"])
    }

    /// The e1RM of each main lift per week over the last 52 weeks; nil when none was trained then.
    private func mainLiftsChart(_ analysis: Analysis) -> SeriesChartView? {
        let lastWeek = ISOWeek(containing: analysis.today, weekStart: config.weekStart)
        var weeks = [lastWeek]
        var start = analysis.today
        for _ in 1..<52 {
            start = start.adding(days: -7)
            weeks.insert(ISOWeek(containing: start, weekStart: config.weekStart), at: 0)
        }
        let index = Dictionary(weeks.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { a, _ in a })
        var lines: [ChartSeries] = []
        for id in config.mainLifts {
            var values = [Double?](repeating: nil, count: weeks.count)
            for row in analysis.exercise(id)?.history ?? [] {
                guard let e1rm = row.e1RMKilograms, let i = index[ISOWeek(containing: row.date, weekStart: config.weekStart)] else { continue }
                values[i] = max(values[i] ?? 0, e1rm / unit.kilograms)
            }
            if values.contains(where: { $0 != nil }) { lines.append(ChartSeries(name: name(id), values: values)) }
        }
        guard !lines.isEmpty else { return nil }
        // Start at the first week any of them was trained, so a new log does not begin with a year of nothing.
        let firstIndex = lines.compactMap { $0.values.firstIndex { $0 != nil } }.min() ?? 0
        weeks = Array(weeks[firstIndex...])
        lines = lines.map { ChartSeries(name: $0.name, values: Array($0.values[firstIndex...]), dots: $0.dots) }
        return chart(id: "chart-main-lifts", heading: strings["mainlifts.title"], labels: weeks.map(\.description), series: lines,
                     unit: unit.rawValue, columns: [strings["mainlifts.week"]] + lines.map(\.name),
                     rows: weeks.indices.reversed().compactMap { i in
                         let cells = lines.map { $0.values[i].map { format.number($0, decimals: 1) + " " + unit.rawValue } ?? "—" }
                         return cells.allSatisfy { $0 == "—" } ? nil : TableRowView(label: weeks[i].description, cells: cells)
                     }, caption: strings["mainlifts.caption"])
    }

    private func chart(id: String, heading: String, labels: [String], series: [ChartSeries], unit: String, columns: [String],
                       rows: [TableRowView], caption: String) -> SeriesChartView {
        let values = series.filter { !$0.dots }.flatMap { $0.values.compactMap { $0 } }
        let lines = series.filter { !$0.dots }.map { line in
            let last = line.values.last(where: { $0 != nil }).flatMap { $0 }
            return strings.format("chart.description.line", ["name": line.name, "value": last.map { format.number($0, decimals: 1) } ?? "—"])
        }.joined(separator: ", ")
        let range = values.isEmpty ? "" : strings.format("chart.description.range", ["low": format.number(values.min() ?? 0, decimals: 1),
                                                                                      "high": format.number(values.max() ?? 0, decimals: 1), "unit": unit])
        let description = labels.isEmpty ? strings["chart.no-data"]
            : strings.format("chart.description", ["first": labels.first ?? "", "last": labels.last ?? "", "lines": lines]) + range
        return SeriesChartView(heading: heading, svg: SeriesChart.svg(id: id, title: heading, description: description, labels: labels,
                                                                      series: series, unit: unit, numbers: strings.locale),
                               legend: SeriesChart.legend(series), caption: caption,
                               columns: columns, rows: rows)
    }

    private func name(_ id: ExerciseID) -> String { library[id]?.name ?? id.rawValue }
}
