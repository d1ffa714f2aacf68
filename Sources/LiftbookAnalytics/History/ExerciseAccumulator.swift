import LiftbookModel

/// One exercise's run through its history, with the plan the routine adds as the analysis finishes.
struct ExerciseAccumulator: Sendable {
    let id: ExerciseID
    let exercise: Exercise?
    /// Its history, type and records.
    let run: ExerciseRun
    private var recommendations: [Recommendation] = []
    private var plannedName: String?
    /// The first plan's rule replayed over the history.
    var backtest: Backtest?

    /// An exercise with `run` as its history.
    init(id: ExerciseID, exercise: Exercise?, run: ExerciseRun) {
        self.id = id
        self.exercise = exercise
        self.run = run
    }

    /// A planned exercise that was never logged.
    init(id: ExerciseID, exercise: Exercise?, formula: E1RMFormula, limits: PlausibilityLimits) {
        self.init(id: id, exercise: exercise,
                  run: ExerciseRun(id, ExerciseRows(exercise: exercise, formula: formula, limits: limits, rows: [], names: [])))
    }

    /// One row per session it was logged in, oldest first.
    var history: [HistoryRow] { run.history }

    /// Sets per working set for each muscle of `exercise` (primary 1, secondary 0.5).
    static func muscles(of exercise: Exercise?) -> [(String, Double)] {
        (exercise?.primaryMuscles ?? []).map { ($0, 1.0) } + (exercise?.secondaryMuscles ?? []).map { ($0, 0.5) }
    }

    /// Adds a recommendation from the routine.
    mutating func plan(_ recommendation: Recommendation, displayName: String?) {
        recommendations.append(recommendation)
        if plannedName == nil { plannedName = displayName }
    }

    func result(config: SiteConfig) -> ExerciseAnalysis {
        let history = run.history
        let type = run.type
        let strength = type == .strength || type == .explosive
        return ExerciseAnalysis(
            id: id, name: exercise?.name ?? history.last?.name ?? plannedName ?? id.rawValue,
            type: type, origin: ExerciseOrigin(exercise), loggedAs: run.names.sorted(), history: history,
            historyHash: run.historyHash, records: run.records, recordEvents: run.events, recommendations: recommendations,
            stall: strength ? Stall.detect(history, exercise: id, settings: config.stalls) : nil,
            percentages: strength ? TrainingPercentages(
                history: history, unit: config.units,
                equipment: config.plates.equipment(for: id, exercise: exercise, unit: config.units),
                step: LoadStep(for: id, exercise: exercise, unit: config.units)) : nil,
            backtest: backtest
        )
    }
}
