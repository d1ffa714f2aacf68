import LiftbookLoading
import LiftbookModel
import LiftbookFixtures
import Testing

/// Rows one field short (SPEC §3.4): an app that writes the first set of each exercise with a
/// comment field and the later sets without it. Where exactly one reading fits, the row is read
/// and the repair reported; with two readings it stays an error.
@Suite("Rows one field short")
struct ShortRowRepairTests {
    func at(_ path: String, _ line: Int) -> LiftbookModel.SourceLocation { LiftbookModel.SourceLocation(path: path, line: line) }

    /// A mapped layout with the comment between the exercise and the numbers, as a logging app
    /// writes it: `Date,Exercise,Comment,Reps,Weight`; the later sets have no comment field.
    @Test func aMissingCommentFieldInTheMiddleIsRead() throws {
        let path = "imports/log.csv"
        let config = """
            imports:
              - file: imports/log.csv
                unit: kg
                dateFormat: M/D/YY
                columns: {date: "Date", exercise: "Exercise", notes: "Comment", reps: "Reps", weight: "Weight"}

            """
        let csv = """
            Date,Exercise,Comment,Reps,Weight
            3/4/24,Squat (Barbell),felt quick,5,100
            3/4/24,Squat (Barbell),5,100
            3/4/24,Squat (Barbell),4,100
            3/4/24,Bench Press (Barbell),,8,60
            3/4/24,Bench Press (Barbell),8,60

            """
        let result = ImportSite.load(["liftbook.yaml": config, path: csv])
        #expect(ImportSite.diagnostics(about: path, in: result) == [
            .warning("3 rows one field short, read with an empty 'Comment' (lines 3, 4, 6): the only reading that fits the columns",
                     at: at(path, 3), hint: "the app leaves out an empty field on some rows; nothing is lost, and the other rows are read as they are"),
        ])
        // Squat 5 + 5 + 4 reps at 100 kg, bench 2 × 8 at 60: 1,400 + 960 = 2,360 kg.
        #expect(Figures.sets(result.data.sessions, "barbell-back-squat").map(\.reps) == [5, 5, 4])
        #expect(close(Figures.volume(result.data.sessions), 2360))
        #expect(result.data.sessions.first?.exercises.first?.notes == "felt quick")
    }

    /// FitNotes with the trailing comment left out of the later rows.
    @Test func aMissingTrailingFieldIsRead() throws {
        let path = "imports/fitnotes.csv"
        let csv = """
            Date,Exercise,Category,Weight (kgs),Reps,Distance,Distance Unit,Time,Comment
            2024-01-05,Flat Barbell Bench Press,Chest,80.0,5,,,,Paused
            2024-01-05,Flat Barbell Bench Press,Chest,80.0,5,,,
            2024-01-05,Flat Barbell Bench Press,Chest,80.0,5,,,

            """
        let result = ImportSite.load([path: csv])
        let found = ImportSite.diagnostics(about: path, in: result)
        #expect(found.errors.isEmpty && found.map(\.message).first?.hasPrefix("2 rows one field short") == true, "\(found)")
        #expect(Figures.workingSets(result.data.sessions) == 3)
    }

    /// Two notes columns side by side: the missing field could be either, so the row is not guessed.
    @Test func aRowWithTwoReadingsStaysAnError() {
        let path = "imports/strong.csv"
        let csv = """
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2024-06-03 18:00:00,Legs,1h,Squat (Barbell),1,100,5,0,0,Deep,Good day,8
            2024-06-03 18:00:00,Legs,1h,Squat (Barbell),2,100,5,0,0,Good day,8

            """
        let found = ImportSite.diagnostics(about: path, in: ImportSite.load(["liftbook.yaml": "logUnit: kg\n", path: csv]))
        #expect(found.errors.count == 1)
        #expect(!found.contains { $0.message.contains("one field short") })
    }
}
