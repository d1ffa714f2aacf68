public import LiftbookModel

/// The exercise library with an index from every id, name and alias to an entry.
public struct ExerciseLibrary: Sendable {
    /// Entries by id.
    public private(set) var exercises: [ExerciseID: Exercise] = [:]
    private var index: [String: ExerciseID] = [:]
    /// The entries by loose key (``ExerciseNames/looseKey(_:)``); a key of two entries matches neither.
    private var looseIndex: [String: Set<ExerciseID>] = [:]
    /// The keys of `index`, prepared for did-you-mean comparisons.
    private var suggestionKeys: [String: SuggestionKey] = [:]
    /// Display names in the site's language by normalised key (``addDisplayNames(_:)``).
    private var displayIndex: [String: ExerciseID] = [:]

    /// An empty library.
    public init() {}

    /// A library of the given entries (later entries override earlier ones with the same id).
    public init(_ entries: [Exercise]) {
        for entry in entries { add(entry) }
    }

    /// An entry with the keys the library indexes it by, worked out apart from any library so
    /// that many entries can be prepared on every core and then added in order.
    public struct PreparedEntry: Sendable {
        let exercise: Exercise
        /// The id, name and aliases; their normalised keys, loose keys and did-you-mean keys.
        let names: [String]
        let keys: [String]
        let looseKeys: [String]
        let suggestionKeys: [SuggestionKey]

        /// Works out the keys of `exercise`.
        public init(_ exercise: Exercise) {
            self.exercise = exercise
            names = [exercise.id.rawValue, exercise.name] + exercise.aliases
            keys = names.map(ExerciseNames.normalise)
            looseKeys = keys.map { ExerciseNames.looseKey(normalised: $0) }
            suggestionKeys = keys.map(SuggestionKey.init)
        }
    }

    /// Adds or replaces an entry. Returns the id an alias already belonged to, when one clashes.
    @discardableResult
    public mutating func add(_ exercise: Exercise) -> [(name: String, owner: ExerciseID)] {
        add(PreparedEntry(exercise))
    }

    /// Adds or replaces a prepared entry, as adding its exercise does.
    @discardableResult
    public mutating func add(_ entry: PreparedEntry) -> [(name: String, owner: ExerciseID)] {
        let exercise = entry.exercise
        if let old = exercises[exercise.id] {
            for key in keys(of: old) where index[key] == old.id {
                index[key] = nil
                suggestionKeys[key] = nil
            }
            for name in names(of: old) {
                let loose = ExerciseNames.looseKey(name)
                looseIndex[loose]?.remove(old.id)
                if looseIndex[loose]?.isEmpty == true { looseIndex[loose] = nil }
            }
        }
        exercises[exercise.id] = exercise
        var clashes: [(String, ExerciseID)] = []
        for (position, key) in entry.keys.enumerated() {
            if let owner = index[key], owner != exercise.id, exercises[owner] != nil {
                clashes.append((entry.names[position], owner))
                continue
            }
            index[key] = exercise.id
            if suggestionKeys[key] == nil { suggestionKeys[key] = entry.suggestionKeys[position] }
        }
        for loose in entry.looseKeys {
            looseIndex[loose, default: []].insert(exercise.id)
        }
        return clashes
    }

    /// The entry a logged or imported name refers to: by id, name or alias, in any case and with
    /// the normalisation rule; then by the loose key (word order, plurals, compounds), when it
    /// names one entry only; then a name with a trailing `(Equipment)` by the name before it,
    /// when that entry has this equipment (or is a body-weight exercise and the parentheses say
    /// `Weighted`, `Assisted` or a free weight).
    /// Last, the name read through its modifiers (``resolveThroughModifiers(_:)``): `Paused Front
    /// Squat (Barbel)` is the front squat, never across movements.
    public func resolve(_ name: String) -> ExerciseID? {
        resolveAsWritten(name) ?? resolveThroughModifiers(name)
    }

    /// ``resolve(_:)`` without reading modifiers: by id, name, alias, loose key and equipment.
    func resolveAsWritten(_ name: String) -> ExerciseID? {
        if let id = resolveWithoutEquipment(name) { return id }
        if let qualified = ExerciseNames.qualified(name) { return resolve(qualified) }
        guard let (base, equipment) = ExerciseNames.equipmentSuffix(name) else { return nil }
        // `Pull Up (Assisted)` is the library's assisted variant when it has one (`Assisted
        // Pull-Up`, or `Assisted Dip` for `Triceps Dip (Assisted)`): its records are of help.
        if equipment == .assisted, let id = assistedVariant(of: base) { return id }
        guard let id = resolveWithoutEquipment(base), let entry = exercises[id], equipment.fits(entry) else { return nil }
        return id
    }

    /// A name read apart (``ExerciseNames/qualified(_:)``): one side at a time is the library's
    /// single-arm or single-leg entry, never the two-sided lift (nil when there is none: the name
    /// stays an exercise of its own); otherwise the name with its equipment.
    private func resolve(_ qualified: ExerciseNames.Qualified) -> ExerciseID? {
        let base = qualified.base
        let word = qualified.equipment?.nameWord.map { $0 + " " } ?? ""
        if let sides = qualified.sides {
            if let id = resolveWithoutEquipment(base), let entry = exercises[id], ExerciseNames.isUnilateral(entry.name) { return id }
            for side in sides {
                // `Leg Extension (Each Leg)` is `Single Leg Extension`.
                let limb = side.split(separator: " ").last.map(String.init) ?? ""
                let rest = base.split(separator: " ").first.map { $0.lowercased() == limb.lowercased() } == true
                    ? base.split(separator: " ").dropFirst().joined(separator: " ") : nil
                for candidate in [side + " " + word + base, side + " " + base] + (rest.map { [side + " " + word + $0, side + " " + $0] } ?? []) {
                    if let id = resolveWithoutEquipment(candidate), fits(qualified.equipment, id) { return id }
                }
            }
            return nil
        }
        if qualified.equipment == .assisted, let id = assistedVariant(of: base) { return id }
        if let id = resolveWithoutEquipment(base), fits(qualified.equipment, id) { return id }
        if !word.isEmpty, let id = resolveWithoutEquipment(word + base) { return id }
        return nil
    }

