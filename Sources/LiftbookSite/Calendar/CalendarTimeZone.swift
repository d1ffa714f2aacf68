import Foundation
import LiftbookModel

/// The `VTIMEZONE` of an IANA zone over a span of days, from the system's time-zone data (no
/// download): the offset in effect at the start, then each change within the span, so a
/// calendar app places every event of the span at the site's wall-clock time.
enum CalendarTimeZone {
    /// The component's lines; nil for an unknown zone.
    static func lines(identifier: String, from first: LocalDate, through last: LocalDate) -> [String]? {
        guard let zone = TimeZone(identifier: identifier) else { return nil }
        // A day of margin either side covers every offset a local time of the span can have.
        let start = Date(timeIntervalSince1970: Double(first.dayNumber - 1) * 86_400)
        let end = Date(timeIntervalSince1970: Double(last.dayNumber + 2) * 86_400)
        var offset = zone.secondsFromGMT(for: start)
        var lines = ["BEGIN:VTIMEZONE", "TZID:\(identifier)"]
        lines += observance(zone, at: start, onset: start, from: offset, to: offset)
        var cursor = start
        // A zone changes its offset a few times a year at most; the cap guards against a loop.
        for _ in 0..<8 {
            guard let next = zone.nextDaylightSavingTimeTransition(after: cursor), next < end, next > cursor else { break }
            let newOffset = zone.secondsFromGMT(for: next)
            lines += observance(zone, at: next, onset: next, from: offset, to: newOffset)
            offset = newOffset
            cursor = next
        }
        return lines + ["END:VTIMEZONE"]
    }

    /// A STANDARD or DAYLIGHT observance starting at `onset`, written in the local time before it.
    private static func observance(_ zone: TimeZone, at instant: Date, onset: Date, from: Int, to: Int) -> [String] {
        let kind = zone.isDaylightSavingTime(for: instant) ? "DAYLIGHT" : "STANDARD"
        let local = Int(onset.timeIntervalSince1970.rounded(.down)) + from
        let day = LocalDate(dayNumber: Int((Double(local) / 86_400).rounded(.down)))
        let seconds = local - day.dayNumber * 86_400
        var lines = ["BEGIN:\(kind)", "DTSTART:" + ICalendarText.dateTime(day, secondsSinceMidnight: seconds),
                     "TZOFFSETFROM:" + offsetText(from), "TZOFFSETTO:" + offsetText(to)]
        if let name = zone.abbreviation(for: instant), !name.isEmpty { lines.append("TZNAME:" + ICalendarText.escape(name)) }
        return lines + ["END:\(kind)"]
    }

    /// `+0100`, `-0430`, `+0545`.
    static func offsetText(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let minutes = abs(seconds) / 60
        let hours = String(minutes / 60), rest = String(minutes % 60)
        return sign + (hours.count < 2 ? "0" + hours : hours) + (rest.count < 2 ? "0" + rest : rest)
    }
}
