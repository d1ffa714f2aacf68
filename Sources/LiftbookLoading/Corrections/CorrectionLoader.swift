import LiftbookModel
import Yams

/// Reads `corrections.yaml`:
///
/// ```yaml
/// schema: 1
/// corrections:
///   - {workout: 2024-03-05 18:02, exercise: Bench Press (Barbell), set: 175 x 87, to: 175 x 8}
///   - {workout: 2024-03-05 18:02, exercise: Bench Press (Barbell), set: 60 x 10, drop: true}
///   - {workout: 2023-01-14 19:40, duration: 1h 10min}      # or maxDuration: 2h
///   - {workout: 2022-12-24 10:00, drop: true}
///   - {map: Shoulder Press, to: machine-shoulder-press, from: 2023-06-01}
///   - {merge: Close-Grip Bench, into: close-grip-bench-press}
/// ```
enum CorrectionLoader {
    static let path = "corrections.yaml"
    /// Every key a correction may have.
    static let keys = ["workout", "exercise", "set", "to", "drop", "duration", "maxDuration", "map", "from", "merge", "into"]

    /// Every readable entry; each unreadable one is an error at its place.
    static func load(from files: any SiteFiles, library: ExerciseLibrary, into diagnostics: inout [Diagnostic]) -> [Correction] {
        guard files.exists(path), let text = TextFile.read(path, from: files, allowEmpty: true, into: &diagnostics),
              let source = YAMLSource(path: path, text: text, into: &diagnostics), let root = source.root,
              var f = MappingReader(root, in: source, what: "corrections.yaml", into: &diagnostics),
              SchemaVersion.check(&f, newest: 1, into: &diagnostics) else { return [] }
        var corrections: [Correction] = []
        if let list = f.node("corrections") {
            guard case .sequence(let items) = list else {
                diagnostics.append(.error("'corrections' should be a list", at: source.location(of: list),
                                          hint: "write one '- workout: …' (or '- map: …', '- merge: …') entry per correction"))
                return []
            }
            let start = diagnostics.count
            for item in items {
                if DiagnosticCap.reached(&diagnostics, since: start, at: source.location(of: item)) { break }
                guard var entry = MappingReader(item, in: source, what: "a correction", into: &diagnostics) else { continue }
                let errors = diagnostics.errors.count
                if let correction = read(&entry, at: source.location(of: item), library: library, into: &diagnostics) {
                    corrections.append(correction)
                }
                // One error per correction that cannot be read: its other known keys are not
                // reported as unknown after it (no cascade).
                if diagnostics.errors.count > errors {
                    for key in keys { _ = entry.node(key) }
                }
                entry.reportUnknownKeys(what: "a correction", into: &diagnostics)
            }
        }
        f.reportUnknownKeys(what: "corrections.yaml", into: &diagnostics)
        return corrections
    }

    private static func read(_ f: inout MappingReader, at location: SourceLocation, library: ExerciseLibrary,
                             into diagnostics: inout [Diagnostic]) -> Correction? {
        let kinds = ["workout", "map", "merge"].filter { f.has($0) }
        guard kinds.count == 1, let kind = kinds.first else {
            diagnostics.append(.error(kinds.isEmpty ? "the correction names no workout, name or exercise" : "the correction has both '\(kinds[0])' and '\(kinds[1])'",
                                      at: location, hint: "start each correction with one of 'workout: 2024-03-05 18:02', 'map: NAME' or 'merge: EXERCISE'"))
            return nil
        }
        switch kind {
        case "map": return readMap(&f, at: location, library: library, into: &diagnostics)
        case "merge": return readMerge(&f, at: location, library: library, into: &diagnostics)
        default: return readWorkout(&f, at: location, into: &diagnostics)
        }
    }

    private static func readWorkout(_ f: inout MappingReader, at location: SourceLocation, into diagnostics: inout [Diagnostic]) -> Correction? {
        guard let text = f.string("workout", required: true, into: &diagnostics) else { return nil }
        guard let workout = WorkoutReference(text) else {
            diagnostics.append(.error("'workout' should be a start such as 2024-03-05 18:02, found '\(text)'", at: f.location("workout"),
                                      hint: "name the workout by its date and start time as its page shows them (the day alone for one without a time)"))
            return nil
        }
        let given = ["set", "duration", "maxDuration", "drop"].filter { f.has($0) }
        let action: Correction.Action?
        if f.has("set") {
            action = readSet(&f, into: &diagnostics)
        } else if given.count != 1 {
            diagnostics.append(.error(given.isEmpty ? "the correction says nothing to do with the workout" : "the correction says both '\(given[0])' and '\(given[1])'",
                                      at: f.location("workout"),
                                      hint: "give one of 'exercise:' with 'set:' and 'to:' or 'drop: true', 'duration: 1h 10min', 'maxDuration: 2h' or 'drop: true'"))
            return nil
        } else if let seconds = duration("duration", &f, into: &diagnostics) {
            action = .setDuration(seconds: seconds)
        } else if let seconds = duration("maxDuration", &f, into: &diagnostics) {
            action = .capDuration(seconds: seconds)
        } else if f.has("drop") {
            action = dropFlag(&f, into: &diagnostics) ? .dropWorkout : nil
        } else {
            action = nil
        }
        guard let action else { return nil }
        return Correction(workout: workout, action: action, location: f.location("workout"))
    }

