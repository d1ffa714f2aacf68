import LiftbookModel

/// Picks the rule for a planned exercise and works out its recommendation from the recent history.
enum ProgressionEngine {
    /// Days of history a recommendation looks at (the last 4 weeks).
    static let windowDays = 28

    /// What a recommendation reads of the plan and the library, the same on every day it is
    /// made: worked out once when many days' recommendations are (a report for every week).
    struct Slot: Sendable {
        let planned: PlannedExercise
        let day: Weekday
        let position: Int
        let exercise: Exercise?
        let group: SetGroup
        let step: LoadStep
        let rule: ProgressionRule
        /// The plates the loads are made with (nil for a rule without loads or no equipment).
        let equipment: PlateSet?
        /// With `remembering`, the loads made with ``equipment`` so far, shared by every day's recommendation.
        let loads: PlateLoadMemo?

        /// The facts of `planned` (at `position` in `day`) in the display unit; `remembering`
        /// keeps the plate loads worked out, for a slot used on many days.
        init(_ planned: PlannedExercise, day: Weekday, position: Int, exercise: Exercise?, unit: MassUnit, plates: PlateSettings,
             remembering: Bool = false) {
            self.planned = planned
            self.day = day
            self.position = position
            self.exercise = exercise
            group = planned.setGroups.first ?? SetGroup()
            step = LoadStep(for: planned.exercise, exercise: exercise, unit: unit)
            // An assisted exercise progresses by lowering its help, as body-weight work does.
            let type = exercise?.type ?? .strength
            rule = ProgressionEngine.rule(for: planned, type: exercise?.isAssisted == true && type == .strength ? .bodyweight : type)
            equipment = rule.usesLoad ? plates.equipment(for: planned.exercise, exercise: exercise, unit: unit) : nil
            loads = remembering ? equipment.map(PlateLoadMemo.init) : nil
        }
    }

    /// The recommendation for `planned` (at `position` in `day`) from the exercise's history, oldest first.
    /// When the exercise is planned on other days too (`sharedWithOtherDays`), only the sessions
    /// of this day count: those that followed it, or, untagged, fell on its weekday (all of them
    /// when there are none such).
    static func recommend(_ planned: PlannedExercise, day: Weekday, position: Int, exercise: Exercise?,
                          history: [HistoryRow], sharedWithOtherDays: Bool = false, unit: MassUnit,
                          limits: PlausibilityLimits = PlausibilityLimits(), plates: PlateSettings = PlateSettings(),
                          stalls: StallSettings = StallSettings(), today: LocalDate) -> Recommendation {
        recommend(Slot(planned, day: day, position: position, exercise: exercise, unit: unit, plates: plates), history: history,
                  sharedWithOtherDays: sharedWithOtherDays, unit: unit, limits: limits, stalls: stalls, today: today)
    }

    /// The recommendation of a slot from the exercise's history, oldest first (as above).
    static func recommend(_ slot: Slot, history: [HistoryRow], sharedWithOtherDays: Bool = false, unit: MassUnit,
                          limits: PlausibilityLimits = PlausibilityLimits(), stalls: StallSettings = StallSettings(),
                          today: LocalDate) -> Recommendation {
        recommend(slot, history: history[...], sharedWithOtherDays: sharedWithOtherDays, unit: unit, limits: limits, stalls: stalls,
                  today: today)
    }

