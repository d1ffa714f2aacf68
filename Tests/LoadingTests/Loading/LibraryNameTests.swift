@testable import LiftbookLoading
import LiftbookModel
import LiftbookFixtures
import Testing

/// The built-in library against the spellings of the apps lifters export from: a hand-picked
/// set of the names that need an entry of their own, a loose key or an equipment suffix.
@Suite("Library names")
struct LibraryNameTests {
    static let library = BuiltInLibrary.library

    @Test func theBuiltInLibraryLoadsWithoutProblems() {
        var diagnostics: [Diagnostic] = []
        let library = BuiltInLibrary.load(into: &diagnostics)
        #expect(diagnostics.isEmpty)
        // The README quotes this number.
        #expect(library.exercises.count == 465)
    }

    /// App names → the library entry they mean (the equipment decides where it differs).
    @Test(arguments: [
        // Strong
        ("Pec Deck (Machine)", "pec-deck"),
        ("Triceps Dip (Weighted)", "triceps-dip"),
        // An assisted name is the assisted entry: its weight is help, its records are apart.
        ("Triceps Dip (Assisted)", "assisted-dip"),
        ("Pull Up (Assisted)", "assisted-pull-up"),
        ("Chin Up (Assisted)", "assisted-chin-up"),
        ("Seated Wide-Grip Row (Cable)", "wide-grip-seated-cable-row"),
        ("Shrug (Machine)", "machine-shrug"),
        ("Strict Military Press (Barbell)", "overhead-press"),
        ("Shoulder Press (Plate Loaded)", "machine-shoulder-press"),
        ("Squat (Band)", "band-squat"),
        ("Bench Press (Cable)", "cable-chest-press"),
        ("Hip Thrust (Bodyweight)", "bodyweight-hip-thrust"),
        ("Torso Rotation (Machine)", "machine-torso-rotation"),
        // Hevy
        ("Iso-Lateral High Row (Machine)", "machine-high-row"),
        ("Shoulder Press (Machine Plates)", "machine-shoulder-press"),
        ("Seated Cable Row - Bar Wide Grip", "wide-grip-seated-cable-row"),
        ("Standing Calf Raise (Smith)", "smith-machine-calf-raise"),
        ("Single Leg Hip Thrust (Dumbbell)", "single-leg-hip-thrust"),
        ("Sumo Squat (Barbell)", "barbell-sumo-squat"),
        ("Sumo Squat (Kettlebell)", "sumo-squat"),
        ("Crunch (Weighted)", "crunch"),
        ("Chest Fly (Suspension)", "suspension-chest-fly"),
        ("Nordic Hamstrings Curls", "nordic-hamstring-curl"),
        ("Behind the Back Curl (Cable)", "bayesian-cable-curl"),
        ("Hex Press (Dumbbell)", "dumbbell-squeeze-press"),
        // FitNotes
        ("Lateral Dumbbell Raise", "lateral-raise"),
        ("Rope Push Down", "rope-pushdown"),
        ("Leg Extension Machine", "leg-extension"),
        ("Machine Shrug", "machine-shrug"),
        ("Stiff-Legged Deadlift", "stiff-leg-deadlift"),
        // Liftosaur base names, whose default equipment decides
        ("Bench Press Wide Grip", "wide-grip-bench-press"),
        ("Bicep Curl", "dumbbell-curl"),
        ("High Row", "machine-high-row"),
        ("Glute Kickback", "cable-glute-kickback"),
        ("Standing Row V-Bar", "standing-cable-row"),
        // Spellings people type
        ("lat pull-downs", "lat-pulldown"),
        ("Pullups", "pull-up"),
        ("DB Bench Press", "dumbbell-bench-press"),
        ("Dumbell Curl", "dumbbell-curl"),
    ])
    func appNamesMapToTheirExercise(name: String, id: String) {
        #expect(Self.library.resolve(name) == ExerciseID(id))
    }

    /// Names that must stay unmapped: another equipment than the entry's, or a look-alike.
    @Test(arguments: ["Leg Press (Band)", "Squat (Kettlebell)", "Bench Press (Weighted)", "Full Can", "Calf Wall", "Roll", "ATG Squat"])
    func lookAlikesDoNotMap(name: String) {
        #expect(Self.library.resolve(name) == nil)
    }

