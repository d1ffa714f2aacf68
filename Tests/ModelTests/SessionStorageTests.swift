import LiftbookModel
import Testing

/// Sessions share their values between copies until one is changed (copy on write).
struct SessionStorageTests {
    private static func session(_ title: String = "Upper A") -> Session {
        let set = LoggedSet(load: .weight(Weight(100, .kg)), reps: 5)
        let bench = LoggedExercise(exerciseID: ExerciseID("barbell-bench-press"), name: "Barbell Bench Press", sets: [set],
                                   location: SourceLocation(path: "sessions/a.md", line: 3))
        return Session(date: LocalDate(dayNumber: 20_000), start: LocalTime(text: "18:05"), title: title,
                       exercises: [bench], location: SourceLocation(path: "sessions/a.md"))
    }

    @Test func aChangedCopyLeavesTheOriginalAsItWas() {
        let original = Self.session()
        var copy = original
        #expect(copy == original)
        copy.title = "Upper B"
        copy.exercises[0].sets.append(LoggedSet(load: .weight(Weight(105, .kg)), reps: 3))
        copy.sequence = 2
        #expect(original.title == "Upper A")
        #expect(original.exercises[0].sets.count == 1)
        #expect(original.sequence == 0)
        #expect(copy.title == "Upper B")
        #expect(copy.exercises[0].sets.count == 2)
        #expect(copy != original)
    }

    @Test func sessionsMadeApartCompareAndHashByTheirValues() {
        let a = Self.session()
        let b = Self.session()
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(Set([a, b]).count == 1)
        var c = b
        c.exercises[0].notes = "paused"
        #expect(c != a)
        #expect(Self.session("Lower") != a)
    }

    @Test func aChangeBackMakesItEqualAgain() {
        let original = Self.session()
        var copy = original
        copy.isPrivate = true
        #expect(copy != original)
        copy.isPrivate = false
        #expect(copy == original)
        #expect(copy.hashValue == original.hashValue)
    }

    @Test func theIdFollowsTheValuesItIsMadeFrom() {
        var session = Self.session()
        #expect(session.id == "2024-10-04-1805")
        let kept = session
        session.start = LocalTime(text: "07:03:09")
        #expect(session.id == "2024-10-04-070309")
        session.sameStartIndex = 1
        #expect(session.id == "2024-10-04-070309-2")
        session.start = nil
        session.sameStartIndex = 0
        #expect(session.id == "2024-10-04")
        session.sequence = 2
        #expect(session.id == "2024-10-04-3")
        session.date = session.date.adding(days: 1)
        #expect(session.id == "2024-10-05-3")
        #expect(kept.id == "2024-10-04-1805", "a copy keeps its own id")
    }
}
