import Foundation
import LiftbookModel
import LiftbookTestSupport
import Testing

/// Inputs that crashed or hung a parser or formatter once; each must now finish with a value
/// or a diagnostic. Fuzzer findings are named after the target that found them.
struct RegressionTests {
    /// Review: 9.5e14 with six decimals overflowed Int64 once scaled.
    @Test(arguments: [9.5e14, -9.5e14, 9.2e12, 1e15, .infinity, .nan])
    func formattingHugeNumbersDoesNotTrap(value: Double) {
        for decimals in 0...6 {
            #expect(!formatNumber(value, decimals: decimals).isEmpty)
        }
        #expect(formatNumber(9.5e14, decimals: 6) == "950000000000000.0")
        #expect(formatNumber(82.4, decimals: 6) == "82.4")
    }

    /// Review: did-you-mean hints measured a long unknown name once per library name, so a file
    /// of long headings took time in the square of its size (6 MB: 19.7 s, now 3.6 s in release).
    @Test func longUnknownNamesAreSuggestedInLinearTime() {
        let words = (0..<1500).map { "w\($0 % 97)x" }.joined(separator: " ")
        let body = (0..<40).map { "## \($0) \(words)\n- 50 x 5\n" }.joined(separator: "\n")
        let start = Date()
        let result = loadSite(["sessions/2026-11-10.md": body])
        #expect(result.data.sessions.first?.exercises.count == 40)
        #expect(Date().timeIntervalSince(start) < 10)
    }

    /// Review: `- - - - … 100 x 5` nested lists a hundred thousand deep overflowed the stack
    /// while the Markdown blocks were read (a 200 KB session file crashed `liftbook check`).
    @Test func deeplyNestedListsAreAnErrorNotAStackOverflow() {
        for depth in [100, 100_000] {
            let result = loadSite(["sessions/2026-11-10.md": "## Squat\n" + String(repeating: "- ", count: depth) + "100 x 5\n"])
            #expect(result.diagnostics.errors.map(\.message) == ["a set line should be plain text"])
        }
        let emphasis = String(repeating: "*", count: 20_000) + "a" + String(repeating: "*", count: 20_000)
        let links = String(repeating: "[", count: 20_000) + "b" + String(repeating: "](x)", count: 20_000)
        let result = loadSite(["sessions/2026-11-10.md": "# \(emphasis) \(links)\n\n## Squat\n- 100 x 5\n\n\(emphasis)\n"])
        #expect(result.diagnostics.errors == [])
        #expect(result.data.sessions.first?.title.hasPrefix("a [[[") == true)
    }

    static let strongHeader = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"

    /// Review: each new exercise note was looked for in the notes kept so far, and each imported
    /// workout compared with every session of its day: an export of one long workout with a
    /// different note per row, or of thousands of workouts on one day, took time in the square
    /// of its rows (60,000 rows: 11.2 s and 4.4 s in release; now 0.3 s and 0.7 s).
    @Test func importsWithManyNotesOrManyWorkoutsADayLoadInLinearTime() {
        let rows = 30_000
        let notes = (0..<rows).map { "2024-09-09 07:02:11,W,1h,Squat (Barbell),\($0 % 50 + 1),100,5,0,0,note \($0),,8\n" }.joined()
        let sameDay = (0..<rows).map { index in
            let second = index % 86_400
            return "2024-09-09 " + [second / 3600, second / 60 % 60, second % 60].map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":")
                + ",W,1h,Squat (Barbell),1,100,5,0,0,,,8\n"
        }.joined()
        for (name, csv, sessions) in [("notes", notes, 1), ("same day", sameDay, rows)] {
            let start = Date()
            let result = loadSite(["imports/strong.csv": Self.strongHeader + csv], today: TS.today)
            #expect(result.data.sessions.count == sessions, "\(name)")
            // Debug build, 20,000 rows: 6.8 s and 29.9 s before, 0.3 s and 0.5 s after.
            #expect(Date().timeIntervalSince(start) < 5, "\(name)")
        }
    }

    /// Review: library JSON numbered the n-th entry of a repeated name by trying -2, -3, … in
    /// turn, and an override's aliases were each looked for in the inherited list.
    @Test func repeatedLibraryNamesAndLongAliasListsLoadInLinearTime() {
        let count = 8_000
        let json = "[" + Array(repeating: #"{"name": "Same Lift", "primaryMuscles": ["chest"]}"#, count: count).joined(separator: ",") + "]"
        let aliases = (0..<count).map { "\"alias \($0)\"" }.joined(separator: ", ")
        let overrides = (0..<count).map { "\"other \($0)\"" }.joined(separator: ", ")
        let yaml = "exercises:\n  - {id: my-lift, name: My Lift, category: legs, aliases: [\(aliases)]}\n"
        let later = "exercises:\n  - {id: my-lift, aliases: [\(overrides)]}\n"
        let start = Date()
        let result = loadSite(["exercises/a.json": json, "exercises/b.yaml": yaml, "exercises/c.yaml": later,
                               "sessions/2026-11-10.md": "## Same Lift\n- 50 x 5\n"])
        let elapsed = Date().timeIntervalSince(start)
        #expect(result.data.exercises[ExerciseID("same-lift-\(count)")] != nil)
        #expect(result.data.exercises["my-lift"]?.aliases.count == 2 * count)
        // Debug build: about 8 s before, 0.4 s after.
        #expect(elapsed < 5)
    }
}
