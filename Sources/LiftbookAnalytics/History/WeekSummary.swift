public import LiftbookModel

/// One training week's figures; weeks without training are zero weeks, never gaps.
public struct WeekSummary: Sendable, Hashable {
    /// The week (ISO, or numbered like ISO from the configured week start).
    public var week: ISOWeek
    /// Its first day.
    public var firstDay: LocalDate
    /// The sessions done, in order.
    public var sessionIDs: [String] = []
    /// The ids of the private ones among them.
    public var privateSessionIDs: Set<String> = []
    /// Training days the routine plans per week (0 without a routine).
    public var plannedSessions: Int
    /// Σ duration of the sessions with start and end times, seconds.
    public var durationSeconds: Int = 0
    /// Working sets.
    public var workingSets: Int = 0
    /// Σ weight × reps of the working rep sets, kg.
    public var volumeKilograms: Double = 0
    /// Working sets per muscle: 1 for each primary muscle, 0.5 for each secondary one.
    public var muscleSets: [String: Double] = [:]
    /// Σ weight × reps per muscle, kg, shared out like ``muscleSets`` (primary 1, secondary 0.5).
    public var muscleVolumeKilograms: [String: Double] = [:]
    /// Training frequency: per muscle, the sessions with a working set of an exercise that lists
    /// it as a primary muscle (muscles trained only as secondary ones are not listed).
    public var muscleSessions: [String: Int] = [:]
    /// The records beaten this week, in order.
    public var records: [PersonalRecord] = []
    /// Weeks in a row up to and including this one that met the plan (0 when this one did not).
    public var streak: Int = 0

    /// Creates an empty week.
    public init(week: ISOWeek, firstDay: LocalDate, plannedSessions: Int) {
        self.week = week
        self.firstDay = firstDay
        self.plannedSessions = plannedSessions
    }

    /// Sessions done.
    public var sessionCount: Int { sessionIDs.count }
    /// Its last day.
    public var lastDay: LocalDate { firstDay.adding(days: 6) }
    /// True when `date` falls in the week.
    public func contains(_ date: LocalDate) -> Bool { (firstDay.dayNumber...lastDay.dayNumber).contains(date.dayNumber) }
    /// Sessions done over sessions planned (nil without a plan).
    public var adherence: Double? { plannedSessions > 0 ? Double(sessionCount) / Double(plannedSessions) : nil }
    /// Every planned session done; without a routine, any training at all.
    public var meetsPlan: Bool { plannedSessions > 0 ? sessionCount >= plannedSessions : sessionCount > 0 }
    /// True for a week without training.
    public var isEmpty: Bool { sessionIDs.isEmpty }
}

/// One logged session's figures, for history lists and session pages.
public struct SessionSummary: Sendable, Hashable {
    /// The ``Session/id``.
    public var id: String
    /// The day.
    public var date: LocalDate
    /// The title.
    public var title: String
    /// Seconds, when start and end are known.
    public var durationSeconds: Int?
    /// Distinct exercises logged.
    public var exerciseCount: Int
    /// Working sets.
    public var workingSets: Int
    /// Σ weight × reps of the working rep sets, kg.
    public var volumeKilograms: Double
    /// The records beaten in it (PR badges), in log order.
    public var records: [PersonalRecord]
    /// True when the session is private: counted in every figure, but kept off public pages.
    public var isPrivate: Bool

    /// Creates a summary.
    public init(id: String, date: LocalDate, title: String, durationSeconds: Int? = nil, exerciseCount: Int = 0,
                workingSets: Int = 0, volumeKilograms: Double = 0, records: [PersonalRecord] = [], isPrivate: Bool = false) {
        self.isPrivate = isPrivate
        self.id = id
        self.date = date
        self.title = title
        self.durationSeconds = durationSeconds
        self.exerciseCount = exerciseCount
        self.workingSets = workingSets
        self.volumeKilograms = volumeKilograms
        self.records = records
    }
}
