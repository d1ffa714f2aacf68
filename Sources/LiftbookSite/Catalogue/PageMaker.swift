import LiftbookAnalytics
import LiftbookModel
import LiftbookSystem

/// How the pages of one kind are made: a static function of the page's declared inputs and the
/// shared ``SiteContext``. Being static, it captures nothing of the catalogue that declared the
/// kind: whatever a page shows reaches it through its inputs (hashed into its key) or the context
/// (hashed into every key), so `serve` can never keep a page whose data changed.
protocol PageMaker: SendableMetatype {
    /// Everything a page of the kind reads besides the shared context.
    associatedtype Inputs: Hashable & Sendable
    /// The page's files.
    static func make(_ inputs: Inputs, context: SiteContext) -> [OutputFile]
}

/// The inputs of a page that reads nothing but the shared context (the 404 page, the stylesheet).
struct ContextOnly: Hashable, Sendable {}

/// The whole log as a page input, for the pages that read much of it (home, the gym page, the
/// badges): the data, its analysis and the pages' figures, keyed by one hash of the data (every
/// session by its hash, and every other field of the data) worked out once per build. The
/// analysis and the figures follow from the data and today, which is in every key.
struct Log: Sendable {
    /// The data set (private sessions removed).
    let data: TrainingData
    /// Its analysis.
    let analysis: Analysis
    /// The pages' figures.
    let figures: PageFigures
    /// Body weight day by day, from the log and the sessions.
    let bodyWeight: BodyWeightSeries

    /// The log as an input: its hash (0 in a build without a cache, where nothing is compared).
    static func hashed(_ data: TrainingData, analysis: Analysis, figures: PageFigures, bodyWeight: BodyWeightSeries, sessionHashes: [Int]?,
                       kept: KeptHashes? = nil) -> Hashed<Log> {
        let log = Log(data: data, analysis: analysis, figures: figures, bodyWeight: bodyWeight)
        guard let sessionHashes else { return Hashed(value: log, hash: 0) }
        var hasher = Hasher()
        var rest = data
        rest.sessions = []
        // Every field but the sessions as it is (a field added later is in the key by
        // construction; its hash kept while it is equal to last build's), and the sessions by
        // the hashes computed once per build.
        hasher.combine(kept?.hash(rest, as: "log but its sessions") ?? rest.hashValue)
        for hash in sessionHashes { hasher.combine(hash) }
        return Hashed(value: log, hash: hasher.finalize())
    }
}
