import LiftbookModel
import Yams

/// Reads sessions written as YAML or JSON: one session mapping, or `sessions:` with a list.
///
/// ```yaml
/// date: 2026-11-16
/// start: "18:05"
/// exercises:
///   - exercise: barbell-bench-press
///     sets: ["60 x 5 warmup", {weight: 80, reps: 5, rpe: 8}]
/// ```
enum StructuredSessionLoader {
    static let sessionKeys = SessionHeader.keys + ["exercises"]

    static func load(path: String, text: String, library: ExerciseLibrary, defaultUnit: MassUnit,
                     into diagnostics: inout [Diagnostic]) -> [Session] {
        load(path: path, text: text, resolver: ExerciseResolver(library: library), defaultUnit: defaultUnit, into: &diagnostics)
    }

    /// Reads sessions with a resolver that may be shared with other files.
    static func load(path: String, text: String, resolver: ExerciseResolver, defaultUnit: MassUnit,
                     into diagnostics: inout [Diagnostic]) -> [Session] {
        guard let source = YAMLSource(path: path, text: text, into: &diagnostics), let root = source.root else { return [] }
        let fileName = MarkdownSessionLoader.fileName(of: path)
        var nodes: [Node] = [root]
        if case .mapping(let mapping) = root, let list = mapping["sessions"] {
            guard var f = MappingReader(root, in: source, what: "a sessions file", into: &diagnostics) else { return [] }
            guard SchemaVersion.check(&f, newest: 1, into: &diagnostics) else { return [] }
            _ = f.node("sessions")
            f.reportUnknownKeys(what: "a sessions file", into: &diagnostics)
            guard case .sequence(let items) = list else {
                diagnostics.append(.error("'sessions' should be a list", at: source.location(of: list), hint: "write one '- date: …' entry per session"))
                return []
            }
            nodes = Array(items)
        } else if case .sequence(let items) = root {
            nodes = Array(items)
        }
        let reader = StructuredReader(source: source, resolver: resolver)
        var sessions: [Session] = []
        for (index, node) in nodes.enumerated() {
            guard var f = MappingReader(node, in: source, what: "a session", into: &diagnostics) else { continue }
            let header = SessionHeader(&f, fileName: nodes.count == 1 ? fileName : "", defaultUnit: defaultUnit, into: &diagnostics)
            var exercises: [LoggedExercise] = []
            if let list = f.node("exercises") {
                exercises = reader.exercises(list, unit: header.unit, into: &diagnostics)
            }
            f.reportUnknownKeys(what: "a session", into: &diagnostics)
            guard let date = header.date else { continue }
            if let warning = header.plannedWarning(path: source.path) {
                diagnostics.append(warning)
                continue
            }
            var session = Session(date: date, start: header.start, end: header.end, title: header.title,
                                    routineDay: header.routineDay, notes: header.notes, bodyweight: header.bodyweight,
                                    isPrivate: header.isPrivate, exercises: exercises, location: source.location(of: node),
                                    sequence: index, isExample: header.isExample, isCorrected: header.isCorrected)
            header.apply(to: &session)
            sessions.append(session)
        }
        return sessions
    }
}

/// Reads the exercises and sets of a structured session.
struct StructuredReader {
    let source: YAMLSource
    let resolver: ExerciseResolver

    func exercises(_ node: Node, unit: MassUnit, into diagnostics: inout [Diagnostic]) -> [LoggedExercise] {
        guard case .sequence(let items) = node else {
            diagnostics.append(.error("'exercises' should be a list", at: source.location(of: node), hint: "write one '- exercise: …' entry per line"))
            return []
        }
        var result: [LoggedExercise] = []
        let start = diagnostics.count
        for item in items {
            if DiagnosticCap.reached(&diagnostics, since: start, at: source.location(of: item)) { break }
            guard var f = MappingReader(item, in: source, what: "a logged exercise", into: &diagnostics) else { continue }
            let location = source.location(of: item)
            let reference = f.string("exercise", into: &diagnostics)
            let name = f.string("name", into: &diagnostics)
            guard let written = name ?? reference, !written.trimmingSpaces.isEmpty else {
                diagnostics.append(.error("a logged exercise needs 'exercise' (an id or name)", at: location, hint: "add 'exercise: barbell-bench-press'"))
                continue
            }
            let (id, known) = resolver.resolve(reference ?? written, at: f.location(reference == nil ? "name" : "exercise"), into: &diagnostics)
            // The snapshot keeps the name as written (an alias such as 'Pulldown' stays in loggedAs);
            // an id alone shows the library's name.
            let writtenName = reference.flatMap { $0.trimmingSpaces == id.rawValue ? nil : $0 }
            var exercise = LoggedExercise(exerciseID: id, name: (name ?? writtenName ?? resolver.library[id]?.name ?? written).trimmingSpaces,
                                          isKnown: known, location: location)
            exercise.superset = f.string("superset", into: &diagnostics)?.uppercased()
            if let original = f.string("insteadOf", into: &diagnostics) {
                exercise.substitutes = resolver.resolve(original, at: f.location("insteadOf"), into: &diagnostics).0
            }
            exercise.notes = f.string("notes", into: &diagnostics) ?? ""
            if let sets = f.node("sets") {
                exercise.sets = self.sets(sets, unit: unit, into: &diagnostics)
            }
            f.reportUnknownKeys(what: "a logged exercise", into: &diagnostics)
            result.append(exercise)
        }
        return result
    }

