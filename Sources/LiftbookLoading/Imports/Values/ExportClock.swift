import Foundation
import LiftbookModel

/// Turns the instants some exports write (UTC or with an offset, or Unix seconds) into the
/// date and time of day in the site's time zone, which is how workouts are dated.
struct ExportClock {
    private let zone: TimeZone

    /// A clock for the IANA zone `timezone` (UTC when unknown).
    init(timezone: String) {
        zone = TimeZone(identifier: timezone) ?? TimeZone(secondsFromGMT: 0) ?? .current
    }

    /// The local date and time of an instant given as seconds since 1970-01-01 UTC; nil for a
    /// value that is not a time in the years Liftbook reads.
    func local(epochSeconds: Double) -> ExportDate? {
        guard epochSeconds.isFinite, abs(epochSeconds) < 7e12 else { return nil }
        let whole = Int(epochSeconds.rounded(.down))
        let local = whole + zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(whole)))
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let seconds = local - days * 86_400
        return ExportDate(date: LocalDate(dayNumber: days),
                          time: LocalTime(hour: seconds / 3600, minute: seconds / 60 % 60, second: seconds % 60))
    }

    /// The local date and time of `2026-05-08T17:50:24.603Z`, `2021-01-17 22:14:35 +0000` or
    /// `2024-09-13T14:11:05+02:00`; nil when the text is not such an instant.
    func local(_ text: String) -> ExportDate? {
        ExportClock.instant(text).flatMap { local(epochSeconds: $0) }
    }

    /// Seconds since 1970-01-01 UTC of an ISO 8601 date and time that names its offset (`Z`,
    /// `+0000`, `+02:00`, `UTC`); nil otherwise.
    static func instant(_ text: String) -> Double? {
        let trimmed = text.trimmingSpaces
        guard trimmed.count >= 16, let day = LocalDate(iso: trimmed.prefix(10)) else { return nil }
        var rest = trimmed.dropFirst(10)
        guard let separator = rest.first, separator == "T" || separator == " " else { return nil }
        rest = rest.dropFirst()
        let clock = rest.prefix { $0.isASCII && ($0.isNumber || $0 == ":" || $0 == ".") }
        rest = rest.dropFirst(clock.count).drop { $0 == " " }
        let parts = clock.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), let hour = Int(parts[0]), let minute = Int(parts[1]),
              (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        let second = parts.count == 3 ? Double(parts[2]) ?? -1 : 0
        guard second >= 0, second < 61 else { return nil }
        guard let offset = offsetSeconds(String(rest)) else { return nil }
        return Double(day.dayNumber * 86_400 + hour * 3600 + minute * 60) + second - Double(offset)
    }

    /// `Z`, `UTC`, `GMT` → 0; `+0200`, `+02:00`, `-05` → seconds east of UTC; nil otherwise.
    private static func offsetSeconds(_ text: String) -> Int? {
        let upper = text.uppercased()
        if upper == "Z" || upper == "UTC" || upper == "GMT" { return 0 }
        guard let sign = upper.first, sign == "+" || sign == "-" else { return nil }
        let digits = upper.dropFirst().filter { $0 != ":" }
        guard [2, 4].contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }),
              let hours = Int(digits.prefix(2)), let minutes = Int(digits.dropFirst(2).isEmpty ? "0" : String(digits.dropFirst(2))),
              hours <= 14, minutes < 60 else { return nil }
        return (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
    }
}
