import LiftbookModel
import Yams

/// Reads exercise-library JSON in the two public formats: free-exercise-db and ExerciseDB.
///
/// Missing fields, arrays given as JSON-encoded strings and missing ids are tolerated. An entry
/// whose name already resolves to a library exercise only fills in that exercise's missing image
/// and instructions; every other entry is added.
enum LibraryJSONLoader {
    static func load(_ source: YAMLSource, base: ExerciseLibrary, into diagnostics: inout [Diagnostic]) -> [Exercise] {
        guard let root = source.root else { return [] }
        var items: [Node] = []
        switch root {
        case .sequence(let list): items = Array(list)
        case .mapping(let mapping):
            if let list = mapping["exercises"]?.sequence.map(Array.init) { items = list } else { items = [root] }
        default:
            diagnostics.append(.error("an exercise library JSON file should hold a list of exercises", at: source.start))
            return []
        }
        var result: [Exercise] = []
        var taken: Set<ExerciseID> = []
        // The next number to try after an id, so that many entries of one name number in linear time.
        var nextNumber: [ExerciseID: Int] = [:]
        let start = diagnostics.count
        for item in items {
            if DiagnosticCap.reached(&diagnostics, since: start, at: source.location(of: item)) { break }
            guard var f = MappingReader(item, in: source, what: "a library exercise", into: &diagnostics) else { continue }
            let location = source.location(of: item)
            guard let name = f.string("name", into: &diagnostics)?.trimmingSpaces, !name.isEmpty else {
                diagnostics.append(.error("a library exercise has no 'name'", at: location, hint: "every entry needs a name; this one is skipped"))
                continue
            }
            let isExerciseDB = f.has("bodyPart") || f.has("target") || f.has("gifUrl")
            var exercise = isExerciseDB ? exerciseDB(&f, name: name, into: &diagnostics) : freeExerciseDB(&f, name: name, into: &diagnostics)
            exercise.location = location
            if let existing = base.resolve(name), var known = base[existing] {
                if known.image == nil { known.image = exercise.image }
                if known.instructions.isEmpty { known.instructions = exercise.instructions }
                if known != base[existing] { result.append(known) }
                continue
            }
            var id = exercise.id
            var counter = nextNumber[exercise.id, default: 2]
            while taken.contains(id) || base[id] != nil {
                id = ExerciseID("\(exercise.id.rawValue)-\(counter)")
                counter += 1
            }
            nextNumber[exercise.id] = counter
            exercise.id = id
            taken.insert(id)
            result.append(exercise)
        }
        return result
    }

    private static func freeExerciseDB(_ f: inout MappingReader, name: String, into diagnostics: inout [Diagnostic]) -> Exercise {
        let rawID = f.string("id", into: &diagnostics).map(slugify) ?? ""
        let category = f.string("category", into: &diagnostics)?.lowercased() ?? ""
        let equipment = mapEquipment(f.string("equipment", into: &diagnostics))
        let primary = f.strings("primaryMuscles", into: &diagnostics).map { $0.lowercased() }
        let secondary = f.strings("secondaryMuscles", into: &diagnostics).map { $0.lowercased() }
        let images = f.strings("images", into: &diagnostics).filter { $0.hasPrefix("https://") || $0.hasPrefix("http://") }
        let type: ExerciseType = switch category {
        case "stretching": .mobility
        case "plyometrics": .explosive
        case "cardio": .cardio
        default: equipment == "bodyweight" ? .bodyweight : .strength
        }
        let region: ExerciseCategory = switch category {
        case "cardio": .cardio
        case "olympic weightlifting": .fullBody
        default: regionOf(muscles: primary)
        }
        return Exercise(id: ExerciseID(rawID.isEmpty ? slugify(name) : rawID), name: name, type: type, category: region,
                        primaryMuscles: primary, secondaryMuscles: secondary, equipment: equipment,
                        image: images.first, instructions: f.strings("instructions", into: &diagnostics))
    }

