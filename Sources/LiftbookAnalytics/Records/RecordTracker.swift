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

    /// The family of `type`, except that an exercise the library types as mobility that was
    /// logged with a load and reps (a machine torso rotation) keeps load records.
    init(_ type: ExerciseType, rows: [HistoryRow]) {
        self.init(type)
        if type == .mobility, rows.contains(where: { $0.sets.contains { $0.isRepSet && $0.kilograms > 0 } }) { self = .load }
    }
}

/// Follows one exercise's records session by session, in chronological order.
struct RecordTracker {
    /// The rep counts of the rep-max table.
    static let repMaxRange = 1...12

    let exercise: ExerciseID
    let family: RecordFamily
    let formula: E1RMFormula
    /// Which sets an e1RM may come from.
    let limits: PlausibilityLimits
    /// True for an assisted exercise: its weights are help (``RecordTracker+Assisted``).
    let assisted: Bool
    /// Least help by reps, and most reps by help in grams, for an assisted exercise.
    var leastHelp: [Int: PersonalRecord] = [:]
    var mostRepsAtHelp: [Int: PersonalRecord] = [:]
    /// Current records by ``RecordKind/slot``, rep maxes by reps, rep PRs by grams.
    private var current = [PersonalRecord?](repeating: nil, count: RecordKind.allCases.count)
    private var repMax = [PersonalRecord?](repeating: nil, count: RecordTracker.repMaxRange.upperBound + 1)
    private var mostReps: [Int: PersonalRecord] = [:]
    /// Their values, which every row compares against (reading them from the records would copy
    /// each record).
    private var currentValue = [Double?](repeating: nil, count: RecordKind.allCases.count)
    private var repMaxValue = [Double?](repeating: nil, count: RecordTracker.repMaxRange.upperBound + 1)
    private var mostRepsValue: [Int: Double] = [:]

    init(exercise: ExerciseID, family: RecordFamily, formula: E1RMFormula, limits: PlausibilityLimits = PlausibilityLimits(),
         assisted: Bool = false) {
        self.exercise = exercise
        self.family = family
        self.formula = formula
        self.limits = limits
        self.assisted = assisted
    }

    /// The current records.
    var records: PersonalRecords {
        var records = PersonalRecords()
        for record in current.compactMap({ $0 }) { records.byKind[record.kind] = record }
        records.repMaxes = repMax.compactMap { $0 }
        records.mostReps = mostReps.keys.sorted(by: >).compactMap { mostReps[$0] }
        if assisted {
            records.mostReps = mostRepsAtHelp.keys.sorted().compactMap { mostRepsAtHelp[$0] }
            records.leastHelp = leastHelp.keys.sorted().compactMap { leastHelp[$0] }
        }
        return records
    }

    /// Takes in a session's row and returns the records it beat (first values are kept as
    /// baselines and not returned).
    mutating func add(_ row: HistoryRow) -> [PersonalRecord] {
        var beaten: [PersonalRecord] = []
        switch family {
        case .load where assisted: addHelp(row, into: &beaten)
        case .load: addLoads(row, into: &beaten)
        case .cardio:
            offer(.longestDistance, row.distanceMetres, row, into: &beaten)
            offer(.longestDuration, row.durationSeconds, row, into: &beaten)
            offer(.fastestPace, row.paceSecondsPerKilometre, row, into: &beaten)
        case .hold:
            offer(.longestHold, row.longestHoldSeconds, row, into: &beaten)
            // A hold with a logged weight (a plate pinch, a weighted plank): the heaviest load held.
            if let held = Self.heaviestHeld(row) { offer(.heaviest, held.kilograms, row, set: held, into: &beaten) }
        }
        return beaten
    }

    /// The working set of `row` with the heaviest load, among plausible sets with a weight.
    static func heaviestHeld(_ row: HistoryRow) -> LoggedSet? {
        var best: LoggedSet?
        for (i, set) in row.sets.enumerated() where set.kind.isWorking && set.kilograms > 0 && !row.implausibleSets.contains(i) {
            if set.kilograms > (best?.kilograms ?? 0) { best = set }
        }
        return best
    }

