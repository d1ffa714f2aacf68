import LiftbookLoading
import LiftbookModel
import LiftbookFixtures
import Testing

/// Corrections name a row as the export wrote it, typo and all; every key works; a correction
/// that cannot be read is one error.
@Suite("Corrections of typo rows")
struct CorrectionRepairTests {
    /// A kilogram export with a reps typo and a workout left running for 82 h 17 min.
    static let export = """
        Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
        2024-03-05 18:02:00,Push,1h,Bench Press (Barbell),1,80,5,0,0,,,
        2024-03-05 18:02:00,Push,1h,Bench Press (Barbell),2,80,877777,0,0,,,
        2024-03-07 19:40:00,Pull,82h 17min,Deadlift (Barbell),1,140,5,0,0,,,

        """

    static func load(_ corrections: String?) -> SiteLoader.Result {
        var files = ["liftbook.yaml": "imports: [{file: imports/strong.csv, unit: kg}]\n", "imports/strong.csv": export]
        if let corrections { files["corrections.yaml"] = "schema: 1\ncorrections:\n" + corrections }
        return ImportSite.load(files)
    }

    static func messages(_ result: SiteLoader.Result) -> [String] { result.diagnostics.map(\.message) }

    @Test func uncorrectedTheTypoAndTheLongWorkoutAreWarnings() {
        let result = Self.load(nil)
        #expect(result.diagnostics.errors.isEmpty)
        #expect(Self.messages(result) == [
            "1 set of more than 100 reps (line 3); kept, but counted toward no volume, record or e1RM",
            "1 workout longer than 5 h (line 4); kept, but left out of time trained",
        ])
    }

    /// `set: 80 x 877777` names the row as written; `to: 80 x 7` fixes it; 82 h 17 min is capped
    /// to 2 h (19:40 → 21:40, 7200 s) although the export gave no end time.
    @Test func theTypoRowAndTheLongWorkoutAreFixed() throws {
        let result = Self.load("""
              - {workout: 2024-03-05 18:02, exercise: Bench Press (Barbell), set: 80 x 877777, to: 80 x 7}
              - {workout: 2024-03-07 19:40, maxDuration: 2h}

            """)
        #expect(result.diagnostics.isEmpty)
        let sessions = result.data.sessions
        #expect(sessions.map(\.durationSeconds) == [3600, 7200])
        #expect(Figures.sets(sessions, "barbell-bench-press").map(\.reps) == [5, 7])
        // (80 × 5 + 80 × 7) kg = 960 kg.
        #expect(close(Figures.volume(sessions, "barbell-bench-press"), 960))
    }

    @Test func aTypoRowCanBeDropped() {
        let result = Self.load("  - {workout: 2024-03-05 18:02, exercise: barbell-bench-press, set: 80 x 877777, drop: true}\n")
        #expect(Figures.sets(result.data.sessions, "barbell-bench-press").map(\.reps) == [5])
    }

    /// A duration set outright, on the workout left running.
    @Test func durationSetsTheWorkoutLeftRunning() {
        let result = Self.load("  - {workout: 2024-03-07 19:40, duration: 1h 10min}\n")
        #expect(result.data.sessions.map(\.durationSeconds) == [3600, 4200])
    }

    static let unreadable: [(String, String)] = [
        ("  - {workout: 2024-03-05 18:02, exercise: Bench Press (Barbell), set: 80 x abc, to: 80 x 7}\n",
         "corrections.yaml:3:71: error: reps should follow 'x', found 'abc'"),
        ("  - {workout: 2024-03-05 18:02, exercise: Bench Press (Barbell), set: 80 x 5 x 2, drop: true}\n",
         "corrections.yaml:3:71: error: '80 x 5 x 2' is 2 sets; a correction names one"),
        ("  - {workout: 2024-03-05 18:02, exercise: Bench Press (Barbell), set: 80 x 877777, to: 80 x lots}\n",
         "corrections.yaml:3:88: error: reps should follow 'x', found 'lots'"),
        ("  - {workout: 2024-03-07 19:40, maxDuration: forever}\n",
         "corrections.yaml:3:46: error: 'maxDuration' should be a duration under a day such as 1h 10min, 70min or 1:10:00, found 'forever'"),
        ("  - {workout: someday, exercise: Bench Press (Barbell), set: 80 x 5, to: 80 x 6}\n",
         "corrections.yaml:3:15: error: 'workout' should be a start such as 2024-03-05 18:02, found 'someday'"),
    ]

    /// One error, no `unknown key 'to'` (or `'drop'`) after it.
    @Test(arguments: unreadable)
    func aCorrectionThatCannotBeReadIsOneError(_ corrections: String, _ only: String) {
        let result = Self.load(corrections)
        let errors = result.diagnostics.filter { $0.location.path == "corrections.yaml" }
        #expect(errors.map { String($0.description.prefix(while: { $0 != "\n" })) } == [only])
    }

    /// A set named with its RIR matches the set logged with that RIR only.
    @Test func aSetIsNamedByItsRIR() {
        let session = "---\ndate: 2024-03-10\nstart: \"18:00\"\n---\n## Barbell Back Squat\n- 100 x 5 @2RIR\n- 100 x 5 @1RIR\n"
        let result = ImportSite.load(["sessions/2024-03-10.md": session, "corrections.yaml":
            "schema: 1\ncorrections:\n  - {workout: 2024-03-10 18:00, exercise: barbell-back-squat, set: 100 x 5 @1RIR, to: 100 x 5 @0RIR}\n"])
        #expect(result.diagnostics.isEmpty)
        #expect(Figures.sets(result.data.sessions, "barbell-back-squat").map(\.rir) == [2, 0])
    }

    @Test func anUnknownKeyIsStillReported() {
        let result = Self.load("  - {workout: 2024-03-07 19:40, maxDuration: 2h, colour: red}\n")
        #expect(result.diagnostics.filter { $0.location.path == "corrections.yaml" }.map(\.message) == ["unknown key 'colour' in a correction"])
    }
}
