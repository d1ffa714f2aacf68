import LiftbookModel

/// What a progression rule works from: the plan, the exercise and the recent sessions.
struct ProgressionInput {
    /// The planned exercise.
    let planned: PlannedExercise
    /// The set group that progresses (the plan's first; later groups stay as written).
    let group: SetGroup
    /// The library entry, when there is one.
    let exercise: Exercise?
    /// The display unit.
    let unit: MassUnit
    /// What the lifter can load.
    let step: LoadStep
    /// The recent sessions with working sets, oldest first (never empty unless there is no history).
    let rows: [HistoryRow]
    /// What is plausible, and the rep range e1RMs come from.
    var limits = PlausibilityLimits()

    /// The planned weight in the display unit.
    var plannedWeight: Double? { group.weight.map { $0.value(in: unit) } }

    /// The load of a set in the display unit, signed: added body weight counts, assistance is negative.
    func load(of set: LoggedSet) -> Double {
        switch set.load {
        case .weight(let weight)?: weight.value(in: unit)
        case .bodyweight(let added)?: added?.value(in: unit) ?? 0
        case .band?, nil: 0
        }
    }

    /// The working rep sets of a row, without those beyond the plausibility limits.
    func repSets(_ row: HistoryRow) -> [LoggedSet] { row.countedRepSets }

    /// The load the row's work sets were done at (signed): the heaviest load with at least as
    /// many working rep sets as planned (so a heavier single does not hide 3 × 5), else the
    /// heaviest; nil without rep sets.
    func workLoad(_ row: HistoryRow) -> Double? { workLoad(of: repSets(row)) }

    /// ``workLoad(_:)`` of a row's rep sets, worked out once by the caller.
    func workLoad(of repSets: [LoggedSet]) -> Double? {
        let loads = repSets.map(load(of:)).sorted(by: >)
        guard let heaviest = loads.first else { return nil }
        let needed = max(1, group.sets)
        var start = 0
        while start < loads.count {
            var end = start
            while end < loads.count, abs(loads[end] - loads[start]) < 1e-6 { end += 1 }
            if end - start >= needed { return loads[start] }
            start = end
        }
        return heaviest
    }

    /// The reps of the row's working sets at `load`, in order.
    func reps(_ row: HistoryRow, at load: Double) -> [Int] { reps(of: repSets(row), at: load) }

    /// ``reps(_:at:)`` of a row's rep sets, picked out once by the caller.
    func reps(of repSets: [LoggedSet], at load: Double) -> [Int] {
        var reps: [Int] = []
        for set in repSets where abs(self.load(of: set) - load) < 1e-6 { reps.append(set.reps ?? 0) }
        return reps
    }

    /// How a session went against a `sets × target` plan at its work load.
    enum Outcome: Equatable {
        /// At least the planned number of sets at (or above) the work load reached the target.
        case hit
        /// Every set at the work load reached the target (more reps is a hit), but there were
        /// fewer of them than planned.
        case fewerSets(done: Int)
        /// A set at the work load fell short of the target reps.
        case missed
    }

    /// The reps of the row's working sets at `load` or heavier, heaviest first: a heavier set
    /// that reached the target counts for a lighter one.
    func reps(_ row: HistoryRow, atLeast load: Double) -> [Int] {
        repSets(row).filter { self.load(of: $0) > load - 1e-6 }.map { $0.reps ?? 0 }
    }

    /// How the row went against `target` reps per set: more reps than the target is a hit.
    func outcome(_ row: HistoryRow, target: Int) -> Outcome {
        // The row's rep sets are picked out once for the three questions below.
        let sets = repSets(row)
        return outcome(of: sets, at: workLoad(of: sets), target: target)
    }

    /// ``outcome(_:target:)`` of a row's rep sets and their work load, worked out once by the caller.
    func outcome(of sets: [LoggedSet], at work: Double?, target: Int) -> Outcome {
        guard let work else { return .missed }
        let needed = max(1, group.sets)
        let reached = sets.filter { load(of: $0) > work - 1e-6 && ($0.reps ?? 0) >= target }.count
        if reached >= needed { return .hit }
        if sets.allSatisfy({ abs(load(of: $0) - work) >= 1e-6 || ($0.reps ?? 0) >= target }) { return .fewerSets(done: reached) }
        return .missed
    }

    /// True when at least `group.sets` working sets at (or above) the work load reached `target` reps.
    func succeeded(_ row: HistoryRow, target: Int) -> Bool { outcome(row, target: target) == .hit }

    /// A weight in the display unit.
    func weight(_ value: Double) -> Weight { Weight(tidy(value), unit) }

    /// The session ids of the rows.
    var lookedAt: [String] { rows.map(\.sessionID) }
}

/// A rule's result before it is placed in the routine.
struct ProgressionDraft {
    var action: RecommendationAction
    var reps: RepTarget?
    var weight: Weight?
    var rpe: Double?
    var duration: Double?
    var distance: Distance?
    var reason: [Message]
    var prescribed: [PrescribedSet] = []
    /// The number of sets, when the rule changes it (GZCLP stages); else the plan's.
    var sets: Int?
}

/// The parts of reasons that several rules share.
enum Words {
    /// `3 × 5`, `3 × 8–12`, or `3 sets` without reps.
    static func sets(_ sets: Int, _ reps: RepTarget?) -> MessageArgument {
        guard let reps else { return .message(Message("words.sets", ["count": .count(sets)])) }
        return .message(Message("words.sets-by-reps", ["sets": .count(sets), "reps": .text(reps.description)]))
    }

    /// A set as written: `80 kg × 5`, `80 kg × 5 @ RPE 8`.
    static func set(_ weight: Weight, reps: Int, effort: String?) -> MessageArgument {
        guard let effort else { return .message(Message("words.set", ["weight": .weight(weight), "reps": .count(reps)])) }
        return .message(Message("words.set-effort", ["weight": .weight(weight), "reps": .count(reps), "effort": .text(effort)]))
    }

    /// Two targets together: `20 min and 5 km`.
    static func both(_ first: MessageArgument, _ second: MessageArgument) -> MessageArgument {
        .message(Message("words.both", ["first": first, "second": second]))
    }
}
