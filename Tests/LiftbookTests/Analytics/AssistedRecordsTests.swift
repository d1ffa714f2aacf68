import LiftbookAnalytics
import LiftbookLoading
import LiftbookModel
import LiftbookSystem
import LiftbookSite
import LiftbookTestSupport
import Testing

/// Assisted exercises (SPEC §4): the logged weight is help. Records are the least help for a
/// number of reps and the most reps at a help; nothing heavy is made of the help.
@Suite("Assisted exercises")
struct AssistedRecordsTests {
    /// Three sessions of assisted pull-ups, the help written three ways: a plain weight under an
    /// assisted heading, `bw-N`, and an export row `Pull Up (Assisted)`.
    static let files: [String: String] = [
        "liftbook.yaml": "logUnit: kg\nimports: [{file: imports/strong.csv, unit: kg}]\n",
        "sessions/2026-11-02.md": """
            ---
            date: 2026-11-02
            start: "18:00"
            bodyweight: 80
            ---
            ## Assisted Pull-Up
            - 30 x 8
            - bw-30 x 6

            """,
        "sessions/2026-11-05.md": """
            ---
            date: 2026-11-05
            start: "18:00"
            ---
            ## Assisted Pull-Up
            - bw-20 x 8
            - bw-30 x 10

            """,
        "imports/strong.csv": """
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2026-11-09 18:00:00,Pull,1h,Pull Up (Assisted),1,10,5,0,0,,,

            """,
    ]

    static func analysis() throws -> ExerciseAnalysis {
        let result = ImportSite.load(files)
        #expect(result.diagnostics.errors.isEmpty, "\(result.diagnostics)")
        return try #require(Analyzer.analyze(result.data, today: AnalyticsFixtures.day("2026-11-30")).exercise("assisted-pull-up"))
    }

    @Test func everyWeightIsHelp() throws {
        let result = ImportSite.load(Self.files)
        let help = Figures.sets(result.data.sessions, "assisted-pull-up").map(\.helpKilograms)
        #expect(help == [30, 30, 20, 30, 10])
        #expect(Figures.volume(result.data.sessions, "assisted-pull-up") == 0)
    }

    /// By hand: least help — 5 reps 10 kg (11-09), 6 reps 30 kg (11-02), 8 reps 20 kg (11-05,
    /// beating 30 kg from 11-02), 10 reps 30 kg (11-05). Most reps — with 10 kg help 5, with 20 kg
    /// 8, with 30 kg 10 (11-05, beating 8 from 11-02).
    @Test func leastHelpAndMostRepsAtAHelp() throws {
        let records = try Self.analysis().records
        #expect(records.leastHelp.map { [$0.reps ?? 0, Int($0.value)] } == [[5, 10], [6, 30], [8, 20], [10, 30]])
        #expect(records.leastHelp.first { $0.reps == 8 }?.previous?.value == 30)
        #expect(records.mostReps.map { [Int(-($0.weightKilograms ?? 0)), Int($0.value)] } == [[10, 5], [20, 8], [30, 10]])
        #expect(records.mostReps.first { $0.weightKilograms == -30 }?.previous?.value == 8)
        #expect(records.mostReps.first { $0.weightKilograms == -30 }?.previous?.date == AnalyticsFixtures.day("2026-11-02"))
    }

    /// The API lists the least help by reps in the exercise's records, the same in the streamed file.
    @Test func theAPIListsTheLeastHelp() throws {
        let result = ImportSite.load(Self.files)
        let analysis = Analyzer.analyze(result.data, today: AnalyticsFixtures.day("2026-11-30"))
        let exercise = try #require(analysis.exercise("assisted-pull-up"))
        let file = APIDocuments.exerciseFile(exercise, today: analysis.today).contents
        #expect(file.contains(#""leastHelp":[{"date":"2026-11-09","helpKg":10,"reps":5,"session":"2026-11-09-1800"}"#))
        #expect(APIDocuments.combined(analysis, pretty: false).contains(String(file.dropLast())))
    }

    @Test func noRecordIsMadeOfTheHelp() throws {
        let records = try Self.analysis().records
        for kind in [RecordKind.heaviest, .e1rm, .setVolume, .sessionVolume] { #expect(records[kind] == nil) }
        #expect(records.repMaxes.isEmpty)
    }

    /// 11-05 beat two records (8 reps with 20 kg help; 10 reps with 30 kg help); 11-09 is the
    /// first set of 5 reps and of 10 kg help: baselines, no PR.
    @Test func prsAreLessHelpOrMoreReps() throws {
        let events = try Self.analysis().recordEvents
        #expect(events.map { "\($0.date) \($0.kind.rawValue) \(Int($0.value))" } == ["2026-11-05 leastHelp 20", "2026-11-05 mostReps 10"])
    }

    /// With the body weight of the day (80 kg), the load moved is 80 − 30 = 50 kg.
    @Test func theLoadMovedIsBodyWeightMinusHelp() {
        let set = LoggedSet(load: .bodyweight(added: Weight(-30, .kg)), reps: 8)
        #expect(set.movedKilograms(bodyweight: Weight(80, .kg)) == 50)
        #expect(set.movedKilograms(bodyweight: nil) == nil)
        #expect(LoggedSet(load: .bodyweight(added: nil), reps: 8).movedKilograms(bodyweight: Weight(80, .kg)) == nil)
    }

    /// The library's assisted pull-up follows the body-weight rule whatever its plan says: every
    /// set reached 8 with 20 kg help, so the help drops by the 2.5 kg step to 17.5 kg.
    @Test func progressionLowersTheHelp() throws {
        let planned = AnalyticsFixtures.planned("assisted-pull-up", .linear, sets: 2, reps: RepTarget(8))
        let sessions = [AnalyticsFixtures.session("2026-11-27", start: "18:00", [AnalyticsFixtures.logged("assisted-pull-up", [
            LoggedSet(load: .bodyweight(added: Weight(-20, .kg)), reps: 8), LoggedSet(load: .bodyweight(added: Weight(-20, .kg)), reps: 8),
        ])])]
        let exercise = try #require(BuiltInLibrary.library[ExerciseID("assisted-pull-up")])
        let data = AnalyticsFixtures.data(sessions, exercises: [exercise], routine: AnalyticsFixtures.routine([.monday: [planned]]))
        let recommendation = try #require(Analyzer.analyze(data, today: AnalyticsFixtures.day("2026-11-30")).exercise("assisted-pull-up")?.recommendations.first)
        #expect(recommendation.action == .increase)
        #expect(recommendation.weight == Weight(-17.5, .kg))
        #expect(recommendation.englishReason.contains("reduce the assistance to 17.5 kg"))
    }

    @Test(arguments: [("Assisted Pull-Up", true), ("Pull Up (Assisted)", true), ("Pull Up (Band)", true), ("Dip (Band)", true),
                      ("Band Pull-Apart (Band)", false), ("Band Pull-Apart", false), ("Face Pull (Band)", false), ("Pull-Up", false),
                      ("PULL UP (ASSISTED)", true), ("CHIN-UP (BAND)", true), ("assisted-dip", true), ("Muscle Up (Band)", true),
                      ("Assist", false), ("", false), ("深蹲 (Band)", false), ("Подтягивания (assisted)", true)])
    func namesThatMarkHelp(name: String, assisted: Bool) {
        #expect(Exercise.namesAssistance(name) == assisted)
    }
}
