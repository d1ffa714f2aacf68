@testable import LiftbookLoading
import LiftbookModel
import Testing

/// Names read through their modifiers (a pause, a grip, a bench angle, a stance, equipment and
/// its misspellings), never across movements, one-side variants kept apart: the built-in library.
@Suite("Names read through their modifiers")
struct ModifierNamesTests {
    @Test(arguments: [
        // Misspelled equipment, a pause: the front squat.
        ("Paused Front Squat (Barbel)", "front-squat"),
        // A grip the library has no entry for, a misspelled pulldown.
        ("Wide Grip Lat Pulldwon", "lat-pulldown"),
        // A grip on the library's own variant stays that variant.
        ("Reverse Grip Lat Pulldwon", "reverse-grip-lat-pulldown"),
        ("Reverse Grip Cable Row", "seated-cable-row"),
        // A bench angle on a movement the library has once, with its equipment.
        ("Incline Skull Crusher (Dumbell)", "dumbbell-skull-crusher"),
        ("Iso Lateral Chest Press", "machine-chest-press"),
        // A variant that names its equipment is found before a modifier is left out.
        ("Decline Chest Press", "decline-machine-chest-press"),
        ("Seated Hammer Curls", "hammer-curl"),
        ("Lateral Raise Db", "lateral-raise"),
        // The library's own variants are found before their parents.
        ("Tempo Back Squat (Barbel)", "tempo-squat"),
        ("Close Grip Bench Press (Barbel)", "close-grip-bench-press"),
        ("Paused Bench Press (Barbel)", "pause-bench-press"),
        ("Low Bar Squat (Barbel)", "low-bar-squat"),
        ("Single Leg Press (Machine)", "single-leg-press"),
        ("Standing Dumbell Curl", "dumbbell-curl"),
        ("Lat Pulldown (Cabel)", "lat-pulldown"),
    ])
    func mapped(name: String, id: String) {
        #expect(BuiltInLibrary.library.resolve(name) == ExerciseID(id))
    }

    @Test(arguments: [
        // One arm on a machine: the library's one-arm rows are a dumbbell's and a cable's, and the
        // two-sided machine row is another exercise's records.
        "Single Arm Machine Row",
        // A Smith machine split squat is not the body-weight or dumbbell split squat.
        "smith machine split squat",
        // One arm on a Smith machine: no such entry, and never the two-sided Smith row.
        "Single Arm Smith Machine Row",
        // Barbell on a body-weight lunge: the equipment does not fit.
        "Paused Barbel Walking Lunge Thing",
    ])
    func unmapped(name: String) {
        #expect(BuiltInLibrary.library.resolve(name) == nil)
    }

    /// A name left unmapped keeps its did-you-mean.
    @Test func anUnmappedNameKeepsItsDidYouMean() {
        #expect(BuiltInLibrary.library.hint(for: "Single Arm Machine Row").hasPrefix("did you mean"))
    }

    /// A name that fits two movements once its modifiers are left out stays the lifter's own.
    @Test func aNameFittingTwoMovementsIsNotMapped() {
        // `Flys` is an alias of both: the loose key `fly` names two entries.
        let library = ExerciseLibrary([
            Exercise(id: "cable-fly", name: "Cable Fly", aliases: ["Flys"], category: .chest),
            Exercise(id: "pec-deck-fly", name: "Pec Deck Fly", aliases: ["Flys"], category: .chest),
        ])
        #expect(library.resolve("Seated Fly") == nil)
        #expect(library.resolve("Seated Cable Fly") == "cable-fly")
    }
}
