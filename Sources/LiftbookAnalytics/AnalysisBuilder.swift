import LiftbookModel
import LiftbookSystem

/// Collects the analysis from the sessions, oldest first, in three passes: each session's rows
/// (side by side), each exercise's run through its rows in session order (side by side), then one
/// quick pass in session order for the session summaries, weeks and cycle days. The figures are
/// those of a single pass session by session: every sum is taken in the same order.
///
/// With a cache (`serve`), sessions, exercises and backtests whose inputs did not change since
/// the cache's last analysis are taken from it instead of being worked out again.
struct AnalysisBuilder {
    let data: TrainingData
    let today: LocalDate
    private let cache: AnalysisCache?
    /// What the cache kept from its last analysis (empty without a cache).
    private let previous: AnalysisCache.State
    private var exercises: [ExerciseID: ExerciseAccumulator] = [:]
    private var sessions: [SessionSummary] = []
    private var weeks: WeekAccumulator
    private var cycle: CycleTracker?

    init(data: TrainingData, today: LocalDate, cache: AnalysisCache? = nil) {
        self.data = data
        self.today = today
        self.cache = cache
        previous = cache?.previous ?? AnalysisCache.State()
        weeks = WeekAccumulator(weekStart: data.config.weekStart, planned: data.routine?.trainingDaysPerWeek ?? 0)
        if let routine = data.routine, routine.isCycle { cycle = CycleTracker(routine: routine) }
    }

    /// Where a session's row sits among its exercise's rows.
    private struct Place: Sendable {
        /// The exercise's index in order of first appearance.
        var exercise: Int
        /// The row's index in the exercise's history.
        var row: Int
    }

