import LiftbookAnalytics
import LiftbookModel
import LiftbookSite
import LiftbookTestSupport
import Testing

/// Training frequency: sessions a week that train each muscle as a primary one.
struct MuscleFrequencyTests {
    static let bench = AnalyticsFixtures.exercise("bench", primary: ["chest"], secondary: ["triceps", "shoulders"])
    static let squat = AnalyticsFixtures.exercise("squat", primary: ["quadriceps", "glutes"], secondary: ["lower back"])
    static let dip = AnalyticsFixtures.exercise("dip", primary: ["triceps", "chest"])
    static let curl = AnalyticsFixtures.exercise("curl", primary: ["biceps"])

    @Test func countsSessionsNotSetsAndOnlyPrimaryMuscles() throws {
        // Week of Mon 2026-11-16: Mon bench + dip (chest twice in one session: 1), Wed squat,
        // Fri bench; Sat curl warm-ups only (no working set: not a session of biceps).
        // Next week: Mon squat.
        let sessions = [
            AnalyticsFixtures.session("2026-11-16", start: "18:00", [AnalyticsFixtures.logged("bench", AnalyticsFixtures.sets(3, 80, 5)), AnalyticsFixtures.logged("dip", AnalyticsFixtures.sets(3, 0, 10))]),
            AnalyticsFixtures.session("2026-11-18", start: "18:00", [AnalyticsFixtures.logged("squat", AnalyticsFixtures.sets(3, 100, 5))]),
            AnalyticsFixtures.session("2026-11-20", start: "18:00", [AnalyticsFixtures.logged("bench", AnalyticsFixtures.sets(5, 70, 5))]),
            AnalyticsFixtures.session("2026-11-21", start: "10:00", [AnalyticsFixtures.logged("curl", [AnalyticsFixtures.set(10, 12, .warmup)])]),
            AnalyticsFixtures.session("2026-11-23", start: "18:00", [AnalyticsFixtures.logged("squat", AnalyticsFixtures.sets(3, 102.5, 5))]),
        ]
        let analysis = Analyzer.analyze(AnalyticsFixtures.data(sessions, exercises: [Self.bench, Self.squat, Self.dip, Self.curl]), today: AnalyticsFixtures.day("2026-11-24"))
        let first = try #require(analysis.week(containing: AnalyticsFixtures.day("2026-11-16")))
        #expect(first.muscleSessions == ["chest": 2, "triceps": 1, "quadriceps": 1, "glutes": 1])
        // Sets beside it: chest 3 + 3 (dip) + 5 = 11; triceps 3 × 0.5 + 3 + 5 × 0.5 = 7.
        #expect(first.muscleSets["chest"] == 11 && first.muscleSets["triceps"] == 7)
        let second = try #require(analysis.week(containing: AnalyticsFixtures.day("2026-11-23")))
        #expect(second.muscleSessions == ["quadriceps": 1, "glutes": 1])
        #expect(APIDocuments.combined(analysis, pretty: false).contains("\"muscleSessions\":{\"chest\":2,\"glutes\":1,\"quadriceps\":1,\"triceps\":1}"))
    }
}
