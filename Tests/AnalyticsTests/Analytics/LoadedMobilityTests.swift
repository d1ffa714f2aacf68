import LiftbookAnalytics
import LiftbookModel
import LiftbookFixtures
import Testing

/// An exercise the library types as mobility (no load) that was logged with a load and reps
/// still gets load records: the numbers were logged, so they count.
struct LoadedMobilityTests {
    @Test func aLoggedLoadGetsLoadRecords() throws {
        let sessions = [
            AnalyticsFixtures.session("2026-11-02", start: "18:00", [AnalyticsFixtures.logged("torso-rotation", [AnalyticsFixtures.set(40, 12), AnalyticsFixtures.set(45, 10)])]),
            AnalyticsFixtures.session("2026-11-05", start: "18:00", [AnalyticsFixtures.logged("torso-rotation", [AnalyticsFixtures.set(50, 10)])]),
        ]
        let data = AnalyticsFixtures.data(sessions, exercises: [AnalyticsFixtures.exercise("torso-rotation", .mobility)])
        let records = try #require(Analyzer.analyze(data, today: AnalyticsFixtures.day("2026-11-30")).exercise("torso-rotation")?.records)
        // Heaviest 50 kg (beating 45 kg); best set volume 50 × 10 = 500 kg (beating 45 × 10 = 450 kg).
        #expect(records[.heaviest]?.value == 50)
        #expect(records[.heaviest]?.previous?.value == 45)
        #expect(records[.setVolume]?.value == 500)
        #expect(records[.longestHold] == nil)
    }

    /// Without a load it stays a mobility exercise: holds, not loads.
    @Test func withoutALoadItKeepsHolds() throws {
        let sessions = [AnalyticsFixtures.session("2026-11-02", start: "18:00", [AnalyticsFixtures.logged("torso-rotation", [AnalyticsFixtures.timed(60)])])]
        let data = AnalyticsFixtures.data(sessions, exercises: [AnalyticsFixtures.exercise("torso-rotation", .mobility)])
        let records = try #require(Analyzer.analyze(data, today: AnalyticsFixtures.day("2026-11-30")).exercise("torso-rotation")?.records)
        #expect(records[.longestHold]?.value == 60)
        #expect(records[.heaviest] == nil)
    }
}