    func sets(_ node: Node, unit: MassUnit, into diagnostics: inout [Diagnostic]) -> [LoggedSet] {
        guard case .sequence(let items) = node else {
            diagnostics.append(.error("'sets' should be a list", at: source.location(of: node), hint: "write sets as [\"80 x 5\", \"80 x 5\"] or one '- 80 x 5' per line"))
            return []
        }
        var result: [LoggedSet] = []
        let start = diagnostics.count
        for item in items {
            if DiagnosticCap.reached(&diagnostics, since: start, at: source.location(of: item)) { break }
            if let text = item.scalarText {
                switch resolver.sets(of: text, defaultUnit: unit) {
                case .success(let sets): result += sets
                case .failure(let error):
                    var location = source.location(of: item)
                    if case .scalar(let scalar) = item, scalar.style == .plain { location.column += error.offset }
                    diagnostics.append(.error(error.message, at: location, hint: error.hint))
                }
            } else if let set = structuredSet(item, unit: unit, into: &diagnostics) {
                result.append(set)
            }
        }
        return result
    }

    /// `{kind: warmup, weight: 60, unit: kg, reps: 5, rpe: 8 (or rir: 2), duration: 45, distance: 5.2, distanceUnit: km, band: red, bodyweight: true}`.
    private func structuredSet(_ node: Node, unit: MassUnit, into diagnostics: inout [Diagnostic]) -> LoggedSet? {
        guard var f = MappingReader(node, in: source, what: "a set", into: &diagnostics) else { return nil }
        var set = LoggedSet()
        let errors = diagnostics.errors.count
        if let kind = f.choice("kind", as: SetKind.self, into: &diagnostics) { set.kind = kind }
        var setUnit = unit
        if let text = f.string("unit", into: &diagnostics) {
            if let value = MassUnit(spelling: text) { setUnit = value } else {
                diagnostics.append(.error("unknown unit '\(text)'", at: f.location("unit"), hint: "use kg or lb"))
            }
        }
        var weight: Weight?
        if let text = f.string("weight", into: &diagnostics) {
            if let value = WeightText.parse(text, defaultUnit: setUnit), abs(value.kilograms) <= NotationParser.maxLoggedKilograms {
                weight = value
            } else {
                diagnostics.append(.error("'weight' should be a weight such as 80 or 80kg, found '\(text)'", at: f.location("weight"), hint: "for example weight: 80 or weight: 175lb"))
            }
        }
        let isBodyweight = f.bool("bodyweight", into: &diagnostics) ?? false
        if let band = f.string("band", into: &diagnostics) {
            set.load = .band(band.lowercased())
        } else if isBodyweight {
            set.load = .bodyweight(added: weight)
        } else if let weight {
            if weight.value < 0 {
                diagnostics.append(.error("'weight' cannot be negative", at: f.location("weight"), hint: "for assisted work set 'bodyweight: true' and a negative weight"))
            }
            set.load = .weight(weight)
        }
        set.reps = f.int("reps", in: 0...NotationParser.maxLoggedReps, into: &diagnostics)
        set.rpe = f.number("rpe", in: 1...10, into: &diagnostics)
        set.rir = f.number("rir", in: 0...10, into: &diagnostics)
        if set.rpe != nil, set.rir != nil {
            diagnostics.append(.error("a set gives both 'rpe' and 'rir'", at: f.location("rir"), hint: "keep the one you logged: rir: 2 is read as RPE 8 where a rule needs an RPE"))
        }
        set.duration = f.number("duration", in: 0...NotationParser.maxSeconds, into: &diagnostics)
        if let value = f.number("distance", in: 0...1_000_000, into: &diagnostics) {
            var distanceUnit = DistanceUnit.km
            if let text = f.string("distanceUnit", into: &diagnostics) {
                if let parsed = DistanceUnit(spelling: text) { distanceUnit = parsed } else {
                    diagnostics.append(.error("unknown distance unit '\(text)'", at: f.location("distanceUnit"), hint: "use m, km, mi or yd"))
                }
            }
            set.distance = Distance(value, distanceUnit)
        } else {
            _ = f.string("distanceUnit", into: &diagnostics)
        }
        f.reportUnknownKeys(what: "a set", into: &diagnostics)
        if set.load == nil, set.reps == nil, set.duration == nil, set.distance == nil, diagnostics.errors.count == errors {
            diagnostics.append(.error("the set records nothing", at: source.location(of: node), hint: "give at least one of weight, reps, duration or distance"))
            return nil
        }
        return diagnostics.errors.count == errors ? set : nil
    }
}
