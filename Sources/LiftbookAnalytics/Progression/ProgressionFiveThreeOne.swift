import LiftbookModel

/// Wendler's 5/3/1: a training max (90% of the recent best e1RM, or set by hand), three weeks of
/// percentages of it and a deload week; each new cycle adds 2.5 kg / 5 lb to upper-body lifts and
/// 5 kg / 10 lb to lower-body ones, unless an AMRAP set of the cycle fell short. The week is read
/// from the last session's sets, so a skipped or repeated week follows the log.
enum FiveThreeOne {
    /// One week of the cycle.
    enum Week: Int, CaseIterable {
        case five = 1, three, one, deload

        /// Shares of the training max and reps of the three main sets; the last is AMRAP except in the deload.
        var sets: [(share: Double, reps: Int)] {
            switch self {
            case .five: [(0.65, 5), (0.75, 5), (0.85, 5)]
            case .three: [(0.70, 3), (0.80, 3), (0.90, 3)]
            case .one: [(0.75, 5), (0.85, 3), (0.95, 1)]
            case .deload: [(0.40, 5), (0.50, 5), (0.60, 5)]
            }
        }

        var hasAMRAP: Bool { self != .deload }

        var next: Week { Week(rawValue: rawValue % 4 + 1) ?? .five }

        /// `week 1 (65/75/85% × 5, 5, 5+)`, `the deload week (…)`; at the start of a sentence `Week 1 (…)`.
        func message(start: Bool) -> MessageArgument {
            let name = switch self {
            case .five: "week-1"
            case .three: "week-2"
            case .one: "week-3"
            case .deload: "deload"
            }
            return .message(Message("words.531." + name + (start ? "-start" : "")))
        }
    }

    /// The share of the recent best e1RM a training max starts at.
    static let trainingMaxShare = 0.9

    /// A logged session read as a 5/3/1 week: which week, the training max it implies, and the AMRAP set.
    struct Reading: Equatable {
        var week: Week
        var trainingMax: Double
        var amrapReps: Int
        var amrapLoad: Double

        /// True when the AMRAP set reached at least its minimum reps.
        var madeMinimum: Bool { !week.hasAMRAP || amrapReps >= (week.sets.last?.reps ?? 1) }
    }

    /// The main sets of a row (the three working sets that climb to its first heaviest set) as a week, or nil.
    static func read(_ row: HistoryRow, input: ProgressionInput) -> Reading? {
        let sets = input.repSets(row)
        let loads = sets.map(input.load(of:))
        guard let heaviest = loads.max(), let end = loads.firstIndex(of: heaviest), end >= 2 else { return nil }
        let main = Array(sets[(end - 2)...end])
        let (a, b, c) = (loads[end - 2], loads[end - 1], loads[end])
        guard a > 0, a < b, b < c else { return nil }
        let ratio = c / a
        let r1 = main[0].reps ?? 0, r2 = main[1].reps ?? 0, top = main[2].reps ?? 0
        let week: Week
        if ratio > 1.4, ratio < 1.65 {
            week = .deload
        } else if ratio >= 1.15, ratio <= 1.4 {
            if r1 >= 4, r2 >= 4 { week = .five } else if r1 >= 4 { week = .one } else { week = .three }
        } else {
            return nil
        }
        return Reading(week: week, trainingMax: trainingMax(loads: [a, b, c], week: week, step: input.step), amrapReps: top, amrapLoad: c)
    }

    /// The training max a week's three loads were worked out from: of the multiples of half a
    /// step near the top set's load over its share, the nearest whose rounded shares give all
    /// three loads; else that quotient rounded to the step.
    static func trainingMax(loads: [Double], week: Week, step: LoadStep) -> Double {
        let estimate = loads[2] / week.sets[2].share
        let half = step.value / 2
        let centre = (estimate / half).rounded()
        var candidates: [Double] = []
        for offset in -4...4 {
            let value = (centre + Double(offset)) * half
            if value > 0 { candidates.append(value) }
        }
        candidates.sort { abs($0 - estimate) < abs($1 - estimate) }
        let shares = week.sets.map(\.share)
        let match = candidates.first { max in
            shares.indices.allSatisfy { index in abs(step.round(max * shares[index]) - loads[index]) < 1e-6 }
        }
        return match.map(tidy) ?? step.round(estimate)
    }

