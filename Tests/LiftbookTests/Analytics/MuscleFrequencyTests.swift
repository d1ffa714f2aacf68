import LiftbookAnalytics
import LiftbookModel
import LiftbookSite
import LiftbookTestSupport
import Testing

/// Training frequency: sessions a week that train each muscle as a primary one.
struct MuscleFrequencyTests {
    static let bench = Lift.exercise("bench", primary: ["chest"], secondary: ["triceps", "shoulders"])
    static let squat = Lift.exercise("squat", primary: ["quadriceps", "glutes"], secondary: ["lower back"])
    static let dip = Lift.exercise("dip", primary: ["triceps", "chest"])
    static let curl = Lift.exercise("curl", primary: ["biceps"])

    @Test func countsSessionsNotSetsAndOnlyPrimaryMuscles() throws {
        // Week of Mon 2026-11-16: Mon bench + dip (chest twice in one session: 1), Wed squat,
        // Fri bench; Sat curl warm-ups only (no working set: not a session of biceps).
        // Next week: Mon squat.
        let sessions = [
            Lift.session("2026-11-16", start: "18:00", [Lift.logged("bench", Lift.sets(3, 80, 5)), Lift.logged("dip", Lift.sets(3, 0, 10))]),
            Lift.session("2026-11-18", start: "18:00", [Lift.logged("squat", Lift.sets(3, 100, 5))]),
            Lift.session("2026-11-20", start: "18:00", [Lift.logged("bench", Lift.sets(5, 70, 5))]),
            Lift.session("2026-11-21", start: "10:00", [Lift.logged("curl", [Lift.set(10, 12, .warmup)])]),
            Lift.session("2026-11-23", start: "18:00", [Lift.logged("squat", Lift.sets(3, 102.5, 5))]),
        ]
        let analysis = Analyzer.analyze(Lift.data(sessions, exercises: [Self.bench, Self.squat, Self.dip, Self.curl]), today: Lift.day("2026-11-24"))
        let first = try #require(analysis.week(containing: Lift.day("2026-11-16")))
        #expect(first.muscleSessions == ["chest": 2, "triceps": 1, "quadriceps": 1, "glutes": 1])
        // Sets beside it: chest 3 + 3 (dip) + 5 = 11; triceps 3 × 0.5 + 3 + 5 × 0.5 = 7.
        #expect(first.muscleSets["chest"] == 11 && first.muscleSets["triceps"] == 7)
        let second = try #require(analysis.week(containing: Lift.day("2026-11-23")))
        #expect(second.muscleSessions == ["quadriceps": 1, "glutes": 1])
        #expect(APIDocuments.combined(analysis, pretty: false).contains("\"muscleSessions\":{\"chest\":2,\"glutes\":1,\"quadriceps\":1,\"triceps\":1}"))
    }
}
