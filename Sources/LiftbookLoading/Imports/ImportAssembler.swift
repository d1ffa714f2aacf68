import LiftbookModel

/// Turns imported workouts into sessions: resolves each distinct exercise name once (one warning
/// per file lists every unmapped name, not one per name or row) and decides what an empty or filled weight
/// means for the exercise's type.
struct ImportAssembler {
    let library: ExerciseLibrary

    /// The sessions of the workouts; `rows` learns where each set came from, for the plausibility
    /// warnings made after corrections.
    func sessions(from workouts: [ImportedWorkout], report: inout ImportReport) -> [Session] {
        var rows = ImportedRows()
        return sessions(from: workouts, report: &report, rows: &rows)
    }

    func sessions(from workouts: [ImportedWorkout], report: inout ImportReport, rows: inout ImportedRows) -> [Session] {
        let table = report.table
        var resolved: [String: (id: ExerciseID, known: Bool)] = [:]
        var unmapped: [(name: String, exercise: ImportedExercise)] = []
        var unmappedSets: [String: Int] = [:]
        var sessions: [Session] = []
        sessions.reserveCapacity(workouts.count)
        for workout in workouts {
            var exercises: [LoggedExercise] = []
            var setRows: [[Int]] = []
            // An exercise whose every row failed has no sets: it is not kept (the rows were reported).
            for imported in workout.exercises where !imported.sets.isEmpty {
                let identity: (id: ExerciseID, known: Bool)
                if let cached = resolved[imported.name] {
                    identity = cached
                } else if imported.name.utf8.count > ExerciseResolver.maxNameBytes {
                    // Refused before any lookup or did-you-mean search, which a name of megabytes would make take minutes.
                    report.error("an exercise name of \(ByteCount.text(imported.name.utf8.count)), over the \(ExerciseResolver.maxNameBytes)-byte limit",
                                 at: table.location(of: imported.row, field: imported.field), hint: "exercise names are a few words; check the cell")
                    identity = (ExerciseID(slugOf: String(decoding: imported.name.utf8.prefix(ExerciseResolver.maxNameBytes), as: UTF8.self)), false)
                } else if let id = library.resolve(imported.name) {
                    identity = (id, true)
                } else {
                    let slug = ExerciseID(slugOf: imported.name)
                    identity = (slug.rawValue.isEmpty ? ExerciseID(unsluggable: imported.name) : slug, false)
                    unmapped.append((imported.name, imported))
                }
                resolved[imported.name] = identity
                if !identity.known { unmappedSets[imported.name, default: 0] += imported.sets.count }
                let entry = identity.known ? library[identity.id] : nil
                let sets = imported.sets.map { loggedSet($0, exercise: entry, name: imported.name) }
                setRows.append(imported.sets.map(\.line))
                exercises.append(LoggedExercise(
                    exerciseID: identity.id, name: imported.name, isKnown: identity.known, superset: imported.superset,
                    notes: imported.notes.joined(separator: "\n\n"), sets: sets,
                    location: table.location(of: imported.row, field: imported.field)))
            }
            guard !exercises.isEmpty || workout.exercises.isEmpty else { continue }
            var session = Session(date: workout.date, start: workout.start, end: workout.end, title: workout.title,
                                  notes: workout.notes, exercises: exercises,
                                  location: SourceLocation(path: table.path, line: workout.line))
            if session.end == nil, let logged = workout.loggedDuration, logged >= 86_400 {
                session.loggedSeconds = Int(min(logged, 1e9).rounded())
            }
            rows.record(session, sets: setRows, loggedSeconds: workout.loggedDuration.map { Int(min($0, 1e9).rounded()) })
            sessions.append(session)
        }
        if let first = unmapped.first {
            report.warn(UnmappedNamesWarning.text(unmapped.map { ($0.name, unmappedSets[$0.name, default: 0]) }),
                        at: table.location(of: first.exercise.row, field: first.exercise.field),
                        hint: UnmappedNamesWarning.hint)
        }
        return sessions
    }

    /// Body-weight exercises take an empty weight as body weight alone and a filled one as added
    /// weight (assisting weight for an assisted variation); other exercises keep the weight.
    func loggedSet(_ set: ImportedSet, exercise: Exercise?, name: String) -> LoggedSet {
        var load: Load? = set.weight.map { .weight($0) }
        if let exercise, exercise.type == .bodyweight {
            if let weight = set.weight {
                // Help only where body weight is the load (SPEC §4): an assisted pull-up, not a row.
                let assisted = exercise.isAssisted || Exercise.namesAssistance(name)
                load = .bodyweight(added: assisted ? Weight(-weight.value, weight.unit) : weight)
            } else {
                load = .bodyweight(added: nil)
            }
        }
        return LoggedSet(kind: set.kind, load: load, reps: set.reps, rpe: set.rpe, duration: set.duration, distance: set.distance, rir: set.rir)
    }
}
