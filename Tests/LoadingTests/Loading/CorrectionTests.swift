@testable import LiftbookLoading
import LiftbookModel
import LiftbookFixtures
import Testing

/// `corrections.yaml` fixes imported data without editing the export.
@Suite("Corrections")
struct CorrectionTests {
    /// A pound export with a typo (87 reps), a workout left running (22 h 01 min), a test workout,
    /// a name that changed meaning and a custom exercise.
    static let export = """
        Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
        2024-01-03 18:00:00,Old,1h,Mystery Press,1,50,10,0,0,,,
        2024-03-05 18:02:00,Push,1h,Bench Press (Barbell),W,95,10,0,0,,,
        2024-03-05 18:02:00,Push,1h,Bench Press (Barbell),1,175,8,0,0,,,
        2024-03-05 18:02:00,Push,1h,Bench Press (Barbell),2,175,87,0,0,,,
        2024-03-07 19:40:00,Pull,22h 1m,Zottman Spider Curl Variant,1,30,10,0,0,,,
        2024-03-09 10:00:00,Test,30m,Deadlift (Barbell),1,315,5,0,0,,,
        2024-06-03 18:00:00,New,1h 10m,Mystery Press,1,100,10,0,0,,,

        """

    static func load(_ corrections: String?) -> SiteLoader.Result {
        var files = ["liftbook.yaml": "imports: [{file: imports/strong.csv, unit: lb}]\n", "imports/strong.csv": export]
        if let corrections { files["corrections.yaml"] = "schema: 1\ncorrections:\n" + corrections }
        return ImportSite.load(files)
    }

    /// One line per session: id, duration, then each exercise (`?` when unmapped) and its sets.
    static func summary(_ result: SiteLoader.Result) -> [String] {
        result.data.sessions.map { session in
            let exercises = session.exercises.map { e in
                e.exerciseID.rawValue + (e.isKnown ? "" : "?") + ": " + e.sets.map { MarkdownSessionWriter.notation($0) ?? "" }.joined(separator: ", ")
            }
            return "\(session.id) \(session.durationSeconds.map(String.init) ?? "-")s " + exercises.joined(separator: "; ")
        }
    }

