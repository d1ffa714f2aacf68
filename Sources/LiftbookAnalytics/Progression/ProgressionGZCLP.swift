import LiftbookModel

/// Cody Lefever's GZCLP. T1: 5×3+, then 6×2+, then 10×1+ after a failed session; after the third
/// stage fails, a new 5-rep max and a restart at 85% of it. T2: 3×10, 3×8, 3×6, then back to 3×10
/// at the last 3×10 weight plus the increment. T3: 3×15+, heavier once the last set reaches 25.
/// A successful session adds the increment. The stage is read from the last session's sets.
enum GZCLP {
    /// The tiers.
    enum Tier { case t1, t2, t3 }

    /// Sets × reps of each stage.
    static func stages(_ tier: Tier) -> [(sets: Int, reps: Int)] {
        switch tier {
        case .t1: [(5, 3), (6, 2), (10, 1)]
        case .t2: [(3, 10), (3, 8), (3, 6)]
        case .t3: [(3, 15)]
        }
    }

    /// Reps the last T3 set must reach before the load goes up.
    static let t3Target = 25
    /// The share of a new 5-rep max a T1 restart begins at.
    static let restartShare = 0.85

    /// A session read against a tier: its stage (0-based), work load, and whether every set made it.
    struct Reading {
        var stage: Int
        var load: Double
        var reps: [Int]
        var success: Bool
    }

    static func read(_ row: HistoryRow, tier: Tier, input: ProgressionInput) -> Reading? {
        guard let load = input.workLoad(row) else { return nil }
        let reps = input.reps(row, at: load)
        guard !reps.isEmpty else { return nil }
        let stage: Int
        switch tier {
        case .t1: stage = reps.count >= 8 ? 2 : reps.count >= 6 ? 1 : 0
        case .t2: stage = (reps.max() ?? 0) >= 10 ? 0 : (reps.max() ?? 0) >= 8 ? 1 : 2
        case .t3: stage = 0
        }
        let plan = stages(tier)[stage]
        let done = input.reps(row, atLeast: load).filter { $0 >= plan.reps }.count
        return Reading(stage: stage, load: load, reps: reps, success: done >= plan.sets)
    }

    static func recommend(_ input: ProgressionInput, tier: Tier) -> ProgressionDraft {
        guard let lastRow = input.rows.last, let last = read(lastRow, tier: tier, input: input) else {
            let first = stages(tier)[0]
            var draft = Starting.draft(input, reps: RepTarget(first.reps))
            draft.prescribed = prescription(tier, stage: 0, weight: draft.weight)
            return draft
        }
        let name = MessageArgument.message(Message("reason.gzclp.last", [
            "reps": .reps(last.reps), "weight": .weight(input.weight(last.load)), "date": .date(lastRow.date),
        ]))
        let plan = stages(tier)[last.stage]
        let stageName = MessageArgument.text("\(plan.sets) × \(plan.reps)\(tier == .t2 ? "" : "+")")
        if tier == .t1, let restart = restartAfterTest(input, lastRow: lastRow) { return restart }
        if tier == .t3 {
            let top = last.reps.last ?? 0
            if top >= t3Target {
                let next = input.step.increase(last.load)
                return draft(input, tier, stage: 0, weight: next, action: .increase,
                             reason: [Message("reason.gzclp.t3-increase", [
                                 "last": name, "top": .count(top), "needed": .count(t3Target), "step": .weight(input.step.weight),
                                 "next": .weight(input.weight(next)),
                             ])])
            }
            return draft(input, tier, stage: 0, weight: input.step.loadable(last.load), action: .repeat,
                         reason: [Message("reason.gzclp.t3-repeat", ["last": name, "top": .count(top), "needed": .count(t3Target)])])
        }
        if last.success {
            let next = input.step.increase(last.load)
            return draft(input, tier, stage: last.stage, weight: next, action: .increase,
                         reason: [Message("reason.gzclp.increase", [
                             "last": name, "stage": stageName, "step": .weight(input.step.weight), "next": .weight(input.weight(next)),
                         ])])
        }
        let stageCount = stages(tier).count
        if last.stage + 1 < stageCount {
            let next = stages(tier)[last.stage + 1]
            return draft(input, tier, stage: last.stage + 1, weight: input.step.loadable(last.load), action: .repeat,
                         reason: [Message("reason.gzclp.next-stage", [
                             "last": name, "stage": stageName, "next": .text("\(next.sets) × \(next.reps)\(tier == .t2 ? "" : "+")"),
                         ])])
        }
        if tier == .t1 {
            return ProgressionDraft(action: .test, reps: RepTarget(5),
                                    reason: [Message("reason.gzclp.test", ["last": name, "stage": stageName])], sets: 1)
        }
        let stageOne = input.rows.reversed().dropFirst().compactMap { read($0, tier: tier, input: input) }.first { $0.stage == 0 }
        let base = stageOne?.load ?? input.plannedWeight ?? last.load
        let next = input.step.increase(base)
        return draft(input, tier, stage: 0, weight: next, action: .increase,
                     reason: [Message("reason.gzclp.reset", [
                         "last": name, "stage": stageName, "base": .weight(input.weight(base)), "step": .weight(input.step.weight),
                         "next": .weight(input.weight(next)),
                     ])])
    }

    /// After a failed 10 × 1+ and a session with a set of 5 or more reps: 5 × 3+ at 85% of that 5-rep max.
    private static func restartAfterTest(_ input: ProgressionInput, lastRow: HistoryRow) -> ProgressionDraft? {
        guard input.rows.count >= 2, let before = read(input.rows[input.rows.count - 2], tier: .t1, input: input),
              before.stage == 2, !before.success else { return nil }
        let fives = input.repSets(lastRow).filter { ($0.reps ?? 0) >= 5 }.map(input.load(of:))
        guard let max = fives.max(), max > 0 else { return nil }
        let next = input.step.round(max * restartShare)
        return draft(input, .t1, stage: 0, weight: next, action: .deload,
                     reason: [Message("reason.gzclp.restart", [
                         "max": .weight(input.weight(max)), "date": .date(lastRow.date), "next": .weight(input.weight(next)),
                     ])])
    }

    private static func draft(_ input: ProgressionInput, _ tier: Tier, stage: Int, weight: Double, action: RecommendationAction,
                              reason: [Message]) -> ProgressionDraft {
        let plan = stages(tier)[stage]
        let load = input.weight(weight)
        return ProgressionDraft(action: action, reps: RepTarget(plan.reps), weight: load, reason: reason,
                                prescribed: prescription(tier, stage: stage, weight: load), sets: plan.sets)
    }

    /// T1 and T3 end on an AMRAP set: `4 × 3 @ 100 kg, 100 kg × 3+`; T2 sets are all alike (none listed).
    private static func prescription(_ tier: Tier, stage: Int, weight: Weight?) -> [PrescribedSet] {
        guard tier != .t2, let weight else { return [] }
        let plan = stages(tier)[stage]
        return (0..<plan.sets).map { PrescribedSet(weight: weight, reps: plan.reps, amrap: $0 == plan.sets - 1) }
    }
}
