import LiftbookAnalytics
import LiftbookModel
import LiftbookTestSupport
import Testing

/// An exercise the library types as mobility (no load) that was logged with a load and reps
/// still gets load records: the numbers were logged, so they count.
struct LoadedMobilityTests {
    @Test func aLoggedLoadGetsLoadRecords() throws {
        let sessions = [
            Lift.session("2026-11-02", start: "18:00", [Lift.logged("torso-rotation", [Lift.set(40, 12), Lift.set(45, 10)])]),
            Lift.session("2026-11-05", start: "18:00", [Lift.logged("torso-rotation", [Lift.set(50, 10)])]),
        ]
        let data = Lift.data(sessions, exercises: [Lift.exercise("torso-rotation", .mobility)])
        let records = try #require(Analyzer.analyze(data, today: Lift.day("2026-11-30")).exercise("torso-rotation")?.records)
        // Heaviest 50 kg (beating 45 kg); best set volume 50 × 10 = 500 kg (beating 45 × 10 = 450 kg).
        #expect(records[.heaviest]?.value == 50)
        #expect(records[.heaviest]?.previous?.value == 45)
        #expect(records[.setVolume]?.value == 500)
        #expect(records[.longestHold] == nil)
    }

    /// Without a load it stays a mobility exercise: holds, not loads.
    @Test func withoutALoadItKeepsHolds() throws {
        let sessions = [Lift.session("2026-11-02", start: "18:00", [Lift.logged("torso-rotation", [Lift.timed(60)])])]
        let data = Lift.data(sessions, exercises: [Lift.exercise("torso-rotation", .mobility)])
        let records = try #require(Analyzer.analyze(data, today: Lift.day("2026-11-30")).exercise("torso-rotation")?.records)
        #expect(records[.longestHold]?.value == 60)
        #expect(records[.heaviest] == nil)
    }
}
