import LiftbookModel

/// A workout named by its start, as its page shows it: `2024-03-05 18:02`, with seconds
/// (`18:02:37`) when two workouts start in the same minute, or the day alone for a workout
/// logged without a time of day.
struct WorkoutReference: Sendable, Hashable, CustomStringConvertible {
    var date: LocalDate
    var time: LocalTime?
    /// True when the seconds were written, so they must match too.
    var hasSeconds: Bool

    /// Reads `2024-03-05 18:02`, `2024-03-05T18:02:37` or `2024-03-05`; nil for anything else.
    init?(_ text: String) {
        let parts = text.trimmingSpaces.split(whereSeparator: { $0 == " " || $0 == "T" })
        guard (1...2).contains(parts.count), let date = LocalDate(iso: parts[0]) else { return nil }
        self.date = date
        time = nil
        hasSeconds = false
        if parts.count == 2 {
            guard let time = LocalTime(text: parts[1]) else { return nil }
            self.time = time
            hasSeconds = parts[1].split(separator: ":").count == 3
        }
    }

    /// True when `session` started then.
    func matches(_ session: Session) -> Bool {
        guard session.date == date else { return false }
        guard let time else { return true }
        guard let start = session.start else { return false }
        return hasSeconds ? start == time : start.secondsSinceMidnight / 60 == time.secondsSinceMidnight / 60
    }

    var description: String { time.map { "\(date) \($0)" } ?? "\(date)" }
}
