extension TrainingData {
    /// The same data with built-in exercises shown under their names in the site's language:
    /// `names` maps an exercise to its display name (`barbell-deadlift` → `Kreuzheben (Langhantel)`).
    ///
    /// The library's entry takes the name, and so does every logged exercise that resolved to it,
    /// whatever spelling of the built-in exercise its heading used (`Deadlift (Barbell)`, an
    /// app's export name). Names a lifter chose stay as written: an exercise this map does not
    /// hold (a custom one, a built-in one the site renamed), a name no library entry matched, and
    /// a routine's `name:`. Ids, and so addresses, never change. Empty `names` (English) leave
    /// the data as it is, each session as logged.
    public func showingNames(_ names: [ExerciseID: String]) -> TrainingData {
        guard !names.isEmpty else { return self }
        var copy = self
        for (id, name) in names where copy.exercises[id] != nil {
            copy.exercises[id]?.name = name
        }
        for index in copy.sessions.indices {
            for position in copy.sessions[index].exercises.indices {
                let logged = copy.sessions[index].exercises[position]
                guard logged.isKnown, let name = names[logged.exerciseID], logged.name != name else { continue }
                copy.sessions[index].exercises[position].name = name
            }
        }
        return copy
    }
}
