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
    /// Every name it was logged or imported under, sorted.
    public var loggedAs: [String]
    /// One row per session it was logged in, oldest first.
    public var history: [HistoryRow]
    /// The current records.
    public var records: PersonalRecords
    /// Every record it beat (PRs), oldest first.
    public var recordEvents: [PersonalRecord]
    /// The next-session recommendations, one per place it appears in the routine, in routine order.
    public var recommendations: [Recommendation]

    /// Creates an analysis.
    public init(id: ExerciseID, name: String, type: ExerciseType, loggedAs: [String] = [], history: [HistoryRow] = [],
                records: PersonalRecords = PersonalRecords(), recordEvents: [PersonalRecord] = [],
                recommendations: [Recommendation] = []) {
        self.id = id
        self.name = name
        self.type = type
        self.loggedAs = loggedAs
        self.history = history
        self.records = records
        self.recordEvents = recordEvents
        self.recommendations = recommendations
    }

    /// Sessions it was logged in.
    public var sessionCount: Int { history.count }
    /// The first day it was logged.
    public var firstDate: LocalDate? { history.first?.date }
    /// The last day it was logged.
    public var lastDate: LocalDate? { history.last?.date }
    /// Working sets over its whole history.
    public var workingSetCount: Int { history.reduce(0) { $0 + $1.workingSetCount } }
    /// Σ weight × reps over its whole history, kg.
    public var totalVolumeKilograms: Double { history.reduce(0) { $0 + $1.volumeKilograms } }
    /// The most recent sessions, newest first.
    public func recent(_ count: Int) -> [HistoryRow] { Array(history.suffix(max(0, count)).reversed()) }

    /// The recommendation for the next routine day on or after `date` that plans it.
    public func nextRecommendation(onOrAfter date: LocalDate) -> Recommendation? {
        let today = date.weekday.index
        return recommendations.min { a, b in
            ((a.day.index - today + 7) % 7, a.position) < ((b.day.index - today + 7) % 7, b.position)
        }
    }
}
