import LiftbookModel

/// Writes a session in the Markdown notation people log by hand: front matter, a `##` heading
/// per exercise (coach notation for supersets), one set-notation line per set or run of equal
/// sets, and notes as paragraphs. Returns nil for what the notation cannot say exactly.
enum MarkdownSessionWriter {
    /// The file's text. With `notesInBody` false the session notes go in the front matter.
    static func text(of session: Session, library: ExerciseLibrary, notesInBody: Bool) -> String? {
        var lines = ["---"] + YAMLSessionWriter.header(of: session, notes: !notesInBody) + ["---", ""]
        if notesInBody, !session.notes.isEmpty { lines += [session.notes, ""] }
        var supersetCounts: [String: Int] = [:]
        for exercise in session.exercises {
            guard headingResolves(exercise, library: library) else { return nil }
            var heading = exercise.name
            if let group = exercise.superset {
                guard group.count == 1, let letter = group.first, letter.isASCII, letter.isLetter else { return nil }
                supersetCounts[group, default: 0] += 1
                heading = "\(group)\(supersetCounts[group, default: 1]). " + heading
            }
            if let original = exercise.substitutes { heading += " (instead of \(original))" }
            lines.append("## " + heading)
            var index = 0
            while index < exercise.sets.count {
                var count = 1
                let set = exercise.sets[index]
                let countable = set.reps != nil || set.duration != nil || set.distance != nil
                while index + count < exercise.sets.count, exercise.sets[index + count] == set, countable {
                    count += 1
                }
                guard let line = notation(exercise.sets[index], count: count) else { return nil }
                lines.append("- " + line)
                index += count
            }
            lines.append("")
            if !exercise.notes.isEmpty { lines += [exercise.notes, ""] }
        }
        return lines.joined(separator: "\n")
    }

    /// True when the name, as a heading, finds the same exercise again.
    private static func headingResolves(_ exercise: LoggedExercise, library: ExerciseLibrary) -> Bool {
        let name = exercise.name
        guard !name.isEmpty, !name.contains("\n"), name == name.trimmingSpaces else { return false }
        if exercise.isKnown { return library.resolve(name) == exercise.exerciseID }
        return library.resolve(name) == nil && ExerciseID(slugOf: name) == exercise.exerciseID
    }

    /// `80kg x 5 x 3 @8 warmup`, `bw+10kg x 6`, `band red x 15`, `1800s 5.2km`, `45s x 3`.
    static func notation(_ set: LoggedSet, count: Int = 1) -> String? {
        var parts: [String] = []
        switch set.load {
        case .weight(let weight):
            guard let value = plain(weight.value) else { return nil }
            parts.append(value + weight.unit.rawValue)
        case .bodyweight(let added?):
            guard let value = plain(abs(added.value)) else { return nil }
            parts.append("bw" + (added.value < 0 ? "-" : "+") + value + added.unit.rawValue)
        case .bodyweight(nil):
            parts.append("bw")
        case .band(let colour):
            guard !colour.isEmpty, colour.allSatisfy({ $0.isLetter }) else { return nil }
            parts.append("band " + colour)
        case nil:
            break
        }
        if let reps = set.reps { parts.append("x \(reps)" + (count > 1 ? " x \(count)" : "")) }
        if let rpe = set.rpe {
            guard let value = plain(rpe) else { return nil }
            parts.append("@" + value)
        }
        if let rir = set.rir {
            guard let value = plain(rir) else { return nil }
            parts.append("@" + value + "RIR")
        }
        if let duration = set.duration {
            guard let value = plain(duration) else { return nil }
            parts.append(value + "s")
        }
        if let distance = set.distance {
            guard let value = plain(distance.value) else { return nil }
            parts.append(value + distance.unit.rawValue)
        }
        if set.reps == nil, count > 1 { parts.append("x \(count)") }
        switch set.kind {
        case .working: break
        case .warmup: parts.append("warmup")
        case .drop: parts.append("drop")
        case .failure: parts.append("fail")
        case .amrap: parts.append("amrap")
        }
        return parts.joined(separator: " ")
    }

    /// Digits and a point only: the notation has no exponents.
    private static func plain(_ value: Double) -> String? {
        let text = ExportText.number(value)
        return text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }) ? text : nil
    }
}
