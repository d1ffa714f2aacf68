/// What Liftbook takes for humanly possible: values beyond these limits are typos or workouts
/// left running. They are warned about and kept, but count toward no total or record they
/// would distort (time trained, volume, e1RM, heaviest weight).
public struct PlausibilityLimits: Sendable, Hashable {
    /// The longest plausible workout, seconds (default 5 h).
    public var workoutSeconds: Int
    /// The most reps a set can plausibly have (default 100).
    public var reps: Int
    /// The heaviest plausible load of one set, kilograms (default 500 kg).
    public var kilograms: Double
    /// Estimated 1RMs come only from sets of 1 to this many reps, where the formulas hold (default 12).
    public var e1rmMaxReps: Int

    /// The defaults: 5 h, 100 reps, 500 kg, e1RM from 1–12 reps.
    public init(workoutSeconds: Int = 5 * 3600, reps: Int = 100, kilograms: Double = 500, e1rmMaxReps: Int = 12) {
        self.workoutSeconds = workoutSeconds
        self.reps = reps
        self.kilograms = kilograms
        self.e1rmMaxReps = e1rmMaxReps
    }

    /// True when the set's reps are within ``reps``.
    public func hasPlausibleReps(_ set: LoggedSet) -> Bool { (set.reps ?? 0) <= reps }

    /// True when the set's counted load is within ``kilograms``.
    public func hasPlausibleLoad(_ set: LoggedSet) -> Bool { set.kilograms <= kilograms }

    /// True when neither the reps nor the load are beyond the limits.
    public func isPlausible(_ set: LoggedSet) -> Bool { hasPlausibleReps(set) && hasPlausibleLoad(set) }

    /// True for a workout of at most ``workoutSeconds``.
    public func isPlausible(workoutSeconds seconds: Int) -> Bool { seconds <= workoutSeconds }

    /// The duration of a session that counts toward time trained: nil when unknown or implausible.
    public func countedDuration(of session: Session) -> Int? {
        guard let seconds = session.durationSeconds, isPlausible(workoutSeconds: seconds) else { return nil }
        return seconds
    }

    /// True when an estimated 1RM may come from the set: a plausible working set of 1 to ``e1rmMaxReps`` reps.
    public func allowsE1RM(_ set: LoggedSet) -> Bool {
        guard set.isRepSet, let count = set.reps else { return false }
        return count <= e1rmMaxReps && isPlausible(set)
    }
}
