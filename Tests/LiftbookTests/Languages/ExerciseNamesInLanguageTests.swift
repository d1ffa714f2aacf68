import LiftbookModel
import LiftbookTestSupport
import Testing

/// A German site: built-in exercises under their German names (`Templates/i18n/exercises/de.yaml`)
/// on every page, numbers with a decimal comma, plates and dates in German; the lifter's own names
/// and every address as they are.
struct ExerciseNamesInLanguageTests {
    static let site: [String: String] = [
        "liftbook.yaml": """
            title: Logbuch
            language: de
            units: kg
            cards: false
            """,
        "exercises/mine.yaml": """
            schema: 1
            exercises:
              - id: neck-harness-raise
                name: Neck Harness Raise
                type: strength
                category: shoulders
                primaryMuscles: [neck]
                equipment: other
            """,
        "routine.yaml": """
            schema: 1
            name: Ganzkörper
            days:
              monday:
                title: Zug
                exercises:
                  - exercise: barbell-deadlift
                    sets: 3
                    reps: 5
                    weight: 97.5
                    progression: linear
                  - exercise: barbell-row
                    name: Mein Rudern
                    sets: 3
                    reps: 8
                    weight: 60
                    progression: linear
            """,
        // Logged under an English spelling of the built-in exercise, under its German name, a
        // custom exercise of the site and a name the library does not know.
        "sessions/2026-11-16-zug.md": """
            ---
            date: 2026-11-16
            start: "18:00"
            routine: monday
            title: Zug
            ---
            ## Deadlift (Barbell)
            - 97.5 x 5 x 3

            ## Vorgebeugtes Rudern (Langhantel)
            - 60 x 8 x 3

            ## Neck Harness Raise
            - 10 x 15

            ## Zercher Carry Thing
            - 60 x 20
            """,
    ]

    static let built = BuiltSite(site, today: "2026-11-22")

    @Test func theBuildHasNoWarningAboutTheGermanHeading() {
        let messages = Self.built.diagnostics.map(\.message)
        #expect(!messages.contains { $0.contains("Vorgebeugtes Rudern") }, "\(messages)")
        #expect(messages.contains { $0.contains("unknown exercise 'Zercher Carry Thing'") }, "\(messages)")
        #expect(!Self.built.diagnostics.hasErrors)
    }

    /// The address is the id's, whatever the language.
    @Test func theExercisePageIsNamedInGermanAtItsEnglishAddress() throws {
        let page = try #require(Self.built.files["exercises/barbell-deadlift/index.html"])
        #expect(page.contains("<title>Kreuzheben (Langhantel) · Logbuch</title>"))
        #expect(!page.contains("Barbell Deadlift"))
        // The best set, 97.5 kg, with a decimal comma.
        #expect(page.contains("97,5 kg"))
        #expect(Self.built.files["exercises/kreuzheben-langhantel/index.html"] == nil)
    }

    /// Next Monday: 97.5 kg done for 3 × 5, plus the 5 kg step of a deadlift, is 102.5 kg:
    /// 20 kg bar and 41.25 kg a side, 25 + 15 + 1.25.
    @Test func theHomePageNamesTheTargetInGerman() throws {
        let home = try #require(Self.built.files["index.html"])
        #expect(home.contains(">Kreuzheben (Langhantel)</a>"))
        #expect(home.contains("3 × 5 @ 102,5 kg (25 + 15 + 1,25 pro Seite)"))
        // The reason's date is the German short date, not 2026-11-16.
        #expect(home.contains("3 × 5 mit 97,5 kg am 16. Nov. 2026 komplett geschafft: Erhöhe um 5 kg auf 102,5 kg."))
        // The warm-up ramp starts on the empty bar.
        #expect(home.contains("20 kg × 10 (leere Stange)"))
        #expect(!home.contains("per side"))
        #expect(!home.contains("empty bar"))
    }

    @Test func theSessionPageShowsBuiltInNamesInGermanAndTheLiftersOwnAsWritten() throws {
        let page = try #require(Self.built.files["sessions/2026-11-16-1800/index.html"])
        #expect(page.contains("Kreuzheben (Langhantel)"))
        #expect(!page.contains("Deadlift (Barbell)"))
        #expect(page.contains("Vorgebeugtes Rudern (Langhantel)"))
        #expect(page.contains("Neck Harness Raise"))
        #expect(page.contains("Zercher Carry Thing"))
        #expect(page.contains("href=\"/exercises/barbell-deadlift/\""))
    }

    /// The routine's own `name:` for an exercise is the lifter's, and stays.
    @Test func theRoutineKeepsItsOwnNameForAnExercise() throws {
        let page = try #require(Self.built.files["routine/index.html"])
        #expect(page.contains("Mein Rudern"))
        #expect(page.contains("Kreuzheben (Langhantel)"))
    }

    @Test func theLibraryAndTheDataKeepIdsAndCustomNames() throws {
        let data = Self.built.data
        #expect(data.exercises["barbell-deadlift"]?.name == "Kreuzheben (Langhantel)")
        #expect(data.exercises["neck-harness-raise"]?.name == "Neck Harness Raise")
        let logged = try #require(data.sessions.first).exercises
        #expect(logged.map(\.exerciseID) == ["barbell-deadlift", "barbell-row", "neck-harness-raise", "zercher-carry-thing"])
        #expect(logged.map(\.name) == ["Kreuzheben (Langhantel)", "Vorgebeugtes Rudern (Langhantel)", "Neck Harness Raise", "Zercher Carry Thing"])
    }

    /// An exercise the site renamed in `exercises/` is the lifter's name, in every language.
    @Test func aBuiltInExerciseTheSiteRenamedKeepsItsName() throws {
        var site = Self.site
        site["exercises/renamed.yaml"] = """
            schema: 1
            exercises:
              - id: barbell-deadlift
                name: Heben
                type: strength
                category: back
                primaryMuscles: [lower back]
                equipment: barbell
            """
        let built = BuiltSite(site, today: "2026-11-22")
        let page = try #require(built.files["exercises/barbell-deadlift/index.html"])
        #expect(page.contains("<title>Heben · Logbuch</title>"))
        #expect(!page.contains("Kreuzheben"))
    }

    /// The JSON API keeps ids and names the exercise in the site's language.
    @Test func theAPINamesTheExerciseInGerman() throws {
        let api = Self.built.files.filter { $0.key.hasPrefix("api/") && $0.key.contains("barbell-deadlift") }
        let json = try #require(api.values.first, "api files: \(Self.built.files.keys.filter { $0.hasPrefix("api/") }.sorted())")
        #expect(json.contains("\"barbell-deadlift\""))
        #expect(json.contains("Kreuzheben (Langhantel)"))
    }
}
