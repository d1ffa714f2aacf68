import LiftbookModel

/// Double progression over a rep range (3 × 8–12): when every set reaches the top of the range,
/// add the increment and go back to the bottom; otherwise add reps at the same weight. Body-weight
/// exercises follow the same rule on their added weight (less assistance when assisted).
enum DoubleProgression {
    /// The range used when the plan names none.
    static let defaultRange = RepTarget(low: 8, high: 12)

    static func recommend(_ input: ProgressionInput, bodyweight: Bool) -> ProgressionDraft {
        let range = input.group.reps ?? defaultRange
        // The last row's rep sets are picked out once for its work load, its reps and its outcome.
        let sets = input.rows.last.map(input.repSets) ?? []
        guard let last = input.rows.last, let work = input.workLoad(of: sets) else {
            return Starting.draft(input, reps: range)
        }
        let setCount = max(1, input.group.sets)
        let done = input.reps(of: sets, at: work)
        let at = describe(work, input, bodyweight: bodyweight)
        if input.outcome(of: sets, at: work, target: range.high) == .hit {
            let next = input.step.increase(work)
            let change = bodyweight && work < 0
                ? Message("reason.double.less-assistance", ["weight": .weight(input.weight(-next))])
                : Message("reason.double.add", ["step": .weight(input.step.weight)])
            return ProgressionDraft(
                action: .increase, reps: RepTarget(range.low), weight: weight(next, input, bodyweight: bodyweight),
                reason: [Message("reason.double.increase", [
                    "high": .count(range.high), "at": at, "date": .date(last.date), "reps": .reps(done),
                    "change": .message(change), "low": .count(range.low),
                ])]
            )
        }
        let best = done.sorted(by: >).prefix(setCount)
        let weakest = best.count >= setCount ? (best.min() ?? 0) : 0
        let low = min(range.high, max(range.low, weakest + 1))
        return ProgressionDraft(
            action: .addReps, reps: RepTarget(low: low, high: range.high),
            weight: weight(input.step.loadable(work), input, bodyweight: bodyweight),
            reason: [Message("reason.double.add-reps", [
                "reps": .reps(done), "at": at, "date": .date(last.date),
                "stay": describe(input.step.loadable(work), input, bodyweight: bodyweight),
                "count": .count(setCount), "high": .count(range.high),
            ])]
        )
    }

    private static func weight(_ value: Double, _ input: ProgressionInput, bodyweight: Bool) -> Weight? {
        bodyweight && abs(value) < 1e-9 ? nil : input.weight(value)
    }

    private static func describe(_ value: Double, _ input: ProgressionInput, bodyweight: Bool) -> MessageArgument {
        guard bodyweight else { return .weight(input.weight(value)) }
        if abs(value) < 1e-9 { return .message(Message("words.body-weight")) }
        return value > 0 ? .message(Message("words.body-weight-plus", ["weight": .weight(input.weight(value))]))
            : .message(Message("words.body-weight-assisted", ["weight": .weight(input.weight(-value))]))
    }
}
