import LiftbookModel

/// The candidates `check --unmapped` offers for a name no entry matches, ranked by what the
/// lift is before how it is spelt: the movement first (the name's last word: `twist`, `press`,
/// `pullover`, `push up`), so a wrong-movement match is never first while a right one exists;
/// then one side at a time for a one-side name (`(Each Side)`, `Single Arm`); then no clash of modifiers (`incline` against `decline`, `seated` against `standing`), the
/// equipment, the words shared, and the edit distance last.
struct AliasRanking: Sendable {
    /// Modifiers that say a different variant when the other one is named.
    static let clashes: [Set<String>] = [
        ["incline", "decline", "flat"], ["seated", "standing", "lying"], ["close", "wide"], ["front", "back"],
        ["single", "both"], ["reverse", "regular"],
    ]
    /// Equipment words.
    static let equipmentWords: Set<String> = ["barbell", "dumbbell", "cable", "machine", "kettlebell", "band", "smith", "bodyweight", "plate"]
    /// Last words that finish a compound movement: `push up`, `pull down`, `pull apart`.
    static let particles: Set<String> = ["up", "down", "apart", "out", "over", "in"]

    /// A name's words in order (lower case, singular, compounds split) and its movement.
    struct Words: Sendable {
        let words: [String]
        let movement: String
        let equipment: Set<String>

        init(_ name: String) {
            let normalised = ExerciseNames.normalise(ExerciseNames.withoutTags(name))
            var words: [String] = []
            for word in normalised.split(separator: " ") {
                // The loose key splits compounds (`pullup` → `pull up`) and makes words singular.
                words += ExerciseNames.looseKey(normalised: String(word)).split(separator: " ").map(String.init)
            }
            self.words = words
            // `X (Y)` normalises to `y x`: the movement is still the last word of X.
            var movement = words.last ?? ""
            if words.count >= 2, AliasRanking.particles.contains(movement) {
                movement = words[words.count - 2] + " " + movement
            }
            self.movement = movement
            equipment = Set(words).intersection(AliasRanking.equipmentWords)
        }
    }

    /// Every entry's name and aliases, read once: their words, and their normalised scalars.
    private let names: [(id: ExerciseID, equipment: String, words: Words, scalars: [Unicode.Scalar], movement: String)]
    /// The entries whose own name is of a one-side variant.
    private let oneSided: Set<ExerciseID>

    /// Reads every name of `library`.
    init(library: ExerciseLibrary) {
        var names: [(ExerciseID, String, Words, [Unicode.Scalar], String)] = []
        for (id, exercise) in library.exercises {
            let equipment = exercise.equipment.map { Self.equipmentWord($0) } ?? "bodyweight"
            let movement = Words(exercise.name).movement
            for candidate in [id.rawValue, exercise.name] + exercise.aliases {
                names.append((id, equipment, Words(candidate), Array(ExerciseNames.normalise(candidate).unicodeScalars), movement))
            }
        }
        self.names = names
        oneSided = Set(library.exercises.values.filter { ExerciseNames.isUnilateral($0.name) }.map(\.id))
    }

    /// Up to `limit` entries for `name`, best first.
    func candidates(for name: String, limit: Int = 3) -> [ExerciseID] {
        let query = Words(name)
        guard !query.words.isEmpty else { return [] }
        let queryText = query.words.joined(separator: " ")
        let querySet = Set(query.words)
        let queryOneSided = ExerciseNames.isUnilateral(name) || ExerciseNames.qualified(name)?.unilateral == true
        var best: [ExerciseID: [Int]] = [:]
        for (id, equipment, words, _, movement) in names {
            do {
                let set = Set(words.words)
                let shared = querySet.intersection(set).count
                // The movement of the entry's own name counts before one an alias gives it
                // (`Cable Twist` is a name of the woodchop, not a twist).
                let movementRank = movement == query.movement ? 0 : words.movement == query.movement ? 1 : 2
                guard movementRank < 2 || shared > 0 else { continue }
                let clashes = Self.clashes.reduce(0) { count, group in
                    let mine = querySet.intersection(group), theirs = set.intersection(group)
                    return count + (!mine.isEmpty && !theirs.isEmpty && mine != theirs ? 1 : 0)
                }
                let equipmentClash = !query.equipment.isEmpty && !query.equipment.contains(equipment) ? 1 : 0
                let extra = set.subtracting(querySet).count
                let distance = Suggestions.distance(queryText, words.words.joined(separator: " "))
                let sides = oneSided.contains(id) == queryOneSided ? 0 : 1
                let score = [movementRank, sides, clashes, equipmentClash, -shared, extra, distance]
                if let old = best[id], !score.lexicographicallyPrecedes(old) { continue }
                best[id] = score
            }
        }
        let ranked = best.sorted { a, b in a.value == b.value ? a.key < b.key : a.value.lexicographicallyPrecedes(b.value) }
        // A wrong-movement entry is offered only when no entry has the movement.
        let moving = ranked.filter { $0.value[0] < 2 }
        return (moving.isEmpty ? ranked : moving).prefix(limit).map(\.key)
    }

    /// `smith-machine` → `smith`, `ez-bar` → `barbell`, `trap-bar` → `barbell`.
    static func equipmentWord(_ equipment: String) -> String {
        switch equipment {
        case "smith-machine": "smith"
        case "ez-bar", "trap-bar": "barbell"
        default: equipment
        }
    }

    /// The one entry whose id, name or alias is `name` with one letter changed, added, dropped
    /// or two neighbours swapped (names of at least 6 letters); nil for none or several.
    func misspelling(of name: String) -> ExerciseID? {
        let key = Array(ExerciseNames.normalise(name).unicodeScalars)
        guard key.count >= 6 else { return nil }
        var found: Set<ExerciseID> = []
        for (id, _, _, other, _) in names where abs(other.count - key.count) <= 1 && Self.isOneEditApart(key, other) {
            found.insert(id)
            if found.count > 1 { return nil }
        }
        return found.first
    }

    /// True when `a` and `b` differ by exactly one substitution, insertion, deletion or swap of
    /// neighbouring letters.
    static func isOneEditApart(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Bool {
        if a == b { return false }
        if a.count == b.count {
            let differ = a.indices.filter { a[$0] != b[$0] }
            if differ.count == 1 { return true }
            return differ.count == 2 && differ[1] == differ[0] + 1 && a[differ[0]] == b[differ[1]] && a[differ[1]] == b[differ[0]]
        }
        let (short, long) = a.count < b.count ? (a, b) : (b, a)
        guard long.count == short.count + 1 else { return false }
        var i = 0
        while i < short.count, short[i] == long[i] { i += 1 }
        return short[i...] == long[(i + 1)...]
    }
}
