import LiftbookLoading
import LiftbookModel
import LiftbookFixtures
import Testing

/// Rows that cannot be read as written: the one repair made (an unquoted comma in a name), no
/// phantom exercises, and numbers past human limits kept as implausible data.
@Suite("Row repairs")
struct RowRepairTests {
    static let fitNotesHeader = "Date,Exercise,Category,Weight (kgs),Reps,Distance,Distance Unit,Time,Comment\n"
    static let fitNotesPath = "imports/fitnotes.csv"

    func at(_ path: String, _ line: Int, _ column: Int = 1) -> LiftbookModel.SourceLocation { LiftbookModel.SourceLocation(path: path, line: line, column: column) }

    /// FitNotes wrote the name unquoted, so lines 2 and 3 have ten fields for nine columns. Only
    /// one reading fits: the comma is the name's (Category is then `Shoulders`, Weight `20.0`);
    /// moving it into Comment leaves the name `Overhead Press (Each Side` with an open bracket.
    @Test func anUnquotedCommaInANameIsRepairedAndReported() throws {
        let csv = Self.fitNotesHeader + """
            2024-01-05,Overhead Press (Each Side, Dumbbells),Shoulders,20.0,10,,,,
            2024-01-05,Overhead Press (Each Side, Dumbbells),Shoulders,20.0,8,,,,
            2024-01-05,Flat Barbell Bench Press,Chest,80.0,5,,,,
            2024-01-05,Flat Barbell Bench Press,Chest,80.0,5,,,,

            """
        let result = ImportSite.load([Self.fitNotesPath: csv])
        let found = ImportSite.diagnostics(about: Self.fitNotesPath, in: result)
        #expect(found.errors.isEmpty)
        #expect(found.first == .warning(
            "2 rows with an unquoted comma in a name, read as 'Overhead Press (Each Side, Dumbbells)' (lines 2, 3): the only reading that fits the columns",
            at: at(Self.fitNotesPath, 2),
            hint: "the app did not quote the name; rename the exercise without a comma in the app, or quote the name in the file, to silence this"))
        let session = try #require(result.data.sessions.first)
        #expect(session.exercises.map(\.name) == ["Overhead Press (Each Side, Dumbbells)", "Flat Barbell Bench Press"])
        #expect(session.exercises[0].sets == [LoggedSet(load: .weight(Weight(20, .kg)), reps: 10), LoggedSet(load: .weight(Weight(20, .kg)), reps: 8)])
    }

    /// A comma in the notes of a Strong row: only names are repaired, and no name reading fits (the
    /// typed columns would shift); the row stays one error, and its exercise leaves no phantom behind.
    @Test func aRowWithTwoReadingsIsNotRepaired() {
        let path = "imports/strong.csv"
        let csv = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
            + "2024-09-09 07:00:00,A,1h,Squat (Barbell),1,100,5,0,0,,,\n"
            + "2024-09-09 07:00:00,A,1h,Deadlift (Barbell),1,140,5,0,0,felt good, fast,,8\n"
        let result = ImportSite.load(["liftbook.yaml": "imports: [{file: \(path), unit: kg}]\n", path: csv])
        let errors = ImportSite.diagnostics(about: path, in: result).errors
        #expect(errors.map(\.message) == ["the row has 13 fields where the header has 12; the row is not imported"])
        #expect(result.data.sessions.flatMap(\.exercises).map(\.exerciseID.rawValue) == ["barbell-back-squat"])
    }

    /// The comma of a decimal weight (`80,5`) is not taken for a name's: Category holds text in the
    /// sound rows, so `80` cannot be a category, and no reading fits.
    @Test func aDecimalCommaIsNotTakenForAName() {
        let csv = Self.fitNotesHeader + """
            2024-01-05,Flat Barbell Bench Press,Chest,80,5,5,,,,ok
            2024-01-05,Flat Barbell Bench Press,Chest,80.0,5,,,,

            """
        let result = ImportSite.load([Self.fitNotesPath: csv])
        let found = ImportSite.diagnostics(about: Self.fitNotesPath, in: result)
        #expect(found.map(\.message) == ["the row has 10 fields where the header has 9; the row is not imported"])
        #expect(result.data.sessions.first?.exercises.first?.sets.count == 1)
    }

    /// Every row of an exercise fails: the rows are one error, and no exercise without sets is kept.
    @Test func anExerciseWhoseRowsAllFailIsNotKept() throws {
        let csv = Self.fitNotesHeader + """
            2024-01-05,Flat Barbell Bench Press,Chest,80.0,5,,,,
            2024-01-05,Mystery Row,Back,50.0,five,,,,
            2024-01-05,Mystery Row,Back,50.0,six,,,,

            """
        let result = ImportSite.load([Self.fitNotesPath: csv])
        let errors = ImportSite.diagnostics(about: Self.fitNotesPath, in: result).errors
        #expect(errors == [.error("2 rows: 'Reps' should be a number (lines 3, 4; the first: 'five'); 2 rows are not imported",
                                  at: at(Self.fitNotesPath, 3, 34), hint: "numbers are written like 80, 80.5 or 8.0; an empty field means no value")])
        let session = try #require(result.data.sessions.first)
        #expect(session.exercises.map(\.name) == ["Flat Barbell Bench Press"])
        #expect(result.unmappedNames.isEmpty)
    }

    /// `877777` reps and a 1350 kg bench are still numbers: kept, warned about with the other
    /// implausible values, and no error stops the build.
    @Test func aTypoNumberIsImplausibleDataNotAnError() throws {
        let csv = Self.fitNotesHeader + """
            2024-01-05,Flat Barbell Bench Press,Chest,80.0,877777,,,,
            2024-01-05,Flat Barbell Bench Press,Chest,1350.0,5,,,,
            2024-01-05,Flat Barbell Bench Press,Chest,80.0,5,,,,

            """
        let result = ImportSite.load([Self.fitNotesPath: csv])
        let found = ImportSite.diagnostics(about: Self.fitNotesPath, in: result)
        #expect(found.errors.isEmpty)
        #expect(found.map(\.message) == [
            "1 set of more than 100 reps (line 2); kept, but counted toward no volume, record or e1RM",
            "1 set heavier than 500 kg (line 3); kept, but counted toward no volume, record or e1RM",
        ])
        #expect(Figures.sets(result.data.sessions).map(\.reps) == [877777, 5, 5])
    }
}
