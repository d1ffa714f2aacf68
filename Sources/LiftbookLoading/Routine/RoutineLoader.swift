import LiftbookModel
import Yams

/// Reads `routine.yaml`: a name and, per weekday, `rest` or a titled day of planned exercises.
enum RoutineLoader {
    static let path = "routine.yaml"

    /// With `memory` (`serve`), an unchanged file read with an unchanged library (`libraryKey`,
    /// its fingerprint) and unit is not parsed again.
    static func load(from files: any SiteFiles, library: ExerciseLibrary, unit: MassUnit, memory: RoutineMemory? = nil, libraryKey: Int = 0,
                     into diagnostics: inout [Diagnostic]) -> Routine? {
        guard files.exists(path), let text = TextFile.read(path, from: files, into: &diagnostics) else { return nil }
        guard let memory else { return parse(text, path: path, library: library, unit: unit, into: &diagnostics) }
        var context = Hasher()
        context.combine(libraryKey)
        context.combine(unit)
        let (routine, found) = memory.routine(text: text, context: context.finalize()) {
            var found: [Diagnostic] = []
            let routine = parse(text, path: path, library: library, unit: unit, into: &found)
            return (routine, found)
        }
        diagnostics += found
        return routine
    }

    /// Parses routine YAML from any file (a shared routine uses the same format).
    static func parse(_ text: String, path: String, library: ExerciseLibrary, unit: MassUnit,
                      into diagnostics: inout [Diagnostic]) -> Routine? {
        guard let source = YAMLSource(path: path, text: text, into: &diagnostics), let root = source.root,
              var f = MappingReader(root, in: source, what: "the routine", into: &diagnostics),
              SchemaVersion.check(&f, newest: 1, into: &diagnostics) else { return nil }
        let name = f.string("name", into: &diagnostics) ?? "My routine"
        var routineUnit = unit
        if let text = f.string("unit", into: &diagnostics) {
            if let value = MassUnit(spelling: text) { routineUnit = value } else {
                diagnostics.append(.error("unknown unit '\(text)'", at: f.location("unit"), hint: "use kg or lb"))
            }
        }
        var days: [RoutineDay] = []
        if let daysNode = f.node("days"), var d = MappingReader(daysNode, in: source, what: "'days'", into: &diagnostics) {
            let reader = PlannedExerciseReader(source: source, library: library, unit: routineUnit)
            for key in d.keys {
                guard let weekday = Weekday(spelling: key) else {
                    _ = d.node(key)
                    diagnostics.append(.error("unknown weekday '\(key)'", at: d.location(key),
                                              hint: Suggestions.hint(for: key, among: Weekday.allCases.map(\.rawValue)) ?? "use monday … sunday"))
                    continue
                }
                guard let node = d.node(key) else {
                    days.append(RoutineDay(weekday: weekday))
                    continue
                }
                if let value = node.scalarText {
                    if value.lowercased() != "rest" {
                        diagnostics.append(.error("a day should be 'rest' or a mapping with 'title' and 'exercises', found '\(value)'",
                                                  at: source.location(of: node), hint: "write 'monday: rest', or give the day a title and exercises"))
                    }
                    days.append(RoutineDay(weekday: weekday, location: source.location(of: node)))
                    continue
                }
                if let day = reader.day(node, weekday: weekday, into: &diagnostics) { days.append(day) }
            }
        } else if !f.has("days"), !f.has("cycle") {
            diagnostics.append(.error("missing 'days'", at: source.location(of: f.node),
                                      hint: "add 'days:' with a plan per weekday, or 'cycle:' with days done in order"))
        }
        if f.has("cycle") {
            if f.has("days") {
                diagnostics.append(.error("a routine has 'days' (weekdays) or 'cycle' (days in order), not both", at: f.location("cycle"),
                                          hint: "keep 'days:' for a weekly plan, or 'cycle:' for days done in order whatever the weekday"))
            }
            let perWeek = f.int("sessionsPerWeek", in: 1...14, into: &diagnostics) ?? 3
            let cycle = CycleReader(source: source, reader: PlannedExerciseReader(source: source, library: library, unit: routineUnit))
                .days(f.node("cycle"), into: &diagnostics)
            f.reportUnknownKeys(what: "the routine", into: &diagnostics)
            return cycle.isEmpty || f.has("days") ? Routine(name: name, days: days) : Routine(name: name, cycle: cycle, sessionsPerWeek: perWeek)
        }
        if f.has("sessionsPerWeek") {
            _ = f.node("sessionsPerWeek")
            diagnostics.append(.warning("'sessionsPerWeek' counts only for a 'cycle:' routine", at: f.location("sessionsPerWeek"),
                                        hint: "a weekly routine plans its training days; remove the key"))
        }
        let isExample = f.bool("example", into: &diagnostics) ?? false
        f.reportUnknownKeys(what: "the routine", into: &diagnostics)
        return Routine(name: name, days: days, isExample: isExample)
    }
}