    static let baseline = [
        "2024-01-03-1800 3600s mystery-press?: 50lb x 10",
        "2024-03-05-1802 3600s barbell-bench-press: 95lb x 10 warmup, 175lb x 8, 175lb x 87",
        "2024-03-07-1940 79260s zottman-spider-curl-variant?: 30lb x 10",
        "2024-03-09-1000 1800s barbell-deadlift: 315lb x 5",
        "2024-06-03-1800 4200s mystery-press?: 100lb x 10",
    ]

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let corrections: String
        /// The baseline lines that change, by index, as worked out by hand.
        let changed: [Int: String?]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "change one set", corrections: "  - {workout: 2024-03-05 18:02, exercise: Bench Press (Barbell), set: 175 x 87, to: 175 x 8}\n",
             changed: [1: "2024-03-05-1802 3600s barbell-bench-press: 95lb x 10 warmup, 175lb x 8, 175lb x 8"]),
        // A unit in the pattern matches the load: 79.3786647 kg is 175 lb.
        Case(name: "change one set named in kilograms", corrections: "  - {workout: 2024-03-05 18:02, exercise: barbell-bench-press, set: 79.3786647kg x 87, to: 80kg x 8 @9}\n",
             changed: [1: "2024-03-05-1802 3600s barbell-bench-press: 95lb x 10 warmup, 175lb x 8, 80kg x 8 @9"]),
        Case(name: "drop one set", corrections: "  - {workout: 2024-03-05 18:02, exercise: Bench Press (Barbell), set: 95 x 10 warmup, drop: true}\n",
             changed: [1: "2024-03-05-1802 3600s barbell-bench-press: 175lb x 8, 175lb x 87"]),
        // 19:40 + 1 h 10 min ends at 20:50: 4200 s.
        Case(name: "set a duration", corrections: "  - {workout: 2024-03-07 19:40, duration: 1h 10min}\n",
             changed: [2: "2024-03-07-1940 4200s zottman-spider-curl-variant?: 30lb x 10"]),
        // Only the 22 h workout is longer than 2 h; the 1 h one stays.
        Case(name: "cap a duration", corrections: "  - {workout: 2024-03-07 19:40, maxDuration: 2h}\n  - {workout: 2024-03-05 18:02, maxDuration: 2h}\n",
             changed: [2: "2024-03-07-1940 7200s zottman-spider-curl-variant?: 30lb x 10"]),
        Case(name: "drop a workout", corrections: "  - {workout: 2024-03-09 10:00, drop: true}\n", changed: [3: nil]),
        Case(name: "map a name from a date on", corrections: "  - {map: Mystery Press, to: overhead-press, from: 2024-06-01}\n",
             changed: [4: "2024-06-03-1800 4200s overhead-press: 100lb x 10"]),
        Case(name: "map a name everywhere", corrections: "  - {map: mystery press, to: Overhead Press}\n",
             changed: [0: "2024-01-03-1800 3600s overhead-press: 50lb x 10", 4: "2024-06-03-1800 4200s overhead-press: 100lb x 10"]),
        Case(name: "merge two exercises", corrections: "  - {merge: Zottman Spider Curl Variant, into: dumbbell-curl}\n",
             changed: [2: "2024-03-07-1940 79260s dumbbell-curl: 30lb x 10"]),
    ]

    @Test func withoutCorrectionsTheExportReadsAsWritten() {
        #expect(Self.summary(Self.load(nil)) == Self.baseline)
    }

    @Test(arguments: cases)
    func eachKindFixesWhatItNames(_ c: Case) {
        let result = Self.load(c.corrections)
        #expect(result.diagnostics.errors.isEmpty, "\(result.diagnostics.errors)")
        var expected: [String?] = Self.baseline
        for (index, line) in c.changed { expected[index] = line }
        #expect(Self.summary(result) == expected.compactMap { $0 })
    }

    @Test func volumeAndTimeUseTheCorrectedData() {
        let result = Self.load("""
              - {workout: 2024-03-05 18:02, exercise: Bench Press (Barbell), set: 175 x 87, to: 175 x 8}
              - {workout: 2024-03-07 19:40, maxDuration: 2h}

            """)
        // Bench: 175 lb × 8 × 2 = 2800 lb = 1270.058636 kg (the warm-up does not count).
        #expect(abs(Figures.volume(result.data.sessions, "barbell-bench-press") - 1270.058636) < 1e-6)
        // 3600 + 7200 + 1800 + 3600 + 4200 s.
        #expect(result.data.sessions.compactMap(\.durationSeconds).reduce(0, +) == 20_400)
    }

    struct Unmatched: CustomTestStringConvertible, Sendable {
        let name: String
        let corrections: String
        let message: String
        let hint: String
        /// Line and column in corrections.yaml (the list starts on line 3).
        let line: Int
        let column: Int
        var testDescription: String { name }
    }

    static let unmatched: [Unmatched] = [
        Unmatched(name: "no workout starts then", corrections: "  - {workout: 2024-03-05 18:03, drop: true}\n",
                  message: "the correction matches no workout: none starts at 2024-03-05 18:03",
                  hint: "workouts on that day start at 2024-03-05 18:02", line: 3, column: 15),
        Unmatched(name: "no workout that day", corrections: "  - workout: 2024-03-06 18:00\n    duration: 1h\n",
                  message: "the correction matches no workout: none starts at 2024-03-06 18:00",
                  hint: "no workout is logged on 2024-03-06; workouts are named by their start, e.g. 2024-03-05 18:02", line: 3, column: 14),
        Unmatched(name: "no such set", corrections: "\n  - {workout: 2024-03-05 18:02, exercise: Bench Press (Barbell), set: 175 x 88, drop: true}\n",
                  message: "the correction matches nothing: no set of Bench Press (Barbell) reads '175 x 88'",
                  hint: "its sets of Bench Press (Barbell) read 95lb x 10 warmup, 175lb x 8, 175lb x 87; a correction already applied (by export, say) matches nothing and can be removed",
                  line: 4, column: 15),
        Unmatched(name: "no such exercise in the workout", corrections: "  - {workout: 2024-03-05 18:02, exercise: Squat, set: 175 x 8, to: 175 x 9}\n",
                  message: "the correction matches nothing: the workout has no exercise 'Squat'",
                  hint: "the workout logs 'Bench Press (Barbell)'", line: 3, column: 15),
        Unmatched(name: "no name logged after the date", corrections: "  - {map: Mystery Press, to: overhead-press, from: 2025-01-01}\n",
                  message: "the correction matches nothing: no exercise was logged as 'Mystery Press' on or after 2025-01-01",
                  hint: "write the name exactly as the log or export has it", line: 3, column: 11),
        Unmatched(name: "nothing to merge", corrections: "  - {merge: Hack Squat Variant, into: barbell-back-squat}\n",
                  message: "the correction matches nothing: no session logs hack-squat-variant",
                  hint: "name the exercise by its id, its name or the name it was logged under", line: 3, column: 13),
    ]

    @Test(arguments: unmatched)
    func oneThatMatchesNothingIsAnErrorAtItsLine(_ c: Unmatched) {
        let result = Self.load(c.corrections)
        #expect(result.diagnostics.errors == [.error(c.message, at: SourceLocation(path: "corrections.yaml", line: c.line, column: c.column), hint: c.hint)])
        #expect(Self.summary(result) == Self.baseline, "nothing else changes")
    }

    static let malformed: [(String, String)] = [
        ("  - {workout: yesterday, drop: true}\n", "corrections.yaml:3:15: error: 'workout' should be a start such as 2024-03-05 18:02, found 'yesterday'"),
        ("  - {workout: 2024-03-05 18:02}\n", "corrections.yaml:3:15: error: the correction says nothing to do with the workout"),
        ("  - {workout: 2024-03-05 18:02, exercise: Bench Press (Barbell), set: 175 x 8 x 2, drop: true}\n",
         "corrections.yaml:3:71: error: '175 x 8 x 2' is 2 sets; a correction names one"),
        ("  - {workout: 2024-03-05 18:02, exercise: Bench Press (Barbell), set: 175 x 8}\n",
         "corrections.yaml:3:71: error: a set correction needs either 'to:' (the set as it should read) or 'drop: true'"),
        ("  - {workout: 2024-03-07 19:40, duration: 30h}\n",
         "corrections.yaml:3:43: error: 'duration' should be a duration under a day such as 1h 10min, 70min or 1:10:00, found '30h'"),
        ("  - {map: Mystery Press, to: Overhed Pres}\n", "corrections.yaml:3:30: error: unknown exercise 'Overhed Pres'"),
        ("  - {exercise: Bench Press (Barbell)}\n", "corrections.yaml:3:5: error: the correction names no workout, name or exercise"),
    ]

    @Test(arguments: malformed)
    func aMalformedCorrectionIsAnErrorWithAHint(_ corrections: String, _ first: String) {
        let errors = Self.load(corrections).diagnostics.errors
        #expect(errors.first.map { String($0.description.prefix(while: { $0 != "\n" })) } == first)
        #expect(errors.allSatisfy { $0.hint?.isEmpty == false })
    }
}