    /// The recommendation of a slot from a part of the exercise's history (its rows before a
    /// day), read in place: reports ask for one every week.
    static func recommend(_ slot: Slot, history: ArraySlice<HistoryRow>, sharedWithOtherDays: Bool = false, unit: MassUnit,
                          limits: PlausibilityLimits = PlausibilityLimits(), stalls: StallSettings = StallSettings(),
                          today: LocalDate) -> Recommendation {
        let planned = slot.planned
        let day = slot.day
        let group = slot.group
        var relevant = history
        if sharedWithOtherDays {
            let own = history.filter { ($0.routineDay ?? $0.date.weekday) == day }
            if !own.isEmpty { relevant = own[...] }
        }
        let (rows, stale) = window(relevant, today: today)
        let input = ProgressionInput(
            planned: planned, group: group, exercise: slot.exercise, unit: unit, step: slot.step, rows: rows, limits: limits
        )
        let rule = slot.rule
        var draft: ProgressionDraft
        switch rule {
        case .linear: draft = LinearProgression.recommend(input)
        case .double: draft = DoubleProgression.recommend(input, bodyweight: false)
        case .bodyweight: draft = DoubleProgression.recommend(input, bodyweight: true)
        case .rpe: draft = RPEProgression.recommend(input)
        case .cardio: draft = CardioProgression.recommend(input)
        case .isometric: draft = HoldProgression.recommend(input)
        case .keep: draft = keep(input)
        case .fiveThreeOne: draft = FiveThreeOne.recommend(input)
        case .gzclpT1: draft = GZCLP.recommend(input, tier: .t1)
        case .gzclpT2: draft = GZCLP.recommend(input, tier: .t2)
        case .gzclpT3: draft = GZCLP.recommend(input, tier: .t3)
        }
        let back = backFromBreak(&draft, rule: rule, input: input, history: history, breakDays: stalls.breakDays, today: today)
        if let stale, draft.action != .start, !back {
            draft.reason.insert(Message("reason.stale", ["date": .date(stale)]), at: 0)
        }
        let loaded = slot.equipment.map { fit(&draft, to: $0, unit: unit, loads: slot.loads) }
        var recommendation = Recommendation(
            exercise: planned.exercise, day: day, position: slot.position, rule: rule, action: draft.action,
            sets: draft.sets ?? max(1, group.sets), reps: draft.reps, weight: draft.weight, rpe: draft.rpe,
            duration: draft.duration, distance: draft.distance, reason: draft.reason, lookedAt: input.lookedAt
        )
        recommendation.plates = loaded ?? nil
        recommendation.prescribed = draft.prescribed
        return recommendation
    }

    /// Cardio, isometric and body-weight exercises follow their type's rule; the others their scheme.
    static func rule(for planned: PlannedExercise, type: ExerciseType) -> ProgressionRule {
        switch type {
        case .cardio: return .cardio
        case .isometric: return .isometric
        case .bodyweight: return .bodyweight
        case .mobility, .recovery: return .keep
        case .strength, .explosive:
            switch planned.progression {
            case .linear: return .linear
            case .double: return .double
            case .rpe: return .rpe
            case .none: return .keep
            case .fiveThreeOne: return .fiveThreeOne
            case .gzclpT1: return .gzclpT1
            case .gzclpT2: return .gzclpT2
            case .gzclpT3: return .gzclpT3
            }
        }
    }

    /// The rows with working sets from the last 4 weeks (and any later); when there are none,
    /// the latest such row, with its date as `stale`.
    static func window(_ history: ArraySlice<HistoryRow>, today: LocalDate) -> (rows: [HistoryRow], stale: LocalDate?) {
        let first = today.dayNumber - (windowDays - 1)
        // The earliest row with working sets after the last one before the window; the rows are
        // copied once, from there.
        var start = history.endIndex
        for index in history.indices.reversed() where history[index].workingSetCount > 0 {
            if history[index].date.dayNumber < first {
                if start == history.endIndex { return ([history[index]], history[index].date) }
                break
            }
            start = index
        }
        return (history[start...].filter { $0.workingSetCount > 0 }, nil)
    }

    /// No progression: the routine's target, with the last session's load when the plan has none.
    private static func keep(_ input: ProgressionInput) -> ProgressionDraft {
        let reps = input.group.reps
        let sets = Words.sets(input.group.sets, reps)
        if let exact = input.plannedWeight {
            let planned = input.step.loadable(exact)
            return ProgressionDraft(action: .keep, reps: reps, weight: input.weight(planned), rpe: input.group.rpe,
                                    duration: input.group.duration, distance: input.group.distance,
                                    reason: [Message("reason.keep.planned", ["sets": sets, "weight": .weight(input.weight(planned))])])
        }
        if let last = input.rows.last, let work = input.workLoad(last), work > 0 {
            return ProgressionDraft(action: .keep, reps: reps, weight: input.weight(input.step.loadable(work)), rpe: input.group.rpe,
                                    duration: input.group.duration, distance: input.group.distance,
                                    reason: [Message("reason.keep.last", ["sets": sets, "weight": .weight(input.weight(work)), "date": .date(last.date)])])
        }
        return ProgressionDraft(action: .keep, reps: reps, rpe: input.group.rpe, duration: input.group.duration,
                                distance: input.group.distance, reason: [Message("reason.keep.plain", ["sets": sets])])
    }
}
