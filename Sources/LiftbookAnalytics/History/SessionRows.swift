import LiftbookModel

/// A session's exercises as history rows: one per exercise, an exercise logged twice put
/// together. Worked out from the session alone, so sessions are done side by side.
struct SessionRows: Sendable {
    /// One exercise of the session: its row and the names it was logged under.
    struct Logged: Sendable {
        var exercise: ExerciseID
        /// Every name it was logged under that day (the first names the row).
        var names: [String]
        var row: HistoryRow
    }

    /// The session's ``Session/id``.
    let id: String
    /// Its exercises in first-seen order.
    let rows: [Logged]

    /// The body weight the rows were worked out with, kg.
    let bodyweightKilograms: Double?

    /// The rows of `session`, with e1RMs by `formula` (a weighted body-weight lift's made with
    /// `bodyweightKilograms`, the session's when nil) and sets beyond `limits` counting toward nothing.
    init(_ session: Session, formula: E1RMFormula, limits: PlausibilityLimits, bodyweightKilograms: Double? = nil) {
        let id = session.id
        self.id = id
        let bodyweight = session.bodyweight?.kilograms ?? bodyweightKilograms
        self.bodyweightKilograms = bodyweight
        rows = Self.grouped(session.exercises).map { exercise, names, sets in
            Logged(exercise: exercise, names: names,
                   row: HistoryRow(session: session, id: id, name: names[0], sets: sets, formula: formula, limits: limits,
                                   bodyweightKilograms: bodyweight))
        }
    }

    /// A session's exercises with the sets of an exercise logged twice put together, in first-seen
    /// order, with every name it was logged under that day (the first names the row).
    static func grouped(_ exercises: [LoggedExercise]) -> [(ExerciseID, [String], [LoggedSet])] {
        var result: [(ExerciseID, [String], [LoggedSet])] = []
        result.reserveCapacity(exercises.count)
        for i in exercises.indices {
            let id = exercises[i].exerciseID
            if let index = result.firstIndex(where: { $0.0 == id }) {
                result[index].2 += exercises[i].sets
                if !result[index].1.contains(exercises[i].name) { result[index].1.append(exercises[i].name) }
            } else {
                result.append((id, [exercises[i].name], exercises[i].sets))
            }
        }
        return result
    }
}
