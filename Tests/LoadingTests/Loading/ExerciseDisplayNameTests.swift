import LiftbookFixtures
import LiftbookLoading
import LiftbookModel
import Testing

/// The built-in exercises' names in the site's language: read for the site's language, left out
/// for an exercise the site renamed, and resolving a heading written in that language.
struct ExerciseDisplayNameTests {
    static let session = """
        ---
        date: 2026-11-16
        ---
        ## kreuzheben (langhantel)
        - 100 x 5
        """

    @Test func aGermanHeadingIsTheBuiltInExerciseOnAGermanSite() throws {
        let result = loadSite(["liftbook.yaml": "language: de\n", "sessions/a.md": Self.session])
        #expect(result.diagnostics == [])
        let logged = try #require(result.data.sessions.first?.exercises.first)
        #expect(logged.exerciseID == "barbell-deadlift")
        #expect(logged.isKnown)
        // The snapshot keeps the heading as written; analysis shows the table's name.
        #expect(logged.name == "kreuzheben (langhantel)")
        #expect(result.exerciseNames["barbell-deadlift"] == "Kreuzheben (Langhantel)")
        #expect(result.exerciseNames.count == 465)
    }

    /// English has no table of names: the German heading is an exercise of its own, with a warning.
    @Test func onAnEnglishSiteTheGermanHeadingIsUnknown() throws {
        let result = loadSite(["sessions/a.md": Self.session])
        #expect(result.exerciseNames.isEmpty)
        let logged = try #require(result.data.sessions.first?.exercises.first)
        #expect(logged.exerciseID == "kreuzheben-langhantel")
        #expect(!logged.isKnown)
        #expect(result.diagnostics.map(\.message) == ["unknown exercise 'kreuzheben (langhantel)'; it is kept as a custom exercise"])
    }

    @Test func anExerciseTheSiteRenamedHasNoNameInTheLanguage() {
        let renamed = """
            schema: 1
            exercises:
              - id: barbell-deadlift
                name: Heben
            """
        let result = loadSite(["liftbook.yaml": "language: de\n", "exercises/mine.yaml": renamed])
        #expect(result.exerciseNames["barbell-deadlift"] == nil)
        #expect(result.exerciseNames["barbell-row"] == "Vorgebeugtes Rudern (Langhantel)")
    }

    /// A name in the language that is already an English name or alias keeps its English meaning.
    @Test func anEnglishNameKeepsItsMeaning() {
        var library = BuiltInLibrary.library
        let before = library.fingerprint
        library.addDisplayNames(["barbell-row": "Barbell Bench Press", "barbell-deadlift": "Kreuzheben (Langhantel)"])
        #expect(library.resolve("Barbell Bench Press") == "barbell-bench-press")
        #expect(library.resolve("KREUZHEBEN (LANGHANTEL)") == "barbell-deadlift")
        #expect(library["barbell-deadlift"]?.name == "Barbell Deadlift")
        #expect(library.fingerprint != before)
        #expect(BuiltInLibrary.library.resolve("Kreuzheben (Langhantel)") == nil)
    }

    @Test func showingNamesLeavesUnknownAndCustomNamesAsWritten() {
        let location = SourceLocation(path: "sessions/a.md")
        let session = Session(date: day("2026-11-16"), exercises: [
            LoggedExercise(exerciseID: "barbell-deadlift", name: "Deadlift (Barbell)", location: location),
            LoggedExercise(exerciseID: "barbell-row", name: "Rows", isKnown: false, location: location),
            LoggedExercise(exerciseID: "neck-raise", name: "Neck Raise", location: location),
        ], location: location)
        let data = TrainingData(config: SiteConfig(), exercises: BuiltInLibrary.library.exercises, routine: nil, sessions: [session])
        let shown = data.showingNames(["barbell-deadlift": "Kreuzheben (Langhantel)", "barbell-row": "Vorgebeugtes Rudern (Langhantel)"])
        #expect(shown.sessions.first?.exercises.map(\.name) == ["Kreuzheben (Langhantel)", "Rows", "Neck Raise"])
        #expect(shown.exercises["barbell-row"]?.name == "Vorgebeugtes Rudern (Langhantel)")
        #expect(data.showingNames([:]) == data)
    }
}