    @Test(arguments: [
        ("Lateral Raise (Dumbbell)", "dumbbell lateral raise"),
        ("Lateral Dumbbell Raise", "dumbbell lateral raise"),
        ("Lateral Band Walks", "band lateral walk"),
        ("Rope Push Down", "down push rope"),
        ("Rope Pushdown", "down push rope"),
        ("Triceps Dips", "dip tricep"),
        ("Shoulder Press (Machine Plates)", "machine press shoulder"),
        ("Shoulder Press (Plate Loaded)", "machine press shoulder"),
        ("Standing Calf Raise (Smith)", "calf machine raise smith standing"),
        ("Incline Dumbbell Flyes", "dumbbell fly incline"),
        ("Abs", "abs"),
        ("Press", "press"),
    ])
    func looseKeys(name: String, key: String) {
        #expect(ExerciseNames.looseKey(name) == key)
    }

    /// Plurals are made singular on bytes for ASCII words and on Characters otherwise, with the
    /// same result: the rule read on Characters is the reference.
    @Test(arguments: ["presses", "ups", "abs", "biceps", "glutes", "press", "crisscross", "bus", "axis", "rows", "s", "ss",
                      "cafés", "curls\u{301}", "e\u{301}ss", "ćurls", "dips\r\n", "\u{600}s", "tos"])
    func singularOnBytesMatchesCharacters(word: String) {
        let reference: String = {
            if word == "ups" { return "up" }
            guard word.count > 3, word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us"), !word.hasSuffix("is") else { return word }
            return String(word.dropLast())
        }()
        #expect(ExerciseNames.singular(word) == reference)
    }

    /// A name with a trailing `(Weighted)` or `(Assisted)` on a body-weight exercise keeps its
    /// weight as added or assisting weight: 20 kg added, 25 kg of help (on the assisted entry).
    @Test func weightedAndAssistedSuffixesGiveAddedAndAssistingWeight() throws {
        let csv = """
            Date,Workout Name,Exercise Name,Set Order,Weight,Reps
            2024-10-02 10:00:00,B,Triceps Dip (Weighted),1,20,8
            2024-10-02 10:00:00,B,Triceps Dip (Assisted),1,25,8
            """
        let result = ImportSite.load(["imports/strong.csv": csv, "liftbook.yaml": "imports: [{file: imports/strong.csv, unit: kg}]\n"])
        #expect(result.diagnostics.isEmpty)
        let session = try #require(result.data.sessions.first)
        #expect(session.exercises.map(\.exerciseID) == ["triceps-dip", "assisted-dip"])
        #expect(session.exercises[0].sets.first?.load == .bodyweight(added: Weight(20, .kg)))
        #expect(session.exercises[1].sets.first?.load == .bodyweight(added: Weight(-25, .kg)))
    }

    /// The guesses of `check --unmapped`: certain only for a misspelling or a qualified name of
    /// one entry; the wrong guesses the issue lists are candidates at most.
    @Test(arguments: [
        ("Bench Press Barbel", "barbell-bench-press"),
        ("Strict Barbel Curl", "barbell-curl"),
        ("Palloff Press (Cable)", "pallof-press"),
        ("Standard Pendlay Row", "pendlay-row"),
    ])
    func certainGuesses(name: String, id: String) {
        #expect(AliasGuess.guess(name, in: Self.library, skeletons: AliasGuess.Skeletons(Self.library)) == .certain(ExerciseID(id)))
    }

    @Test(arguments: ["Full Can", "Calf Wall", "Roll", "ATG Squat", "Hip Adbuction Band", "Leg Press (Band)"])
    func uncertainGuesses(name: String) {
        let guess = AliasGuess.guess(name, in: Self.library, skeletons: AliasGuess.Skeletons(Self.library))
        if case .certain(let id) = guess { Issue.record("\(name) was guessed certain: \(id)") }
    }

    /// With a library that lacks the app spellings, the two misses the issue lists are found.
    @Test func missesAreFoundWithoutTheAppSpellings() {
        let small = ExerciseLibrary([
            Exercise(id: "pec-deck", name: "Pec Deck", category: .chest, equipment: "machine"),
            Exercise(id: "overhead-press", name: "Overhead Press", aliases: ["Military Press"], category: .shoulders, equipment: "barbell"),
        ])
        let skeletons = AliasGuess.Skeletons(small)
        #expect(AliasGuess.guess("Pec Deck (Machine)", in: small, skeletons: skeletons) == .certain("pec-deck"))
        #expect(AliasGuess.guess("Strict Military Press (Barbell)", in: small, skeletons: skeletons) == .certain("overhead-press"))
        #expect(AliasGuess.guess("Military Press (Dumbbell)", in: small, skeletons: skeletons) != .certain("overhead-press"))
    }
}
