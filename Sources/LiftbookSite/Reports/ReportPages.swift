import LiftbookAnalytics
import LiftbookModel
import LiftbookSystem

/// The site's reports: a page and a `.md` file for every week, month and year with training
/// (`reports/2026-W47/` and `reports/2026-W47.md`), and the `reports/` index.
struct ReportPages {
    let factory: PageFactory
    var format: Format { factory.format }
    let builder: ReportBuilder
    /// Reuses reports whose figures did not change.
    let store: PageStore

    func files() -> [OutputFile] {
        let periods = builder.periods()
        let weeks = builder.weeksByPeriod()
        let builder = self.builder
        let store = self.store
        // A report shows what happened up to its last day (and "today" for one in progress, which
        // every cache key includes), so a hash of every session up to that day identifies it.
        let history = store.cache == nil ? nil : SessionPrefixHashes(builder.data.sessions, keys: store.sessionKeys)
        // A year's review reads the body-weight log too.
        let bodyWeight = store.cache == nil ? 0 : builder.data.bodyWeights.hashValue
        let keys = periods.map { period in
            ModelKey(period: period, history: history?.hash(through: weeks[period]?.last?.lastDay) ?? 0,
                     bodyWeight: period.kind == "year" ? bodyWeight : 0)
        }
        // Each model is kept with its hash, computed once when the model is made: a change to an
        // old session makes every later report's model again, but re-renders only the reports
        // whose figures actually changed.
        let made = Parallel.map(Array(periods.indices)) { index in
            store.value("report/\(periods[index])", inputs: keys[index]) { () -> HashedModel in
                let model = builder.model(for: periods[index], weeks: weeks[periods[index]] ?? [])
                return HashedModel(model: model, hash: store.cache == nil ? 0 : model.hashValue)
            }
        }
        let models = made.map(\.model)
        var byPeriod: [ReportPeriod: ReportModel] = [:]
        for (period, model) in zip(periods, models) where model != nil { byPeriod[period] = model }
        let pages = Parallel.map(Array(periods.indices)) { index -> [OutputFile] in
            guard let model = models[index] else { return [] }
            let period = periods[index]
            let prev = index > 0 && periods[index - 1].kind == period.kind ? periods[index - 1] : nil
            let next = index + 1 < periods.count && periods[index + 1].kind == period.kind ? periods[index + 1] : nil
            return store.files(.report(period), inputs: Inputs(model: made[index].hash, prev: prev, next: next)) {
                let document = ReportComposer(model: model, format: format).document()
                return [OutputFile(path: Route.reportMarkdown(period).file, contents: ReportMarkdown.render(document)),
                        page(document, period: period, weeks: model.weeks, prev: prev, next: next)]
            }
        }
        let indexPage = store.files(.reports, inputs: IndexInputs(periods: periods, models: made.map(\.hash))) { [self.index(periods, models: byPeriod)] }
        return pages.flatMap { $0 } + indexPage
    }

    /// What identifies a report's figures: the period and everything logged up to its end (and, for a year, the body-weight log).
    private struct ModelKey: Hashable {
        var period: ReportPeriod
        var history: Int
        var bodyWeight: Int
    }

    /// What the reports index shows.
    private struct IndexInputs: Hashable {
        var periods: [ReportPeriod]
        var models: [Int]
    }

    /// A report's figures (nil when the period has none) and their hash.
    private struct HashedModel: Sendable {
        var model: ReportModel?
        var hash: Int
    }

    /// What a report's page and file show.
    private struct Inputs: Hashable {
        var model: Int
        var prev: ReportPeriod?
        var next: ReportPeriod?
    }

