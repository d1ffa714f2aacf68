import LiftbookAnalytics
import LiftbookLoading
import LiftbookModel
import LiftbookFixtures
import Testing

/// StrongLifts-style A/B days done in turn whatever the weekday, with missed days and sessions
/// that name their day, or not.
struct CycleRoutineTests {
    static let routine = Routine(name: "StrongLifts 5×5", cycle: [
        RoutineDay(weekday: .monday, title: "A", exercises: [
            AnalyticsFixtures.planned("squat", .linear, sets: 3, reps: RepTarget(5), kg: 100),
            AnalyticsFixtures.planned("bench", .linear, sets: 3, reps: RepTarget(5), kg: 60),
        ]),
        RoutineDay(weekday: .monday, title: "B", exercises: [
            AnalyticsFixtures.planned("squat", .linear, sets: 3, reps: RepTarget(5), kg: 100),
            AnalyticsFixtures.planned("press", .linear, sets: 3, reps: RepTarget(5), kg: 40),
            AnalyticsFixtures.planned("barbell-deadlift", .linear, sets: 1, reps: RepTarget(5), kg: 120),
        ]),
    ], sessionsPerWeek: 3)

    static func a(_ date: String, squat: [Int] = [5, 5, 5], squatKg: Double, benchKg: Double, label: String? = "A") -> Session {
        var session = AnalyticsFixtures.session(date, start: "18:00", [AnalyticsFixtures.logged("squat", AnalyticsFixtures.sets(squatKg, reps: squat)),
                                                          AnalyticsFixtures.logged("bench", AnalyticsFixtures.sets(3, benchKg, 5))])
        session.routineLabel = label
        return session
    }

    static func b(_ date: String, squatKg: Double, pressKg: Double, deadliftKg: Double, label: String? = "B") -> Session {
        var session = AnalyticsFixtures.session(date, start: "18:00", [AnalyticsFixtures.logged("squat", AnalyticsFixtures.sets(3, squatKg, 5)),
                                                          AnalyticsFixtures.logged("press", AnalyticsFixtures.sets(3, pressKg, 5)),
                                                          AnalyticsFixtures.logged("barbell-deadlift", AnalyticsFixtures.sets(1, deadliftKg, 5))])
        session.routineLabel = label
        return session
    }

    /// Mon A, Wed B (not named: its exercises say B), Fri missed; Mon A, Wed missed, Fri "b"; Mon A with a missed squat.
    static let sessions = [
        a("2026-11-02", squatKg: 100, benchKg: 60),
        b("2026-11-04", squatKg: 102.5, pressKg: 40, deadliftKg: 120, label: nil),
        a("2026-11-09", squatKg: 105, benchKg: 62.5),
        b("2026-11-13", squatKg: 107.5, pressKg: 42.5, deadliftKg: 125, label: "b"),
        a("2026-11-16", squat: [5, 5, 4], squatKg: 110, benchKg: 65),
    ]

    static func analyse(_ sessions: [Session], today: String = "2026-11-18") -> Analysis {
        Analyzer.analyze(AnalyticsFixtures.data(sessions, routine: routine), today: AnalyticsFixtures.day(today))
    }