    /// Adds `list`, the sessions oldest first.
    mutating func add(_ list: [Session]) {
        let formula = data.config.e1rm
        let limits = data.config.limits
        let settings = AnalysisCache.RowSettings(formula: formula, limits: limits)
        let keep = cache != nil

        // 1. Each session's rows, side by side (kept from the cache when the session is unchanged).
        // Last time's sessions are matched by place when every place holds the same id as last
        // time (an edit), else by id, each id that was once among them.
        let sameSettings = previous.rowSettings == settings
        let old = (sessions: sameSettings ? previous.sessions : [], rows: sameSettings ? previous.rows : [])
        let aligned = !old.sessions.isEmpty && old.sessions.count == list.count && old.rows.count == list.count
            && list.indices.allSatisfy { list[$0].id == old.sessions[$0].id }
        var byID: [String: Int] = [:]
        if !aligned, !old.sessions.isEmpty, old.rows.count == old.sessions.count {
            var shared: Set<String> = []
            byID.reserveCapacity(old.sessions.count)
            for index in old.sessions.indices where byID.updateValue(index, forKey: old.sessions[index].id) != nil {
                shared.insert(old.sessions[index].id)
            }
            // Sessions sharing an id (last time or now) are not matched: each kept session stands
            // for exactly one of last time's.
            var seen: Set<String> = []
            for session in list where !seen.insert(session.id).inserted { shared.insert(session.id) }
            for id in shared { byID[id] = nil }
        }
        let oldPlaces = byID
        let bodyweights = BodyWeightLookup(data.bodyWeights)
        let made = Parallel.map(Array(list.indices)) { position -> (rows: SessionRows, kept: Bool) in
            let session = list[position]
            let bodyweight = session.bodyweight == nil ? bodyweights.latest(onOrBefore: session.date) : nil
            if let place = aligned ? position : oldPlaces[session.id], old.sessions[place] == session,
               session.bodyweight != nil || old.rows[place].bodyweightKilograms == bodyweight {
                return (old.rows[place], true)
            }
            return (SessionRows(session, formula: formula, limits: limits, bodyweightKilograms: bodyweight), false)
        }
        let logged = made.map(\.rows)
        let kept = made.map(\.kept)

        // 2. Each exercise's rows in session order, run through its record tracker side by side.
        var order: [ExerciseID] = []
        var slots: [ExerciseID: Int] = [:]
        var members: [[(session: Int, row: Int)]] = []
        var places: [Place] = []
        places.reserveCapacity(logged.reduce(0) { $0 + $1.rows.count })
        for session in logged.indices {
            for index in logged[session].rows.indices {
                let exercise = logged[session].rows[index].exercise
                let slot = slots[exercise] ?? order.count
                if slot == order.count {
                    slots[exercise] = slot
                    order.append(exercise)
                    members.append([])
                }
                places.append(Place(exercise: slot, row: members[slot].count))
                members[slot].append((session, index))
            }
        }
        let ids = order
        let library = data.exercises
        let previousRuns = previous.runs
        let rowsOf = members
        // Costliest first: a few main lifts hold most of the rows, and a core handed a chunk that
        // ends with one of them would work on alone at the end.
        let runs = Parallel.map(Array(ids.indices), costliestFirst: { rowsOf[$0].count }) { slot -> (rows: ExerciseRows, run: ExerciseRun) in
            let id = ids[slot]
            // Kept sessions are last analysis's sessions unchanged (ids are unique among them), so
            // when all of an exercise's sessions were kept and it has as many rows as last time,
            // they are the same sessions in the same order: its rows are last time's.
            if let old = previousRuns[id], old.rows.rows.count == rowsOf[slot].count, rowsOf[slot].allSatisfy({ kept[$0.session] }),
               old.rows.exercise == library[id], old.rows.formula == formula, old.rows.limits == limits {
                return old
            }
            let input = ExerciseRows(exercise: library[id], formula: formula, limits: limits,
                                     rows: rowsOf[slot].map { logged[$0.session].rows[$0.row].row },
                                     names: rowsOf[slot].map { logged[$0.session].rows[$0.row].names })
            return (input, ExerciseRun(id, input, hashHistory: keep, resuming: previousRuns[id]))
        }
        if let cache {
            var keptRuns: [ExerciseID: (rows: ExerciseRows, run: ExerciseRun)] = [:]
            keptRuns.reserveCapacity(ids.count)
            for (slot, id) in ids.enumerated() { keptRuns[id] = runs[slot] }
            cache.keep(sessions: list, rows: logged, settings: settings, runs: keptRuns)
        }
        for (slot, id) in ids.enumerated() {
            exercises[id] = ExerciseAccumulator(id: id, exercise: library[id], run: runs[slot].run)
        }

        // 3. The sessions in order: summaries, weeks and cycle days.
        let muscles = ids.map { weeks.slots(for: ExerciseAccumulator.muscles(of: library[$0])) }
        let beaten = runs.map(\.run.beaten)
        // Each row's volume as its exercise's run counted it (a cardio exercise's weight does not
        // count), read per row from these arrays: reading it through `runs` copied the run's whole
        // tuple for every row.
        let volumes = runs.map { $0.run.history.map(\.volumeKilograms) }
        // The runs' rows and the sessions' rows (below) die on a thread of their own, while
        // this one goes on: releasing every row took milliseconds with the other core idle.
        Background.release(consume runs)
        var cursor = 0
        // The primary muscles' slots of one session, each once (an array reused from session to session).
        var primary: [Int] = []
        // By index, not by element: copying a session or a row would retain every string and array in it.
        for position in list.indices {
            let date = list[position].date
            let id = logged[position].id
            var summary = SessionSummary(id: id, date: date, title: list[position].title,
                                         durationSeconds: limits.countedDuration(of: list[position]),
                                         isPrivate: list[position].isPrivate)
            let week = weeks.index(for: date)
            primary.removeAll(keepingCapacity: true)
            for index in logged[position].rows.indices {
                let place = places[cursor]
                cursor += 1
                let workingSets = logged[position].rows[index].row.workingSetCount
                let volume = volumes[place.exercise][place.row]
                summary.exerciseCount += 1
                summary.records += beaten[place.exercise][place.row]
                summary.workingSets += workingSets
                summary.volumeKilograms += volume
                if workingSets > 0 {
                    weeks.addMuscles(muscles[place.exercise], sets: Double(workingSets), volumeKilograms: volume, week: week)
                    for muscle in muscles[place.exercise] where muscle.share >= 1 && !primary.contains(muscle.slot) { primary.append(muscle.slot) }
                }
            }
            // A workout with no working set (warm-ups only, or only notes and a body weight) is
            // no session in the totals, weeks, adherence or streaks (SPEC §4); its page stays.
            guard summary.workingSets > 0 else { continue }
            cycle?.add(list[position], id: id)
            weeks.addMuscleSession(primary, week: week)
            weeks.add(summary, week: week)
            sessions.append(summary)
        }
        Background.release(consume logged)
    }

