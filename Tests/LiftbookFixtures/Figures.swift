package import LiftbookModel

/// The counting rules of SPEC section 4, applied directly to sessions, so import tests can check
/// hand-computed figures without the analytics module.
package enum Figures {
    /// Working sets (all but warm-ups) of an exercise, or of every exercise.
    package static func workingSets(_ sessions: [Session], _ id: ExerciseID? = nil) -> Int {
        exercises(sessions, id).reduce(0) { $0 + $1.workingSets.count }
    }

    /// Σ weight × reps of the rep sets in kilograms (exact pound conversion).
    package static func volume(_ sessions: [Session], _ id: ExerciseID? = nil) -> Double {
        exercises(sessions, id).reduce(0) { total, exercise in total + exercise.sets.reduce(0) { $0 + $1.volumeKilograms } }
    }

    /// Working sets per ISO week.
    package static func weeklyWorkingSets(_ sessions: [Session]) -> [ISOWeek: Int] {
        Dictionary(grouping: sessions) { ISOWeek(containing: $0.date) }.mapValues { workingSets($0) }
    }

    /// Volume in kilograms per ISO week.
    package static func weeklyVolume(_ sessions: [Session]) -> [ISOWeek: Double] {
        Dictionary(grouping: sessions) { ISOWeek(containing: $0.date) }.mapValues { volume($0) }
    }

    /// Every set of every session, flattened.
    package static func sets(_ sessions: [Session], _ id: ExerciseID? = nil) -> [LoggedSet] {
        exercises(sessions, id).flatMap(\.sets)
    }

    private static func exercises(_ sessions: [Session], _ id: ExerciseID?) -> [LoggedExercise] {
        sessions.flatMap(\.exercises).filter { id == nil || $0.exerciseID == id }
    }
}

/// `2024-W37`.
package func week(_ text: String) -> ISOWeek { ISOWeek(parsing: text) ?? ISOWeek(year: 0, week: 0) }

/// True when two numbers agree to a millionth of a kilogram.
package func close(_ a: Double, _ b: Double, tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }
