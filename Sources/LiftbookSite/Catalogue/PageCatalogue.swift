import LiftbookAnalytics
import LiftbookModel
import LiftbookSystem

/// Every kind of page and file the site has, each declared once: its route, the inputs it reads
/// and its maker, a static function of those inputs and the shared context (the template and view
/// of an HTML page are named where it is made, through
/// ``PageFactory/page(_:section:template:view:title:description:breadcrumbs:ogType:published:author:)``).
///
/// To add a kind of page: declare it here with its maker (`PageMakers.swift`), give it a route in
/// `Route+Pages.swift`, and write its view and template. To add a figure to a page whose inputs already hold the data: the view,
/// the page's `make` and the template.
struct PageCatalogue {
    let data: TrainingData
    let analysis: Analysis
    /// The figures the analyse stage worked out for the pages: record badges, library entries, reports, years.
    let figures: PageFigures
    let context: SiteContext
    let store: PageStore
    /// The whole log as one input, for the kinds that read much of it.
    let log: Hashed<Log>
    /// Body weight day by day, with its hash (kept between builds while what it is made from is the same).
    let bodyWeight: Hashed<BodyWeightSeries>
    /// Each session's hash by position, looked up once for every kind that reads the session.
    let sessionHashes: [Int]

    init(data: TrainingData, analysis: Analysis, figures: PageFigures, context: SiteContext, store: PageStore) {
        self.data = data
        self.analysis = analysis
        self.figures = figures
        self.context = context
        self.store = store
        bodyWeight = store.bodyWeightSeries(data, figures: figures)
        sessionHashes = data.sessions.indices.map { store.sessionHash(data.sessions[$0]) }
        log = Log.hashed(data, analysis: analysis, figures: figures, bodyWeight: bodyWeight.value, sessionHashes: store.cache == nil ? nil : sessionHashes,
                         kept: store.kept)
    }

    /// The records each session beat, by session id, for its badges and its row in lists.
    var recordsBySession: [String: [HistoryPages.RecordBadge]] { figures.recordsBySession }
    /// Library entries plus an entry for every logged exercise the library does not know.
    var libraryEntries: [Exercise] { figures.libraryEntries }

    /// Every page of the site, made in one pool on every core; the sitemap, which lists the
    /// pages the others declare, is planned with them.
    ///
    /// The kinds are planned side by side (each reads only the catalogue), in this order: one
    /// after the other, they kept one core working alone between analyse and render.
    func pages() -> [PlannedPage] {
        let kinds: [@Sendable () -> [PlannedPage]] = [
            { sessionPages().planned() },
            { historyLists().planned() },
            { exercisePages().planned() },
            { library().planned() },
            { exerciseDocuments().planned() },
            { weekDocuments().planned() },
            { yearPages().planned() },
            { reportPages().planned() },
            { reportIndex().planned() },
            { singles() },
            { cards().flatMap { $0 } },
        ]
        let planned = Parallel.map(kinds, oneAtATime: true) { $0() }.flatMap { $0 }
        var routes: [Route] = []
        routes.reserveCapacity(planned.count)
        for page in planned {
            if let pages = page.pages { routes += pages.filter(\.isPage) } else if page.route.isPage { routes.append(page.route) }
        }
        return planned + sitemap(listing: routes).planned()
    }

    // MARK: History

    /// A page per session.
    func sessionPages() -> PageKind<Int, SessionPageMaker> {
        let sessions = data.sessions
        let badges = recordsBySession
        let hashes = sessionHashes
        let withCards = Set(sessionsWithCards())
        return PageKind(name: "session", items: Array(sessions.indices), route: { .session(sessions[$0].id) }, inputs: { index in
            HistoryPages.SessionInputs(session: Hashed(value: sessions[index], hash: hashes[index]), prev: index > 0 ? sessions[index - 1].id : nil,
                                       next: index + 1 < sessions.count ? sessions[index + 1].id : nil,
                                       badges: badges[sessions[index].id] ?? [], hasCard: withCards.contains(index))
        }, make: SessionPageMaker.self)
    }

    /// The history list, a page per `pageSize` sessions newest first, and a page per year.
    func historyLists() -> PageKind<HistoryPages.ListInputs, HistoryListMaker> {
        // Positions, newest first: a list of sessions would copy each one (every string and array in it).
        let sessions = data.sessions
        let newestFirst = Array(sessions.indices.reversed())
        let pageSize = data.config.pageSize
        let pageCount = max(1, (newestFirst.count + pageSize - 1) / pageSize)
        let badges = recordsBySession
        var counts: [Int: Int] = [:]
        // Each year's positions, oldest first, found in the same pass (each date's year worked out once).
        var positions: [Int: [Int]] = [:]
        // By index: a loop over the sessions would copy each one (every string and array in it).
        for index in data.sessions.indices {
            let year = data.sessions[index].date.year
            counts[year, default: 0] += 1
            positions[year, default: []].append(index)
        }
        let years = counts.keys.sorted(by: >).map { HistoryPages.YearCount(year: $0, sessions: counts[$0, default: 0]) }
        let hashes = sessionHashes
        let listed = { (positions: ArraySlice<Int>) in
            positions.map { HistoryPages.ListedSession(session: Hashed(value: sessions[$0], hash: hashes[$0]), records: badges[sessions[$0].id]?.count ?? 0) }
        }
        var lists: [HistoryPages.ListInputs] = (1...pageCount).map { page in
            let start = (page - 1) * pageSize
            return .init(page: page, year: nil, pageCount: pageCount, total: newestFirst.count,
                         sessions: listed(newestFirst[min(start, newestFirst.count)..<min(start + pageSize, newestFirst.count)]), years: years)
        }
        for year in counts.keys.sorted() {
            lists.append(.init(page: nil, year: year, pageCount: 0, total: 0, sessions: listed(ArraySlice((positions[year] ?? []).reversed())),
                               years: years))
        }
        return PageKind(name: "history", items: lists, route: { $0.year.map { .history(year: $0) } ?? .history(page: $0.page ?? 1) },
                        cost: { $0.sessions.count / 8 }, inputs: { $0 }, make: HistoryListMaker.self)
    }

