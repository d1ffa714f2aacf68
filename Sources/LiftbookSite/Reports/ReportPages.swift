import LiftbookAnalytics
import LiftbookModel
import LiftbookSystem

/// The site's reports: a page and a `.md` file for every week, month and year with training
/// (`reports/2026-W47/` and `reports/2026-W47.md`), and the `reports/` index, from the figures
/// the analyse stage worked out (``PageFigures/reports``).
struct ReportPages {
    let factory: PageFactory
    let unit: MassUnit
    /// The texts written so far in this build, shared by every report's page.
    var memo = ReportTextMemo()
    var format: Format { factory.format }

    /// What a report's page and file read: its figures, and its neighbours of the same kind.
    struct Inputs: Hashable, Sendable {
        var period: ReportPeriod
        var model: Hashed<ReportModel>
        var prev: ReportPeriod?
        var next: ReportPeriod?
    }

    /// What the reports index reads: every report's period and figures.
    struct IndexInputs: Hashable, Sendable {
        var periods: [ReportPeriod]
        var models: [Hashed<ReportModel>]
    }

    /// A report's page and its Markdown twin.
    func files(_ inputs: Inputs) -> [OutputFile] {
        let document = ReportComposer(model: inputs.model.value, format: format, memo: memo).document()
        return [OutputFile(path: Route.reportMarkdown(inputs.period).file, bytes: ReportMarkdown.bytes(document)),
                page(document, period: inputs.period, weeks: inputs.model.value.weeks, prev: inputs.prev, next: inputs.next)]
    }

    private func page(_ document: ReportDocument, period: ReportPeriod, weeks: [WeekSummary], prev: ReportPeriod?,
                      next: ReportPeriod?) -> OutputFile {
        let firstWeek = weeks.first
        let urls = factory.urls
        var related: [Crumb] = []
        var trail: [(String, Route)] = [(factory.strings["reports.title"], .reports)]
        if case .week = period, let week = firstWeek {
            let month = ReportPeriod.month(of: week), year = ReportPeriod.year(of: week)
            related = [Crumb(label: month.title(format), href: urls.href(.report(month))), Crumb(label: year.title(format), href: urls.href(.report(year)))]
            trail.append((year.title(format), .report(year)))
        } else if case .year(let y) = period {
            related = [Crumb(label: factory.strings.format("year.title", ["year": "\(y)"]), href: urls.href(.year(y)))]
        } else if case .month(let y, _) = period {
            related = [Crumb(label: ReportPeriod.year(y).title(format), href: urls.href(.report(.year(y))))]
            trail.append((ReportPeriod.year(y).title(format), .report(.year(y))))
        }
        let view = ReportPageView(
            title: document.title, subtitle: document.subtitle,
            headline: document.headline.map { StatView(label: $0.label, value: $0.value, note: $0.change) },
            sections: document.sections.map { ReportSectionView($0, href: urls.href) },
            markdownHref: urls.href(.reportMarkdown(period)), markdownName: "\(period).md", related: related,
            prev: prev.map { Crumb(label: $0.title(format), href: urls.href(.report($0))) },
            next: next.map { Crumb(label: $0.title(format), href: urls.href(.report($0))) },
            search: SearchMarks(kind: factory.strings["search.kind.report"], date: weeks.last?.lastDay, years: Array(Set(weeks.map { $0.firstDay.adding(days: 3).year }))))
        return factory.page(.report(period), section: .reports, template: \.report, view: view, title: document.title,
                            description: factory.strings.format("report.page.description", ["title": document.title, "figures": document.headline.map {
                                factory.strings.format("report.figure.text", ["label": $0.label.lowercased(), "value": $0.text]) }.joined(separator: ", ")]),
                            breadcrumbs: factory.crumbs(trail, current: document.title), ogType: "article")
    }

    /// The reports index.
    func index(_ inputs: IndexInputs) -> OutputFile {
        let periods = inputs.periods
        var models: [ReportPeriod: ReportModel] = [:]
        for (period, model) in zip(periods, inputs.models) { models[period] = model.value }
        let urls = factory.urls
        var years: [ReportYearView] = []
        for case .year(let year) in periods.reversed() {
            let months = periods.filter { if case .month(year, _) = $0 { true } else { false } }.map { month in
                Chip(label: monthName(month), href: urls.href(.report(month)),
                     count: models[month]?.totals.sessions ?? 0, current: false)
            }
            let weeks = (models[.year(year)]?.weeks ?? []).filter { !$0.isEmpty }.reversed().map { week in
                ReportWeekRowView(
                    week: week.week.description, href: urls.href(.report(.week(week.week))), markdownHref: urls.href(.reportMarkdown(.week(week.week))),
                    dates: format.dateRange(week.firstDay, week.lastDay),
                    sessions: week.plannedSessions > 0 ? factory.strings.format("report.figure.weeks-of", ["trained": String(week.sessionCount), "weeks": String(week.plannedSessions)]) : "\(week.sessionCount)",
                    sets: format.grouped(week.workingSets), volume: format.volume(kilograms: week.volumeKilograms, unit: unit))
            }
            years.append(ReportYearView(label: "\(year)", href: urls.href(.report(.year(year))), markdownHref: urls.href(.reportMarkdown(.year(year))),
                                        months: months, weeks: weeks))
        }
        let weekCount = periods.filter { $0.kind == "week" }.count
        let view = ReportsIndexView(
            intro: factory.strings.format("reports.intro", count: weekCount),
            years: years, historyHref: urls.href(.history))
        return factory.page(.reports, section: .reports, template: \.reports, view: view, title: factory.strings["reports.title"],
                            description: factory.strings["reports.description"], breadcrumbs: factory.crumbs([], current: factory.strings["reports.title"]))
    }

    /// `November`: a month's name, for the chips of the reports index.
    private func monthName(_ period: ReportPeriod) -> String {
        guard case .month(_, let month) = period else { return period.title(format) }
        return format.strings.locale.month(month)
    }
}
