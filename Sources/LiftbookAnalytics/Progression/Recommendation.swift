public import LiftbookModel

/// The rule a recommendation followed.
public enum ProgressionRule: String, Sendable, Hashable, CaseIterable, Codable {
    /// StrongLifts: add the increment after a fully successful session, deload 10% after three failures.
    case linear
    /// Work up the rep range, then add the increment and go back to the bottom.
    case double
    /// Load from the recent best e1RM and the RPE chart.
    case rpe
    /// Extend the duration or distance by a small step.
    case cardio
    /// Extend the hold.
    case isometric
    /// Add reps up to the top of the range, then added weight (or less assistance).
    case bodyweight
    /// Keep the routine's target.
    case keep
    /// 5/3/1: percentages of a training max, week by week.
    case fiveThreeOne = "531"
    /// GZCLP tier 1.
    case gzclpT1 = "gzclp-t1"
    /// GZCLP tier 2.
    case gzclpT2 = "gzclp-t2"
    /// GZCLP tier 3.
    case gzclpT3 = "gzclp-t3"
}

/// What a recommendation changes from last time.
public enum RecommendationAction: String, Sendable, Hashable, CaseIterable, Codable {
    /// No history to go on: the routine's target.
    case start
    /// More weight.
    case increase
    /// The same target again.
    case `repeat`
    /// Less weight after repeated misses.
    case deload
    /// The same weight, more reps.
    case addReps
    /// A longer duration, distance or hold.
    case extend
    /// The target as written, with no progression.
    case keep
    /// Work up to a new rep max (GZCLP after the last T1 stage fails).
    case test
}

/// The next-session target for one planned exercise, with its reason and the sessions it looked at.
public struct Recommendation: Sendable, Hashable {
    /// The exercise.
    public var exercise: ExerciseID
    /// The routine day that plans it.
    public var day: Weekday
    /// Its 0-based position in that day.
    public var position: Int
    /// The rule applied.
    public var rule: ProgressionRule
    /// What changes from last time.
    public var action: RecommendationAction
    /// Target sets.
    public var sets: Int
    /// Target reps (a range while working up a rep range).
    public var reps: RepTarget?
    /// Target load in the display unit; for body-weight exercises the added weight (negative:
    /// assistance), nil for body weight alone.
    public var weight: Weight?
    /// Target RPE.
    public var rpe: Double?
    /// Target seconds (a cardio duration or a hold).
    public var duration: Double?
    /// Target distance.
    public var distance: Distance?
    /// Why, as sentences the site words in its language (joined by a space).
    public var reason: [Message]
    /// The ids of the sessions it looked at, oldest first.
    public var lookedAt: [String]
    /// How ``weight`` is made with the equipment owned (plates per side on a barbell), when known.
    public var plates: PlateLoad?
    /// Set by set, for schemes whose sets differ (5/3/1, GZCLP); empty when every set is the same.
    public var prescribed: [PrescribedSet] = []
    /// For a cycle routine, the cycle day that plans it (``day`` then means nothing).
    public var cycle: CycleDay?

    /// Creates a recommendation.
    public init(exercise: ExerciseID, day: Weekday, position: Int, rule: ProgressionRule, action: RecommendationAction,
                sets: Int, reps: RepTarget? = nil, weight: Weight? = nil, rpe: Double? = nil, duration: Double? = nil,
                distance: Distance? = nil, reason: [Message], lookedAt: [String] = []) {
        self.exercise = exercise
        self.day = day
        self.position = position
        self.rule = rule
        self.action = action
        self.sets = sets
        self.reps = reps
        self.weight = weight
        self.rpe = rpe
        self.duration = duration
        self.distance = distance
        self.reason = reason
        self.lookedAt = lookedAt
    }
}

/// One set of a prescription whose sets differ: `70 kg × 5+`.
public struct PrescribedSet: Sendable, Hashable {
    /// The load, in the display unit.
    public var weight: Weight
    /// The reps (the least, for an AMRAP set).
    public var reps: Int
    /// True for an as-many-reps-as-possible set (`5+`).
    public var amrap: Bool
    /// How the load is made with the equipment owned, when known.
    public var plates: PlateLoad?

    /// Creates a set.
    public init(weight: Weight, reps: Int, amrap: Bool = false, plates: PlateLoad? = nil) {
        self.weight = weight
        self.reps = reps
        self.amrap = amrap
        self.plates = plates
    }
}