    private static func exerciseDB(_ f: inout MappingReader, name: String, into diagnostics: inout [Diagnostic]) -> Exercise {
        let bodyPart = f.string("bodyPart", into: &diagnostics)?.lowercased() ?? ""
        let target = f.string("target", into: &diagnostics).map(mapMuscle) ?? nil
        let secondary = f.strings("secondaryMuscles", into: &diagnostics).compactMap(mapMuscle)
        let equipment = mapEquipment(f.string("equipment", into: &diagnostics))
        let gif = f.string("gifUrl", into: &diagnostics)
        // ExerciseDB ids are opaque numbers: the slug of the name is the stable id.
        _ = f.string("id", into: &diagnostics)
        let primary = target.map { [$0] } ?? []
        let region: ExerciseCategory = switch bodyPart {
        case "cardio": .cardio
        case "chest": .chest
        case "back": .back
        case "shoulders", "neck": .shoulders
        case "upper arms", "lower arms": .arms
        case "upper legs", "lower legs": .legs
        case "waist": .core
        default: regionOf(muscles: primary)
        }
        let type: ExerciseType = bodyPart == "cardio" ? .cardio : (equipment == "bodyweight" ? .bodyweight : .strength)
        return Exercise(id: ExerciseID(slugOf: name), name: titleCase(name), aliases: name == titleCase(name) ? [] : [name],
                        type: type, category: region, primaryMuscles: primary, secondaryMuscles: secondary,
                        equipment: equipment, image: gif.flatMap { $0.hasPrefix("https://") || $0.hasPrefix("http://") ? $0 : nil },
                        instructions: f.strings("instructions", into: &diagnostics))
    }

    static func regionOf(muscles: [String]) -> ExerciseCategory {
        switch muscles.first ?? "" {
        case "chest": .chest
        case "lats", "middle back", "lower back", "traps": .back
        case "shoulders", "neck": .shoulders
        case "biceps", "triceps", "forearms": .arms
        case "quadriceps", "hamstrings", "glutes", "calves", "adductors", "abductors": .legs
        case "abdominals": .core
        default: .fullBody
        }
    }

    static func mapMuscle(_ name: String) -> String? {
        let key = name.lowercased().trimmingSpaces
        if knownMuscles.contains(key) { return key }
        let table: [String: String] = [
            "abs": "abdominals", "pectorals": "chest", "delts": "shoulders", "quads": "quadriceps",
            "upper back": "middle back", "spine": "lower back", "serratus anterior": "chest",
            "levator scapulae": "neck", "obliques": "abdominals", "hip flexors": "quadriceps",
            "rear deltoids": "shoulders", "rotator cuff": "shoulders", "ankles": "calves", "wrists": "forearms",
            "grip muscles": "forearms", "lower abs": "abdominals", "brachialis": "biceps", "inner thighs": "adductors",
            "groin": "adductors", "trapezius": "traps", "latissimus dorsi": "lats", "rhomboids": "middle back",
            "soleus": "calves", "shins": "calves", "deltoids": "shoulders", "core": "abdominals",
        ]
        return table[key]
    }

    static func mapEquipment(_ name: String?) -> String? {
        guard let key = name?.lowercased().trimmingSpaces, !key.isEmpty else { return nil }
        let table: [String: String] = [
            "body only": "bodyweight", "body weight": "bodyweight", "kettlebells": "kettlebell", "bands": "band",
            "resistance band": "band", "medicine ball": "medicine-ball", "exercise ball": "exercise-ball",
            "stability ball": "exercise-ball", "e-z curl bar": "ez-bar", "ez barbell": "ez-bar", "foam roll": "foam-roll",
            "smith machine": "smith-machine", "leverage machine": "machine", "sled machine": "machine",
            "olympic barbell": "barbell", "trap bar": "trap-bar", "assisted": "machine", "rope": "cable",
            "weighted": "plate", "stationary bike": "cardio-machine", "elliptical machine": "cardio-machine",
            "skierg machine": "cardio-machine", "stepmill machine": "cardio-machine", "upper body ergometer": "cardio-machine",
        ]
        if let mapped = table[key] { return mapped }
        return knownEquipment.contains(key) ? key : "other"
    }

    private static func titleCase(_ text: String) -> String {
        text.split(separator: " ", omittingEmptySubsequences: false).map { word in
            word.prefix(1).uppercased() + word.dropFirst()
        }.joined(separator: " ")
    }
}