    @Test func theNextSessionIsTheNextDayOfTheCycle() throws {
        let analysis = Self.analyse(Self.sessions)
        let targets = analysis.recommendations.map { r in
            "\(r.cycle?.title ?? "?")+\(r.cycle?.sessionsAway ?? -1) \(r.exercise) \(r.action) \(formatNumber(r.weight?.value ?? 0))"
        }
        #expect(targets == [
            // B comes next: the squat, planned alike on both days, follows all its sessions (110 missed → repeat)
            "B+0 squat repeat 110", "B+0 press increase 45", "B+0 barbell-deadlift increase 130",
            "A+1 squat repeat 110", "A+1 bench increase 67.5",
        ])
        #expect(analysis.exercise(ExerciseID("press"))?.nextRecommendation(onOrAfter: AnalyticsFixtures.day("2026-11-18"))?.cycle?.title == "B")
    }

    @Test func adherenceCountsSessionsPerWeek() {
        let weeks = Self.analyse(Self.sessions).weeks.map { "\($0.week) \($0.sessionCount)/\($0.plannedSessions) \($0.meetsPlan)" }
        #expect(weeks == ["2026-W45 2/3 false", "2026-W46 2/3 false", "2026-W47 1/3 false"])
    }

    @Test func anUnnamedSessionIsTheDayItsExercisesMatch() {
        // The last A not named: squat and bench are A's, so B is still next.
        var sessions = Self.sessions
        sessions[4].routineLabel = nil
        #expect(Self.analyse(sessions).recommendations.first?.cycle?.title == "B")
        // B done twice in a row (named): A is next.
        let twice = Array(Self.sessions.prefix(4)) + [Self.b("2026-11-16", squatKg: 110, pressKg: 45, deadliftKg: 130)]
        #expect(Self.analyse(twice).recommendations.first?.cycle?.title == "A")
        // No session yet: the first day.
        #expect(Self.analyse([]).recommendations.first?.cycle?.title == "A")
    }

    @Test func aHeavyAndALightDayProgressApart() {
        var routine = Self.routine
        routine.cycle[1].exercises[0] = AnalyticsFixtures.planned("squat", .linear, sets: 3, reps: RepTarget(5), kg: 80)
        let analysis = Analyzer.analyze(AnalyticsFixtures.data(Self.sessions, routine: routine), today: AnalyticsFixtures.day("2026-11-18"))
        // B's squat looks at B's squats only: 107.5 done → 110
        #expect(analysis.recommendations.first?.weight == Weight(110, .kg))
        #expect(analysis.recommendations.first?.action == .increase)
    }

    @Test func theRoutineFileAndSessionLabelsAreRead() {
        let result = loadSite([
            "routine.yaml": """
                name: StrongLifts
                sessionsPerWeek: 3
                cycle:
                  - title: A
                    exercises: [{exercise: barbell-back-squat, sets: 5, reps: 5, weight: 100}]
                  - title: B
                    exercises: [{exercise: overhead-press, sets: 5, reps: 5, weight: 40}]
                """,
            "sessions/2026-11-16.md": "---\ndate: 2026-11-16\nroutine: b\n---\n## Overhead Press\n- 40 x 5 x 5\n",
            "sessions/2026-11-18.md": "---\ndate: 2026-11-18\nroutine: C\n---\n## Squat\n- 100 x 5 x 5\n",
        ])
        #expect(result.data.routine?.cycle.map(\.title) == ["A", "B"])
        #expect(result.data.routine?.trainingDaysPerWeek == 3)
        let errors = result.diagnostics.filter { $0.severity == .error }
            .map { "\($0.location.path):\($0.location.line):\($0.location.column) \($0.message)" }
        #expect(errors == ["sessions/2026-11-18.md:3:10 unknown cycle day 'C'"])
    }

    static let mistakes: [(String, String)] = [
        ("days: {monday: rest}\ncycle: [{title: A, exercises: [{exercise: squat}]}]\n", "a routine has 'days' (weekdays) or 'cycle' (days in order), not both"),
        ("cycle:\n  - {title: A, exercises: []}\n  - {title: a, exercises: []}\n", "the cycle has two days titled 'a'"),
        ("cycle:\n  - {title: Monday, exercises: []}\n", "a cycle day cannot be titled 'Monday'"),
        ("cycle: A\n", "'cycle' should be a list of days, each with a title and exercises"),
    ]

    @Test(arguments: mistakes)
    func mistakesInACycleAreErrors(_ mistake: (String, String)) {
        let errors = loadSite(["routine.yaml": mistake.0]).diagnostics.filter { $0.severity == .error && $0.location.path == "routine.yaml" }
        #expect(errors.map(\.message).contains(mistake.1), "\(errors.map(\.message))")
        #expect(errors.allSatisfy { $0.hint != nil })
    }
}
