package import LiftbookModel

/// Compares what sessions record, leaving out where they were read from.
package enum SessionComparison {
    /// True when the two sessions have the same date, times, title, notes, settings and
    /// exercises with the same names, identities, notes and sets (compared exactly).
    package static func sameContent(_ a: Session, _ b: Session) -> Bool {
        a.date == b.date && a.start == b.start && a.end == b.end && a.title == b.title && a.routineDay == b.routineDay && a.routineLabel == b.routineLabel
            && a.notes == b.notes && a.bodyweight == b.bodyweight && a.isPrivate == b.isPrivate && a.isExample == b.isExample && a.isCorrected == b.isCorrected
            && a.exercises.count == b.exercises.count
            && zip(a.exercises, b.exercises).allSatisfy(sameContent)
    }

    /// True when two logged exercises are the same apart from their location.
    package static func sameContent(_ a: LoggedExercise, _ b: LoggedExercise) -> Bool {
        var moved = b
        moved.location = a.location
        return a == moved
    }
}