    /// `exercise:` and `set:` with `to:` or `drop: true`.
    private static func readSet(_ f: inout MappingReader, into diagnostics: inout [Diagnostic]) -> Correction.Action? {
        let exercise = f.string("exercise", required: true, into: &diagnostics)
        guard let text = f.string("set", into: &diagnostics) else { return nil }
        let pattern: SetPattern
        do throws(NotationError) {
            pattern = try SetPattern(text)
        } catch {
            diagnostics.append(.error(error.message, at: f.location("set"), hint: error.hint))
            return nil
        }
        guard let exercise else { return nil }
        switch (f.has("to"), f.has("drop")) {
        case (true, false):
            guard let replacement = f.string("to", into: &diagnostics) else { return nil }
            if case .failure(let error) = SetNotation.parse(replacement, defaultUnit: .kg) {
                diagnostics.append(.error(error.message, at: f.location("to"), hint: error.hint))
                return nil
            }
            if (try? SetNotation.parse(replacement, defaultUnit: .kg).get().count) != 1 {
                diagnostics.append(.error("'to' should be one set, found '\(replacement)'", at: f.location("to"), hint: "for example to: 175 x 8"))
                return nil
            }
            return .changeSet(exercise: exercise, set: pattern, to: replacement)
        case (false, true):
            return dropFlag(&f, into: &diagnostics) ? .dropSet(exercise: exercise, set: pattern) : nil
        default:
            diagnostics.append(.error("a set correction needs either 'to:' (the set as it should read) or 'drop: true'", at: f.location("set"),
                                      hint: "for example to: 175 x 8"))
            return nil
        }
    }

    private static func dropFlag(_ f: inout MappingReader, into diagnostics: inout [Diagnostic]) -> Bool {
        guard let value = f.bool("drop", into: &diagnostics) else { return false }
        if !value {
            diagnostics.append(.error("'drop: false' does nothing", at: f.location("drop"), hint: "remove the correction, or write drop: true"))
        }
        return value
    }

    private static func duration(_ key: String, _ f: inout MappingReader, into diagnostics: inout [Diagnostic]) -> Int? {
        guard let text = f.string(key, into: &diagnostics) else { return nil }
        guard let seconds = DurationText.seconds(text), seconds >= 1, seconds < 86_400 else {
            diagnostics.append(.error("'\(key)' should be a duration under a day such as 1h 10min, 70min or 1:10:00, found '\(text)'",
                                      at: f.location(key), hint: "a workout's duration runs from its start; write hours and minutes"))
            return nil
        }
        return Int(seconds.rounded())
    }

    private static func readMap(_ f: inout MappingReader, at location: SourceLocation, library: ExerciseLibrary,
                                into diagnostics: inout [Diagnostic]) -> Correction? {
        guard let name = f.string("map", into: &diagnostics) else { return nil }
        let target = exercise("to", &f, library: library, into: &diagnostics)
        var from: LocalDate?
        if let text = f.string("from", into: &diagnostics) {
            guard let date = LocalDate(iso: text.trimmingSpaces) else {
                diagnostics.append(.error("'from' should be a date such as 2023-06-01, found '\(text)'", at: f.location("from"),
                                          hint: "workouts on and after this day are mapped; leave it out for all of them"))
                return nil
            }
            from = date
        }
        guard let target else { return nil }
        return Correction(action: .map(name: name.trimmingSpaces, to: target, from: from), location: f.location("map"))
    }

    private static func readMerge(_ f: inout MappingReader, at location: SourceLocation, library: ExerciseLibrary,
                                  into diagnostics: inout [Diagnostic]) -> Correction? {
        guard let name = f.string("merge", into: &diagnostics) else { return nil }
        guard let target = exercise("into", &f, library: library, into: &diagnostics) else { return nil }
        // The merged exercise may be one the library does not know: a name kept from a log.
        let source = library.resolve(name) ?? ExerciseID(slugOf: name)
        guard source != target else {
            diagnostics.append(.error("'\(name)' is already \(target)", at: f.location("merge"), hint: "name two different exercises"))
            return nil
        }
        return Correction(action: .merge(source, into: target), location: f.location("merge"))
    }

    /// A library exercise named by `key`: an id, name or alias.
    private static func exercise(_ key: String, _ f: inout MappingReader, library: ExerciseLibrary,
                                 into diagnostics: inout [Diagnostic]) -> ExerciseID? {
        guard let name = f.string(key, required: true, into: &diagnostics) else { return nil }
        guard let id = library.resolve(name) else {
            diagnostics.append(.error("unknown exercise '\(name)'", at: f.location(key), hint: library.hint(for: name)))
            return nil
        }
        return id
    }
}
