import LiftbookModel

/// Collects the analysis session by session (sessions arrive oldest first).
struct AnalysisBuilder {
    let data: TrainingData
    let today: LocalDate
    private var exercises: [ExerciseID: ExerciseAccumulator] = [:]
    private var sessions: [SessionSummary] = []
    private var weeks: WeekAccumulator
    private var cycle: CycleTracker?

    init(data: TrainingData, today: LocalDate) {
        self.data = data
        self.today = today
        weeks = WeekAccumulator(weekStart: data.config.weekStart, planned: data.routine?.trainingDaysPerWeek ?? 0)
        if let routine = data.routine, routine.isCycle { cycle = CycleTracker(routine: routine) }
    }

    mutating func add(_ session: Session) {
        let id = session.id
        let limits = data.config.limits
        var summary = SessionSummary(id: id, date: session.date, title: session.title,
                                     durationSeconds: limits.countedDuration(of: session), isPrivate: session.isPrivate)
        let week = weeks.index(for: session.date)
        cycle?.add(session, id: id)
        for (exerciseID, names, sets) in Self.grouped(session.exercises) {
            let row = HistoryRow(session: session, id: id, name: names[0], sets: sets, formula: data.config.e1rm, limits: limits)
            let (beaten, muscles) = exercises[exerciseID, default: ExerciseAccumulator(
                id: exerciseID, exercise: data.exercises[exerciseID], formula: data.config.e1rm, limits: limits)].add(row, names: names)
            summary.exerciseCount += 1
            summary.records += beaten
            summary.workingSets += row.workingSetCount
            summary.volumeKilograms += row.volumeKilograms
            if row.workingSetCount > 0 {
                weeks.addMuscles(muscles, sets: Double(row.workingSetCount), volumeKilograms: row.volumeKilograms, week: week)
            }
        }
        weeks.add(summary, week: week)
        sessions.append(summary)
    }

    /// Replays the first plan of each planned exercise over the last year of its history (its
    /// own day's sessions when it is planned on several weekdays).
    private mutating func backtest(_ plannedDays: [ExerciseID: Set<Weekday>]) {
        guard let routine = data.routine else { return }
        var done: Set<ExerciseID> = []
        for day in routine.trainingDays {
            for (position, planned) in day.exercises.enumerated() where done.insert(planned.exercise).inserted {
                var history = exercises[planned.exercise]?.history ?? []
                if day.cycleIndex == nil, (plannedDays[planned.exercise]?.count ?? 0) > 1 {
                    let own = history.filter { ($0.routineDay ?? $0.date.weekday) == day.weekday }
                    if !own.isEmpty { history = own }
                }
                exercises[planned.exercise]?.backtest = Backtester.run(
                    planned, day: day.weekday, position: position, exercise: data.exercises[planned.exercise], history: history,
                    config: data.config, today: today)
            }
        }
    }

    /// A session's exercises with the sets of an exercise logged twice put together, in first-seen
    /// order, with every name it was logged under that day (the first names the row).
    static func grouped(_ exercises: [LoggedExercise]) -> [(ExerciseID, [String], [LoggedSet])] {
        var result: [(ExerciseID, [String], [LoggedSet])] = []
        result.reserveCapacity(exercises.count)
        for i in exercises.indices {
            let id = exercises[i].exerciseID
            if let index = result.firstIndex(where: { $0.0 == id }) {
                result[index].2 += exercises[i].sets
                if !result[index].1.contains(exercises[i].name) { result[index].1.append(exercises[i].name) }
            } else {
                result.append((id, [exercises[i].name], exercises[i].sets))
            }
        }
        return result
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
        let (weekList, streak) = weeks.finish(through: latest, today: today)
        var analysis = Analysis(
            today: today, unit: data.config.units, formula: data.config.e1rm, weekStart: data.config.weekStart,
            exercises: exercises.keys.sorted().compactMap { exercises[$0]?.result(config: data.config) }, sessions: sessions,
            weeks: weekList, recommendations: recommendations, currentStreak: streak
        )
        analysis.cycleLog = log
        return analysis
    }
}

/// One exercise's history, records and plan as they are collected.
struct ExerciseAccumulator {
    let id: ExerciseID
    let exercise: Exercise?
    private(set) var history: [HistoryRow] = []
    private var names: Set<String> = []
    private var tracker: RecordTracker
    /// The library's type, or for an exercise the library does not know, the type its first sets suggest.
    private var type: ExerciseType
    private var events: [PersonalRecord] = []
    private var recommendations: [Recommendation] = []
    private var plannedName: String?
    /// The first plan's rule replayed over the history.
    var backtest: Backtest?
    /// Sets per working set for each muscle (primary 1, secondary 0.5).
    let muscles: [(String, Double)]

    init(id: ExerciseID, exercise: Exercise?, formula: E1RMFormula, limits: PlausibilityLimits) {
        self.id = id
        self.exercise = exercise
        type = exercise?.type ?? .strength
        tracker = RecordTracker(exercise: id, family: RecordFamily(type), formula: formula, limits: limits)
        muscles = (exercise?.primaryMuscles ?? []).map { ($0, 1.0) } + (exercise?.secondaryMuscles ?? []).map { ($0, 0.5) }
    }

    /// Adds a session's row, logged under `names`; returns the records it beat and the exercise's muscles.
    mutating func add(_ row: HistoryRow, names: [String]) -> ([PersonalRecord], [(String, Double)]) {
        if exercise == nil, history.isEmpty, let inferred = ExerciseType(inferredFrom: row.workingSets) {
            type = inferred
            tracker = RecordTracker(exercise: id, family: RecordFamily(inferred), formula: tracker.formula, limits: tracker.limits)
        }
        history.append(row)
        self.names.formUnion(names)
        let beaten = tracker.add(row)
        if !beaten.isEmpty { events += beaten }
        return (beaten, muscles)
    }

    /// Adds a recommendation from the routine.
    mutating func plan(_ recommendation: Recommendation, displayName: String?) {
        recommendations.append(recommendation)
        if plannedName == nil { plannedName = displayName }
    }

    func result(config: SiteConfig) -> ExerciseAnalysis {
        let strength = type == .strength || type == .explosive
        return ExerciseAnalysis(
            id: id, name: exercise?.name ?? history.last?.name ?? plannedName ?? id.rawValue,
            type: type, origin: ExerciseOrigin(exercise), loggedAs: names.sorted(), history: history,
            records: tracker.records, recordEvents: events, recommendations: recommendations,
            stall: strength ? Stall.detect(history, exercise: id, settings: config.stalls) : nil,
            percentages: strength ? TrainingPercentages(
                history: history, unit: config.units,
                equipment: config.plates.equipment(for: id, exercise: exercise, unit: config.units),
                step: LoadStep(for: id, exercise: exercise, unit: config.units)) : nil,
            backtest: backtest
        )
    }
}
