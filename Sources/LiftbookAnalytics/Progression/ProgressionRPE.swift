import LiftbookModel

/// RPE-based loading: the load for the target reps and RPE from the best e1RM of the recent
/// sessions, read off the RPE chart (sets without an RPE count as RPE 10; a set logged with reps
/// in reserve counts as RPE 10 − RIR).
enum RPEProgression {
    /// The RPE used when the plan names none.
    static let defaultRPE = 8.0

    static func recommend(_ input: ProgressionInput) -> ProgressionDraft {
        let reps = input.group.reps?.low ?? 5
        let rpe = input.group.rpe ?? defaultRPE
        var best: (e1RM: Double, set: LoggedSet, row: HistoryRow)?
        for row in input.rows {
            for set in input.repSets(row) where input.limits.allowsE1RM(set) {
                let e1RM = RPEChart.e1RM(weight: set.kilograms, reps: set.reps ?? 0, rpe: set.effortRPE)
                if e1RM > (best?.e1RM ?? 0) { best = (e1RM, set, row) }
            }
        }
        guard let best else { return Starting.draft(input, reps: RepTarget(reps), rpe: rpe) }
        let e1RM = best.e1RM / input.unit.kilograms
        let exact = RPEChart.load(e1RM: e1RM, reps: reps, rpe: rpe)
        let next = input.weight(input.step.round(exact))
        let percent = RPEChart.percent(reps: reps, rpe: rpe)
        // RPE is quoted only where it was logged; a set without one counts as a maximal set.
        let source = Words.set(input.weight(input.load(of: best.set)), reps: best.set.reps ?? 0, effort: best.set.effortText)
        let bestKey = best.set.effortRPE == nil ? "reason.rpe.best-no-rpe" : "reason.rpe.best"
        return ProgressionDraft(
            action: actionComparing(next.value, with: input.workLoad(input.rows.last), input: input),
            reps: RepTarget(reps), weight: next, rpe: rpe,
            reason: [
                Message(bestKey, ["count": .count(input.rows.count), "e1rm": .weight(input.weight(e1RM)), "source": source,
                                 "date": .date(best.row.date)]),
                Message("reason.rpe.load", ["reps": .count(reps), "rpe": .number(rpe, decimals: 1),
                                           "percent": .number(percent, decimals: 1), "exact": .weight(input.weight(exact)),
                                           "next": .weight(next)]),
            ]
        )
    }

    private static func actionComparing(_ next: Double, with last: Double?, input: ProgressionInput) -> RecommendationAction {
        guard let last else { return .start }
        if next > last + 1e-6 { return .increase }
        return next < last - 1e-6 ? .deload : .repeat
    }
}

extension ProgressionInput {
    /// The work load of an optional row.
    func workLoad(_ row: HistoryRow?) -> Double? { row.flatMap { workLoad($0) } }
}
