import LiftbookModel
public import LiftbookSystem

/// What an analysis keeps for the next one in the same process (`serve`, `bench`), so a rebuild
/// after one session changed redoes only what that session touches:
///
/// - each session's rows, kept while the session is unchanged;
/// - each exercise's run through its rows, kept while its rows, library entry and settings are;
/// - each planned exercise's backtest, kept while its plan, history, settings and today are;
/// - each week's muscle figures, kept while the week's sums are.
///
/// The comparisons are quick: an unchanged session file gives back the same stored values, and
/// kept rows and histories share their storage with last time's, so they compare by identity.
package final class AnalysisCache: StageMemoryPart {
    struct State: Sendable {
        /// The sessions in the order analysed, and each one's rows.
        var sessions: [Session] = []
        var rows: [SessionRows] = []
        /// The settings the sessions' rows were worked out with.
        var rowSettings: RowSettings?
        var runs: [ExerciseID: (rows: ExerciseRows, run: ExerciseRun)] = [:]
        var backtests: [ExerciseID: (inputs: BacktestInputs, backtest: Backtest?)] = [:]
        /// The weeks' muscle sums and their dictionaries.
        var weekMuscles: WeekMuscleFigures?
    }

    /// The settings a session's rows depend on besides the session.
    struct RowSettings: Sendable, Equatable {
        var formula: E1RMFormula
        var limits: PlausibilityLimits
    }

    /// Everything a backtest replays.
    struct BacktestInputs: Sendable, Equatable {
        var planned: PlannedExercise
        var day: Weekday
        var position: Int
        var exercise: Exercise?
        var history: [HistoryRow]
        var config: SiteConfig
        var today: LocalDate
    }

    private let last = Locked(State())

    /// An empty cache.
    package required init() {}

    /// What the last analysis kept.
    var previous: State { last.withLock { $0 } }

    /// Keeps this analysis's sessions and runs (forgetting those it no longer has).
    func keep(sessions: [Session], rows: [SessionRows], settings: RowSettings,
              runs: [ExerciseID: (rows: ExerciseRows, run: ExerciseRun)]) {
        last.withLock { state in
            state.sessions = sessions
            state.rows = rows
            state.rowSettings = settings
            state.runs = runs
        }
    }

    /// Keeps this analysis's weeks' muscle figures.
    func keep(weekMuscles: WeekMuscleFigures) {
        last.withLock { $0.weekMuscles = weekMuscles }
    }

    /// Keeps this analysis's backtests.
    func keep(backtests: [ExerciseID: (inputs: BacktestInputs, backtest: Backtest?)]) {
        last.withLock { $0.backtests = backtests }
    }
}