    /// Replays the first plan of each planned exercise over the last year of its history (its
    /// own day's sessions when it is planned on several weekdays), side by side.
    private mutating func backtest(_ plannedDays: [ExerciseID: Set<Weekday>]) {
        guard let routine = data.routine else { return }
        var done: Set<ExerciseID> = []
        var jobs: [(id: ExerciseID, inputs: AnalysisCache.BacktestInputs)] = []
        for day in routine.trainingDays {
            for (position, planned) in day.exercises.enumerated() where done.insert(planned.exercise).inserted {
                guard var history = exercises[planned.exercise]?.history else { continue }
                if day.cycleIndex == nil, (plannedDays[planned.exercise]?.count ?? 0) > 1 {
                    let own = history.filter { ($0.routineDay ?? $0.date.weekday) == day.weekday }
                    if !own.isEmpty { history = own }
                }
                jobs.append((planned.exercise, AnalysisCache.BacktestInputs(
                    planned: planned, day: day.weekday, position: position, exercise: data.exercises[planned.exercise],
                    history: history, config: data.config, today: today)))
            }
        }
        let previousBacktests = previous.backtests
        let backtests = Parallel.map(jobs) { job -> Backtest? in
            let inputs = job.inputs
            if let old = previousBacktests[job.id], old.inputs == inputs { return old.backtest }
            return Backtester.run(inputs.planned, day: inputs.day, position: inputs.position, exercise: inputs.exercise,
                                  history: inputs.history, config: inputs.config, today: inputs.today)
        }
        var kept: [ExerciseID: (inputs: AnalysisCache.BacktestInputs, backtest: Backtest?)] = [:]
        for (job, backtest) in zip(jobs, backtests) {
            exercises[job.id]?.backtest = backtest
            kept[job.id] = (job.inputs, backtest)
        }
        cache?.keep(backtests: kept)
    }

    mutating func finish() -> Analysis {
        var recommendations: [Recommendation] = []
        var plannedDays: [ExerciseID: Set<Weekday>] = [:]
        for day in data.routine?.days ?? [] {
            for planned in day.exercises { plannedDays[planned.exercise, default: []].insert(day.weekday) }
        }
        for day in data.routine?.days ?? [] {
            for (position, planned) in day.exercises.enumerated() {
                let id = planned.exercise
                let recommendation = ProgressionEngine.recommend(
                    planned, day: day.weekday, position: position, exercise: data.exercises[id],
                    history: exercises[id]?.history ?? [], sharedWithOtherDays: (plannedDays[id]?.count ?? 0) > 1,
                    unit: data.config.units, limits: data.config.limits,
                    plates: data.config.plates, stalls: data.config.stalls, today: today
                )
                exercises[id, default: ExerciseAccumulator(id: id, exercise: data.exercises[id], formula: data.config.e1rm,
                                                           limits: data.config.limits)]
                    .plan(recommendation, displayName: planned.displayName)
                recommendations.append(recommendation)
            }
        }
        let log = CycleLog(days: cycle?.days ?? [:], order: cycle?.order ?? [])
        if let routine = data.routine, routine.isCycle {
            let accumulated = exercises
            recommendations = ProgressionEngine.cycleRecommendations(routine, data: data, log: log, today: today) { id in
                accumulated[id]?.history ?? []
            }
            for recommendation in recommendations {
                let id = recommendation.exercise
                let planned = routine.cycle[recommendation.cycle?.index ?? 0].exercises[recommendation.position]
                exercises[id, default: ExerciseAccumulator(id: id, exercise: data.exercises[id], formula: data.config.e1rm,
                                                           limits: data.config.limits)]
                    .plan(recommendation, displayName: planned.displayName)
            }
        }
        backtest(plannedDays)
        let latest = max(today, sessions.last?.date ?? today)
        let (weekList, streak, muscles) = weeks.finish(through: latest, today: today, reusing: cache == nil ? nil : previous.weekMuscles)
        cache?.keep(weekMuscles: muscles)
        let config = data.config
        var analysis = Analysis(
            today: today, unit: data.config.units, formula: data.config.e1rm, weekStart: data.config.weekStart,
            exercises: Parallel.map(exercises.sorted { $0.key < $1.key }.map(\.value)) { $0.result(config: config) }, sessions: sessions,
            weeks: weekList, recommendations: recommendations, currentStreak: streak
        )
        analysis.cycleLog = log
        return analysis
    }
}
