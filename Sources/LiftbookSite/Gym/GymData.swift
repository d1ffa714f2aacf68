import LiftbookAnalytics
import LiftbookModel

/// What the gym page knows when it opens, computed at build time: the routine's days with each
/// planned exercise's next-session target, warm-up ramp, plates and the sets to pre-fill; last
/// time's sets of every exercise with history; and the library to add exercises from.
///
/// It holds nothing the site does not already publish: private sessions were removed before
/// analysis, so they never seed "last time". Weights are in the site's display unit; a
/// body-weight exercise's weight is what is added (negative: assistance).
struct GymData {
    /// What the page reads of the analysis, and nothing more: the next sessions' targets and
    /// each exercise's last session. An edit of an old session changes neither, so `serve` does
    /// not make the page again for it.
    struct Inputs: Hashable, Sendable {
        /// The next sessions' recommendations.
        var recommendations: [Recommendation]
        /// Each analysed exercise's last session that counts, in the analysis's order.
        var last: [LastTime]

        /// The inputs of `analysis`.
        init(_ analysis: Analysis) {
            recommendations = analysis.recommendations
            last = analysis.exercises.compactMap { exercise in
                exercise.history.last(where: \.countsAsSession).map { LastTime(exercise: exercise.id, date: $0.date, sets: $0.sets) }
            }
        }
    }

    /// An exercise's last session: its day and every set, warm-ups included.
    struct LastTime: Hashable, Sendable {
        var exercise: ExerciseID
        var date: LocalDate
        var sets: [LoggedSet]
    }

    /// The site's settings.
    let config: SiteConfig
    /// The routine the page's days come from.
    let routine: Routine?
    /// The exercise library.
    let library: [ExerciseID: Exercise]
    /// The day the site is built for.
    let today: LocalDate
    let inputs: Inputs
    let text: RecommendationText
    let home: String
    /// The site's absolute address when its base URL names a host: the page does not look for
    /// `serve --lan` where it is published.
    let published: String?
    /// The site's string table: the page's words come from it (``GymWords``).
    let strings: Strings

    /// The document, as JSON.
    func json() -> JSON {
        let unit = config.units
        var object: JSONObject = [
            "version": .int(1),
            "title": .string(config.title),
            "unit": .string(unit.rawValue),
            "rest": .int(config.gym.rest),
            "built": .string(today.description),
            "home": .string(home),
            "increment": .number(unit == .kg ? 2.5 : 5),
        ]
        object["published"] = published.map { .string($0) } ?? .null
        object["days"] = .array(days())
        object["cycle"] = .bool(routine?.isCycle ?? false)
        object["library"] = .array(libraryJSON())
        let (last, recent) = lastTimes()
        object["last"] = .object(last)
        object["recent"] = .array(recent.map { .string($0) })
        object["words"] = GymWords.json(strings)
        return .object(object)
    }

    // MARK: The routine's days

    private func days() -> [JSON] {
        guard let routine, routine.trainingDaysPerWeek > 0 else { return [] }
        if routine.isCycle {
            let next = inputs.recommendations.first { $0.cycle?.sessionsAway == 0 }?.cycle?.index ?? 0
            return routine.cycle.enumerated().map { index, day in
                let planned = inputs.recommendations.filter { $0.cycle?.index == index }.sorted { $0.position < $1.position }
                return dayJSON(key: "cycle-\(index)", title: day.title, label: day.title, weekday: nil, next: index == next,
                               day: day, planned: planned)
            }
        }
        return routine.trainingDays.map { day in
            let planned = inputs.recommendations.filter { $0.day == day.weekday && $0.cycle == nil }.sorted { $0.position < $1.position }
            return dayJSON(key: day.weekday.rawValue, title: day.title, label: day.weekday.rawValue,
                           weekday: Self.jsWeekday(day.weekday), next: false, day: day, planned: planned)
        }
    }

    /// JavaScript's `Date.getDay()` number: 0 for Sunday.
    static func jsWeekday(_ day: Weekday) -> Int {
        guard let index = Weekday.allCases.firstIndex(of: day) else { return 0 }
        // Weekday.allCases runs Monday…Sunday.
        return (index + 1) % 7
    }

    private func dayJSON(key: String, title: String, label: String, weekday: Int?, next: Bool, day: RoutineDay,
                         planned: [Recommendation]) -> JSON {
        var object: JSONObject = ["key": .string(key), "title": .string(title), "routine": .string(label), "next": .bool(next)]
        object["weekday"] = weekday.map { .int($0) } ?? .null
        object["exercises"] = .array(planned.map { exerciseJSON($0, in: day) })
        return .object(object)
    }