    /// True when the entry may be done with `equipment` (always, when none is named).
    private func fits(_ equipment: NameEquipment?, _ id: ExerciseID) -> Bool {
        guard let equipment else { return true }
        return exercises[id].map(equipment.fits) ?? false
    }

    /// The assisted entry named `Assisted BASE`, or `Assisted` and BASE without its first word.
    private func assistedVariant(of base: String) -> ExerciseID? {
        var candidates = ["Assisted " + base]
        let words = base.split(separator: " ")
        if words.count > 1 { candidates.append("Assisted " + words.dropFirst().joined(separator: " ")) }
        for candidate in candidates {
            if let id = resolveWithoutEquipment(candidate), exercises[id]?.isAssisted == true { return id }
        }
        return nil
    }

    private func resolveWithoutEquipment(_ name: String) -> ExerciseID? {
        if exercises[ExerciseID(name)] != nil { return ExerciseID(name) }
        let key = ExerciseNames.normalise(name)
        if let id = index[key] { return id }
        if !displayIndex.isEmpty, let id = displayIndex[key], exercises[id] != nil { return id }
        if let ids = looseIndex[ExerciseNames.looseKey(name)], ids.count == 1 { return ids.first }
        return nil
    }

    /// The entries a name (already normalised) names: by id, name or alias, else every entry
    /// sharing its loose key (several make it ambiguous).
    func matches(normalised key: String) -> Set<ExerciseID> {
        if let id = index[key] { return [id] }
        return looseIndex[ExerciseNames.looseKey(normalised: key)] ?? []
    }

    /// The entries whose names share `name`'s loose key (none, one, or several that make it ambiguous).
    public func looseMatches(_ name: String) -> [ExerciseID] {
        (looseIndex[ExerciseNames.looseKey(name)] ?? []).sorted()
    }

    /// Makes the display names of entries in the site's language (`Kreuzheben (Langhantel)`)
    /// resolve to them, as written or in any case, so that a heading written in the language (by
    /// hand, by `liftbook log` or by the gym page) is the exercise it names. A name that is already
    /// an id, name or alias of the library keeps its meaning; entries keep their own names.
    public mutating func addDisplayNames(_ names: [ExerciseID: String]) {
        for (id, name) in names.sorted(by: { $0.key < $1.key }) where exercises[id] != nil {
            let key = ExerciseNames.normalise(name)
            guard !key.isEmpty, index[key] == nil, displayIndex[key] == nil else { continue }
            displayIndex[key] = id
        }
    }

    /// A hash of every entry, to tell whether two libraries are the same.
    public var fingerprint: Int {
        var hasher = Hasher()
        for id in exercises.keys.sorted() { hasher.combine(exercises[id]) }
        for key in displayIndex.keys.sorted() {
            hasher.combine(key)
            hasher.combine(displayIndex[key])
        }
        return hasher.finalize()
    }

    /// The entry with an id.
    public subscript(id: ExerciseID) -> Exercise? { exercises[id] }

    /// Up to three library names closest to `name`, for did-you-mean hints.
    public func suggestions(for name: String, limit: Int = 3) -> [Exercise] {
        let key = ExerciseNames.normalise(name)
        let budget = max(3, key.count / 3)
        let query = SuggestionKey(key)
        var scored: [(Int, ExerciseID)] = []
        for (candidate, prepared) in suggestionKeys {
            guard let d = query.distance(to: prepared, limit: budget), let id = index[candidate] else { continue }
            scored.append((d, id))
        }
        // Also offer entries whose name contains every word of the query.
        let words = key.split(separator: " ").map { Array($0.unicodeScalars) }
        if scored.isEmpty, !words.isEmpty {
            for (candidate, prepared) in suggestionKeys where words.allSatisfy(prepared.contains) {
                guard let id = index[candidate] else { continue }
                scored.append((candidate.count, id))
            }
        }
        var seen: Set<ExerciseID> = []
        return scored.sorted { $0 < $1 }.compactMap { pair in
            seen.insert(pair.1).inserted ? exercises[pair.1] : nil
        }.prefix(limit).map { $0 }
    }

    /// `did you mean 'Barbell Bench Press' (barbell-bench-press)?`, or a hint to add the exercise.
    public func hint(for name: String) -> String {
        // The library's names are English: a name without a Latin letter (深蹲) resembles none of them.
        let latin = name.unicodeScalars.contains { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
        if latin, let best = suggestions(for: name, limit: 1).first {
            return "did you mean '\(best.name)' (\(best.id))? Otherwise add it to exercises/*.yaml or as an alias"
        }
        return "add it to exercises/*.yaml, or add this name as an alias of a library exercise"
    }

    private func names(of exercise: Exercise) -> [String] {
        [exercise.id.rawValue, exercise.name] + exercise.aliases
    }

    private func keys(of exercise: Exercise) -> [String] {
        names(of: exercise).map(ExerciseNames.normalise)
    }
}
