@testable import LiftbookLoading
import LiftbookModel
import LiftbookTestSupport
import Testing

@Suite("Simple Workout Log exports")
struct SimpleWorkoutLogImportTests {
    let path = "imports/simple.csv"

    func load(_ csv: String, entry: String = "unit: lb") -> SiteLoader.Result {
        ImportSite.load(["liftbook.yaml": "imports:\n  - {file: \(path), \(entry)}\n", path: csv])
    }

    func lb(_ value: Double) -> Load { .weight(Weight(value, .lb)) }

    @Test func raggedRowsDatesAndTheFileUnit() throws {
        let result = load(NewReaderFixtures.simpleWorkoutLog)
        // Rows 3, 4, 6 and 9 lack the comment field: read, and the repair reported once (by the
        // CSV layer's repair of rows one field short, which every import shares).
        #expect(ImportSite.diagnostics(about: path, in: result) == [
            .warning("4 rows one field short, read with an empty 'Comment' (lines 3, 4, 6, 9): the only reading that fits the columns",
                     at: SourceLocation(path: path, line: 3),
                     hint: "the app leaves out an empty field on some rows; nothing is lost, and the other rows are read as they are"),
        ])
        let sessions = result.data.sessions
        try #require(sessions.count == 2)
        #expect(sessions.map(\.date) == [LocalDate(iso: "2025-03-14"), LocalDate(iso: "2025-03-17")])
        #expect(sessions.map(\.start) == [nil, nil])
        #expect(sessions[0].exercises.map(\.exerciseID) == ["barbell-bench-press", "barbell-back-squat"])
        #expect(sessions[0].exercises[0].sets == [
            LoggedSet(load: lb(135), reps: 10), LoggedSet(load: lb(185), reps: 5), LoggedSet(load: lb(185), reps: 5),
        ])
        #expect(sessions[0].exercises[0].notes == "Felt easy")
        #expect(sessions[1].exercises[1].sets == [LoggedSet(load: .bodyweight(added: nil), reps: 8), LoggedSet(load: .bodyweight(added: nil), reps: 6)])
        // Bench 135 × 10 + 2 × 185 × 5 = 3200 lb; squat 2 × 225 × 5 = 2250 lb; deadlift 315 × 5 = 1575 lb.
        #expect(close(Figures.volume(sessions, "barbell-bench-press"), 3200 * 0.45359237))
        #expect(close(Figures.volume(sessions), 7025 * 0.45359237))
        #expect(Figures.workingSets(sessions) == 8)
    }

    @Test(arguments: [
        ("3/14/25", "M/D/YY", "2025-03-14"), ("12/1/24", "M/D/YY", "2024-12-01"), ("14/3/25", "D/M/YY", "2025-03-14"),
    ])
    func dates(text: String, format: String, iso: String) throws {
        let csv = "Date,Exercise,Set,Weight,Reps,Comment\n\(text),Squat,1,225,5,\n"
        let sessions = load(csv, entry: "unit: lb, dateFormat: \(format)").data.sessions
        #expect(sessions.map(\.date) == [LocalDate(iso: iso)])
    }

    @Test func brokenRowsAreErrorsAtTheirCell() {
        let csv = """
            Date,Exercise,Set,Weight,Reps,Comment
            3/14/25,Squat,1,225,five,
            14/3/25,Squat,1,225,5,
            3/15/25,Squat,1

            """
        #expect(ImportSite.diagnostics(about: path, in: load(csv)) == [
            .error("'Reps' should be a number, found 'five'; the row is not imported", at: SourceLocation(path: path, line: 2, column: 21),
                   hint: "numbers are written like 80, 80.5 or 8.0; an empty field means no value"),
            .error("'14/3/25' does not fit the date format 'M/D/YY'; the row is not imported", at: SourceLocation(path: path, line: 3, column: 1),
                   hint: "Simple Workout Log writes dates like 3/14/25 (month first); for another order say it with dateFormat: D/M/YY on the file's entry"),
            .error("the row has 3 fields where the header has 6; the row is not imported", at: SourceLocation(path: path, line: 4, column: 1),
                   hint: "a quote may be unbalanced or a separator missing (an unquoted comma in a name is repaired only where one reading fits); fix the row or delete it"),
        ])
    }

    @Test func aloneInAFreshSiteChecksAndBuilds() throws {
        let site = try FreshImportSite(["imports/log.csv": NewReaderFixtures.simpleWorkoutLog],
                                       settings: "imports:\n  - {file: imports/log.csv, unit: lb}\n")
        defer { site.remove() }
        #expect(site.check.status == 0, Comment(rawValue: site.check.stderr))
        #expect(site.build.status == 0, Comment(rawValue: site.build.stderr))
        #expect(site.problems.filter { $0.contains("log.csv") }.count == 1, Comment(rawValue: site.check.stderr))
        #expect(site.check.stderr.contains("checked 2 sessions, 8 sets"), Comment(rawValue: site.check.stderr))
        // The API writes kilograms to three decimals: 3200 lb = 1451.496 kg, 185 lb = 83.915 kg, 1575 lb = 714.408 kg.
        #expect(close(try site.exerciseNumber("barbell-bench-press", "totalVolumeKg") ?? 0, 3200 * 0.45359237, tolerance: 0.001))
        #expect(close(try site.exerciseNumber("barbell-bench-press", "records", "heaviestKg", "value") ?? 0, 185 * 0.45359237, tolerance: 0.001))
        #expect(close(try site.exerciseNumber("barbell-deadlift", "totalVolumeKg") ?? 0, 1575 * 0.45359237, tolerance: 0.001))
    }
}
