import LiftbookAnalytics
import LiftbookModel
import LiftbookSystem
import LiftbookSite
import LiftbookTestSupport
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

/// The API keeps RIR as logged: `"rir": 2` on the set, in the tree and in the streamed file alike.
struct RIRAPITests {
    @Test func theExerciseFileCarriesRIR() throws {
        let sets = [LoggedSet(load: .weight(Weight(100, .kg)), reps: 5, rir: 2)]
        let data = AnalyticsFixtures.data([AnalyticsFixtures.session("2026-11-27", start: "18:00", [AnalyticsFixtures.logged("squat", sets)])], exercises: [AnalyticsFixtures.exercise("squat")])
        let analysis = Analyzer.analyze(data, today: AnalyticsFixtures.day("2026-11-30"))
        let exercise = try #require(analysis.exercise("squat"))
        let file = APIDocuments.exerciseFile(exercise, today: analysis.today).contents
        #expect(file.contains(#""reps":5,"rir":2,"weightKg":100"#))
        #expect(APIDocuments.combined(analysis, pretty: false).contains(String(file.dropLast())))
    }
}