/// Reads a routine day and its planned exercises.
struct PlannedExerciseReader {
    let source: YAMLSource
    let library: ExerciseLibrary
    let unit: MassUnit

    func day(_ node: Node, weekday: Weekday, into diagnostics: inout [Diagnostic]) -> RoutineDay? {
        guard var f = MappingReader(node, in: source, what: "a routine day", into: &diagnostics) else { return nil }
        let title = f.string("title", into: &diagnostics) ?? weekday.displayName
        var exercises: [PlannedExercise] = []
        if let list = f.node("exercises") {
            if case .sequence(let items) = list {
                exercises = items.compactMap { exercise($0, into: &diagnostics) }
            } else {
                diagnostics.append(.error("'exercises' should be a list", at: source.location(of: list), hint: "write one '- exercise: …' entry per line"))
            }
        }
        var time: LocalTime?
        if let text = f.string("time", into: &diagnostics) {
            time = LocalTime(text: text.trimmingSpaces)
            if time == nil {
                diagnostics.append(.error("'time' should be a time of day such as 18:00, found '\(text)'", at: f.location("time"),
                                          hint: "write the start in the site's time zone as HH:MM, for example time: \"18:00\""))
            }
        }
        f.reportUnknownKeys(what: "a routine day", into: &diagnostics)
        var day = RoutineDay(weekday: weekday, title: title.trimmingSpaces, exercises: exercises, location: source.location(of: node))
        day.time = time
        return day
    }

    func exercise(_ node: Node, into diagnostics: inout [Diagnostic]) -> PlannedExercise? {
        guard var f = MappingReader(node, in: source, what: "a planned exercise", into: &diagnostics) else { return nil }
        let location = source.location(of: node)
        guard let reference = f.string("exercise", required: true, into: &diagnostics) else { return nil }
        guard let id = library.resolve(reference) else {
            diagnostics.append(.error("unknown exercise '\(reference)'", at: f.location("exercise"), hint: library.hint(for: reference)))
            _ = f.node("sets"); _ = f.node("reps"); _ = f.node("weight"); _ = f.node("rpe"); _ = f.node("duration")
            _ = f.node("distance"); _ = f.node("rest"); _ = f.node("superset"); _ = f.node("notes"); _ = f.node("name")
            _ = f.node("progression"); _ = f.node("trainingMax")
            return nil
        }
        var planned = PlannedExercise(exercise: id, location: location)
        planned.displayName = f.string("name", into: &diagnostics)
        planned.superset = f.string("superset", into: &diagnostics)?.uppercased()
        planned.notes = f.string("notes", into: &diagnostics)
        if let text = f.string("rest", into: &diagnostics) {
            if let seconds = PlannedValues.seconds(text), seconds <= 3600 { planned.rest = Int(seconds) } else {
                diagnostics.append(.error("'rest' should be seconds (180) or a duration (3min), found '\(text)'", at: f.location("rest"), hint: "for example rest: 90 or rest: 2min"))
            }
        }
        let explicitScheme = f.choice("progression", as: ProgressionScheme.self, into: &diagnostics)
        if let text = f.string("trainingMax", into: &diagnostics) {
            if let weight = WeightText.parse(text, defaultUnit: unit), weight.value > 0, weight.kilograms <= NotationParser.maxKilograms {
                planned.trainingMax = weight
            } else {
                diagnostics.append(.error("'trainingMax' should be a weight such as 100 or 100kg, found '\(text)'", at: f.location("trainingMax"),
                                          hint: "the 5/3/1 training max: about 90% of your one-rep max"))
            }
            if explicitScheme != .fiveThreeOne {
                diagnostics.append(.warning("'trainingMax' is used only by 'progression: 531'", at: f.location("trainingMax"),
                                            hint: "add 'progression: 531', or remove 'trainingMax'"))
            }
        }
        if let setsNode = f.node("sets"), case .sequence(let groups) = setsNode {
            planned.setGroups = groups.compactMap { group in
                guard var g = MappingReader(group, in: source, what: "a set group", into: &diagnostics) else { return nil }
                let value = setGroup(&g, defaultSets: 1, into: &diagnostics)
                g.reportUnknownKeys(what: "a set group", into: &diagnostics)
                return value
            }
        } else {
            let count = f.int("sets", in: 1...NotationParser.maxSets, into: &diagnostics)
            if let group = setGroup(&f, defaultSets: count ?? 1, into: &diagnostics) { planned.setGroups = [group] }
        }
        let type = library[id]?.type ?? .strength
        planned.progression = explicitScheme ?? PlannedValues.defaultScheme(for: planned.setGroups.first, type: type)
        f.reportUnknownKeys(what: "a planned exercise", into: &diagnostics)
        return planned
    }

