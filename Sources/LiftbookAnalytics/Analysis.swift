public import LiftbookModel
public import LiftbookSystem

/// The analyse stage's result: every figure the site, the reports and the JSON API show.
/// Loads are in kilograms unless a type says otherwise; ``unit`` is the display unit.
public struct Analysis: Sendable {
    /// The day the analysis was made for.
    public let today: LocalDate
    /// The display unit.
    public let unit: MassUnit
    /// The e1RM formula of history and records.
    public let formula: E1RMFormula
    /// The first day of a training week.
    public let weekStart: Weekday
    /// Every exercise logged or planned, by id.
    public let exercises: [ExerciseAnalysis]
    /// Every session, oldest first.
    public let sessions: [SessionSummary]
    /// Every week from the first session's week to today's (or the last session's, if later).
    public let weeks: [WeekSummary]
    /// The recommendations of every planned exercise, in routine order (Monday first).
    public let recommendations: [Recommendation]
    /// Weeks in a row meeting the plan, up to this week (this week counts once it meets it).
    public let currentStreak: Int

    /// Which cycle day each session followed, for a cycle routine.
    var cycleLog = CycleLog()

    private var exerciseIndex: [ExerciseID: Int]
    private var sessionIndex: [String: Int]
    private var weekIndex: [ISOWeek: Int]

    /// Creates an analysis and its look-up tables.
    public init(today: LocalDate, unit: MassUnit, formula: E1RMFormula, weekStart: Weekday, exercises: [ExerciseAnalysis],
                sessions: [SessionSummary], weeks: [WeekSummary], recommendations: [Recommendation], currentStreak: Int) {
        self.today = today
        self.unit = unit
        self.formula = formula
        self.weekStart = weekStart
        self.exercises = exercises
        self.sessions = sessions
        self.weeks = weeks
        self.recommendations = recommendations
        self.currentStreak = currentStreak
        exerciseIndex = Dictionary(exercises.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        sessionIndex = Dictionary(sessions.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        weekIndex = Dictionary(weeks.enumerated().map { ($1.week, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The analysis of one exercise.
    public func exercise(_ id: ExerciseID) -> ExerciseAnalysis? { exerciseIndex[id].map { exercises[$0] } }

    /// The summary of one session.
    public func session(_ id: String) -> SessionSummary? { sessionIndex[id].map { sessions[$0] } }

    /// The figures of one week.
    public func week(_ week: ISOWeek) -> WeekSummary? { weekIndex[week].map { weeks[$0] } }

    /// The figures of the week containing `date`.
    public func week(containing date: LocalDate) -> WeekSummary? { week(ISOWeek(containing: date, weekStart: weekStart)) }

    /// The records beaten most recently, newest first.
    public func recentRecords(_ count: Int) -> [PersonalRecord] {
        var result: [PersonalRecord] = []
        for week in weeks.reversed() {
            for record in week.records.reversed() {
                guard result.count < count else { return result }
                result.append(record)
            }
        }
        return result
    }

    /// Working sets over the whole log.
    public var totalWorkingSets: Int { sessions.reduce(0) { $0 + $1.workingSets } }

    /// Σ weight × reps over the whole log, kg.
    public var totalVolumeKilograms: Double { sessions.reduce(0) { $0 + $1.volumeKilograms } }

    /// A number of kilograms as a weight in the display unit.
    public func display(kilograms: Double) -> Weight { Weight(kilograms / unit.kilograms, unit) }
}

/// The analyse stage.
public enum Analyzer {
    /// Works out history, records, weeks and recommendations from the loaded data, linear in the
    /// number of sessions and spread over the cores. `today` decides the last week and the window
    /// recommendations look at; nothing else is read from the world. With a `memory` (`serve`),
    /// sessions, exercises and backtests whose inputs did not change since its last analysis are
    /// taken from its ``AnalysisCache``.
    package static func analyze(_ data: TrainingData, today: LocalDate, memory: StageMemory? = nil) -> Analysis {
        var builder = AnalysisBuilder(data: data, today: today, cache: memory?.part(AnalysisCache.self))
        let sorted = zip(data.sessions, data.sessions.dropFirst()).allSatisfy { !Session.chronological($1, $0) }
        builder.add(sorted ? data.sessions : data.sessions.sorted(by: Session.chronological))
        return builder.finish()
    }
}
