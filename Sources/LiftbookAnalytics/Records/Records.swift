public import LiftbookModel

/// What a personal record measures.
public enum RecordKind: String, Sendable, Hashable, CaseIterable, Codable {
    /// The heaviest load of a working rep set, kg.
    case heaviest
    /// The best estimated 1RM by the site's formula, kg.
    case e1rm
    /// The largest weight × reps of one set, kg.
    case setVolume
    /// The largest Σ weight × reps of one session, kg.
    case sessionVolume
    /// The heaviest load for exactly ``PersonalRecord/reps`` reps (1 to 12), kg.
    case repMax
    /// The most reps at exactly ``PersonalRecord/weightKilograms`` (a rep PR); the value is reps.
    case mostReps
    /// The longest distance of one session, metres.
    case longestDistance
    /// The longest duration of one session, seconds.
    case longestDuration
    /// The fastest pace of one session, seconds per kilometre (lower is better).
    case fastestPace
    /// The longest single hold, seconds.
    case longestHold
    /// The least help for exactly ``PersonalRecord/reps`` reps of an assisted exercise, kg
    /// (lower is better; 0 is the exercise done without help).
    case leastHelp

    /// True when a smaller value is the better one.
    public var lowerIsBetter: Bool { self == .fastestPace || self == .leastHelp }

    /// `Heaviest weight`, `Best e1RM`, … for headings and badges.
    public var title: String {
        switch self {
        case .heaviest: "Heaviest weight"
        case .e1rm: "Best e1RM"
        case .setVolume: "Best set volume"
        case .sessionVolume: "Best session volume"
        case .repMax: "Rep max"
        case .mostReps: "Most reps"
        case .longestDistance: "Longest distance"
        case .longestDuration: "Longest duration"
        case .fastestPace: "Fastest pace"
        case .longestHold: "Longest hold"
        case .leastHelp: "Least help"
        }
    }
}

/// The record a new one beat.
public struct PreviousRecord: Sendable, Hashable {
    /// Its value, in the unit of the record's kind.
    public var value: Double
    /// The day it was set.
    public var date: LocalDate
    /// The session it was set in.
    public var sessionID: String

    /// Creates a previous record.
    public init(value: Double, date: LocalDate, sessionID: String) {
        self.value = value
        self.date = date
        self.sessionID = sessionID
    }
}

/// A personal record: the value, when and with which set it was set, and the one it beat.
public struct PersonalRecord: Sendable, Hashable {
    /// The exercise.
    public var exercise: ExerciseID
    /// What it measures.
    public var kind: RecordKind
    /// kg for loads and volumes, reps for ``RecordKind/mostReps``, metres, seconds, or s/km.
    public var value: Double
    /// The day it was set.
    public var date: LocalDate
    /// The session it was set in.
    public var sessionID: String
    /// The load of the set that set it, kg (nil for session-wide records); for an assisted
    /// exercise, minus the help (`-30` for 30 kg of help).
    public var weightKilograms: Double?
    /// The reps of the set that set it (nil for session-wide records).
    public var reps: Int?
    /// The record it beat; nil for the first value ever logged (a baseline, not a PR).
    public var previous: PreviousRecord?

    /// Creates a record.
    public init(exercise: ExerciseID, kind: RecordKind, value: Double, date: LocalDate, sessionID: String,
                weightKilograms: Double? = nil, reps: Int? = nil, previous: PreviousRecord? = nil) {
        self.exercise = exercise
        self.kind = kind
        self.value = value
        self.date = date
        self.sessionID = sessionID
        self.weightKilograms = weightKilograms
        self.reps = reps
        self.previous = previous
    }

    /// True when it beat an earlier record (a PR), false for a first baseline.
    public var isImprovement: Bool { previous != nil }
}

/// An exercise's current records.
public struct PersonalRecords: Sendable, Hashable {
    /// The current record of each single-valued kind (not ``RecordKind/repMax`` or ``RecordKind/mostReps``).
    public var byKind: [RecordKind: PersonalRecord] = [:]
    /// The best load at exactly 1 to 12 reps, sorted by reps; reps never done are absent.
    public var repMaxes: [PersonalRecord] = []
    /// The most reps at each load ever lifted, heaviest load first (for an assisted exercise, at
    /// each help, least help first).
    public var mostReps: [PersonalRecord] = []
    /// For an assisted exercise, the least help at each rep count done, sorted by reps.
    public var leastHelp: [PersonalRecord] = []

    /// Creates an empty set of records.
    public init() {}

    /// The current record of a single-valued kind.
    public subscript(kind: RecordKind) -> PersonalRecord? { byKind[kind] }

    /// True when nothing has been recorded.
    public var isEmpty: Bool { byKind.isEmpty && repMaxes.isEmpty && mostReps.isEmpty && leastHelp.isEmpty }
}