    /// Reads reps, weight, rpe, duration and distance (and `sets` inside a group list).
    private func setGroup(_ f: inout MappingReader, defaultSets: Int, into diagnostics: inout [Diagnostic]) -> SetGroup? {
        var group = SetGroup(sets: defaultSets)
        if f.keys.contains("sets"), f.node("sets")?.scalarText != nil, defaultSets == 1 {
            group.sets = f.int("sets", in: 1...NotationParser.maxSets, into: &diagnostics) ?? 1
        }
        if let text = f.string("reps", into: &diagnostics) {
            if let target = PlannedValues.reps(text) { group.reps = target } else {
                diagnostics.append(.error("'reps' should be a number (5) or a range (8-12), found '\(text)'", at: f.location("reps"), hint: "for example reps: 5 or reps: 8-12"))
            }
        }
        if let text = f.string("weight", into: &diagnostics) {
            if let weight = WeightText.parse(text, defaultUnit: unit), weight.value >= 0, weight.kilograms <= NotationParser.maxKilograms {
                group.weight = weight
            } else {
                diagnostics.append(.error("'weight' should be a weight such as 80 or 80kg, found '\(text)'", at: f.location("weight"), hint: "for example weight: 80 or weight: 175lb"))
            }
        }
        group.rpe = f.number("rpe", in: 1...10, into: &diagnostics)
        if let text = f.string("duration", into: &diagnostics) {
            if let seconds = PlannedValues.seconds(text), seconds > 0, seconds <= NotationParser.maxSeconds { group.duration = seconds } else {
                diagnostics.append(.error("'duration' should be seconds or a duration such as 20min or 30:00, found '\(text)'", at: f.location("duration"), hint: "for example duration: 20min or duration: 30:00"))
            }
        }
        if let text = f.string("distance", into: &diagnostics) {
            if case .success(let sets) = SetNotation.parse(text, defaultUnit: unit), sets.count == 1, let distance = sets[0].distance,
               sets[0].duration == nil, sets[0].load == nil {
                group.distance = distance
            } else {
                diagnostics.append(.error("'distance' should be a distance such as 5km or 3mi, found '\(text)'", at: f.location("distance"), hint: "for example distance: 5km or distance: 3mi"))
            }
        }
        return group
    }
}

/// Small value parsers for routine fields.
enum PlannedValues {
    /// `5` → 5; `8-12` or `8–12` → 8…12.
    static func reps(_ text: String) -> RepTarget? {
        let parts = text.split(whereSeparator: { $0 == "-" || $0 == "–" }).map { $0.trimmingSpaces }
        guard (1...2).contains(parts.count), let low = Int(parts[0]), (1...NotationParser.maxReps).contains(low) else { return nil }
        guard parts.count == 2 else { return RepTarget(low) }
        guard let high = Int(parts[1]), high >= low, high <= NotationParser.maxReps else { return nil }
        return RepTarget(low: low, high: high)
    }

    /// `180` → 180 s; `3min`, `30:00`, `45s`, `1h` → seconds.
    static func seconds(_ text: String) -> Double? {
        if let value = Double(text.trimmingSpaces), value.isFinite, value >= 0 { return value }
        guard case .success(let sets) = SetNotation.parse(text, defaultUnit: .kg), sets.count == 1,
              let duration = sets[0].duration, sets[0].distance == nil, sets[0].load == nil, sets[0].reps == nil else { return nil }
        return duration
    }

    /// A rep range progresses by double progression, an RPE target by RPE, a strength target
    /// with a weight linearly; anything else keeps its target.
    static func defaultScheme(for group: SetGroup?, type: ExerciseType) -> ProgressionScheme {
        guard let group else { return .none }
        if group.reps?.isRange == true { return .double }
        if group.rpe != nil { return .rpe }
        if group.weight != nil, type == .strength { return .linear }
        return .none
    }
}