    /// 5 kg / 10 lb for legs and deadlifts, else 2.5 kg / 5 lb.
    static func increment(_ input: ProgressionInput) -> Double {
        let id = input.planned.exercise.rawValue
        let lower = input.exercise?.category == .legs || id.containsBytes("squat") || id.containsBytes("deadlift")
        return input.unit.defaultIncrement * (lower ? 2 : 1)
    }

    static func recommend(_ input: ProgressionInput) -> ProgressionDraft {
        let readings = input.rows.compactMap { read($0, input: input) }
        guard let lastRow = input.rows.last, let last = read(lastRow, input: input) else { return start(input) }
        let week = last.week.next
        var trainingMax = last.trainingMax
        let done: Message = last.week.hasAMRAP
            ? Message("reason.531.done-amrap", [
                "week": last.week.message(start: true), "date": .date(lastRow.date),
                "set": Words.set(input.weight(last.amrapLoad), reps: last.amrapReps, effort: nil),
            ])
            : Message("reason.531.done", ["week": last.week.message(start: true), "date": .date(lastRow.date)])
        var action = RecommendationAction.increase
        let then: Message
        if last.week == .deload {
            let cycle = readings.dropLast().reversed().prefix { $0.week != .deload }
            let missed = cycle.filter { !$0.madeMinimum }
            if let miss = missed.first {
                action = .repeat
                then = Message("reason.531.fell-short", [
                    "set": Words.set(input.weight(miss.amrapLoad), reps: miss.amrapReps, effort: nil),
                    "in": miss.week.message(start: false), "max": .weight(input.weight(trainingMax)), "next": week.message(start: false),
                ])
            } else {
                let add = increment(input)
                trainingMax = tidy(trainingMax + add)
                then = Message("reason.531.new-cycle", [
                    "step": .weight(input.weight(add)), "max": .weight(input.weight(trainingMax)), "next": week.message(start: false),
                ])
            }
        } else {
            if week == .deload { action = .deload }
            var arguments: [String: MessageArgument] = ["max": .weight(input.weight(trainingMax)), "next": week.message(start: false)]
            if !last.madeMinimum { arguments["reps"] = .count(last.week.sets[2].reps) }
            then = Message(last.madeMinimum ? "reason.531.max" : "reason.531.max-short", arguments)
        }
        return draft(input, week: week, trainingMax: trainingMax, action: action, reason: [done, then])
    }

    /// No 5/3/1 session yet: week 1 from the training max set by hand, else 90% of the recent best e1RM.
    private static func start(_ input: ProgressionInput) -> ProgressionDraft {
        if let max = input.planned.trainingMax {
            let value = input.step.round(max.value(in: input.unit))
            return draft(input, week: .five, trainingMax: value, action: .start,
                         reason: [Message("reason.531.start-set", ["max": .weight(input.weight(value)), "next": Week.five.message(start: false)])])
        }
        let best = input.rows.compactMap(\.e1RMKilograms).max()
        guard let best, best > 0 else { return Starting.draft(input, reps: input.group.reps) }
        let value = input.step.round(best / input.unit.kilograms * trainingMaxShare)
        return draft(input, week: .five, trainingMax: value, action: .start,
                     reason: [Message("reason.531.start-estimated", [
                         "max": .weight(input.weight(value)), "best": .weight(input.weight(best / input.unit.kilograms)),
                         "next": Week.five.message(start: false),
                     ])])
    }

    private static func draft(_ input: ProgressionInput, week: Week, trainingMax: Double, action: RecommendationAction,
                              reason: [Message]) -> ProgressionDraft {
        let sets = week.sets.enumerated().map { index, set in
            PrescribedSet(weight: input.weight(input.step.round(trainingMax * set.share)), reps: set.reps,
                          amrap: week.hasAMRAP && index == 2)
        }
        return ProgressionDraft(action: action, reps: RepTarget(week.sets[2].reps), weight: sets.last?.weight,
                                reason: reason, prescribed: sets, sets: sets.count)
    }
}
