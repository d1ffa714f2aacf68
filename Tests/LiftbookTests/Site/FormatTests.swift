import LiftbookPipeline
import LiftbookModel
import LiftbookSite
import Testing

/// How numbers read on pages and in reports.
struct FormatTests {
    @Test(arguments: [(0, "0"), (7, "7"), (999, "999"), (1000, "1,000"), (12345, "12,345"), (100000, "100,000"),
                      (1234567, "1,234,567"), (-1, "-1"), (-1234, "-1,234"), (Int.min, "-9,223,372,036,854,775,808")])
    func groupsThousands(value: Int, text: String) {
        #expect(Format.english.grouped(value) == text)
    }

    @Test(arguments: [(12345.4, MassUnit.kg, "12,345 kg"), (1000, .lb, "2,205 lb"), (0.4, .kg, "0 kg")])
    func volumesAreWholeAndGrouped(kilograms: Double, unit: MassUnit, text: String) {
        #expect(Format.english.volume(kilograms: kilograms, unit: unit) == text)
    }

    static let sets: [(LoggedSet, MassUnit, String)] = [
        (LoggedSet(load: .weight(Weight(80, .kg)), reps: 5), .kg, "80 kg × 5"),
        (LoggedSet(load: .weight(Weight(82.5, .kg)), reps: 5), .lb, "181.9 lb × 5"),
        (LoggedSet(load: .weight(Weight(135, .lb)), reps: 8), .lb, "135 lb × 8"),
        (LoggedSet(load: .bodyweight(added: nil), reps: 8), .kg, "BW × 8"),
        (LoggedSet(load: .bodyweight(added: Weight(10, .kg)), reps: 6), .kg, "BW + 10 kg × 6"),
        (LoggedSet(load: .bodyweight(added: Weight(-20, .kg)), reps: 6), .kg, "BW − 20 kg × 6"),
        (LoggedSet(load: .band("red"), reps: 12), .kg, "red band × 12"),
        (LoggedSet(reps: 12), .kg, "12 reps"),
        (LoggedSet(duration: 45), .kg, "45 s"),
        (LoggedSet(duration: 1800, distance: Distance(5.2, .km)), .kg, "30 min · 5.2 km"),
        (LoggedSet(load: .weight(Weight(20, .kg)), reps: 10, duration: 60), .kg, "20 kg × 10 · 1 min"),
        (LoggedSet(), .kg, ""),
    ]

    @Test(arguments: sets)
    func setsReadAsLogged(set: LoggedSet, unit: MassUnit, text: String) {
        #expect(Format.english.set(set, unit: unit) == text)
    }
}

/// How a planned set group is worded, the same on the routine page, posts and followed routines.
struct PlanWordingTests {
    @Test(arguments: [(3, RepTarget(5), "3 × 5"), (4, RepTarget(low: 8, high: 12), "4 × 8–12"), (1, nil, "1 set"),
                      (3, nil, "3 sets"), (0, nil, "0 sets")] as [(Int, RepTarget?, String)])
    func scheme(sets: Int, reps: RepTarget?, text: String) {
        #expect(Format.english.scheme(sets: sets, reps: reps) == text)
    }

    /// The routine page, posts and followed routines join groups through `PlanWording.groups`,
    /// which says the string table's `plan.none` when there are none.
    @Test func anExerciseWithoutSetGroupsReadsTheSameEverywhere() {
        let wording = PlanWording(format: .english)
        #expect(wording.groups([]) == "—")
        #expect(wording.groups(["", ""]) == "—")
        #expect(wording.groups(["1 × 5", "", "2 × 5"]) == "1 × 5, 2 × 5")
        #expect(wording.scheme([SetGroup]()) == "—")
        #expect(wording.target([SharedSets]()) == "—")
        #expect(wording.rest(seconds: nil) == "—")
        #expect(wording.rest(seconds: 180) == "3 min")
        #expect(wording.progression(nil) == "—")
        #expect(wording.progression("none") == "—")
        #expect(wording.progression("linear") == "linear")
        #expect(wording.progression("wave") == "wave")
    }

    /// A day without a weekday is named by its place, as a cycle's days are (`Day 2`).
    @Test func aDayWithoutAWeekdayIsNamedByItsPlace() {
        let wording = PlanWording(format: .english)
        #expect(wording.dayName(.monday, number: 1) == "Monday")
        #expect(wording.dayName(nil, number: 2) == "Day 2")
    }

    @Test func targetJoinsWhatTheGroupNames() {
        #expect(Format.english.target(weight: "60 kg", rpe: 8, seconds: nil, metres: nil) == "60 kg · RPE 8")
        #expect(Format.english.target(weight: nil, rpe: 7.5, seconds: 1200, metres: 5000) == "RPE 7.5 · 20 min · 5 km")
        #expect(Format.english.target(weight: nil, rpe: nil, seconds: nil, metres: nil) == "")
    }
}
