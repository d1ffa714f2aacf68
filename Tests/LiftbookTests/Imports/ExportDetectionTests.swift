@testable import LiftbookLoading
import LiftbookModel
import LiftbookTestSupport
import Testing

@Suite("Which app wrote an export")
struct ExportDetectionTests {
    func table(_ text: String) throws -> CSVTable {
        var diagnostics: [Diagnostic] = []
        return try #require(CSVTable(path: "imports/x.csv", text: text, into: &diagnostics))
    }

    /// Each header goes to its importer by content alone (every file here is called x.csv).
    @Test(arguments: [
        (StrongFixtures.common, "Strong"), (StrongLanguageFixtures.german, "Strong"), (StrongLanguageFixtures.chinese, "Strong"),
        (StrongLanguageFixtures.spanish, "Strong"), (StrongLanguageFixtures.french, "Strong"), (HevyFixtures.kilograms, "Hevy"),
        (FitNotesFixtures.kilograms, "FitNotes"), (MoreAppFixtures.liftosaur, "Liftosaur"), (MoreAppFixtures.fitbod, "Fitbod"),
        (MoreAppFixtures.strongLifts, "StrongLifts"), (MoreAppFixtures.strongLiftsSpreadsheet, "StrongLifts spreadsheet"),
        (MoreAppFixtures.strongLiftsSpreadsheetDayFirst, "StrongLifts spreadsheet"),
    ])
    func workoutExports(text: String, app: String) throws {
        #expect(ExportLayout.detect(try table(text))?.layout.rawValue == app)
        #expect(BodyWeightLayout.detect(try table(text)) == nil)
    }

    @Test(arguments: [
        (BodyWeightFixtures.hevy, "Hevy measurements"), (BodyWeightFixtures.strong, "Strong body-weight"),
        (BodyWeightFixtures.fitNotes, "FitNotes body tracker"), ("\"Datum\";\"Gewicht (kg)\"\n\"2025-03-09 10:22:48\";\"76.8\"\n", "Strong body-weight"),
    ])
    func bodyWeightExports(text: String, layout: String) throws {
        #expect(ExportLayout.detect(try table(text)) == nil)
        #expect(BodyWeightLayout.detect(try table(text))?.rawValue == layout)
    }

    @Test func aJefitBackupIsKnownByItsSectionMarkers() {
        #expect(JefitImporter.isBackup(MoreAppFixtures.jefit))
        #expect(!JefitImporter.isBackup(StrongFixtures.common))
        #expect(!JefitImporter.isBackup("Date,Exercise\n### not a section\n"))
    }

    @Test(arguments: [
        // A Hevy header with a renamed column: closest to Hevy, the new name is reported.
        ("\"title\",\"start_time\",\"exercise_title\",\"set_index\",\"set_kind\",\"weight_kg\",\"reps\"\n",
         "the header is closest to a Hevy export, but Liftbook does not recognise the column 'set_kind'", 51),
        // Liftosaur without its Completed Reps column: nothing unknown, a column lacking.
        ("Workout DateTime,Program,Day Name,Exercise,Is Warmup Set?,Required Reps\n",
         "the header is closest to a Liftosaur export, but it lacks 'Completed Reps'", 1),
        ("Day,Movement,Kilos\n", "the header is not one of an export Liftbook reads (its columns: 'Day', 'Movement', 'Kilos')", 1),
    ])
    func unknownHeadersNameWhatWasNotRecognised(text: String, message: String, column: Int) throws {
        let diagnostic = HeaderDiagnosis.diagnostic(for: try table(text))
        #expect(diagnostic.message == message)
        #expect(diagnostic.location.line == 1)
        #expect(diagnostic.location.column == column)
    }
}
