import LiftbookModel

/// Collects the analysis session by session (sessions arrive oldest first).
struct AnalysisBuilder {
    let data: TrainingData
    let today: LocalDate
    private var exercises: [ExerciseID: ExerciseAccumulator] = [:]
    private var sessions: [SessionSummary] = []
    private var weeks: WeekAccumulator

    init(data: TrainingData, today: LocalDate) {
        self.data = data
        self.today = today
        weeks = WeekAccumulator(weekStart: data.config.weekStart, planned: data.routine?.trainingDaysPerWeek ?? 0)
    }

    mutating func add(_ session: Session) {
        var order: [ExerciseID] = []
        var grouped: [ExerciseID: (name: String, sets: [LoggedSet])] = [:]
        for logged in session.exercises {
            if grouped[logged.exerciseID] == nil { order.append(logged.exerciseID) }
            grouped[logged.exerciseID, default: (logged.name, [])].sets += logged.sets
        }
        var summary = SessionSummary(id: session.id, date: session.date, title: session.title,
                                     durationSeconds: session.durationSeconds, exerciseCount: order.count,
                                     workingSets: 0, volumeKilograms: 0, records: [])
        let week = weeks.index(for: session.date)
        for id in order {
            guard let entry = grouped[id] else { continue }
            let row = HistoryRow(session: session, name: entry.name, sets: entry.sets, formula: data.config.e1rm)
            let beaten = exercises[id, default: ExerciseAccumulator(id: id, exercise: data.exercises[id], formula: data.config.e1rm)]
                .add(row)
            summary.records += beaten
            summary.workingSets += row.workingSetCount
            summary.volumeKilograms += row.volumeKilograms
            if let muscles = exercises[id]?.muscles, row.workingSetCount > 0 {
                weeks.addMuscles(muscles, sets: Double(row.workingSetCount), volumeKilograms: row.volumeKilograms, week: week)
            }
        }
        weeks.add(summary, week: week)
        sessions.append(summary)
    }

    mutating func finish() -> Analysis {
        var recommendations: [Recommendation] = []
        for day in data.routine?.days ?? [] {
            for (position, planned) in day.exercises.enumerated() {
                let id = planned.exercise
                let recommendation = ProgressionEngine.recommend(
                    planned, day: day.weekday, position: position, exercise: data.exercises[id],
                    history: exercises[id]?.history ?? [], unit: data.config.units, today: today
                )
                exercises[id, default: ExerciseAccumulator(id: id, exercise: data.exercises[id], formula: data.config.e1rm)]
                    .plan(recommendation, displayName: planned.displayName)
                recommendations.append(recommendation)
            }
        }
        let latest = max(today, sessions.last?.date ?? today)
        let (weekList, streak) = weeks.finish(through: latest, today: today)
        return Analysis(
            today: today, unit: data.config.units, formula: data.config.e1rm, weekStart: data.config.weekStart,
            exercises: exercises.keys.sorted().compactMap { exercises[$0]?.result }, sessions: sessions,
            weeks: weekList, recommendations: recommendations, currentStreak: streak
        )
    }
}

/// One exercise's history, records and plan as they are collected.
struct ExerciseAccumulator {
    let id: ExerciseID
    let exercise: Exercise?
    private(set) var history: [HistoryRow] = []
    private var names: Set<String> = []
    private var tracker: RecordTracker
    private var events: [PersonalRecord] = []
    private var recommendations: [Recommendation] = []
    private var plannedName: String?
    /// Sets per working set for each muscle (primary 1, secondary 0.5).
    let muscles: [(String, Double)]

    init(id: ExerciseID, exercise: Exercise?, formula: E1RMFormula) {
        self.id = id
        self.exercise = exercise
        tracker = RecordTracker(exercise: id, family: RecordFamily(exercise?.type ?? .strength), formula: formula)
        muscles = (exercise?.primaryMuscles ?? []).map { ($0, 1.0) } + (exercise?.secondaryMuscles ?? []).map { ($0, 0.5) }
    }

    /// Adds a session's row; returns the records it beat.
    mutating func add(_ row: HistoryRow) -> [PersonalRecord] {
        history.append(row)
        names.insert(row.name)
        let beaten = tracker.add(row)
        events += beaten
        return beaten
    }

    /// Adds a recommendation from the routine.
    mutating func plan(_ recommendation: Recommendation, displayName: String?) {
        recommendations.append(recommendation)
        if plannedName == nil { plannedName = displayName }
    }

    var result: ExerciseAnalysis {
        ExerciseAnalysis(
            id: id, name: exercise?.name ?? history.last?.name ?? plannedName ?? id.rawValue,
            type: exercise?.type ?? .strength, loggedAs: names.sorted(), history: history,
            records: tracker.records, recordEvents: events, recommendations: recommendations
        )
    }
}
