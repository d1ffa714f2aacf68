public import LiftbookModel

/// A year in review: the figures of `/year/YYYY/` and of the "Year in review" part of the yearly
/// report. The year is the yearly report's: the weeks whose fourth day falls in it, so every total
/// equals the report's and the sum of the weeks' figures in the JSON API. Loads are in kilograms.
public struct YearReview: Sendable, Hashable {
    /// The year.
    public var year: Int
    /// Its first day (the first day of its first week).
    public var firstDay: LocalDate
    /// Its last day (the last day of its last week).
    public var lastDay: LocalDate
    /// True when the year's last week ends after today.
    public var inProgress: Bool
    /// Sessions, time, working sets, volume (tonnage) and records: the sums of its weeks.
    public var totals: ReportTotals
    /// Weeks in the year (up to today's for the current year).
    public var weeks: Int
    /// Weeks with at least one session.
    public var weeksTrained: Int
    /// True when the routine plans sessions (the streak then counts weeks meeting the plan).
    public var hasPlan: Bool
    /// The longest run of weeks in a row meeting the plan (without a routine: weeks with
    /// training) reached in the year, as the yearly report counts it: a run carried over from
    /// the year before counts whole.
    public var longestStreak: Int
    /// The main lifts (`mainLifts:`) with an e1RM in at least ``minimumLiftSessions`` sessions of the year.
    public var lifts: [LiftYear]
    /// The weekday with the most sessions (the earliest in the week on a tie); nil without sessions.
    public var favouriteWeekday: DayCount?
    /// The part of the day in which the most sessions started; nil when none has a start time.
    public var favouriteTime: TimeCount?
    /// Sessions with a start time (what ``favouriteTime`` is out of).
    public var timedSessions: Int
    /// The most trained muscles, by working sets (primary 1, secondary 0.5), at most ``muscleCount``.
    public var muscles: [MuscleFigures]
    /// Body weight on the first and the last measured day of the year; nil without a measurement.
    public var bodyWeight: BodyWeightChange?
    /// Each month's sums (a month is the weeks whose fourth day falls in it), in order.
    public var months: [MonthFigures]

    /// Sessions with an e1RM a main lift needs in the year to be compared first to last.
    public static let minimumLiftSessions = 3
    /// How many muscles are listed.
    public static let muscleCount = 5

    /// Whole hours trained (sessions with start and end times), rounded down.
    public var hours: Int { totals.durationSeconds / 3600 }
}

/// A main lift over a year.
public struct LiftYear: Sendable, Hashable {
    /// The exercise.
    public var id: ExerciseID
    /// Its name.
    public var name: String
    /// Sessions with a working set of it.
    public var sessions: Int
    /// The heaviest top set (most reps breaks a tie) and its day.
    public var bestSet: LoggedSet?
    /// The day of ``bestSet``.
    public var bestSetDate: LocalDate?
    /// The best e1RM of the year, kg.
    public var bestE1RM: Double
    /// The e1RM of its first session of the year with one, kg, and that day.
    public var firstE1RM: Double
    /// The day of ``firstE1RM``.
    public var firstDate: LocalDate
    /// The e1RM of its last session of the year with one, kg.
    public var lastE1RM: Double
    /// The day of ``lastE1RM``.
    public var lastDate: LocalDate

    /// Last minus first e1RM, kg: what the year gained (or lost).
    public var gain: Double { lastE1RM - firstE1RM }
}

/// A weekday and its sessions.
public struct DayCount: Sendable, Hashable {
    /// The weekday.
    public var weekday: Weekday
    /// Sessions on it.
    public var sessions: Int
}

/// A part of the day and the sessions that started in it.
public struct TimeCount: Sendable, Hashable {
    /// The part of the day.
    public var part: TimeOfDay
    /// Sessions that started in it.
    public var sessions: Int
}

/// The parts of a day sessions start in.
public enum TimeOfDay: String, Sendable, Hashable, CaseIterable {
    /// 05:00 to 11:59.
    case morning
    /// 12:00 to 16:59.
    case afternoon
    /// 17:00 to 21:59.
    case evening
    /// 22:00 to 04:59.
    case night

    /// The part of the day a session starting at `time` falls in.
    public init(_ time: LocalTime) {
        switch time.hour {
        case 5..<12: self = .morning
        case 12..<17: self = .afternoon
        case 17..<22: self = .evening
        default: self = .night
        }
    }

    /// `morning (05:00–12:00)`.
    public var label: String {
        switch self {
        case .morning: "morning (05:00–12:00)"
        case .afternoon: "afternoon (12:00–17:00)"
        case .evening: "evening (17:00–22:00)"
        case .night: "night (22:00–05:00)"
        }
    }
}

/// Body weight on two days.
public struct BodyWeightChange: Sendable, Hashable {
    /// The first measured day.
    public var firstDate: LocalDate
    /// Its weight, kg.
    public var firstKilograms: Double
    /// The last measured day.
    public var lastDate: LocalDate
    /// Its weight, kg.
    public var lastKilograms: Double

    /// Last minus first, kg.
    public var change: Double { lastKilograms - firstKilograms }
}

/// One month's sums in a year.
public struct MonthFigures: Sendable, Hashable {
    /// The month, 1 to 12.
    public var month: Int
    /// The sums of its weeks.
    public var totals: ReportTotals
}
