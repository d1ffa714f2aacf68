public import LiftbookAnalytics
public import LiftbookModel
import LiftbookSystem

/// The render stage: turns the data set and its analysis into every file of the site.
public struct SiteRenderer: Sendable {
    /// What the render stage needs.
    public struct Input: Sendable {
        /// The loaded data (private sessions already removed).
        public var data: TrainingData
        /// The analysis of that data.
        public var analysis: Analysis
        /// The compiled templates.
        public var templates: TemplateSet
        /// The theme.
        public var theme: Theme
        /// The base URL to build for.
        public var baseURL: String
        /// Pages rendered by earlier builds of this process, reused when their inputs are unchanged.
        public var cache: RenderCache?

        /// Creates the input.
        public init(data: TrainingData, analysis: Analysis, templates: TemplateSet, theme: Theme, baseURL: String,
                    cache: RenderCache? = nil) {
            self.data = data
            self.analysis = analysis
            self.templates = templates
            self.theme = theme
            self.baseURL = baseURL
            self.cache = cache
        }
    }

    /// Creates a renderer.
    public init() {}

    /// Every output file, sorted by path; the same input always gives the same bytes.
    public func render(_ input: Input) -> [OutputFile] {
        let data = input.data
        let urls = SiteURLs(baseURL: input.baseURL)
        let factory = PageFactory(templates: input.templates, urls: urls, siteTitle: data.config.title,
                                  sections: [.home, .history, .exercises, .routine, .reports, .posts] + (data.following.lifters.isEmpty ? [] : [.following]),
                                  hasFeed: !data.posts.isEmpty)
        let text = RecommendationText(unit: data.config.units, data: data)
        var keyed = CachedRender(cache: input.cache, base: input.cache == nil ? 0 : baseKey(input))
        if input.cache != nil {
            keyed.sessionKeys = input.cache?.sessionKeys(data.sessions) ?? [:]
            let exerciseHashes = Parallel.map(input.analysis.exercises) { exercise in (exercise.id, exercise.hashValue) }
            keyed.exerciseKeys = Dictionary(exerciseHashes, uniquingKeysWith: { first, _ in first })
        }
        let cached = keyed
        let sessionCounts = Dictionary(input.analysis.exercises.map { ($0.id, $0.sessionCount) }, uniquingKeysWith: { first, _ in first })
        let exercises = libraryEntries(data, analysis: input.analysis)

        var badges: [String: [HistoryPages.RecordBadge]] = [:]
        for exercise in input.analysis.exercises {
            for record in exercise.recordEvents where record.isImprovement && record.kind != .sessionVolume {
                let title = record.kind == .repMax ? "\(record.reps ?? 0)RM" : "PR"
                badges[record.sessionID, default: []].append(.init(exercise: record.exercise, title: title,
                                                                   weightKilograms: record.weightKilograms, reps: record.reps))
            }
        }
        let history = HistoryPages(factory: factory, data: data, pageSize: data.config.pageSize, recordsBySession: badges, cached: cached)
        let badgeFiles = BadgeFiles(data: data, analysis: input.analysis, urls: urls, style: BadgeStyle(theme: input.theme))
        let exercisePages = ExercisePages(factory: factory, data: data, analysis: input.analysis, text: text, cached: cached, badges: badgeFiles)
        let bodyWeightSeries = BodyWeightSeries(data)
        let bodyWeight = BodyWeightPage(factory: factory, data: data, analysis: input.analysis, series: bodyWeightSeries)
        let home = HomePage(factory: factory, data: data, analysis: input.analysis, history: history, text: text,
                            records: RecordPresenter(factory: factory, data: data, exercisePages: exercisePages),
                            insight: bodyWeight.homeView())
        let routine = RoutinePage(factory: factory, data: data) { day, position in
            input.analysis.recommendations.first { r in
                r.position == position && (day.cycleIndex.map { r.cycle?.index == $0 } ?? (r.cycle == nil && r.day == day.weekday))
            }.map { (text.target($0), text.reason($0)) }
        }

        // Every page but the reports is one job in one pool; the reports come next (their own
        // models first, then their pages), and the sitemap, which lists every page, last.
        let analysis = input.analysis
        let theme = input.theme
        var jobs: [RenderJob] = [
            .file(cost: 8) { home.page() },
            RenderJob { RoutineCalendar(data: data, analysis: analysis, urls: urls).file().map { [$0] } ?? [] },
            RenderJob(cost: 4) { bodyWeight.files() },
            RenderJob(cost: 4) { badgeFiles.files() },
            RenderJob(cost: 8) {
                cached.files(group: "library", inputs: LibraryInputs(exercises: exercises, counts: sessionCounts)) {
                    LibraryPages(factory: factory, exercises: exercises, sessionCounts: sessionCounts).pages()
                }
            },
            .file {
                factory.page("404.html", section: nil, template: \.notFound,
                             view: NotFoundView(home: urls.href(""), exercises: urls.href("exercises/")),
                             title: "Page not found", description: "There is no page at this address.")
            },
            RenderJob(cost: 4) { PostPages(factory: factory, data: data, analysis: analysis).files() },
            .file { FollowingPage(factory: factory, following: data.following, routine: data.routine).page() },
            .file { APIDocuments.indexFile(analysis) },
            RenderJob { APIDocuments.bodyWeightFile(bodyWeightSeries).map { [$0] } ?? [] },
            .file { OutputFile(path: "assets/style.css", contents: theme.css) },
            .file { OutputFile(path: "favicon.svg", contents: Favicon.svg) },
        ]
        jobs += history.jobs()
        jobs += exercisePages.jobs(for: exercises)
        jobs += analysis.exercises.map { exercise in
            .file(cost: 1 + exercise.history.count / 8) {
                cached.file(APIDocuments.path(of: exercise.id), inputs: cached.key(of: exercise)) {
                    APIDocuments.exerciseFile(exercise, in: analysis)
                }
            }
        }
        jobs += analysis.weeks.map { week in
            .file { cached.file(APIDocuments.path(of: week.week), inputs: week) { APIDocuments.weekFile(week) } }
        }
        var files = [routine.page()] + jobs.run()
        files += ReportPages(factory: factory, builder: ReportBuilder(data: data, analysis: analysis), cached: cached).files()
        // The following page of a site that follows no one (its how-to) stays out of the sitemap.
        let pages = files.map(\.path).filter { !(data.following.lifters.isEmpty && $0 == "following/index.html") }
        files += keyed.files(group: "sitemap", inputs: pages) { SiteIndexFiles(urls: urls).files(pages: pages) }
        input.cache?.endBuild()
        return files.sorted { $0.path < $1.path }
    }

    /// What every page depends on: templates, theme, settings, library, routine, whether the site has
    /// posts (feed links) and follows anyone (navigation), today and the base URL.
    private func baseKey(_ input: Input) -> Int {
        var hasher = Hasher()
        hasher.combine(input.templates.fingerprint)
        hasher.combine(input.theme.css)
        hasher.combine(input.data.config)
        for id in input.data.exercises.keys.sorted() { hasher.combine(input.data.exercises[id]) }
        hasher.combine(input.data.routine)
        hasher.combine(input.data.following.lifters.isEmpty)
        hasher.combine(input.data.posts.isEmpty)  // every page's head links the feeds when there are posts
        hasher.combine(input.analysis.today)
        hasher.combine(input.baseURL)
        return hasher.finalize()
    }

    /// Library entries plus an entry for every logged exercise the library does not know.
    private func libraryEntries(_ data: TrainingData, analysis: Analysis) -> [Exercise] {
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
}

/// What the library pages show.
private struct LibraryInputs: Hashable {
    var exercises: [Exercise]
    var counts: [ExerciseID: Int]
}