    private func page(_ document: ReportDocument, period: ReportPeriod, weeks: [WeekSummary], prev: ReportPeriod?,
                      next: ReportPeriod?) -> OutputFile {
        let firstWeek = weeks.first
        let urls = factory.urls
        var related: [Crumb] = []
        var trail: [(String, Route)] = [(factory.strings["reports.title"], .reports)]
        if case .week = period, let week = firstWeek {
            let month = ReportPeriod.month(of: week), year = ReportPeriod.year(of: week)
            related = [Crumb(label: month.title, href: urls.href(.report(month))), Crumb(label: year.title, href: urls.href(.report(year)))]
            trail.append((year.title, .report(year)))
        } else if case .year(let y) = period {
            related = [Crumb(label: "\(y) in review", href: urls.href(.year(y)))]
        } else if case .month(let y, _) = period {
            related = [Crumb(label: ReportPeriod.year(y).title, href: urls.href(.report(.year(y))))]
            trail.append((ReportPeriod.year(y).title, .report(.year(y))))
        }
        let view = ReportPageView(
            title: document.title, subtitle: document.subtitle,
            headline: document.headline.map { StatView(label: $0.label, value: $0.value, note: $0.change) },
            sections: document.sections.map { ReportSectionView($0, href: urls.href) },
            markdownHref: urls.href(.reportMarkdown(period)), markdownName: "\(period).md", related: related,
            prev: prev.map { Crumb(label: $0.title, href: urls.href(.report($0))) },
            next: next.map { Crumb(label: $0.title, href: urls.href(.report($0))) },
            search: SearchMarks(kind: "Report", date: weeks.last?.lastDay, years: Array(Set(weeks.map { $0.firstDay.adding(days: 3).year }))))
        return factory.page(.report(period), section: .reports, template: \.report, view: view, title: document.title,
                            description: "\(document.title): \(document.headline.map { "\($0.label.lowercased()) \($0.text)" }.joined(separator: ", ")).",
                            breadcrumbs: factory.crumbs(trail, current: document.title), ogType: "article")
    }

    private func index(_ periods: [ReportPeriod], models: [ReportPeriod: ReportModel]) -> OutputFile {
        let urls = factory.urls
        var years: [ReportYearView] = []
        for case .year(let year) in periods.reversed() {
            let months = periods.filter { if case .month(year, _) = $0 { true } else { false } }.map { month in
                Chip(label: month.title.split(separator: " ").first.map(String.init) ?? month.title, href: urls.href(.report(month)),
                     count: models[month]?.totals.sessions ?? 0, current: false)
            }
            let weeks = (models[.year(year)]?.weeks ?? []).filter { !$0.isEmpty }.reversed().map { week in
                ReportWeekRowView(
                    week: week.week.description, href: urls.href(.report(.week(week.week))), markdownHref: urls.href(.reportMarkdown(.week(week.week))),
                    dates: format.dateRange(week.firstDay, week.lastDay),
                    sessions: week.plannedSessions > 0 ? factory.strings.format("report.figure.weeks-of", ["trained": String(week.sessionCount), "weeks": String(week.plannedSessions)]) : "\(week.sessionCount)",
                    sets: format.grouped(week.workingSets), volume: format.volume(kilograms: week.volumeKilograms, unit: builder.data.config.units))
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
}

/// Running hashes of the chronological sessions: the hash of everything logged up to a day.
struct SessionPrefixHashes {
    private let dates: [LocalDate]
    private let hashes: [Int]

    init(_ sessions: [Session], keys: [String: Int]) {
        var dates: [LocalDate] = []
        var hashes: [Int] = []
        var running = 0
        for session in sessions {
            var hasher = Hasher()
            hasher.combine(running)
            hasher.combine(keys[session.id] ?? session.hashValue)
            running = hasher.finalize()
            dates.append(session.date)
            hashes.append(running)
        }
        self.dates = dates
        self.hashes = hashes
    }

    /// The hash of every session on or before `day` (all sessions when `day` is nil).
    func hash(through day: LocalDate?) -> Int {
        guard let day else { return hashes.last ?? 0 }
        var low = 0
        var high = dates.count
        while low < high {
            let middle = (low + high) / 2
            if dates[middle] <= day { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? 0 : hashes[low - 1]
    }
}
