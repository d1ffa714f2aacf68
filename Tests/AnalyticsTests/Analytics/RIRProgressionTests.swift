import LiftbookAnalytics
import LiftbookModel
import LiftbookFixtures
import Testing

/// The `rpe` rule reads a set logged with reps in reserve as RPE 10 − RIR.
struct RIRProgressionTests {
    private static func rirSets(_ count: Int, _ kg: Double, _ reps: Int, rir: Double) -> [LoggedSet] {
        Array(repeating: LoggedSet(load: .weight(Weight(kg, .kg)), reps: reps, rir: rir), count: count)
    }

    /// 100 kg × 5 @ 2 RIR is 100 kg × 5 @ RPE 8: 81.1% of 1RM on the chart, e1RM 123.3 kg; 3 reps
    /// @ 9 is 89.2% of it: 110.0 kg, the same as the logged-RPE case in ProgressionTests.
    @Test func rirTwoCountsAsRPEEight() {
        let planned = AnalyticsFixtures.planned("squat", .rpe, sets: 3, reps: RepTarget(3), rpe: 9)
        let byRIR = ProgressionCase(name: "rir", planned: planned, sessions: [Self.rirSets(3, 100, 5, rir: 2)],
                                    action: .increase, weight: 110, reps: RepTarget(3)).recommend()
        let byRPE = ProgressionCase(name: "rpe", planned: planned, sessions: [AnalyticsFixtures.sets(3, 100, 5, rpe: 8)],
                                    action: .increase, weight: 110, reps: RepTarget(3)).recommend()
        #expect(byRIR?.weight == Weight(110, .kg))
        #expect(byRIR?.weight == byRPE?.weight)
        #expect(byRIR?.englishReason.contains("100 kg × 5 @ 2 RIR") == true)
        #expect(byRIR?.englishReason.contains("no RPE logged") == false)
    }
}
