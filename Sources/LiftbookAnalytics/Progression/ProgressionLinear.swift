import LiftbookModel

/// StrongLifts' rule: after a session where every working set hit the target, add the
/// increment; a missed session repeats the weight; three missed sessions in a row at the same
/// weight deload 10%.
enum LinearProgression {
    /// Failed sessions in a row at one weight before a deload.
    static let failuresBeforeDeload = 3
    /// The share of the weight kept by a deload.
    static let deloadFraction = 0.9

    static func recommend(_ input: ProgressionInput) -> ProgressionDraft {
        let target = input.group.reps?.low ?? 5
        let plan = RepTarget(target)
        let sets = Words.sets(input.group.sets, plan)
        guard let last = input.rows.last, let work = input.workLoad(last) else {
            return Starting.draft(input, reps: plan)
        }
        let current = input.weight(work)
        if input.succeeded(last, target: target) {
            let next = input.weight(input.step.increase(work))
            return ProgressionDraft(
                action: .increase, reps: plan, weight: next,
                reason: "Every set of \(sets) done at \(current) on \(last.date): add \(input.step.weight) to \(next)."
            )
        }
        if case .fewerSets(let done) = input.outcome(last, target: target) {
            let repeated = input.weight(input.step.loadable(work))
            return ProgressionDraft(
                action: .repeat, reps: plan, weight: repeated,
                reason: "\(Words.count(done, "set")) of \(max(1, input.group.sets)) at \(current) on \(last.date) "
                    + "(\(Words.list(input.reps(last, at: work)))), each at least \(target) reps: "
                    + "repeat \(repeated) and do all \(max(1, input.group.sets)) sets."
            )
        }
        var failures = 0
        for row in input.rows.reversed() {
            guard let load = input.workLoad(row), abs(load - work) < 1e-6, input.outcome(row, target: target) == .missed else { break }
            failures += 1
        }
        if failures >= failuresBeforeDeload {
            let next = input.weight(input.step.reduce(work, to: deloadFraction))
            return ProgressionDraft(
                action: .deload, reps: plan, weight: next,
                reason: "Missed \(sets) at \(current) in \(failures) sessions in a row: deload 10% to \(next)."
            )
        }
        let done = Words.list(input.reps(last, at: work))
        return ProgressionDraft(
            action: .repeat, reps: plan, weight: input.weight(input.step.loadable(work)),
            reason: "Missed \(sets) at \(current) on \(last.date) (\(done)): repeat \(input.weight(input.step.loadable(work))) "
                + "(\(Words.count(failures, "missed session")) in a row at this weight; \(failuresBeforeDeload) in a row deload 10%)."
        )
    }
}

/// The target when there is no history: the routine's.
enum Starting {
    static func draft(_ input: ProgressionInput, reps: RepTarget?, rpe: Double? = nil) -> ProgressionDraft {
        let sets = Words.sets(input.group.sets, reps)
        let effort = rpe.map { " @ RPE \(formatNumber($0, decimals: 1))" } ?? ""
        guard let planned = input.plannedWeight else {
            return ProgressionDraft(action: .start, reps: reps, rpe: rpe,
                                    reason: "No history yet: start with \(sets)\(effort) at a weight you can lift with good form.")
        }
        let weight = input.weight(input.step.loadable(planned))
        return ProgressionDraft(action: .start, reps: reps, weight: weight, rpe: rpe,
                                reason: "No history yet: start with the routine's target, \(sets)\(effort) at \(weight).")
    }
}
