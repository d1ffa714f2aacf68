import LiftbookModel

/// One entry of `corrections.yaml`: a fix of imported (or hand-written) data that leaves the
/// files it fixes as they are.
struct Correction: Sendable {
    /// What it changes.
    enum Action: Sendable {
        /// Replace one set of one exercise of the workout.
        case changeSet(exercise: String, set: SetPattern, to: String)
        /// Remove one set of one exercise of the workout.
        case dropSet(exercise: String, set: SetPattern)
        /// Make the workout last this long (its end moves).
        case setDuration(seconds: Int)
        /// Make the workout last at most this long.
        case capDuration(seconds: Int)
        /// Leave the whole workout out.
        case dropWorkout
        /// Log a name as an exercise, in workouts on or after a day (all of them without one).
        case map(name: String, to: ExerciseID, from: LocalDate?)
        /// Count one exercise as another.
        case merge(ExerciseID, into: ExerciseID)
    }

    /// The workout it fixes, for the actions that fix one workout.
    var workout: WorkoutReference?
    /// What it does.
    var action: Action
    /// Where the entry is written (its first key).
    var location: SourceLocation
}
