import LiftbookModel

extension ExerciseType {
    /// The type a library-less exercise's sets suggest: distances → cardio, reps → strength,
    /// durations alone → isometric; nil without working sets.
    init?(inferredFrom sets: [LoggedSet]) {
        guard !sets.isEmpty else { return nil }
        if sets.contains(where: { $0.distance != nil }) {
            self = .cardio
        } else if sets.contains(where: \.isRepSet) {
            self = .strength
        } else if sets.contains(where: { $0.duration != nil }) {
            self = .isometric
        } else {
            return nil
        }
    }
}
