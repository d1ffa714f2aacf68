public import LiftbookModel

/// How a lifter followed their plan: the rule replayed over the last year of the log, session
/// by session, with what it prescribed that day against what was done.
public struct Backtest: Sendable, Hashable {
    /// A session that did something else than the plan.
    public struct Divergence: Sendable, Hashable {
        /// The day.
        public var date: LocalDate
        /// The session.
        public var sessionID: String
        /// The load the rule prescribed, in the display unit.
        public var planned: Weight
        /// The load done, in the display unit.
        public var done: Weight
    }

    /// Sessions the rule could be replayed on (it prescribed a load).
    public var sessions: Int
    /// Sessions done at the prescribed load (within half a step).
    public var followed: Int
    /// Of those, sessions where every planned set reached its reps.
    public var hit: Int
    /// The sessions that diverged, oldest first.
    public var divergences: [Divergence]
}

/// Replays a planned exercise's rule over its history.
enum Backtester {
    /// Days of history a backtest replays, up to today: a year.
    static let days = 365

    /// For each session with working sets of the last year (`history` is the plan's own day's
    /// when the exercise is planned on several), the recommendation the rule gave at the start
    /// of that day, against what was done. Nil for a rule without loads, or when no session
    /// could be replayed.
    static func run(_ planned: PlannedExercise, day: Weekday, position: Int, exercise: Exercise?, history: [HistoryRow],
                    config: SiteConfig, today: LocalDate) -> Backtest? {
        let type = exercise?.type ?? .strength
        let rule = ProgressionEngine.rule(for: planned, type: type)
        guard rule.usesLoad, rule != .keep else { return nil }
        let unit = config.units
        let step = LoadStep(for: planned.exercise, exercise: exercise, unit: unit)
        var result = Backtest(sessions: 0, followed: 0, hit: 0, divergences: [])
        let first = Analyzer.firstIndex(in: history, onOrAfter: today.dayNumber - Self.days + 1)
        for row in history[first...] where row.countsAsSession {
            let before = Analyzer.window(history, before: row.date)
            let r = ProgressionEngine.recommend(planned, day: day, position: position, exercise: exercise, history: before,
                                                unit: unit, limits: config.limits, plates: config.plates, stalls: config.stalls,
                                                today: row.date)
            guard let prescribed = r.weight?.value(in: unit), prescribed > 0 else { continue }
            let input = ProgressionInput(planned: planned, group: SetGroup(sets: r.prescribed.isEmpty ? r.sets : 1, reps: r.reps),
                                         exercise: exercise, unit: unit, step: step, rows: [row], limits: config.limits)
            guard let done = input.workLoad(row) else { continue }
            result.sessions += 1
            guard abs(done - prescribed) <= step.value / 2 + 1e-6 else {
                result.divergences.append(.init(date: row.date, sessionID: row.sessionID, planned: Weight(prescribed, unit),
                                                done: Weight(tidy(done), unit)))
                continue
            }
            result.followed += 1
            if input.outcome(row, target: r.prescribed.last?.reps ?? r.reps?.low ?? 1) == .hit { result.hit += 1 }
        }
        return result.sessions > 0 ? result : nil
    }
}
