import LiftbookAnalytics
import LiftbookModel
import LiftbookSystem

/// Every kind of page and file the site has, each declared once: its route, the inputs it reads
/// and how it is made (the template and view of an HTML page are named where it is made, through
/// ``PageFactory/page(_:section:template:view:title:description:breadcrumbs:ogType:published:author:)``).
///
/// To add a kind of page: declare it here, give it a route in `Route+Pages.swift`, and write its
/// view and template. To add a figure to a page whose inputs already hold the data: the view,
/// the page's `make` and the template.
struct PageCatalogue {
    let data: TrainingData
    let analysis: Analysis
    let context: SiteContext
    let store: PageStore
    /// The records each session beat, by session id, for its badges and its row in lists.
    let recordsBySession: [String: [HistoryPages.RecordBadge]]
    /// Library entries plus an entry for every logged exercise the library does not know.
    let libraryEntries: [Exercise]

    init(data: TrainingData, analysis: Analysis, context: SiteContext, store: PageStore) {
        self.data = data
        self.analysis = analysis
        self.context = context
        self.store = store
        recordsBySession = Self.records(analysis)
        libraryEntries = Self.entries(data, analysis: analysis)
    }

    /// The pages made in one pool on every core (``reports()`` and ``sitemap(listing:)`` come after them).
    func pages() -> [PlannedPage] {
        var kinds: [[PlannedPage]] = []
        kinds.append(sessionPages().planned())
        kinds.append(historyLists().planned())
        kinds.append(exercisePages().planned())
        kinds.append(library().planned())
        kinds.append(exerciseDocuments().planned())
        kinds.append(weekDocuments().planned())
        kinds.append(yearPages().planned())
        kinds += everyBuild().map { $0.planned() }
        kinds += cards()
        return kinds.flatMap { $0 }
    }

    private static func records(_ analysis: Analysis) -> [String: [HistoryPages.RecordBadge]] {
        var badges: [String: [HistoryPages.RecordBadge]] = [:]
        for exercise in analysis.exercises {
            for record in exercise.recordEvents where record.isImprovement && record.kind != .sessionVolume {
                let title = record.kind == .repMax ? "\(record.reps ?? 0)RM" : "PR"
                badges[record.sessionID, default: []].append(.init(exercise: record.exercise, title: title,
                                                                   weightKilograms: record.weightKilograms, reps: record.reps))
            }
        }
        return badges
    }

    // MARK: History

    /// A page per session.
    func sessionPages() -> PageKind<Int, HistoryPages.SessionInputs> {
        let sessions = data.sessions
        let badges = recordsBySession
        let history = HistoryPages(context: context)
        let store = self.store
        return PageKind(name: "session", items: Array(sessions.indices), route: { .session(sessions[$0].id) }, inputs: { index in
            HistoryPages.SessionInputs(session: store.hashed(sessions[index]), prev: index > 0 ? sessions[index - 1].id : nil,
                                       next: index + 1 < sessions.count ? sessions[index + 1].id : nil,
                                       badges: badges[sessions[index].id] ?? [])
        }, make: { [history.sessionPage($0)] })
    }

    /// The history list, a page per `pageSize` sessions newest first, and a page per year.
    func historyLists() -> PageKind<HistoryPages.ListInputs, HistoryPages.ListInputs> {
        let newestFirst = Array(data.sessions.reversed())
        let pageSize = data.config.pageSize
        let pageCount = max(1, (newestFirst.count + pageSize - 1) / pageSize)
        let badges = recordsBySession
        var counts: [Int: Int] = [:]
        // By index: a loop over the sessions would copy each one (every string and array in it).
        for index in data.sessions.indices { counts[data.sessions[index].date.year, default: 0] += 1 }
        let years = counts.keys.sorted(by: >).map { HistoryPages.YearCount(year: $0, sessions: counts[$0, default: 0]) }
        let store = self.store
        let listed = { (sessions: ArraySlice<Session>) in
            sessions.map { HistoryPages.ListedSession(session: store.hashed($0), records: badges[$0.id]?.count ?? 0) }
        }
        var lists: [HistoryPages.ListInputs] = (1...pageCount).map { page in
            let start = (page - 1) * pageSize
            return .init(page: page, year: nil, pageCount: pageCount, total: newestFirst.count,
                         sessions: listed(newestFirst[min(start, newestFirst.count)..<min(start + pageSize, newestFirst.count)]), years: years)
        }
        for year in counts.keys.sorted() {
            lists.append(.init(page: nil, year: year, pageCount: 0, total: 0, sessions: listed(newestFirst.filter { $0.date.year == year }[...]),
                               years: years))
        }
        let history = HistoryPages(context: context)
        return PageKind(name: "history", items: lists, route: { $0.year.map { .history(year: $0) } ?? .history(page: $0.page ?? 1) },
                        cost: { $0.sessions.count / 8 }, inputs: { $0 }, make: { [history.listPage($0)] })
    }

