import LiftbookLoading
import LiftbookModel
import LiftbookFixtures
import Testing

@Suite("Exports and hand-written logs together")
struct ImportMergeTests {
    static let hevy = "imports/hevy.csv"
    static let log = "sessions/2024-09-13-legs.md"

    /// The Hevy fixture's Legs workout as someone typed it: no warm-up, a note, no end time.
    static func legs(squat: String = "120 x 5 @8") -> String {
        """
        ---
        date: 2024-09-13
        start: "14:11"
        title: Legs
        ---
        Felt heavy today.

        ## Barbell Back Squat
        - \(squat)
        - 90 x 8 drop

        ## Running
        - 15:00 2.5km

        """
    }

    @Test func theSameWorkoutIsCountedOnce() throws {
        let result = ImportSite.load([Self.hevy: HevyFixtures.kilograms, Self.log: Self.legs()])
        #expect(result.diagnostics.isEmpty)
        let sessions = result.data.sessions
        try #require(sessions.count == 2)
        // The hand-written session is kept, and gains the end time only the export knows.
        #expect(sessions[0].location.path == Self.log && sessions[0].notes == "Felt heavy today.")
        #expect(sessions[0].end == LocalTime(text: "15:16"))
        #expect(Figures.weeklyWorkingSets(sessions)[week("2024-W37")] == 3)
        #expect(close(Figures.weeklyVolume(sessions)[week("2024-W37")] ?? 0, 1320))
    }

    @Test func aRealConflictIsAWarningNamingBothPlaces() throws {
        let result = ImportSite.load([Self.hevy: HevyFixtures.kilograms, Self.log: Self.legs(squat: "125 x 5 @8")])
        #expect(result.diagnostics == [
            .warning("this workout starts at the same time (2024-09-13 14:11) as the one at sessions/2024-09-13-legs.md:1:1 but its sets differ; the one at sessions/2024-09-13-legs.md:1:1 is kept",
                     at: SourceLocation(path: Self.hevy, line: 10),
                     hint: "make the two agree or delete one; until then this one is not counted"),
        ])
        let sessions = result.data.sessions
        #expect(sessions.count == 2 && sessions[0].location.path == Self.log)
        // 125×5 + 90×8, counted once.
        #expect(close(Figures.weeklyVolume(sessions)[week("2024-W37")] ?? 0, 1345))
    }

    @Test func overlappingExportsAreMerged() {
        let older = StrongFixtures.common.split(separator: "\n").prefix(10).joined(separator: "\n")
        let result = ImportSite.load([
            "liftbook.yaml": "imports:\n  - {file: imports/a.csv, unit: kg}\n  - {file: imports/b.csv, unit: kg}\n",
            "imports/a.csv": older, "imports/b.csv": StrongFixtures.common,
        ])
        #expect(result.diagnostics.errors.isEmpty)
        #expect(result.data.sessions.map(\.location.path) == ["imports/a.csv", "imports/b.csv", "imports/b.csv"])
        #expect(Figures.workingSets(result.data.sessions) == 12)
    }

    @Test func aFitNotesDayMatchesAHandWrittenDay() throws {
        let log = """
            ---
            date: 2024-05-08
            ---
            ## Barbell Deadlift
            - 140 x 3 x 2

            """
        let result = ImportSite.load(["imports/fitnotes.csv": FitNotesFixtures.kilograms, "sessions/2024-05-08.md": log])
        #expect(result.diagnostics.isEmpty)
        #expect(result.data.sessions.map(\.location.path) == ["imports/fitnotes.csv", "sessions/2024-05-08.md"])
        #expect(Figures.workingSets(result.data.sessions, "barbell-deadlift") == 2)
    }
}
