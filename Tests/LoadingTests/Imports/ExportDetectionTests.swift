@testable import LiftbookLoading
import LiftbookModel
import LiftbookFixtures
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
        ("Day,Movement,Kilos\n", "the header is not one of an export Liftbook reads: recognised a date ('Day'); not recognised: 'Movement', 'Kilos'; with no exercise column it is no workout export", 5),
        // A German Withings export shares `Datum` and `Gewicht` with a German Strong export, but
        // names no exercise: no app's workout export, and not told to switch Strong to English.
        ("Datum,Gewicht (kg),Fettmasse (kg),Knochenmasse (kg),Muskelmasse (kg),Wasseranteil (kg),Kommentare\n",
         "the header is not one of an export Liftbook reads: recognised a date ('Datum'), a weight ('Gewicht (kg)'); not recognised: 'Fettmasse (kg)', 'Knochenmasse (kg)', 'Muskelmasse (kg)', 'Wasseranteil (kg)', 'Kommentare'; with no exercise column it is no workout export", 20),
        // Google Fit's daily metrics.
        ("Date,Move Minutes count,Calories (kcal),Distance (m),Heart Points,Heart Minutes,Average weight (kg),Max weight (kg),Min weight (kg),Step count\n",
         "the header is not one of an export Liftbook reads: recognised a date ('Date'), a weight ('Average weight (kg)', 'Max weight (kg)', 'Min weight (kg)'); not recognised: 'Move Minutes count', 'Calories (kcal)', 'Distance (m)', 'Heart Points', 'Heart Minutes', 'Step count'; with no exercise column it is no workout export", 6),
    ])
    func unknownHeadersNameWhatWasNotRecognised(text: String, message: String, column: Int) throws {
        let diagnostic = HeaderDiagnosis.diagnostic(for: try table(text))
        #expect(diagnostic.message == message)
        #expect(diagnostic.location.line == 1)
        #expect(diagnostic.location.column == column)
        #expect(!diagnostic.message.contains("Strong"))
    }

    /// A file of an app Liftbook does not know is pointed to the column mapping.
    @Test func anUnknownAppsFileIsPointedToTheColumnMapping() throws {
        let diagnostic = HeaderDiagnosis.diagnostic(for: try table("Datum,Gewicht (kg),Fettmasse (kg)\n01.03.2025,81.2,14.1\n"))
        #expect(diagnostic.hint == ExportLayout.mappingHint)
        #expect(ExportLayout.mappingHint.contains("docs/imports.md"))
    }
}
