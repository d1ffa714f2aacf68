/// A target rep count: exact (`5`) or a range (`8-12`).
public struct RepTarget: Sendable, Hashable, CustomStringConvertible {
    /// The lowest acceptable reps.
    public var low: Int
    /// The top of the range (equal to `low` for an exact target).
    public var high: Int

    /// Creates a target; `high` below `low` is swapped.
    public init(low: Int, high: Int) {
        self.low = min(low, high)
        self.high = max(low, high)
    }

    /// An exact target.
    public init(_ reps: Int) { self.init(low: reps, high: reps) }

    /// True for a range such as 8–12.
    public var isRange: Bool { high > low }

    /// `5` or `8–12`.
    public var description: String { isRange ? "\(low)–\(high)" : "\(low)" }
}

/// How a planned exercise progresses from session to session.
public enum ProgressionScheme: String, Sendable, Hashable, CaseIterable, Codable {
    /// Add the increment after every fully successful session; deload after three failures.
    case linear
    /// Work up the rep range, then add weight and go back to the bottom.
    case double
    /// Prescribe the load from the recent best e1RM and the target RPE.
    case rpe
    /// Keep the target as written.
    case none
    /// Wendler's 5/3/1: three weeks of percentages of a training max and a deload.
    case fiveThreeOne = "531"
    /// GZCLP tier 1: 5×3+ → 6×2+ → 10×1+, then a new 5-rep max.
    case gzclpT1 = "gzclp-t1"
    /// GZCLP tier 2: 3×10 → 3×8 → 3×6, then back to the first stage, heavier.
    case gzclpT2 = "gzclp-t2"
    /// GZCLP tier 3: 3×15+, heavier once the last set reaches 25.
    case gzclpT3 = "gzclp-t3"
}

/// A group of identical planned sets: `3 × 5 @ 80 kg`.
public struct SetGroup: Sendable, Hashable {
    /// How many sets.
    public var sets: Int
    /// Target reps, when counted.
    public var reps: RepTarget?
    /// Target weight.
    public var weight: Weight?
    /// Target RPE.
    public var rpe: Double?
    /// Target seconds.
    public var duration: Double?
    /// Target distance.
    public var distance: Distance?

    /// Creates a set group.
    public init(sets: Int = 1, reps: RepTarget? = nil, weight: Weight? = nil, rpe: Double? = nil,
                duration: Double? = nil, distance: Distance? = nil) {
        self.sets = sets
        self.reps = reps
        self.weight = weight
        self.rpe = rpe
        self.duration = duration
        self.distance = distance
    }
}

/// An exercise in a routine day.
public struct PlannedExercise: Sendable, Hashable {
    /// The library entry.
    public var exercise: ExerciseID
    /// A name to show instead of the library's.
    public var displayName: String?
    /// The planned sets.
    public var setGroups: [SetGroup]
    /// Rest between sets, seconds.
    public var rest: Int?
    /// The superset group letter.
    public var superset: String?
    /// Notes from the plan.
    public var notes: String?
    /// How it progresses.
    public var progression: ProgressionScheme
    /// A 5/3/1 training max set by hand (else 90% of the recent best e1RM).
    public var trainingMax: Weight?
    /// Where it is written.
    public var location: SourceLocation

    /// Creates a planned exercise.
    public init(exercise: ExerciseID, displayName: String? = nil, setGroups: [SetGroup] = [], rest: Int? = nil,
                superset: String? = nil, notes: String? = nil, progression: ProgressionScheme = .none,
                location: SourceLocation) {
        self.exercise = exercise
        self.displayName = displayName
        self.setGroups = setGroups
        self.rest = rest
        self.superset = superset
        self.notes = notes
        self.progression = progression
        self.location = location
    }
}

/// One weekday of a routine: a titled training day or a rest day.
public struct RoutineDay: Sendable, Hashable {
    /// The weekday.
    public var weekday: Weekday
    /// `Upper A`; empty for a rest day.
    public var title: String
    /// The planned exercises in order; empty for a rest day.
    public var exercises: [PlannedExercise]
    /// Where the day is written.
    public var location: SourceLocation?
    /// When the session is planned to start (`time: "18:00"`), in the site's time zone; the
    /// calendar's events are all-day without it.
    public var time: LocalTime?
    /// For a day of a cycle routine, its place in the cycle (0-based); ``weekday`` then means nothing.
    public var cycleIndex: Int?

    /// Creates a day.
    public init(weekday: Weekday, title: String = "", exercises: [PlannedExercise] = [], location: SourceLocation? = nil) {
        self.weekday = weekday
        self.title = title
        self.exercises = exercises
        self.location = location
    }

    /// True when nothing is planned.
    public var isRest: Bool { exercises.isEmpty }
}

/// A named plan: a week of weekdays, or a cycle of days done in order whatever the weekday.
public struct Routine: Sendable, Hashable {
    /// The plan's name, such as `Upper/Lower`.
    public var name: String
    /// The seven days, Monday first; days not written are rest days (all of them in a cycle routine).
    public var days: [RoutineDay]
    /// True for the example plan `liftbook init` writes (`example: true`), which is left out once
    /// the log has sessions of its own.
    public var isExample: Bool
    /// The days of a cycle routine, in order (StrongLifts' A and B); empty for a weekly routine.
    public var cycle: [RoutineDay] = []
    /// Sessions a week a cycle routine plans (adherence counts against it).
    public var sessionsPerWeek: Int?

    /// Creates a routine; missing weekdays become rest days.
    public init(name: String, days: [RoutineDay], isExample: Bool = false) {
        self.name = name
        self.isExample = isExample
        self.days = Weekday.allCases.map { weekday in
            days.first { $0.weekday == weekday } ?? RoutineDay(weekday: weekday)
        }
    }

    /// The plan for a weekday.
    public func day(_ weekday: Weekday) -> RoutineDay { days[weekday.index] }

    /// Creates a cycle routine: days done in order, `sessionsPerWeek` a week.
    public init(name: String, cycle: [RoutineDay], sessionsPerWeek: Int) {
        self.init(name: name, days: [])
        self.cycle = cycle.enumerated().map { index, day in
            var day = day
            day.cycleIndex = index
            return day
        }
        self.sessionsPerWeek = sessionsPerWeek
    }

    /// True for a cycle of days done in order.
    public var isCycle: Bool { !cycle.isEmpty }

    /// Training days per week (a cycle routine's sessions per week).
    public var trainingDaysPerWeek: Int { isCycle ? sessionsPerWeek ?? 3 : days.filter { !$0.isRest }.count }

    /// The days with training: the cycle's in order, or the week's training days from Monday.
    public var trainingDays: [RoutineDay] { isCycle ? cycle : days.filter { !$0.isRest } }

    /// The cycle day a session label names: its title in any case, or its number from 1.
    public func cycleDay(named label: String) -> RoutineDay? {
        let lower = label.lowercased().split(separator: " ").joined(separator: " ")
        if let number = Int(lower), number >= 1, number <= cycle.count { return cycle[number - 1] }
        return cycle.first { $0.title.lowercased().split(separator: " ").joined(separator: " ") == lower }
    }
}
