/// A training week: an ISO 8601 week (`2026-W47`) or, with another week start, the week
/// numbered like ISO but starting on that day.
public struct ISOWeek: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The week-numbering year.
    public let year: Int
    /// The week number, 1 to 53.
    public let week: Int

    /// Creates a week without checking that it exists; see ``init(parsing:)``.
    public init(year: Int, week: Int) {
        self.year = year
        self.week = week
    }

    /// The week containing `date` when weeks start on `start` (Monday gives ISO 8601 weeks).
    public init(containing date: LocalDate, weekStart start: Weekday = .monday) {
        // Shift so that the configured start day plays Monday's role, then apply the ISO rule:
        // the week belongs to the year of its Thursday.
        let shifted = date.adding(days: -start.index)
        let thursday = shifted.adding(days: 3 - shifted.weekday.index)
        year = thursday.year
        let jan1 = LocalDate(year: thursday.year, month: 1, day: 1) ?? thursday
        week = (thursday.dayNumber - jan1.dayNumber) / 7 + 1
    }

    /// Parses `2026-W47` (or `2026-w47`); nil when malformed or the week does not exist.
    public init?(parsing text: String) {
        let parts = text.uppercased().split(separator: "-W", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, (1...2).contains(parts[1].count),
              let y = Int(parts[0]), let w = Int(parts[1]), (1...9998).contains(y), w >= 1,
              w <= ISOWeek.weeks(inYear: y) else { return nil }
        self.init(year: y, week: w)
    }

    /// The number of weeks (52 or 53) in an ISO week-numbering year.
    public static func weeks(inYear year: Int) -> Int {
        guard let dec28 = LocalDate(year: year, month: 12, day: 28) else { return 52 }
        return ISOWeek(containing: dec28).week
    }

    /// The first day of the week for a given week start.
    public func firstDay(weekStart start: Weekday = .monday) -> LocalDate {
        let jan4 = LocalDate(year: year, month: 1, day: 4) ?? LocalDate(dayNumber: 0)
        let mondayOfWeek1 = jan4.adding(days: -jan4.weekday.index)
        return mondayOfWeek1.adding(days: (week - 1) * 7 + start.index)
    }

    /// The following week.
    public var next: ISOWeek {
        week < ISOWeek.weeks(inYear: year) ? ISOWeek(year: year, week: week + 1) : ISOWeek(year: year + 1, week: 1)
    }

    /// `2026-W47`.
    public var description: String {
        guard (0...9999).contains(year), (0...99).contains(week) else { return pad(year, 4) + "-W" + pad(week, 2) }
        // Reports, charts and API paths print weeks by the ten thousand: no intermediate strings.
        return String(unsafeUninitializedCapacity: 8) { bytes in
            writeDigits(year, width: 4, into: bytes, at: 0)
            bytes[4] = UInt8(ascii: "-")
            bytes[5] = UInt8(ascii: "W")
            writeDigits(week, width: 2, into: bytes, at: 6)
            return 8
        }
    }

    /// Chronological order.
    public static func < (a: ISOWeek, b: ISOWeek) -> Bool { (a.year, a.week) < (b.year, b.week) }
}
