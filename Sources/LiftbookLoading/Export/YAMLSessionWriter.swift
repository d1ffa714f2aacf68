import LiftbookModel

/// Writes a session as a structured YAML session file, the canonical form every source can be
/// turned into: every set as a flow mapping with explicit units.
enum YAMLSessionWriter {
    static func text(of session: Session) -> String {
        var lines = ["schema: 1"] + header(of: session)
        lines.append(session.exercises.isEmpty ? "exercises: []" : "exercises:")
        for exercise in session.exercises {
            lines.append("  - exercise: " + reference(to: exercise))
            lines.append("    name: " + ExportText.quoted(exercise.name))
            if let superset = exercise.superset { lines.append("    superset: " + ExportText.quoted(superset)) }
            if let original = exercise.substitutes { lines.append("    insteadOf: " + ExportText.quoted(original.rawValue)) }
            if !exercise.notes.isEmpty { lines.append("    notes: " + ExportText.quoted(exercise.notes)) }
            lines.append(exercise.sets.isEmpty ? "    sets: []" : "    sets:")
            for set in exercise.sets { lines.append("      - {" + fields(of: set).joined(separator: ", ") + "}") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The header keys shared with Markdown front matter (`notes` only when asked).
    static func header(of session: Session, notes: Bool = true) -> [String] {
        var lines = ["date: \(session.date)"]
        if let start = session.start { lines.append("start: " + ExportText.time(start)) }
        if let end = session.end { lines.append("end: " + ExportText.time(end)) }
        // A workout of a day or more has no end: its logged duration is kept, in seconds.
        if session.end == nil, let seconds = session.loggedSeconds { lines.append("duration: \(seconds)") }
        if !session.title.isEmpty { lines.append("title: " + ExportText.quoted(session.title)) }
        if let day = session.routineDay { lines.append("routine: \(day.rawValue)") }
        if let label = session.routineLabel { lines.append("routine: " + YAMLText.quoted(label)) }
        if let weight = session.bodyweight { lines.append("bodyweight: " + ExportText.number(weight.value) + weight.unit.rawValue) }
        if session.isPrivate { lines.append("private: true") }
        if session.isExample { lines.append("example: true") }
        if session.isCorrected { lines.append("corrected: true") }
        if notes, !session.notes.isEmpty { lines.append("notes: " + ExportText.quoted(session.notes)) }
        return lines
    }

    /// The id for a library exercise; the name as logged for one the library does not know, so
    /// that an alias added later still finds it.
    static func reference(to exercise: LoggedExercise) -> String {
        exercise.isKnown ? exercise.exerciseID.rawValue : ExportText.quoted(exercise.name)
    }

    /// `kind: warmup, weight: 60, unit: kg, reps: 5, rpe: 8, duration: 45, distance: 5.2, distanceUnit: km`.
    static func fields(of set: LoggedSet) -> [String] {
        var fields: [String] = []
        if set.kind != .working { fields.append("kind: \(set.kind.rawValue)") }
        switch set.load {
        case .weight(let weight):
            fields += ["weight: " + ExportText.number(weight.value), "unit: \(weight.unit.rawValue)"]
        case .bodyweight(let added):
            fields.append("bodyweight: true")
            if let added { fields += ["weight: " + ExportText.number(added.value), "unit: \(added.unit.rawValue)"] }
        case .band(let colour):
            fields.append("band: " + ExportText.quoted(colour))
        case nil:
            break
        }
        if let reps = set.reps { fields.append("reps: \(reps)") }
        if let rpe = set.rpe { fields.append("rpe: " + ExportText.number(rpe)) }
        if let rir = set.rir { fields.append("rir: " + ExportText.number(rir)) }
        if let duration = set.duration { fields.append("duration: " + ExportText.number(duration)) }
        if let distance = set.distance {
            fields += ["distance: " + ExportText.number(distance.value), "distanceUnit: \(distance.unit.rawValue)"]
        }
        return fields
    }
}
