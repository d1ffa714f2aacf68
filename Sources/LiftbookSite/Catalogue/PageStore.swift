import LiftbookAnalytics
import LiftbookModel
import LiftbookSystem

/// The pages of earlier builds of this process (`serve`, `bench`), looked up by a page's route
/// and the hash of its declared inputs with the shared context; a build without a cache makes
/// every page.
struct PageStore: Sendable {
    let cache: RenderCache?
    /// What every page may read besides its inputs, handed to each page's maker.
    let context: SiteContext
    /// The hash of the shared context, in every key.
    let base: Int
    /// Each session's hash by id, computed once per build in the analyse stage (only with a cache).
    let sessionKeys: [String: Int]
    /// Each analysed exercise's hash by id, computed once per build (only with a cache).
    let exerciseKeys: [ExerciseID: Int]
    /// Each library entry's hash by id, and the list's (only with a cache).
    let entryKeys: (list: Int, byID: [ExerciseID: Int])
    /// Each week's hash (only with a cache).
    let weekKeys: [ISOWeek: Int]

    /// Hashes of whole values kept between builds (the context, the log's fields but its sessions).
    let kept: KeptHashes?

    /// A store over `cache` for a build of `analysis` and its `figures` with `context`; `kept`
    /// keeps the hashes of values that seldom change (with a cache only).
    init(cache: RenderCache?, kept: KeptHashes? = nil, context: SiteContext, figures: PageFigures, analysis: Analysis) {
        self.cache = cache
        self.context = context
        guard let cache else {
            base = 0
            sessionKeys = [:]
            exerciseKeys = [:]
            entryKeys = (0, [:])
            weekKeys = [:]
            self.kept = nil
            return
        }
        self.kept = kept
        base = kept?.hash(context.shared, as: "site context") ?? context.shared.hashValue
        sessionKeys = figures.sessionHashes
        exerciseKeys = cache.exerciseKeys(analysis.exercises)
        entryKeys = cache.entryKeys(figures.libraryEntries)
        weekKeys = cache.weekKeys(analysis.weeks)
    }

    /// The page's files: the last build's when its inputs are unchanged, else made now.
    func files(_ route: Route, inputs: some Hashable, make: () -> [OutputFile]) -> [OutputFile] {
        guard let cache else { return make() }
        var hasher = Hasher()
        hasher.combine(base)
        hasher.combine(inputs)
        return cache.files(route, key: hasher.finalize(), make: make)
    }

    /// The body-weight series of `data` as a page input: kept between builds by the cache, else
    /// the one the analyse stage made (``PageFigures/bodyWeight``).
    func bodyWeightSeries(_ data: TrainingData, figures: PageFigures) -> Hashed<BodyWeightSeries> {
        cache?.bodyWeightSeries(data) ?? Hashed(value: figures.bodyWeight, hash: 0)
    }

    /// A session as a page input.
    func hashed(_ session: Session) -> Hashed<Session> {
        Hashed(value: session, hash: cache == nil ? 0 : sessionKeys[session.id] ?? session.hashValue)
    }

    /// A session as a page input, its hash already looked up (``sessionHash(_:)``).
    func hashed(_ session: Session, hash: Int) -> Hashed<Session> {
        Hashed(value: session, hash: hash)
    }

    /// A session's hash for its page inputs (0 without a cache).
    func sessionHash(_ session: Session) -> Int {
        cache == nil ? 0 : sessionKeys[session.id] ?? session.hashValue
    }

    /// The routes of the site's pages as a page input (the sitemap's), their hash kept by the
    /// cache while the list is the same.
    func hashed(routes: [Route]) -> Hashed<[Route]> {
        Hashed(value: routes, hash: cache?.routesKey(routes) ?? 0)
    }

    /// A library entry as a page input.
    func hashed(_ entry: Exercise) -> Hashed<Exercise> {
        Hashed(value: entry, hash: cache == nil ? 0 : entryKeys.byID[entry.id] ?? entry.hashValue)
    }

    /// A week as a page input.
    func hashed(_ week: WeekSummary) -> Hashed<WeekSummary> {
        Hashed(value: week, hash: cache == nil ? 0 : weekKeys[week.week] ?? week.hashValue)
    }

    /// An exercise card's content, worked out by `make` from `entry`, its analysis `stats` and
    /// the context (in its key): with a cache, last build's while they are the same.
    func cardContent(_ entry: Exercise, stats: ExerciseAnalysis?, make: () -> CardContent) -> CardContent {
        guard let cache else { return make() }
        var hasher = Hasher()
        hasher.combine(base)
        hasher.combine(hashed(entry))
        hasher.combine(stats.map(hashed))
        return cache.cardContent(entry.id, key: hasher.finalize(), make: make)
    }

    /// An exercise's analysis as a page input.
    func hashed(_ exercise: ExerciseAnalysis) -> Hashed<ExerciseAnalysis> {
        Hashed(value: exercise, hash: cache == nil ? 0 : exerciseKeys[exercise.id] ?? exercise.hashValue)
    }
}
