import LiftbookModel
import Yams

/// Reads `exercises/*.yaml` (and the built-in library, which uses the same format).
enum ExerciseFileLoader {
    /// The newest `schema:` this version reads.
    static let schema = 1

    /// The entries of one file. An entry whose id is already in `base` overrides it: the keys
    /// it gives replace the base entry's, its aliases are added.
    static func load(_ source: YAMLSource, base: ExerciseLibrary, unit: MassUnit, custom: Bool,
                     into diagnostics: inout [Diagnostic]) -> [Exercise] {
        guard let root = source.root else { return [] }
        let list: [Node]
        switch root {
        case .sequence(let items):
            list = Array(items)
        case .mapping:
            guard var fields = MappingReader(root, in: source, what: "an exercise file", into: &diagnostics) else { return [] }
            guard SchemaVersion.check(&fields, newest: schema, into: &diagnostics) else { return [] }
            guard let node = fields.node("exercises") else {
                diagnostics.append(fields.missing("exercises"))
                return []
            }
            fields.reportUnknownKeys(what: "an exercise file", into: &diagnostics)
            guard case .sequence(let items) = node else {
                diagnostics.append(.error("'exercises' should be a list, found \(node.kindName)", at: source.location(of: node), hint: "write one '- id: …' entry per line"))
                return []
            }
            list = Array(items)
        default:
            diagnostics.append(.error("an exercise file should hold 'exercises:' with a list of exercises", at: source.start))
            return []
        }
        var result: [Exercise] = []
        var seen: [ExerciseID: (location: SourceLocation, index: Int)] = [:]
        let start = diagnostics.count
        for item in list {
            if DiagnosticCap.reached(&diagnostics, since: start, at: source.location(of: item)) { break }
            guard let exercise = entry(item, in: source, base: base, unit: unit, custom: custom, into: &diagnostics) else { continue }
            if let first = seen[exercise.id] {
                // An entry that repeats an earlier one apart from its aliases adds them: what
                // `check --unmapped` prints can be appended to the same file again.
                if sameApartFromAliases(result[first.index], exercise) {
                    let known = Set(result[first.index].aliases)
                    result[first.index].aliases += exercise.aliases.filter { !known.contains($0) }
                    continue
                }
                diagnostics.append(.error("duplicate exercise id '\(exercise.id)'", at: source.location(of: item),
                                          hint: "it is already defined at \(first.location) with other values; ids must be unique"))
                continue
            }
            seen[exercise.id] = (source.location(of: item), result.count)
            result.append(exercise)
        }
        return result
    }

    private static func sameApartFromAliases(_ a: Exercise, _ b: Exercise) -> Bool {
        var a = a, b = b
        a.aliases = []
        b.aliases = []
        a.location = nil
        b.location = nil
        return a == b
    }

