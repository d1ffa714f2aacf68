@testable import LiftbookLoading
import LiftbookModel
import Testing

@Suite("Durations, dates and CSV text")
struct ImportTextTests {
    @Test(arguments: [
        ("1h 5m", 3900.0), ("38min", 2280), ("55s", 55), ("3900", 3900), ("3900.0", 3900), ("0:32:06", 1926),
        ("32:06", 1926), ("1h", 3600), ("2 hr 3 min 4 sec", 7384), ("1h05m", 3900), ("0", 0),
    ])
    func durations(text: String, seconds: Double) {
        #expect(DurationText.seconds(text) == seconds)
    }

    @Test(arguments: ["", "abc", "5 parsecs", "1:75", "-5", "1h x"])
    func notDurations(text: String) {
        #expect(DurationText.seconds(text) == nil)
    }

    @Test(arguments: [
        ("13 Sep 2024, 14:11", "2024-09-13", "14:11"),
        ("13 September 2024, 14:11", "2024-09-13", "14:11"),
        ("Sep 13, 2024, 2:11 PM", "2024-09-13", "14:11"),
        ("13. Okt. 2024, 14:11", "2024-10-13", "14:11"),
        ("13 févr. 2024, 08:05", "2024-02-13", "08:05"),
        ("3 dic 2023, 19:30", "2023-12-03", "19:30"),
        ("2024-09-13 14:11:00", "2024-09-13", "14:11"),
    ])
    func hevyStartTimes(text: String, date: String, time: String) throws {
        let value = try ExportDate.hevy(text, field: 1)
        #expect(value == ExportDate(date: try #require(LocalDate(iso: date)), time: LocalTime(text: time)))
    }

    @Test func unknownMonthNamesTheLanguageAndTheFix() {
        #expect(throws: RowError(
            message: "'13 οκτ 2024, 14:11' has the month 'οκτ', which Liftbook does not know: Hevy writes month names in the app's language",
            field: 1,
            hint: "set the Hevy app's language to English and export again, or replace 'οκτ' with the English month name (Jan, Feb, …) throughout the file"
        )) {
            try ExportDate.hevy("13 οκτ 2024, 14:11", field: 1)
        }
    }

    @Test(arguments: [
        ("2024-09-13 14:11:05", "14:11:05"), ("2024-09-13 14:11", "14:11"), ("2024-09-13T14:11:05", "14:11:05"),
    ])
    func strongDates(text: String, time: String) throws {
        let date = try #require(LocalDate(iso: "2024-09-13"))
        #expect(ExportDate.iso(text) == ExportDate(date: date, time: LocalTime(text: time)))
    }

    @Test func rowsKeepTheirPhysicalLineNumbers() throws {
        let text = "a,b,c\r\n1,\"two\nlines\",3\r\n\r\n4,5,6\n\"x\"\"y\",\"p\r\nq\",z\n7,8,9"
        var diagnostics: [Diagnostic] = []
        let table = try #require(CSVTable(path: "imports/x.csv", text: text, into: &diagnostics))
        #expect(table.header == ["a", "b", "c"] && table.delimiter == ",")
        #expect(table.rows.map(\.line) == [2, 5, 6, 8])
        #expect(table.rows.map(\.fields) == [["1", "two\nlines", "3"], ["4", "5", "6"], ["x\"y", "p\r\nq", "z"], ["7", "8", "9"]])
        #expect(table.location(of: table.rows[1], field: 2) == SourceLocation(path: "imports/x.csv", line: 5, column: 5))
        #expect(table.location(of: table.rows[2], field: 1) == SourceLocation(path: "imports/x.csv", line: 6, column: 8))
    }

    @Test func quotedSemicolonFiles() throws {
        var diagnostics: [Diagnostic] = []
        let table = try #require(CSVTable(path: "x.csv", text: "\"A\";\"B, b\"\n\"1\";\"2,5\"\n", into: &diagnostics))
        #expect(table.delimiter == ";" && table.header == ["A", "B, b"] && table.rows.map(\.fields) == [["1", "2,5"]])
        #expect(table.location(of: table.rows[0], field: 1).column == 5)
    }
}
