public import Foundation
public import LiftbookModel

/// Works out the calendar date of an instant in a time zone: the injected "today".
public enum Today {
    /// The local date of `instant` in the IANA zone `timezone` (UTC when unknown).
    public static func date(at instant: Date, timezone: String) -> LocalDate {
        let zone = TimeZone(identifier: timezone) ?? TimeZone(secondsFromGMT: 0) ?? .current
        let seconds = Int(instant.timeIntervalSince1970.rounded(.down)) + zone.secondsFromGMT(for: instant)
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        return LocalDate(dayNumber: days)
    }
}
