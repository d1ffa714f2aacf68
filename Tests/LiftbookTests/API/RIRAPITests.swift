import LiftbookAnalytics
import LiftbookModel
import LiftbookSystem
import LiftbookSite
import LiftbookTestSupport
import Testing

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
