import LiftbookModel

/// Double progression over a rep range (3 × 8–12): when every set reaches the top of the range,
/// add the increment and go back to the bottom; otherwise add reps at the same weight. Body-weight
/// exercises follow the same rule on their added weight (less assistance when assisted).
enum DoubleProgression {
    /// The range used when the plan names none.
    static let defaultRange = RepTarget(low: 8, high: 12)

    static func recommend(_ input: ProgressionInput, bodyweight: Bool) -> ProgressionDraft {
        let range = input.group.reps ?? defaultRange
        guard let last = input.rows.last, let work = input.workLoad(last) else {
            return Starting.draft(input, reps: range)
        }
        let setCount = max(1, input.group.sets)
        let done = input.reps(last, at: work)
        let at = describe(work, input, bodyweight: bodyweight)
        if input.succeeded(last, target: range.high) {
            let next = input.step.increase(work)
            let change = bodyweight && work < 0 ? "reduce the assistance to \(input.weight(-next))"
                : "add \(input.step.weight)"
            return ProgressionDraft(
                action: .increase, reps: RepTarget(range.low), weight: weight(next, input, bodyweight: bodyweight),
                reason: "Every set reached \(range.high) reps at \(at) on \(last.date) (\(Words.list(done))): "
                    + "\(change) and go back to \(range.low) reps."
            )
        }
        let best = done.sorted(by: >).prefix(setCount)
        let weakest = best.count >= setCount ? (best.min() ?? 0) : 0
        let low = min(range.high, max(range.low, weakest + 1))
        return ProgressionDraft(
            action: .addReps, reps: RepTarget(low: low, high: range.high),
            weight: weight(input.step.loadable(work), input, bodyweight: bodyweight),
            reason: "\(Words.list(done)) at \(at) on \(last.date): stay at "
                + "\(describe(input.step.loadable(work), input, bodyweight: bodyweight)) and add reps until "
                + "\(setCount == 1 ? "the set reaches" : "all \(setCount) sets reach") \(range.high)."
        )
    }

    private static func weight(_ value: Double, _ input: ProgressionInput, bodyweight: Bool) -> Weight? {
        bodyweight && abs(value) < 1e-9 ? nil : input.weight(value)
    }

    private static func describe(_ value: Double, _ input: ProgressionInput, bodyweight: Bool) -> String {
        guard bodyweight else { return "\(input.weight(value))" }
        if abs(value) < 1e-9 { return "body weight" }
        return value > 0 ? "body weight + \(input.weight(value))" : "body weight − \(input.weight(-value)) (assisted)"
    }
}
