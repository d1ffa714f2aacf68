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
                reason: [Message("reason.linear.increase", [
                    "sets": sets, "weight": .weight(current), "date": .date(last.date), "step": .weight(input.step.weight), "next": .weight(next),
                ])]
            )
        }
        if case .fewerSets(let done) = input.outcome(last, target: target) {
            let repeated = input.weight(input.step.loadable(work))
            return ProgressionDraft(
                action: .repeat, reps: plan, weight: repeated,
                reason: [Message("reason.linear.fewer-sets", [
                    "count": .count(done), "planned": .count(max(1, input.group.sets)), "weight": .weight(current),
                    "date": .date(last.date), "reps": .reps(input.reps(last, at: work)), "target": .count(target),
                    "repeat": .weight(repeated),
                ])]
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
                reason: [Message("reason.linear.deload", ["sets": sets, "weight": .weight(current), "count": .count(failures), "next": .weight(next)])]
            )
        }
        return ProgressionDraft(
            action: .repeat, reps: plan, weight: input.weight(input.step.loadable(work)),
            reason: [Message("reason.linear.repeat", [
                "sets": sets, "weight": .weight(current), "date": .date(last.date), "reps": .reps(input.reps(last, at: work)),
                "repeat": .weight(input.weight(input.step.loadable(work))), "count": .count(failures),
                "limit": .count(failuresBeforeDeload),
            ])]
        )
    }
}

/// The target when there is no history: the routine's.
enum Starting {
    static func draft(_ input: ProgressionInput, reps: RepTarget?, rpe: Double? = nil) -> ProgressionDraft {
        var arguments: [String: MessageArgument] = ["sets": Words.sets(input.group.sets, reps)]
        if let rpe { arguments["rpe"] = .number(rpe, decimals: 1) }
        let suffix = rpe == nil ? "" : "-rpe"
        guard let planned = input.plannedWeight else {
            return ProgressionDraft(action: .start, reps: reps, rpe: rpe, reason: [Message("reason.start.free" + suffix, arguments)])
        }
        let weight = input.weight(input.step.loadable(planned))
        arguments["weight"] = .weight(weight)
        return ProgressionDraft(action: .start, reps: reps, weight: weight, rpe: rpe,
                                reason: [Message("reason.start.planned" + suffix, arguments)])
    }
}
