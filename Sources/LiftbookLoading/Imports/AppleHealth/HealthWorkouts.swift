import LiftbookModel

/// Apple Health's strength workouts are the Watch's record of a workout the lifter usually logged
/// in an app or by hand too: one is kept as a session only where no other source has a workout
/// at that time (their times overlap, allowing a quarter of an hour either side; a workout
/// logged without a time covers its whole day).
enum HealthWorkouts {
    /// The margin either side, seconds.
    static let margin = 15 * 60
    /// The length assumed for a workout without an end, seconds.
    static let assumedLength = 60 * 60

    /// The workouts of `health` that no session of `others` covers.
    static func uncovered(_ health: [Session], by others: [Session]) -> [Session] {
        guard !health.isEmpty else { return [] }
        var byDay: [LocalDate: [Session]] = [:]
        for session in others {
            byDay[session.date, default: []].append(session)
            byDay[LocalDate(dayNumber: session.date.dayNumber - 1), default: []].append(session)
            byDay[LocalDate(dayNumber: session.date.dayNumber + 1), default: []].append(session)
        }
        return health.filter { workout in
            !(byDay[workout.date] ?? []).contains { overlaps($0, workout) }
        }
    }

    /// True when two sessions' times overlap (with the margin), or one has no time and both share a day.
    static func overlaps(_ a: Session, _ b: Session) -> Bool {
        guard let first = interval(a), let second = interval(b) else { return a.date == b.date }
        return first.start < second.end + margin && second.start < first.end + margin
    }

    /// Seconds since day 0 of a session's start and end.
    private static func interval(_ session: Session) -> (start: Int, end: Int)? {
        guard let start = session.start else { return nil }
        let from = session.date.dayNumber * 86_400 + start.secondsSinceMidnight
        var to = from + assumedLength
        if let end = session.end {
            to = session.date.dayNumber * 86_400 + end.secondsSinceMidnight
            if to < from { to += 86_400 }
        }
        return (from, to)
    }
}