    // MARK: Exercises

    /// A page per library entry (and per logged exercise the library does not know).
    func exercisePages() -> PageKind<Exercise, ExercisePages.Inputs> {
        let analysis = self.analysis
        let store = self.store
        let pages = ExercisePages(context: context)
        return PageKind(name: "exercise", items: libraryEntries, route: { .exercise($0.id) },
                        cost: { 1 + (analysis.exercise($0.id)?.history.count ?? 0) / 8 },
                        inputs: { ExercisePages.Inputs(exercise: $0, stats: analysis.exercise($0.id).map(store.hashed)) },
                        make: { [pages.page($0)] })
    }

    /// The library index and its pages by category, equipment and muscle.
    func library() -> PageKind<Int, LibraryPages.Inputs> {
        let inputs = LibraryPages.Inputs(exercises: libraryEntries,
                                         counts: Dictionary(analysis.exercises.map { ($0.id, $0.sessionCount) }, uniquingKeysWith: { first, _ in first }))
        let context = self.context
        return PageKind(name: "exercises", items: [0], route: { _ in .exercises }, cost: { _ in 8 }, inputs: { _ in inputs },
                        make: { LibraryPages(factory: context.factory, exercises: $0.exercises, sessionCounts: $0.counts).pages() })
    }

    private static func entries(_ data: TrainingData, analysis: Analysis) -> [Exercise] {
        var entries = data.exercises
        if data.config.libraryPages == .used {
            let logged = Set(analysis.exercises.map(\.id))
            entries = entries.filter { $0.value.custom || logged.contains($0.key) }
        }
        for stats in analysis.exercises where entries[stats.id] == nil {
            entries[stats.id] = Exercise(id: stats.id, name: stats.name, type: stats.type, category: .fullBody, custom: true)
        }
        return entries.values.sorted { $0.id < $1.id }
    }

    // MARK: Reports and the sitemap

    /// The reports: a page and a Markdown file per week, month and year with training, and their
    /// index. A report's inputs are its period and every session up to its last day (which
    /// `ReportPages` hashes as a running prefix), then its figures: a change to an old session
    /// makes the later reports' figures again and re-renders only those whose figures changed.
    /// Made after the pages, with their own pool (figures first, then pages).
    func reports() -> [OutputFile] {
        ReportPages(factory: context.factory, builder: ReportBuilder(data: data, analysis: analysis), store: store).files()
    }

    /// `sitemap.xml` and `robots.txt`, listing every page made before them; the following page of
    /// a site that follows no one (its how-to) stays out.
    func sitemap(listing files: [OutputFile]) -> [OutputFile] {
        let followsNoOne = data.following.lifters.isEmpty
        let listed = files.map(\.path).filter { !(followsNoOne && $0 == Route.following.file) }
        let urls = context.urls
        return store.files(.sitemap, inputs: listed) { SiteIndexFiles(urls: urls).files(pages: listed) }
    }

    // MARK: JSON API

    /// `api/exercises/<id>.json`, one per analysed exercise.
    func exerciseDocuments() -> PageKind<ExerciseAnalysis, Hashed<ExerciseAnalysis>> {
        let today = context.today
        let store = self.store
        return PageKind(name: "api-exercise", items: analysis.exercises, route: { .api(exercise: $0.id) },
                        cost: { 1 + $0.history.count / 8 }, inputs: store.hashed,
                        make: { [APIDocuments.exerciseFile($0.value, today: today)] })
    }

    /// `api/weeks/<YYYY-Www>.json`, one per week since the first session.
    func weekDocuments() -> PageKind<WeekSummary, WeekSummary> {
        PageKind(name: "api-week", items: analysis.weeks, route: { .api(week: $0.week) }, inputs: { $0 },
                 make: { [APIDocuments.weekFile($0)] })
    }

    // MARK: Years in review

    /// `year/<YYYY>/`, one per year with training, with its card. Its inputs are the year's figures, computed in
    /// the analytics from that year's weeks, sessions and body weight: `serve` makes a year's
    /// page again only when they change.
    func yearPages() -> PageKind<YearWeeks, YearPage.Inputs> {
        let builder = YearReviewBuilder(data: data, analysis: analysis)
        let years = builder.years()
        let list = years.map(\.year)
        let page = YearPage(factory: context.factory, unit: context.unit)
        let painter = context.cards
        let unit = context.unit
        return PageKind(name: "year", items: years, route: { .year($0.year) }, cost: { 1 + $0.weeks.count / 8 },
                        inputs: { YearPage.Inputs(year: $0.year, review: builder.review(of: $0.year, weeks: $0.weeks), years: list) },
                        make: { inputs in
                            let card = painter?.png(.year(inputs.year, review: inputs.review, unit: unit))
                            return [page.page(inputs)] + (card.map { [OutputFile(path: Route.card(year: inputs.year).file, bytes: $0)] } ?? [])
                        })
    }
}
