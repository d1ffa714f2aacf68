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
            self.kept = nil
            return
        }
        self.kept = kept
        base = kept?.hash(context.shared, as: "site context") ?? context.shared.hashValue
        sessionKeys = figures.sessionHashes
        exerciseKeys = cache.exerciseKeys(analysis.exercises)
    }

    /// The page's files: the last build's when its inputs are unchanged, else made now.
    func files(_ route: Route, inputs: some Hashable, make: () -> [OutputFile]) -> [OutputFile] {
        guard let cache else { return make() }
        var hasher = Hasher()
        hasher.combine(base)
        hasher.combine(inputs)
        return cache.files(route, key: hasher.finalize(), make: make)
    }

    /// A session as a page input.
    func hashed(_ session: Session) -> Hashed<Session> {
        Hashed(value: session, hash: cache == nil ? 0 : sessionKeys[session.id] ?? session.hashValue)
    }

    /// An exercise's analysis as a page input.
    func hashed(_ exercise: ExerciseAnalysis) -> Hashed<ExerciseAnalysis> {
        Hashed(value: exercise, hash: cache == nil ? 0 : exerciseKeys[exercise.id] ?? exercise.hashValue)
    }
}
