public import LiftbookModel

/// Everything worked out for one exercise: its history, records and recommendations.
public struct ExerciseAnalysis: Sendable, Hashable, Identifiable {
    /// The exercise (a library id, or the slug of a name the library does not know).
    public var id: ExerciseID
    /// The library's name, else the name it was last logged under.
    public var name: String
    /// How it is measured: the library's type, or for a name it does not know, what the first
    /// logged sets suggest (distance → cardio, reps → strength, durations → isometric).
    public var type: ExerciseType
    /// Where the exercise comes from: the built-in library, the site's `exercises/` files, or a
    /// logged name that matched nothing.
    public var origin: ExerciseOrigin
    /// Every name it was logged or imported under, sorted.
    public var loggedAs: [String]
    /// One row per session it was logged in, oldest first.
    public var history: [HistoryRow] {
        get { hashedHistory.rows }
        set { hashedHistory = HashedRows(rows: newValue) }
    }
    private var hashedHistory: HashedRows
    /// The current records.
    public var records: PersonalRecords
    /// Every record it beat (PRs), oldest first.
    public var recordEvents: [PersonalRecord]
    /// The next-session recommendations, one per place it appears in the routine, in routine order.
    public var recommendations: [Recommendation]
    /// The stall at the end of its history, if its e1RM stopped rising.
    public var stall: Stall?
    /// Percentages of the recent best e1RM as loads, for lifts with an e1RM.
    public var percentages: TrainingPercentages?
    /// Its plan replayed over its history: how often it was followed and hit.
    public var backtest: Backtest?

    /// Creates an analysis.
    public init(id: ExerciseID, name: String, type: ExerciseType, origin: ExerciseOrigin = .library, loggedAs: [String] = [],
                history: [HistoryRow] = [],
                records: PersonalRecords = PersonalRecords(), recordEvents: [PersonalRecord] = [],
                recommendations: [Recommendation] = [], stall: Stall? = nil,
                percentages: TrainingPercentages? = nil, backtest: Backtest? = nil) {
        self.id = id
        self.name = name
        self.type = type
        self.origin = origin
        self.loggedAs = loggedAs
        hashedHistory = HashedRows(rows: history)
        self.records = records
        self.recordEvents = recordEvents
        self.recommendations = recommendations
        self.stall = stall
        self.percentages = percentages
        self.backtest = backtest
    }

    /// The same, with the history's hash worked out beforehand.
    init(id: ExerciseID, name: String, type: ExerciseType, origin: ExerciseOrigin, loggedAs: [String], history: [HistoryRow],
         historyHash: Int?, records: PersonalRecords, recordEvents: [PersonalRecord], recommendations: [Recommendation],
         stall: Stall?, percentages: TrainingPercentages?, backtest: Backtest?) {
        self.init(id: id, name: name, type: type, origin: origin, loggedAs: loggedAs, records: records, recordEvents: recordEvents,
                  recommendations: recommendations, stall: stall, percentages: percentages, backtest: backtest)
        hashedHistory = HashedRows(rows: history, hash: historyHash)
    }

    /// Whether the exercise was logged at all: a row of history, if only of warm-ups.
    public var isLogged: Bool { !history.isEmpty }
    /// Sessions with at least one working set of it (warm-up-only appearances do not count).
    public var sessionCount: Int { history.reduce(0) { $0 + ($1.countsAsSession ? 1 : 0) } }
    /// The first day it was done with a working set.
    public var firstDate: LocalDate? { history.first(where: \.countsAsSession)?.date }
    /// The last day it was done with a working set.
    public var lastDate: LocalDate? { history.last(where: \.countsAsSession)?.date }
    /// Working sets over its whole history.
    public var workingSetCount: Int { history.reduce(0) { $0 + $1.workingSetCount } }
    /// Σ weight × reps over its whole history, kg.
    public var totalVolumeKilograms: Double { history.reduce(0) { $0 + $1.volumeKilograms } }
    /// The most recent sessions, newest first.
    public func recent(_ count: Int) -> [HistoryRow] { Array(history.suffix(max(0, count)).reversed()) }

    /// The recommendation for the next routine day on or after `date` that plans it.
    public func nextRecommendation(onOrAfter date: LocalDate) -> Recommendation? {
        if recommendations.contains(where: { $0.cycle != nil }) {
            return recommendations.min { a, b in
                (a.cycle?.sessionsAway ?? 0, a.position) < (b.cycle?.sessionsAway ?? 0, b.position)
            }
        }
        let today = date.weekday.index
        return recommendations.min { a, b in
            ((a.day.index - today + 7) % 7, a.position) < ((b.day.index - today + 7) % 7, b.position)
        }
    }
}

/// An exercise's history with its hash when that was worked out beforehand: hashing an analysis
/// (as `serve`'s page cache does for every exercise on every rebuild) then takes no pass over
/// its history. Equal rows hash the same either way: the hash is always the rows' `hashValue`.
struct HashedRows: Sendable, Hashable {
    var rows: [HistoryRow]
    /// ``hash(of:)`` of `rows`, if worked out.
    var hash: Int?

    static func == (a: HashedRows, b: HashedRows) -> Bool { a.rows == b.rows }

    func hash(into hasher: inout Hasher) { hasher.combine(hash ?? Self.hash(of: rows)) }

    /// The hash of `rows`: each row in order, then their count. The count comes last so that a
    /// run through the rows can keep the hasher's state part way and go on from there when
    /// rows are added after it (``ExerciseRun``).
    static func hash(of rows: [HistoryRow]) -> Int {
        var hasher = Hasher()
        for row in rows { hasher.combine(row) }
        hasher.combine(rows.count)
        return hasher.finalize()
    }
}

/// Where an exercise comes from.
public enum ExerciseOrigin: String, Sendable, Hashable, CaseIterable, Codable {
    /// The built-in library.
    case library
    /// Defined (or overridden) in the site's `exercises/` files.
    case site
    /// A name in a log or export that matched no exercise, kept as an exercise of its own.
    case unmapped

    /// The origin of a library entry, or `unmapped` without one.
    public init(_ exercise: Exercise?) {
        guard let exercise else {
            self = .unmapped
            return
        }
        let inSite = exercise.location.map { !$0.path.hasPrefix("(built-in)/") } ?? false
        self = exercise.custom || inSite ? .site : .library
    }
}