    private static func entry(_ node: Node, in source: YAMLSource, base: ExerciseLibrary, unit: MassUnit, custom: Bool,
                              into diagnostics: inout [Diagnostic]) -> Exercise? {
        guard var f = MappingReader(node, in: source, what: "an exercise", into: &diagnostics) else { return nil }
        let location = source.location(of: node)
        let name = f.string("name", into: &diagnostics)?.trimmingSpaces
        var id: ExerciseID?
        if let text = f.string("id", into: &diagnostics) {
            if ExerciseID.isSlug(text) {
                id = ExerciseID(text)
            } else {
                diagnostics.append(.error("exercise id '\(text)' is not a slug", at: f.location("id"),
                                          hint: "use lowercase letters, digits and hyphens, e.g. '\(slugify(text))'"))
                return nil
            }
        } else if let name, !name.isEmpty {
            id = ExerciseID(slugOf: name)
        }
        guard let id, !id.rawValue.isEmpty else {
            diagnostics.append(.error("an exercise needs an 'id' or a 'name'", at: location, hint: "add 'id: my-exercise' and 'name: My Exercise'"))
            return nil
        }
        let inherited = base[id]
        var exercise = inherited ?? Exercise(id: id, name: name ?? "", category: .fullBody, custom: custom, location: location)
        exercise.location = location
        if let name {
            guard !name.isEmpty else {
                diagnostics.append(.error("exercise '\(id)' has an empty name", at: f.location("name"), hint: "give the exercise a display name"))
                return nil
            }
            exercise.name = name
        } else if inherited == nil {
            diagnostics.append(f.missing("name"))
            return nil
        }
        let aliases = f.strings("aliases", into: &diagnostics).map(\.trimmingSpaces).filter { !$0.isEmpty }
        let inheritedAliases = inherited?.aliases ?? []
        let known = Set(inheritedAliases)
        exercise.aliases = inheritedAliases + aliases.filter { !known.contains($0) }
        if let type = f.choice("type", as: ExerciseType.self, into: &diagnostics) { exercise.type = type }
        if let category = f.choice("category", as: ExerciseCategory.self, required: inherited == nil, into: &diagnostics) {
            exercise.category = category
        } else if inherited == nil {
            return nil
        }
        if f.has("primaryMuscles") { exercise.primaryMuscles = muscles("primaryMuscles", &f, into: &diagnostics) }
        if f.has("secondaryMuscles") { exercise.secondaryMuscles = muscles("secondaryMuscles", &f, into: &diagnostics) }
        if let equipment = f.string("equipment", into: &diagnostics) {
            let value = equipment.lowercased().trimmingSpaces
            if !knownEquipment.contains(value) {
                diagnostics.append(.warning("unknown equipment '\(equipment)'", at: f.location("equipment"),
                                            hint: Suggestions.hint(for: value, among: knownEquipment) ?? "known: \(knownEquipment.joined(separator: ", "))"))
            }
            exercise.equipment = value
        }
        if let text = f.string("increment", into: &diagnostics) {
            if let weight = WeightText.parse(text, defaultUnit: unit), weight.value > 0, weight.kilograms <= 100 {
                exercise.increment = weight
            } else {
                diagnostics.append(.error("'increment' should be a positive weight such as 2.5 or 5lb, found '\(text)'", at: f.location("increment"), hint: "for example increment: 2.5 or increment: 5lb"))
            }
        }
        if let image = f.string("image", into: &diagnostics) { exercise.image = image }
        if f.has("instructions") { exercise.instructions = f.strings("instructions", into: &diagnostics) }
        if let description = f.string("description", into: &diagnostics) { exercise.description = description }
        if let value = f.bool("custom", into: &diagnostics) { exercise.custom = value } else if inherited == nil { exercise.custom = custom }
        if let value = f.bool("archived", into: &diagnostics) { exercise.archived = value }
        f.reportUnknownKeys(what: "an exercise", into: &diagnostics)
        return exercise
    }

    private static func muscles(_ key: String, _ f: inout MappingReader, into diagnostics: inout [Diagnostic]) -> [String] {
        let values = f.strings(key, into: &diagnostics).map { $0.lowercased().trimmingSpaces }
        for value in values where !knownMuscles.contains(value) {
            diagnostics.append(.warning("unknown muscle '\(value)' in '\(key)'", at: f.location(key),
                                        hint: Suggestions.hint(for: value, among: knownMuscles) ?? "known: \(knownMuscles.joined(separator: ", "))"))
        }
        return values
    }
}

/// Reads and checks `schema: N`.
enum SchemaVersion {
    /// False (with an error) when the file declares a schema newer than `newest` or not a number.
    static func check(_ fields: inout MappingReader, newest: Int, into diagnostics: inout [Diagnostic]) -> Bool {
        guard let text = fields.string("schema", into: &diagnostics) else { return true }
        guard let version = Int(text), version >= 1 else {
            diagnostics.append(.error("'schema' should be a whole number such as 1, found '\(text)'", at: fields.location("schema"), hint: "for example schema: 1"))
            return false
        }
        guard version <= newest else {
            diagnostics.append(.error("schema \(version) is newer than this version of Liftbook reads (up to \(newest))",
                                      at: fields.location("schema"), hint: "update Liftbook, or write the file in schema \(newest)"))
            return false
        }
        return true
    }
}
