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

    /// The working rep sets of a row.
    func repSets(_ row: HistoryRow) -> [LoggedSet] { row.sets.filter(\.isRepSet) }

    /// The load the row's work sets were done at (signed): the heaviest load with at least as
    /// many working rep sets as planned (so a heavier single does not hide 3 × 5), else the
    /// heaviest; nil without rep sets.
    func workLoad(_ row: HistoryRow) -> Double? {
        let loads = repSets(row).map(load(of:)).sorted(by: >)
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
    func reps(_ row: HistoryRow, at load: Double) -> [Int] {
        repSets(row).filter { abs(self.load(of: $0) - load) < 1e-6 }.map { $0.reps ?? 0 }
    }

    /// True when at least `group.sets` working sets at the work load reached `target` reps.
    func succeeded(_ row: HistoryRow, target: Int) -> Bool {
        guard let work = workLoad(row) else { return false }
        return reps(row, at: work).filter { $0 >= target }.count >= max(1, group.sets)
    }

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
    var reason: String
}

/// Plain-words formatting for reasons.
enum Words {
    /// `3 × 5`, `3 × 8–12`.
    static func sets(_ sets: Int, _ reps: RepTarget?) -> String {
        reps.map { "\(sets) × \($0)" } ?? "\(sets) set\(sets == 1 ? "" : "s")"
    }

    /// `5, 5, 4`.
    static func list(_ reps: [Int]) -> String { reps.map(String.init).joined(separator: ", ") }

    /// `45 s`, `21 min`, `21:30`.
    static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        if whole < 120 { return "\(whole) s" }
        if whole % 60 == 0 { return "\(whole / 60) min" }
        let s = whole % 60
        return "\(whole / 60):" + (s < 10 ? "0\(s)" : "\(s)")
    }

    /// `1 session`, `3 sessions`.
    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
