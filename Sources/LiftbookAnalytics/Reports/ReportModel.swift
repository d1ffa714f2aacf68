public import LiftbookModel

/// The figures of one report, taken from the analysis (never computed a second time): loads in
/// kilograms, durations in seconds. The Markdown text and the HTML page are both written from it.
public struct ReportModel: Sendable, Hashable {
    /// The span covered.
    public var period: ReportPeriod
    /// The site's title.
    public var siteTitle: String
    /// The display unit.
    public var unit: MassUnit
    /// The period's weeks, oldest first, as the analysis (and the JSON API) has them.
    public var weeks: [WeekSummary]
    /// For a week: the week before, for comparisons.
    public var previousWeek: WeekSummary?
    /// True when the period ends after today.
    public var inProgress: Bool
    /// Sums of the weeks' figures.
    public var totals: ReportTotals
    /// The period's sessions, oldest first.
    public var sessions: [SessionSummary]
    /// The records beaten in the period, in order.
    public var records: [PersonalRecord]
    /// Sets and volume per muscle, most sets first.
    public var muscles: [MuscleFigures]
    /// Each exercise logged in the period, most volume first.
    public var exercises: [ExerciseFigures]
    /// For a week: the targets of the week after, as of its first day, in routine order.
    public var targets: [ReportTarget]
    /// Exercise names by id.
    public var names: [ExerciseID: String]
    /// Routine day titles by weekday.
    public var dayTitles: [Weekday: String]
    /// True when the site has a routine with training days.
    public var hasPlan: Bool
    /// Weekly set bands per muscle (`volumeTargets:`); week reports mark each muscle against its band.
    public var volumeTargets: [String: VolumeTarget] = [:]
    /// For a week: the lifts trained that week whose e1RM has stalled, by name.
    public var stalls: [Stall] = []
    /// For a week: a deload week, when two or more planned lifts have stalled.
    public var deload: DeloadSuggestion?
    /// For a year: the year in review (the figures of `/year/YYYY/`).
    public var review: YearReview?

    /// The first day covered.
    public var firstDay: LocalDate? { weeks.first?.firstDay }
    /// The last day covered.
    public var lastDay: LocalDate? { weeks.last?.lastDay }
    /// Weeks with at least one session.
    public var weeksTrained: Int { weeks.filter { !$0.isEmpty }.count }
    /// Weeks that met the plan.
    public var weeksMeetingPlan: Int { weeks.filter(\.meetsPlan).count }
    /// The longest run of weeks meeting the plan reached in the period.
    public var longestStreak: Int { weeks.map(\.streak).max() ?? 0 }
    /// The streak at the end of the period; for a period in progress, the current streak (its
    /// last week counts once it meets the plan).
    public var streakAtEnd: Int {
        guard let last = weeks.last else { return 0 }
        if inProgress, !last.meetsPlan { return weeks.dropLast().last?.streak ?? 0 }
        return last.streak
    }
}

/// Sums of a period's week figures.
public struct ReportTotals: Sendable, Hashable {
    /// Sessions done.
    public var sessions = 0
    /// Sessions planned.
    public var plannedSessions = 0
    /// Σ session durations, seconds.
    public var durationSeconds = 0
    /// Working sets.
    public var workingSets = 0
    /// Σ weight × reps, kg.
    public var volumeKilograms = 0.0
    /// Records beaten.
    public var records = 0

    /// The sums of `weeks`.
    public init(_ weeks: [WeekSummary]) {
        for week in weeks {
            sessions += week.sessionCount
            plannedSessions += week.plannedSessions
            durationSeconds += week.durationSeconds
            workingSets += week.workingSets
            volumeKilograms += week.volumeKilograms
            records += week.records.count
        }
    }
}

/// One muscle's figures in a period (and, for a week, the week before).
public struct MuscleFigures: Sendable, Hashable {
    /// The muscle.
    public var muscle: String
    /// Working sets (primary 1, secondary 0.5).
    public var sets: Double
    /// Sessions that trained it as a primary muscle (training frequency).
    public var sessions: Int = 0
    /// Volume shared out the same way, kg.
    public var volumeKilograms: Double
    /// Last week's sets (week reports).
    public var previousSets: Double?
    /// Last week's volume, kg (week reports).
    public var previousVolumeKilograms: Double?
}

/// One exercise's figures in a period, from its history rows.
public struct ExerciseFigures: Sendable, Hashable {
    /// The exercise.
    public var id: ExerciseID
    /// Its name.
    public var name: String
    /// How it is measured.
    public var type: ExerciseType
    /// Sessions it was logged in.
    public var sessions: Int
    /// Working sets.
    public var workingSets: Int
    /// Σ weight × reps, kg.
    public var volumeKilograms: Double
    /// The heaviest top set (most reps breaks a tie), with its day.
    public var bestSet: LoggedSet?
    /// The day of the best set.
    public var bestSetDate: LocalDate?
    /// The best e1RM in the period, kg (strength and explosive exercises only).
    public var bestE1RM: Double?
    /// The e1RM to compare with: the best before the period, else the period's first.
    public var baselineE1RM: Double?

    /// Best e1RM minus the baseline, kg.
    public var gain: Double? {
        guard let bestE1RM, let baselineE1RM else { return nil }
        return bestE1RM - baselineE1RM
    }

    /// The gain as a fraction of the baseline.
    public var relativeGain: Double? {
        guard let gain, let baselineE1RM, baselineE1RM > 0 else { return nil }
        return gain / baselineE1RM
    }
}

/// A next-week target and the name the routine gives the exercise.
public struct ReportTarget: Sendable, Hashable {
    /// The recommendation, as the analysis makes it.
    public var recommendation: Recommendation
    /// The routine's display name, else the library's.
    public var name: String
}
