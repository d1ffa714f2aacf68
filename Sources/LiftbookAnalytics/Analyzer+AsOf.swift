public import LiftbookModel

extension Analyzer {
    /// The recommendations the routine gave at the start of `date`: the same rules over the
    /// history logged before that day, so a past week's report keeps the targets it had.
    ///
    /// Equal to ``Analysis/recommendations`` of an analysis made for `date` when nothing is
    /// logged on or after that day.
    public static func recommendations(_ data: TrainingData, analysis: Analysis, asOf date: LocalDate) -> [Recommendation] {
        if let routine = data.routine, routine.isCycle {
            let before = analysis.cycleLog.order.filter { $0.date < date }
            let log = CycleLog(days: analysis.cycleLog.days, order: before)
            return ProgressionEngine.cycleRecommendations(routine, data: data, log: log, today: date) { id in
                window(analysis.exercise(id)?.history ?? [], before: date)
            }
        }
        return recommendations(data, slots: PlannedSlots(data, analysis: analysis), asOf: date)
    }

    /// The recommendations of a weekly routine at the start of `date`, from its slots worked out
    /// once (see ``PlannedSlots``): the same as ``recommendations(_:analysis:asOf:)`` without a cycle.
    static func recommendations(_ data: TrainingData, slots: PlannedSlots, asOf date: LocalDate) -> [Recommendation] {
        let config = data.config
        // Each window is read in place, not copied out of the history.
        return slots.slots.map { slot, history in
            ProgressionEngine.recommend(slot, history: history[windowRange(history, before: date)], unit: config.units,
                                        limits: config.limits, stalls: config.stalls, today: date)
        }
    }

    /// The rows a recommendation on `date` can look at: those of its window before that day, and
    /// the latest earlier row with working sets (for a stale history).
    static func window(_ history: [HistoryRow], before date: LocalDate) -> [HistoryRow] {
        let range = windowRange(history, before: date)
        return range.isEmpty ? [] : Array(history[range])
    }

    /// The positions of ``window(_:before:)``'s rows in `history` (empty when it has none).
    static func windowRange(_ history: [HistoryRow], before date: LocalDate) -> Range<Int> {
        let end = firstIndex(in: history, onOrAfter: date.dayNumber)
        var start = firstIndex(in: history, onOrAfter: date.dayNumber - (ProgressionEngine.windowDays - 1))
        var earlier = start - 1
        while earlier >= 0, history[earlier].workingSetCount == 0 { earlier -= 1 }
        if earlier >= 0 { start = earlier }
        return start < end ? start..<end : end..<end
    }

    /// The index of the first row dated on or after `day` (rows are oldest first).
    static func firstIndex(in history: [HistoryRow], onOrAfter day: Int) -> Int {
        var low = 0, high = history.count
        while low < high {
            let mid = (low + high) / 2
            if history[mid].date.dayNumber < day { low = mid + 1 } else { high = mid }
        }
        return low
    }
}

/// Each planned exercise of a weekly routine, in routine order, with what its recommendations
/// read of the plan and the library and its history: the same for every day they are made.
struct PlannedSlots: Sendable {
    let slots: [(slot: ProgressionEngine.Slot, history: [HistoryRow])]

    /// The slots of `data`'s routine (none without one); `remembering` keeps each slot's plate
    /// loads, for slots used on many days.
    init(_ data: TrainingData, analysis: Analysis, remembering: Bool = false) {
        var slots: [(slot: ProgressionEngine.Slot, history: [HistoryRow])] = []
        for day in data.routine?.days ?? [] {
            for (position, planned) in day.exercises.enumerated() {
                let slot = ProgressionEngine.Slot(planned, day: day.weekday, position: position, exercise: data.exercises[planned.exercise],
                                                  unit: data.config.units, plates: data.config.plates, remembering: remembering)
                slots.append((slot, analysis.exercise(planned.exercise)?.history ?? []))
            }
        }
        self.slots = slots
    }
}
