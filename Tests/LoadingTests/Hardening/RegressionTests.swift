import Foundation
@testable import LiftbookLoading
import LiftbookModel
import LiftbookSample
import LiftbookFixtures
import Testing

/// Inputs that crashed or hung a parser or formatter once; each must now finish with a value
/// or a diagnostic. Fuzzer findings are named after the target that found them. How long the
/// inputs that were once quadratic take is measured by `liftbook bench --worst-case` (the same
/// inputs, from `WorstCaseInputs`), not by a clock in a test.
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
        let result = loadSite(WorstCaseInputs.longUnknownNames)
        #expect(result.data.sessions.first?.exercises.count == 40)
        #expect(result.diagnostics.filter { $0.message.hasPrefix("unknown exercise") }.count == 40)
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

    /// Review: each new exercise note was looked for in the notes kept so far, and each imported
    /// workout compared with every session of its day: an export of one long workout with a
    /// different note per row, or of thousands of workouts on one day, took time in the square
    /// of its rows (60,000 rows: 11.2 s and 4.4 s in release; now 0.3 s and 0.7 s).
    @Test func importsWithManyNotesOrManyWorkoutsADayLoadInLinearTime() {
        let rows = 30_000
        let notes = WorstCaseInputs.manyNotes(rows: rows), sameDay = WorstCaseInputs.manyWorkoutsADay(rows: rows)
        for (name, csv, sessions, sets) in [("notes", notes, 1, rows), ("same day", sameDay, rows, 1)] {
            let result = loadSite(WorstCaseInputs.strongExport(csv), today: ImportSite.today)
            #expect(result.data.sessions.count == sessions, "\(name)")
            #expect(result.data.sessions.first?.exercises.first?.sets.count == sets, "\(name)")
        }
    }

    /// Review: library JSON numbered the n-th entry of a repeated name by trying -2, -3, … in
    /// turn, and an override's aliases were each looked for in the inherited list.
    @Test func repeatedLibraryNamesAndLongAliasListsLoadInLinearTime() {
        let count = 8_000
        let result = loadSite(WorstCaseInputs.repeatedLibraryNames(count: count))
        #expect(result.data.exercises[ExerciseID("same-lift-\(count)")] != nil)
        #expect(result.data.exercises[ExerciseID("same-lift-\(count + 1)")] == nil)
        #expect(result.data.exercises["my-lift"]?.aliases.count == 2 * count)
    }
    /// Fuzzer (fitnotes): a 331-byte export with four misspelled exercise names took 54 ms in
    /// the fuzz build, nearly all of it in did-you-mean hints, and timed out on a busy machine:
    /// each unknown name was measured against every library name in full, and the fallback
    /// "contains every word" search went through Foundation for each of them.
    @Test func fitNotesFindingWithMisspelledNamesIsQuick() throws {
        let input = #"""
            Date,Exercise,Cat,gory,Weight (kgs),Reps,Dista20 Sep 2024, 18:00ime,Co1e308
            2024-05-60l,atF Barbell Bench Press,Chest,80.0,5,,,,
            2224-05-06,Flat BarbFll Bench Press,Chest,80.0,5,,,,"Paused reps"
            2024-05-06,Pu1l Up,Bac),Reps,Distance,DistanceRunning,,km,0:32:06,00-08,Deadlift,Back,140.0,3,,,,
            2024-05-08,Deadliftt,Back,140.0,3,,,,

            """#
        var diagnostics: [Diagnostic] = []
        let table = try #require(CSVTable(path: "imports/fitnotes.csv", text: input, into: &diagnostics))
        var report = ImportReport(table: table)
        let workouts = ExportLayout.fitNotes.read(table, setting: ImportSetting(file: table.path, location: nil), siteUnit: .kg, report: &report)
        let sessions = ImportAssembler(library: BuiltInLibrary.library).sessions(from: workouts, report: &report)
        // The unknown names are listed in one warning per file; `check --unmapped` suggests.
        let unknown = report.finished().filter { $0.message.contains("match no library exercise") || $0.message.contains("matches no library exercise") }
        #expect(!sessions.isEmpty)
        #expect(unknown.count == 1 && unknown.first?.message.contains("'Deadliftt' (1 set)") == true)
    }

    /// Review of the fitnotes finding: an export or a session of many different unknown names
    /// cost about a millisecond per name in release (20,000 names in a 1.6 MB export: 18.9 s,
    /// now 0.9 s for the whole check).
    @Test func manyDifferentUnknownNamesAreSuggestedQuickly() {
        let names = 1_000
        let result = loadSite(WorstCaseInputs.manyUnknownNames(count: names), today: ImportSite.today)
        let unknown = result.diagnostics.filter { $0.message.hasPrefix("unknown exercise") }
        // An import lists its unknown names in one warning; a session warns per heading.
        #expect(unknown.count == names + 1)
        #expect(result.diagnostics.filter { $0.message.hasPrefix("\(names) exercise names match no library exercise") }.count == 1)
        #expect(unknown.filter { $0.hint?.hasPrefix("did you mean") == true }.map(\.message) == ["unknown exercise 'Barbel Squatt'; it is kept as a custom exercise"])
    }

    /// Review of the fitnotes finding: a session that repeats one unknown name looked for its
    /// did-you-mean hint again at every heading (100,000 headings, 3.6 MB: 4.4 s in release,
    /// now 1.2 s); the hint is now worked out once per name and file.
    @Test func aRepeatedUnknownNameIsSuggestedOnce() {
        let count = 10_000
        let result = loadSite(WorstCaseInputs.repeatedUnknownName(count: count))
        let hints = result.diagnostics.filter { $0.message.hasPrefix("unknown exercise") }.compactMap(\.hint)
        #expect(hints.count == 2 * count)
        #expect(Set(hints).count == 2)
        #expect(hints.first?.hasPrefix("did you mean 'Barbell Back Squat'") == true)
    }

    /// The bounded edit distance behind those hints agrees with the textbook one.
    @Test func boundedEditDistanceAgreesWithTheFullTable() {
        func full(_ x: [Unicode.Scalar], _ y: [Unicode.Scalar]) -> Int {
            guard !x.isEmpty, !y.isEmpty else { return max(x.count, y.count) }
            var table = (0...y.count).map { [$0] + Array(repeating: 0, count: x.count) }
            for i in 0...x.count { table[0][i] = i }
            for j in 1...y.count {
                for i in 1...x.count {
                    table[j][i] = min(table[j - 1][i] + 1, table[j][i - 1] + 1, table[j - 1][i - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
                }
            }
            return table[y.count][x.count]
        }
        // Every pair of strings of up to four letters from a small alphabet.
        var words: [[Unicode.Scalar]] = [[]]
        var last: [[Unicode.Scalar]] = [[]]
        for _ in 1...4 {
            last = last.flatMap { word in "ab ".unicodeScalars.map { word + [$0] } }
            words += last
        }
        var mismatches: [String] = []
        for x in words {
            for y in words {
                let expected = full(x, y)
                let (a, b) = (SuggestionKey(String(String.UnicodeScalarView(x))), SuggestionKey(String(String.UnicodeScalarView(y))))
                for limit in 0...5 {
                    let wanted = expected <= limit ? expected : nil
                    if Suggestions.distance(x, y, limit: limit) != wanted || a.distance(to: b, limit: limit) != wanted {
                        mismatches.append("'\(String(String.UnicodeScalarView(x)))' '\(String(String.UnicodeScalarView(y)))' \(limit)")
                    }
                }
            }
        }
        #expect(mismatches.prefix(10) == [])
        #expect(Suggestions.distance("Kitten", "sitting") == 3)
        #expect(Suggestions.distance("", "abc") == 3)
    }
}
