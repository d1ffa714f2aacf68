import LiftbookModel

/// Which cycle day each session followed, in order: what a cycle routine's recommendations need.
struct CycleLog: Sendable {
    /// The cycle day of each session that followed one, by session id.
    var days: [String: Int] = [:]
    /// Sessions in order with their cycle day.
    var order: [(date: LocalDate, index: Int)] = []
}

extension ProgressionEngine {
    /// The recommendations of a cycle routine, the next day of the cycle first: that is the day
    /// after the last session before `today + 1` that followed the cycle. An exercise planned the
    /// same way on several days (StrongLifts' squat) progresses over all its sessions; one planned
    /// differently per day (a heavy and a light day) looks at the sessions of its own day (all of
    /// them when there are none, unless another day plans it under another rule, as GZCLP's T1
    /// and T2 days do: then it starts from its own day's target).
    static func cycleRecommendations(_ routine: Routine, data: TrainingData, log: CycleLog, today: LocalDate,
                                     history: (ExerciseID) -> [HistoryRow]) -> [Recommendation] {
        let count = routine.cycle.count
        let next = CycleTracker.next(after: log.order, before: today.adding(days: 1), count: count)
        var plans: [ExerciseID: Set<PlanShape>] = [:]
        for day in routine.cycle {
            for planned in day.exercises {
                plans[planned.exercise, default: []].insert(PlanShape(setGroups: planned.setGroups, progression: planned.progression))
            }
        }
        var result: [Recommendation] = []
        for offset in 0..<count {
            let index = (next + offset) % count
            let day = routine.cycle[index]
            for (position, planned) in day.exercises.enumerated() {
                var rows = history(planned.exercise)
                let shapes = plans[planned.exercise] ?? []
                if shapes.count > 1 {
                    let own = rows.filter { log.days[$0.sessionID] == index }
                    if !own.isEmpty || Set(shapes.map(\.progression)).count > 1 { rows = own }
                }
                var recommendation = recommend(
                    planned, day: day.weekday, position: position, exercise: data.exercises[planned.exercise], history: rows,
                    unit: data.config.units, limits: data.config.limits, plates: data.config.plates, stalls: data.config.stalls,
                    today: today)
                recommendation.cycle = CycleDay(index: index, title: day.title, sessionsAway: offset)
                result.append(recommendation)
            }
        }
        return result
    }
}

/// What makes two plans of one exercise the same progression.
private struct PlanShape: Hashable {
    var setGroups: [SetGroup]
    var progression: ProgressionScheme
}