    private mutating func addLoads(_ row: HistoryRow, into beaten: inout [PersonalRecord]) {
        // Indices into `row.sets`; a session has few rep counts and loads, so small arrays do.
        var bestE1RM: (value: Double, index: Int)?
        var bestVolume: (value: Double, index: Int)?
        var heaviestAt: [(reps: Int, index: Int)] = []
        var repsAt: [(grams: Int, index: Int)] = []
        let sets = row.sets
        for i in sets.indices where sets[i].isRepSet && !row.implausibleSets.contains(i) {
            let reps = sets[i].reps ?? 0
            let kilograms = sets[i].kilograms
            if limits.allowsE1RM(sets[i]) {
                let e1RM = E1RM.estimate(sets[i], formula: formula, bodyweightKilograms: row.bodyweightKilograms)
                if e1RM > (bestE1RM?.value ?? 0) { bestE1RM = (e1RM, i) }
            }
            let volume = kilograms * Double(reps)
            if volume > (bestVolume?.value ?? 0) { bestVolume = (volume, i) }
            if RecordTracker.repMaxRange.contains(reps), kilograms > 0 {
                if let j = heaviestAt.firstIndex(where: { $0.reps == reps }) {
                    if kilograms > sets[heaviestAt[j].index].kilograms { heaviestAt[j].index = i }
                } else {
                    heaviestAt.append((reps, i))
                }
            }
            let grams = Int((kilograms * 1000).rounded())
            if let j = repsAt.firstIndex(where: { $0.grams == grams }) {
                if reps > (sets[repsAt[j].index].reps ?? 0) { repsAt[j].index = i }
            } else {
                repsAt.append((grams, i))
            }
        }
        if let top = row.topSet, top.kilograms > 0 {
            offer(.heaviest, top.kilograms, row, set: top, into: &beaten)
        }
        if let best = bestE1RM { offer(.e1rm, best.value, row, set: sets[best.index], into: &beaten) }
        if let best = bestVolume { offer(.setVolume, best.value, row, set: sets[best.index], into: &beaten) }
        if row.volumeKilograms > 0 { offer(.sessionVolume, row.volumeKilograms, row, into: &beaten) }
        // A set that a heavier set of at least as many reps outdoes (a ramp-up or a drop set, in this
        // session or before) still fills the rep-max table but is no rep PR. That is asked only of
        // sets that beat an earlier record, against the rep PRs from before this row.
        heaviestAt.sort { $0.reps < $1.reps }
        for (reps, i) in heaviestAt {
            guard Self.beats(sets[i].kilograms, repMaxValue[reps], .repMax) else { continue }
            let record = make(.repMax, sets[i].kilograms, row, set: sets[i], previous: repMax[reps])
            repMax[reps] = record
            repMaxValue[reps] = record.value
            if record.isImprovement, !isOutdone(sets[i], among: sets, in: row) { beaten.append(record) }
        }
        repsAt.sort { $0.grams > $1.grams }
        let gains = repsAt.filter { Self.beats(Double(sets[$0.index].reps ?? 0), mostRepsValue[$0.grams], .mostReps) }
        let shown = gains.map { mostRepsValue[$0.grams] != nil && !isOutdone(sets[$0.index], among: sets, in: row) }
        for ((grams, i), shown) in zip(gains, shown) {
            let record = make(.mostReps, Double(sets[i].reps ?? 0), row, set: sets[i], previous: mostReps[grams])
            mostReps[grams] = record
            mostRepsValue[grams] = record.value
            if shown { beaten.append(record) }
        }
    }

    /// True when a heavier rep set of at least as many reps was done before, or in the same session.
    private func isOutdone(_ set: LoggedSet, among sets: [LoggedSet], in row: HistoryRow) -> Bool {
        let reps = set.reps ?? 0
        let grams = Int((set.kilograms * 1000).rounded())
        for (heavier, value) in mostRepsValue where heavier > grams && Int(value) >= reps { return true }
        for j in sets.indices where sets[j].isRepSet && !row.implausibleSets.contains(j) {
            let other = sets[j]
            if other.kilograms > set.kilograms + 1e-9, (other.reps ?? 0) >= reps { return true }
        }
        return false
    }

    private mutating func offer(_ kind: RecordKind, _ value: Double?, _ row: HistoryRow, set: LoggedSet? = nil,
                                into beaten: inout [PersonalRecord]) {
        guard let value, value > 0, Self.beats(value, currentValue[kind.slot], kind) else { return }
        let record = make(kind, value, row, set: set, previous: current[kind.slot])
        current[kind.slot] = record
        currentValue[kind.slot] = value
        if record.isImprovement { beaten.append(record) }
    }

    /// True when `value` beats the record `old` (or there is none yet).
    static func beats(_ value: Double, _ old: Double?, _ kind: RecordKind) -> Bool {
        guard let old else { return true }
        let margin = 1e-9 * max(1, abs(old))
        return kind.lowerIsBetter ? value < old - margin : value > old + margin
    }

    /// A record of `value` set in `row`, beating `previous`.
    func make(_ kind: RecordKind, _ value: Double, _ row: HistoryRow, set: LoggedSet?,
                      previous: PersonalRecord?) -> PersonalRecord {
        PersonalRecord(
            exercise: exercise, kind: kind, value: value, date: row.date, sessionID: row.sessionID,
            weightKilograms: set?.kilograms, reps: set?.reps,
            previous: previous.map { PreviousRecord(value: $0.value, date: $0.date, sessionID: $0.sessionID) }
        )
    }
}

extension RecordKind {
    /// A dense index for array storage.
    var slot: Int {
        switch self {
        case .heaviest: 0
        case .e1rm: 1
        case .setVolume: 2
        case .sessionVolume: 3
        case .repMax: 4
        case .mostReps: 5
        case .longestDistance: 6
        case .longestDuration: 7
        case .fastestPace: 8
        case .longestHold: 9
        case .leastHelp: 10
        }
    }
}
