import LiftbookLoading
import LiftbookModel
import LiftbookSystem
import LiftbookFixtures
import Testing

/// After `export` and removing the CSV, `check` warns no more than it did with the CSV: the
/// written files name the exercises the CSV build used, and their unknown names are one warning.
@Suite("Round trip warnings")
struct RoundTripWarningsTests {
    /// Four workouts (one a day), two names the library does not know, a RIR set, an assisted
    /// pull-up with 20 kg of help and a row with an unquoted comma in its name.
    static let fitNotes = """
        Date,Exercise,Category,Weight (kgs),Reps,Distance,Distance Unit,Time,Comment
        2024-01-02,Flat Barbell Bench Press,Chest,80.0,5,,,,
        2024-01-02,Zercher Carry Thing,Legs,60.0,10,,,,
        2024-01-04,Overhead Press (Each Side, Dumbbells),Shoulders,20.0,8,,,,
        2024-01-04,Pull Up (Assisted),Back,20.0,8,,,,
        2024-01-06,Zercher Carry Thing,Legs,60.0,12,,,,
        2024-01-06,Mystery Machine,Back,40.0,10,,,,
        2024-01-08,Flat Barbell Bench Press,Chest,82.5,5,,,,
        2024-01-08,Mystery Machine,Back,45.0,10,,,,

        """

    static func load(_ files: [String: String]) -> SiteLoader.Result {
        SiteLoader(files: MemorySiteFiles(files), today: ImportSite.today).load()
    }

    @Test(arguments: [SessionExporter.Format.markdown, .yaml])
    func checkAfterTheRoundTripWarnsNoMoreThanBefore(format: SessionExporter.Format) throws {
        let before = Self.load(["imports/fitnotes.csv": Self.fitNotes])
        #expect(before.diagnostics.errors.isEmpty)
        // The repaired comma, and one warning for the two unknown names.
        #expect(before.diagnostics.map(\.message) == [
            "2 exercise names match no library exercise: 'Mystery Machine' (2 sets), 'Zercher Carry Thing' (2 sets); they are kept as exercises of their own",
            "1 row with an unquoted comma in a name, read as 'Overhead Press (Each Side, Dumbbells)' (line 4): the only reading that fits the columns",
        ])
        let export = SessionExporter.export(before.data.sessions, library: before.library, format: format)
        #expect(export.diagnostics.errors.isEmpty)
        #expect(export.files.count == 4)
        var files: [String: String] = [:]
        for file in export.files { files["sessions/" + file.path] = file.contents }
        let after = Self.load(files)
        #expect(after.diagnostics.count <= before.diagnostics.count, "\(after.diagnostics)")
        #expect(after.diagnostics.map(\.message) == [
            "2 exercise names match no library exercise: 'Mystery Machine' (2 sets), 'Zercher Carry Thing' (2 sets); they are kept as exercises of their own (in 3 session files)",
        ])
        // The same exercises as the CSV build: ids, names and sets.
        let ids = { (result: SiteLoader.Result) in result.data.sessions.flatMap { $0.exercises.map { "\($0.exerciseID.rawValue) \($0.isKnown)" } } }
        #expect(ids(after) == ids(before))
        #expect(ids(after).contains("single-arm-dumbbell-shoulder-press true"))
        #expect(ids(after).contains("assisted-pull-up true"))
        #expect(Figures.sets(after.data.sessions) == Figures.sets(before.data.sessions))
        #expect(Figures.sets(after.data.sessions, "assisted-pull-up").map(\.helpKilograms) == [20])
    }

    /// Unknown names in one hand-written file keep a warning each, with its did-you-mean.
    @Test func unknownNamesInOneFileKeepTheirOwnWarnings() {
        let result = Self.load(["sessions/2024-01-02.md": "---\ndate: 2024-01-02\n---\n## Bench Pres\n- 80 x 5\n\n## Mystery Machine\n- 40 x 10\n"])
        #expect(result.diagnostics.map(\.message) == ["unknown exercise 'Bench Pres'; it is kept as a custom exercise",
                                                       "unknown exercise 'Mystery Machine'; it is kept as a custom exercise"])
        #expect(result.diagnostics.first?.hint?.contains("barbell-bench-press") == true)
    }
}
