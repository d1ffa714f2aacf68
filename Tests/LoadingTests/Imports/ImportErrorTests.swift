import Foundation
import LiftbookLoading
import LiftbookModel
import LiftbookFixtures
import Testing

@Suite("Bad rows and files")
struct ImportErrorTests {
    static let strongHeader = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"

    func at(_ path: String, _ line: Int, _ column: Int = 1) -> LiftbookModel.SourceLocation { LiftbookModel.SourceLocation(path: path, line: line, column: column) }

    @Test func badRowsAreErrorsAtTheirFieldAndGoodRowsStillLoad() throws {
        let path = "imports/strong.csv"
        let csv = Self.strongHeader + """
            2024-09-09 07:00:00,A,1h,Squat (Barbell),1,100,5,0,0,,,
            2024-13-45 07:00:00,A,1h,Squat (Barbell),1,100,5,0,0,,,
            2024-09-09 07:00:00,A,1h,Squat (Barbell),2,100,five,0,0,,,
            2024-09-09 07:00:00,A,1h,Squat (Barbell),X,100,5,0,0,,,
            2024-09-09 07:00:00,A,1h,Squat (Barbell),3,100,5
            2024-09-09 07:00:00,A,1h,Squat (Barbell),4,100,5,0,0,,,

            """
        let result = ImportSite.load(["liftbook.yaml": "imports: [{file: \(path), unit: kg}]\n", path: csv])
        #expect(ImportSite.diagnostics(about: path, in: result) == [
            .error("'2024-13-45 07:00:00' is not a date and time; the row is not imported", at: at(path, 3),
                   hint: "Strong writes dates like 2024-09-13 14:11:05"),
            .error("'Reps' should be a number, found 'five'; the row is not imported", at: at(path, 4, 48),
                   hint: "numbers are written like 80, 80.5 or 8.0; an empty field means no value"),
            .error("unknown Set Order 'X'; the row is not imported", at: at(path, 5, 42),
                   hint: "Strong writes a set number, W (warm-up), D (drop set), F (failure), Rest Timer or Note"),
            .error("the row has 7 fields where the header has 12; the row is not imported", at: at(path, 6),
                   hint: "a quote may be unbalanced or a separator missing (an unquoted comma in a name is repaired only where one reading fits); fix the row or delete it"),
        ])
        let session = try #require(result.data.sessions.first)
        #expect(result.data.sessions.count == 1)
        #expect(session.exercises[0].sets == Array(repeating: LoggedSet(load: .weight(Weight(100, .kg)), reps: 5), count: 2))
    }

    @Test func aMonthInTheAppsLanguageIsOneErrorPerWorkout() throws {
        let path = "imports/hevy.csv"
        let header = #""title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe""#
        let bad = #""Legs","13 οκτ 2024, 14:11","","","Squat (Barbell)","","","0","normal","100","5","","","""#
        let good = #""Push","12 Oct 2024, 10:00","","","Bench Press (Barbell)","","","0","normal","80","5","","","""#
        let result = ImportSite.load([path: [header, bad, bad, bad, good].joined(separator: "\n")])
        #expect(ImportSite.diagnostics(about: path, in: result) == [
            .error("'13 οκτ 2024, 14:11' has the month 'οκτ', which Liftbook does not know: Hevy writes month names in the app's language; the workout's 3 rows are not imported",
                   at: at(path, 2, 8),
                   hint: "set the Hevy app's language to English and export again, or replace 'οκτ' with the English month name (Jan, Feb, …) throughout the file"),
        ])
        #expect(result.data.sessions.map(\.title) == ["Push"])
    }

    /// Sixty rows with the same cause are one error with the count and the lines, at the first.
    @Test func manyBadRowsOfOneCauseAreOneErrorWithTheirLines() {
        let path = "imports/strong.csv"
        let rows = (1...60).map { "2024-09-09 07:00:00,A,1h,Squat (Barbell),\($0),100,x,0,0,,," }
        let result = ImportSite.load(["liftbook.yaml": "units: kg\nimports: [{file: \(path), unit: kg}]\n",
                              path: Self.strongHeader + rows.joined(separator: "\n")])
        let errors = ImportSite.diagnostics(about: path, in: result).errors
        #expect(errors.count == 1)
        #expect(errors.first?.location == at(path, 2, 48))
        #expect(errors.first?.message == "60 rows: 'Reps' should be a number (lines 2, 3, 4, 5, 6, 7, 8, 9 and 52 more; the first: 'x'); 60 rows are not imported")
    }

    @Test func unknownHeadersEmptyExportsAndOtherFiles() {
        let result = ImportSite.load([
            "imports/bank.csv": "Date,Amount,Payee\n2024-01-01,5,Coffee\n",
            "imports/empty.csv": Self.strongHeader,
            "imports/notes.txt": "remember to export",
            "imports/README.md": "Drop exports here.",
            "liftbook.yaml": "imports:\n  - file: imports/missing.csv\n",
        ])
        #expect(result.diagnostics == [
            .error("the header is not one of an export Liftbook reads: recognised a date ('Date'); not recognised: 'Amount', 'Payee'; with no exercise column it is no workout export",
                   at: at("imports/bank.csv", 1, 6), hint: ExportLayoutHint.mapping),
            .warning("the Strong export holds no workouts", at: at("imports/empty.csv", 1),
                     hint: "export the app's whole history again, or remove the file"),
            .warning("ignored file: imports/ holds .csv exports, Apple Health's export.xml and Garmin .fit files", at: at("imports/notes.txt", 1),
                     hint: "export the app's history as CSV, or move the file out of imports/"),
            .error("the import file 'imports/missing.csv' does not exist", at: at("liftbook.yaml", 2, 5),
                   hint: "check the path: it is relative to the site folder, e.g. imports/strong.csv"),
        ])
    }

    @Test func emptySetRowsAreSkippedWithAWarning() {
        let path = "imports/strong.csv"
        let csv = Self.strongHeader + "2024-09-09 07:00:00,A,1h,Plank,1,0,0,0,0,,,\n2024-09-09 07:00:00,A,1h,Plank,2,0,0,0,45,,,\n"
        let result = ImportSite.load(["liftbook.yaml": "imports: [{file: \(path), unit: kg}]\n", path: csv])
        #expect(ImportSite.diagnostics(about: path, in: result) == [
            .warning("the set records no weight, reps, time or distance; it is skipped", at: at(path, 2, 36), hint: "fill in the set or delete the row"),
        ])
        #expect(Figures.sets(result.data.sessions) == [LoggedSet(duration: 45)])
    }

    @Test func utf16ExportsFromSpreadsheetsAreRead() {
        var files = MemorySiteFiles(["exercises/library.yaml": ImportSite.library, "liftbook.yaml": "units: kg\n"])
        let text = "\u{FEFF}" + StrongFixtures.layout2016
        files.contents["imports/strong.csv"] = text.data(using: .utf16LittleEndian)
        let result = SiteLoader(files: files, today: ImportSite.today).load()
        #expect(result.diagnostics.errors.isEmpty)
        #expect(Figures.workingSets(result.data.sessions) == 3)
    }

    @Test func unknownHevySetTypesWarnOnceAndCountAsWorkingSets() {
        let path = "imports/hevy.csv"
        let header = #""title","start_time","exercise_title","set_index","set_type","weight_kg","reps""#
        let rows = (0..<3).map { #""A","1 Oct 2024, 10:00","Bench Press (Barbell)","\#($0)","cluster","80","3""# }
        let result = ImportSite.load([path: ([header] + rows).joined(separator: "\n")])
        #expect(ImportSite.diagnostics(about: path, in: result).map(\.message) == ["unknown set_type 'cluster'; such sets are imported as working sets"])
        #expect(Figures.workingSets(result.data.sessions) == 3)
    }
}

/// The hint for an unknown header, as the loader writes it.
enum ExportLayoutHint {
    static let text = "Liftbook reads the exports of Strong (in any of its languages), Hevy, FitNotes, Liftosaur, StrongLifts, "
        + "Jefit and Fitbod, and their body-weight exports; for another app's one-row-per-set CSV, map its columns in liftbook.yaml "
        + "(imports: [{file: …, columns: {date: …, exercise: …, weight: …, reps: …}}])"
    static let mapping = "Liftbook reads the exports of Strong, Hevy, FitNotes, Liftosaur, StrongLifts, Jefit and Fitbod and their "
        + "body-weight exports; another app's file is read through a column mapping in liftbook.yaml "
        + "(imports: [{file: …, columns: {…}}]; see 'Any other app: a column mapping' in docs/imports.md)"
}
