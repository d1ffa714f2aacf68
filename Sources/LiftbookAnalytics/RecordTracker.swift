import LiftbookModel

/// Which records an exercise type keeps.
enum RecordFamily {
    /// Weight × reps: heaviest, e1RM, volumes, rep maxes, rep PRs.
    case load
    /// Distance, duration and pace per session.
    case cardio
    /// The longest single hold.
    case hold

    init(_ type: ExerciseType) {
        switch type {
        case .strength, .bodyweight, .explosive: self = .load
        case .cardio, .recovery: self = .cardio
        case .isometric, .mobility: self = .hold
        }
    }
}

/// Follows one exercise's records session by session, in chronological order.
struct RecordTracker {
    /// The rep counts of the rep-max table.
    static let repMaxRange = 1...12

    let exercise: ExerciseID
    let family: RecordFamily
    let formula: E1RMFormula
    private var current: [RecordKind: PersonalRecord] = [:]
    private var repMax: [Int: PersonalRecord] = [:]
    private var mostReps: [Int: PersonalRecord] = [:]

    init(exercise: ExerciseID, family: RecordFamily, formula: E1RMFormula) {
        self.exercise = exercise
        self.family = family
        self.formula = formula
    }

    /// The current records.
    var records: PersonalRecords {
        var records = PersonalRecords()
        records.byKind = current
        records.repMaxes = repMax.keys.sorted().compactMap { repMax[$0] }
        records.mostReps = mostReps.keys.sorted(by: >).compactMap { mostReps[$0] }
        return records
    }

    /// Takes in a session's row and returns the records it beat (first values are kept as
    /// baselines and not returned).
    mutating func add(_ row: HistoryRow) -> [PersonalRecord] {
        var beaten: [PersonalRecord] = []
        switch family {
        case .load: addLoads(row, into: &beaten)
        case .cardio:
            offer(.longestDistance, row.distanceMetres, row, into: &beaten)
            offer(.longestDuration, row.durationSeconds, row, into: &beaten)
            offer(.fastestPace, row.paceSecondsPerKilometre, row, into: &beaten)
        case .hold:
            offer(.longestHold, row.longestHoldSeconds, row, into: &beaten)
        }
        return beaten
    }

    private mutating func addLoads(_ row: HistoryRow, into beaten: inout [PersonalRecord]) {
        var bestE1RM: (value: Double, set: LoggedSet)?
        var bestVolume: LoggedSet?
        var heaviestAt: [Int: LoggedSet] = [:]
        var repsAt: [Int: LoggedSet] = [:]
        for set in row.sets where set.isRepSet {
            let reps = set.reps ?? 0
            let e1RM = E1RM.estimate(set, formula: formula)
            if e1RM > (bestE1RM?.value ?? 0) { bestE1RM = (e1RM, set) }
            if set.volumeKilograms > (bestVolume?.volumeKilograms ?? 0) { bestVolume = set }
            if RecordTracker.repMaxRange.contains(reps), set.kilograms > (heaviestAt[reps]?.kilograms ?? 0) {
                heaviestAt[reps] = set
            }
            let grams = Int((set.kilograms * 1000).rounded())
            if reps > (repsAt[grams]?.reps ?? 0) { repsAt[grams] = set }
        }
        if let top = row.topSet, top.kilograms > 0 {
            offer(.heaviest, top.kilograms, row, set: top, into: &beaten)
        }
        if let best = bestE1RM { offer(.e1rm, best.value, row, set: best.set, into: &beaten) }
        if let best = bestVolume { offer(.setVolume, best.volumeKilograms, row, set: best, into: &beaten) }
        if row.volumeKilograms > 0 { offer(.sessionVolume, row.volumeKilograms, row, into: &beaten) }
        for reps in heaviestAt.keys.sorted() {
            guard let set = heaviestAt[reps] else { continue }
            let record = make(.repMax, set.kilograms, row, set: set, previous: repMax[reps])
            if let record { repMax[reps] = record; if record.isImprovement { beaten.append(record) } }
        }
        for grams in repsAt.keys.sorted(by: >) {
            guard let set = repsAt[grams] else { continue }
            let record = make(.mostReps, Double(set.reps ?? 0), row, set: set, previous: mostReps[grams])
            if let record { mostReps[grams] = record; if record.isImprovement { beaten.append(record) } }
        }
    }

    private mutating func offer(_ kind: RecordKind, _ value: Double?, _ row: HistoryRow, set: LoggedSet? = nil,
                                into beaten: inout [PersonalRecord]) {
        guard let value, value > 0, let record = make(kind, value, row, set: set, previous: current[kind]) else { return }
        current[kind] = record
        if record.isImprovement { beaten.append(record) }
    }

    /// The new record when `value` beats `previous` (or there is none yet), else nil.
    private func make(_ kind: RecordKind, _ value: Double, _ row: HistoryRow, set: LoggedSet?,
                      previous: PersonalRecord?) -> PersonalRecord? {
        if let previous {
            let margin = 1e-9 * max(1, abs(previous.value))
            let better = kind.lowerIsBetter ? value < previous.value - margin : value > previous.value + margin
            guard better else { return nil }
        }
        return PersonalRecord(
            exercise: exercise, kind: kind, value: value, date: row.date, sessionID: row.sessionID,
            weightKilograms: set?.kilograms, reps: set?.reps,
            previous: previous.map { PreviousRecord(value: $0.value, date: $0.date, sessionID: $0.sessionID) }
        )
    }
}