    private func exerciseJSON(_ r: Recommendation, in day: RoutineDay) -> JSON {
        let exercise = library[r.exercise]
        let plan = day.exercises.indices.contains(r.position) ? day.exercises[r.position] : nil
        let type = exercise?.type ?? .strength
        var object: JSONObject = [
            "id": .string(r.exercise.rawValue),
            "name": .string(exercise?.name ?? r.exercise.rawValue),
            "type": .string(type.rawValue),
            "assisted": .bool(exercise?.isAssisted ?? false),
            "target": .string(text.target(r)),
            "reason": .string(text.why(r)),
        ]
        object["label"] = plan?.displayName.map { .string($0) } ?? .null
        object["superset"] = plan?.superset.map { .string($0) } ?? .null
        object["rest"] = plan?.rest.map { .int($0) } ?? .null
        let unit = config.units
        let ramp = WarmupRamp.sets(for: r, exercise: exercise, plates: config.plates, unit: unit, scheme: config.warmup)
        object["warmup"] = .array(ramp.map { set in
            var warm: JSONObject = ["kind": .string("warmup"), "weight": .number(set.load.total), "reps": .int(set.reps)]
            warm["plates"] = PlateWords.perSide(set.load).map { .string(text.words.write($0)) } ?? .null
            return .object(warm)
        })
        object["sets"] = .array(prefill(r, type: type).map { .object($0) })
        object["warmupText"] = text.warmupSets(r).map { .string($0) } ?? .null
        return .object(object)
    }

    /// The work sets the recommendation prescribes, one object a set.
    private func prefill(_ r: Recommendation, type: ExerciseType) -> [JSONObject] {
        let unit = config.units
        if !r.prescribed.isEmpty {
            return r.prescribed.map { set in
                var object = Self.emptySet(kind: set.amrap ? "amrap" : "working")
                object["weight"] = .number(set.weight.value(in: unit))
                object["reps"] = .int(set.reps)
                object["plates"] = set.plates.flatMap(PlateWords.perSide).map { .string(text.words.write($0)) } ?? .null
                return object
            }
        }
        var object = Self.emptySet(kind: "working")
        if type == .bodyweight {
            object["bw"] = .bool(true)
            object["weight"] = r.weight.map { .number($0.value(in: unit)) } ?? .null
        } else if let weight = r.weight, weight.value > 0 {
            object["weight"] = .number(weight.value(in: unit))
        }
        object["reps"] = r.reps.map { .int($0.low) } ?? .null
        object["rpe"] = r.reps == nil ? .null : r.rpe.map { .number($0) } ?? .null
        object["duration"] = r.duration.map { .number($0) } ?? .null
        object["distance"] = r.distance.map { .number($0.metres / 1000) } ?? .null
        object["plates"] = r.plates.flatMap(PlateWords.perSide).map { .string(text.words.write($0)) } ?? .null
        return Array(repeating: object, count: max(1, r.sets))
    }

    static func emptySet(kind: String) -> JSONObject {
        ["kind": .string(kind), "weight": .null, "reps": .null, "rpe": .null, "rir": .null, "duration": .null,
         "distance": .null, "bw": .bool(false)]
    }

    // MARK: Last time and the library

    /// Each exercise's last session (its sets, warm-ups included), and the exercises trained
    /// most recently first (at most 12).
    private func lastTimes() -> (JSONObject, [String]) {
        var last: [String: JSON] = [:]
        var dated: [(LocalDate, String)] = []
        let unit = config.units
        for row in inputs.last {
            let sets: [JSON] = row.sets.compactMap { set in Self.setJSON(set, unit: unit).map { .object($0) } }
            guard !sets.isEmpty else { continue }
            last[row.exercise.rawValue] = .object(["date": .string(row.date.description), "sets": .array(sets)])
            dated.append((row.date, row.exercise.rawValue))
        }
        let recent = dated.sorted { $0.0 != $1.0 ? $0.0 > $1.0 : $0.1 < $1.1 }.prefix(12).map(\.1)
        return (JSONObject(last), Array(recent))
    }

    /// A logged set as the page's set object; nil for a band set (the page logs no bands).
    static func setJSON(_ set: LoggedSet, unit: MassUnit) -> JSONObject? {
        var object = emptySet(kind: set.kind.rawValue)
        switch set.load {
        case .weight(let weight): object["weight"] = .number(roundedWeight(weight.value(in: unit)))
        case .bodyweight(let added):
            object["bw"] = .bool(true)
            object["weight"] = added.map { .number(roundedWeight($0.value(in: unit))) } ?? .null
        case .band: return nil
        case nil: break
        }
        object["reps"] = set.reps.map { .int($0) } ?? .null
        object["rpe"] = set.rpe.map { .number($0) } ?? .null
        object["rir"] = set.rir.map { .number($0) } ?? .null
        object["duration"] = set.duration.map { .number($0) } ?? .null
        object["distance"] = set.distance.map { .number(roundedWeight($0.metres / 1000)) } ?? .null
        return object
    }

    /// A weight converted into the display unit, to a thousandth (80 lb is 36.287 kg).
    private static func roundedWeight(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

    /// Every exercise that is not archived, by name: what "add exercise" searches.
    private func libraryJSON() -> [JSON] {
        // Each name lowered once, not in every comparison of the sort.
        let named = library.values.filter { !$0.archived }.map { (name: $0.name.lowercased(), exercise: $0) }
        return named.sorted { $0.name < $1.name || ($0.name == $1.name && $0.exercise.id.rawValue < $1.exercise.id.rawValue) }.map { entry in
            let exercise = entry.exercise
            var object: JSONObject = ["id": .string(exercise.id.rawValue), "name": .string(exercise.name),
                                      "category": .string(exercise.category.rawValue), "type": .string(exercise.type.rawValue),
                                      "assisted": .bool(exercise.isAssisted)]
            object["equipment"] = exercise.equipment.map { .string($0) } ?? .null
            return .object(object)
        }
    }
}