    // MARK: Exercises

    /// A page per library entry (and per logged exercise the library does not know).
    func exercisePages() -> PageKind<Exercise, ExercisePageMaker> {
        let analysis = self.analysis
        let store = self.store
        return PageKind(name: "exercise", items: libraryEntries, route: { .exercise($0.id) },
                        cost: { 1 + (analysis.exercise($0.id)?.history.count ?? 0) / 8 },
                        inputs: { ExercisePages.Inputs(exercise: store.hashed($0), stats: analysis.exercise($0.id).map(store.hashed)) },
                        make: ExercisePageMaker.self)
    }

    /// The library index and its pages by category, equipment and muscle.
    func library() -> PageKind<Int, LibraryMaker> {
        let inputs = LibraryPages.Inputs(exercises: Hashed(value: libraryEntries, hash: store.cache == nil ? 0 : store.entryKeys.list),
                                         counts: Dictionary(analysis.exercises.map { ($0.id, $0.sessionCount) }, uniquingKeysWith: { first, _ in first }))
        return .single("exercises", route: .exercises, pages: LibraryPages.routes(inputs.exercises.value, sessionCounts: inputs.counts, format: context.format), cost: 8,
                       inputs: inputs, make: LibraryMaker.self)
    }

    // MARK: Reports and the sitemap

    /// A page and a Markdown file per week, month and year with training, from the figures the
    /// analyse stage worked out (and kept, in `serve`, while what they read is unchanged): a
    /// change to an old session re-renders only the reports whose figures changed.
    func reportPages() -> PageKind<Int, ReportPageMaker> {
        let reports = figures.reports
        return PageKind(name: "report", items: Array(reports.indices), route: { .report(reports[$0].period) },
                        cost: { 1 + reports[$0].model.weeks.count / 8 }, inputs: { index in
                            let period = reports[index].period
                            let prev = index > 0 && reports[index - 1].period.kind == period.kind ? reports[index - 1].period : nil
                            let next = index + 1 < reports.count && reports[index + 1].period.kind == period.kind ? reports[index + 1].period : nil
                            return ReportPages.Inputs(period: period, model: Hashed(value: reports[index].model, hash: reports[index].hash),
                                                      prev: prev, next: next)
                        }, make: ReportPageMaker.self)
    }

    /// The reports index: every report's period and figures.
    func reportIndex() -> PageKind<Int, ReportIndexMaker> {
        let reports = figures.reports
        return PageKind(name: "reports", items: [0], route: { _ in .reports }, cost: { _ in 4 }, inputs: { _ in
            ReportPages.IndexInputs(periods: reports.map(\.period), models: reports.map { Hashed(value: $0.model, hash: $0.hash) })
        }, make: ReportIndexMaker.self)
    }

    /// `sitemap.xml` and `robots.txt`, listing every page the other kinds declare (`pages`, all
    /// of them pages, not files); the following page of a site that follows no one (its how-to)
    /// declares none.
    func sitemap(listing pages: [Route]) -> PageKind<Int, SitemapMaker> {
        .single("sitemap", route: .sitemap, pages: [], cost: 2, inputs: store.hashed(routes: pages), make: SitemapMaker.self)
    }

    // MARK: JSON API

    /// `api/exercises/<id>.json`, one per analysed exercise.
    func exerciseDocuments() -> PageKind<ExerciseAnalysis, ExerciseDocumentMaker> {
        let store = self.store
        return PageKind(name: "api-exercise", items: analysis.exercises, route: { .api(exercise: $0.id) },
                        cost: { 1 + $0.history.count / 8 }, inputs: store.hashed, make: ExerciseDocumentMaker.self)
    }

    /// `api/weeks/<YYYY-Www>.json`, one per week since the first session.
    func weekDocuments() -> PageKind<WeekSummary, WeekDocumentMaker> {
        let store = self.store
        return PageKind(name: "api-week", items: analysis.weeks, route: { .api(week: $0.week) }, inputs: store.hashed, make: WeekDocumentMaker.self)
    }

    // MARK: Years in review

    /// `year/<YYYY>/`, one per year with training. Its inputs are the year's figures (the yearly
    /// report's review, worked out in the analyse stage from that year's weeks, sessions and body
    /// weight): `serve` makes a year's page again only when they change.
    func yearPages() -> PageKind<YearFigures, YearPageMaker> {
        let years = figures.years
        let list = years.map(\.year)
        return PageKind(name: "year", items: years, route: { .year($0.year) }, cost: { _ in 4 },
                        inputs: { YearPage.Inputs(year: $0.year, review: $0.review, years: list) }, make: YearPageMaker.self)
    }
}
