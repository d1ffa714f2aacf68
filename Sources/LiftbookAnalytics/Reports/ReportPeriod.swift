public import LiftbookModel

/// The span a report covers: a training week, or the weeks of a month or a year.
///
/// A week belongs to the month and year of its fourth day (its Thursday with a Monday start),
/// as ISO 8601 assigns weeks to years; so a month or a year is a run of whole weeks and every
/// figure of its report is a sum of the weeks' figures in the JSON API.
public enum ReportPeriod: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// One week.
    case week(ISOWeek)
    /// The weeks of a month.
    case month(year: Int, month: Int)
    /// The weeks of a year.
    case year(Int)

    /// Parses `2026-W47`.
    public static func week(parsing text: String) -> ReportPeriod? { ISOWeek(parsing: text).map { .week($0) } }

    /// Parses `2026-11`.
    public static func month(parsing text: String) -> ReportPeriod? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2, let year = Int(parts[0]), let month = Int(parts[1]),
              (1...9999).contains(year), (1...12).contains(month) else { return nil }
        return .month(year: year, month: month)
    }

    /// Parses `2026`.
    public static func year(parsing text: String) -> ReportPeriod? {
        guard text.count == 4, let year = Int(text), (1...9999).contains(year) else { return nil }
        return .year(year)
    }

    /// The week before the one containing `today`: the last complete week.
    public static func lastCompleteWeek(today: LocalDate, weekStart: Weekday) -> ReportPeriod {
        .week(ISOWeek(containing: today.adding(days: -7), weekStart: weekStart))
    }

    /// True for a week.
    public var isWeek: Bool {
        if case .week = self { return true }
        return false
    }

    /// `2026-W47`, `2026-11` or `2026`: the report's name in URLs and file names.
    public var description: String {
        switch self {
        case .week(let week): week.description
        case .month(let year, let month): "\(year)-" + (month < 10 ? "0\(month)" : "\(month)")
        case .year(let year): "\(year)"
        }
    }

    /// `week`, `month` or `year`.
    public var kind: String {
        switch self {
        case .week: "week"
        case .month: "month"
        case .year: "year"
        }
    }

    /// True when the week is part of the period.
    public func contains(_ week: WeekSummary) -> Bool {
        let deciding = week.firstDay.adding(days: 3)
        switch self {
        case .week(let value): return week.week == value
        case .month(let year, let month): return deciding.year == year && deciding.month == month
        case .year(let year): return deciding.year == year
        }
    }

    /// The month of a week (by its fourth day).
    public static func month(of week: WeekSummary) -> ReportPeriod {
        let deciding = week.firstDay.adding(days: 3)
        return .month(year: deciding.year, month: deciding.month)
    }

    /// The year of a week (by its fourth day).
    public static func year(of week: WeekSummary) -> ReportPeriod { .year(week.firstDay.adding(days: 3).year) }

    /// Weeks, then months, then years; each in time order.
    public static func < (a: ReportPeriod, b: ReportPeriod) -> Bool {
        switch (a, b) {
        case let (.week(x), .week(y)): x < y
        case let (.month(y1, m1), .month(y2, m2)): (y1, m1) < (y2, m2)
        case let (.year(x), .year(y)): x < y
        default: a.rank < b.rank
        }
    }

    private var rank: Int {
        switch self {
        case .week: 0
        case .month: 1
        case .year: 2
        }
    }
}
