/// The modifiers a lifter writes around a movement's name — a pause, a grip, a bench angle, a
/// stance, the equipment, often misspelled (`Paused Front Squat (Barbel)`, `Wide Grip Lat
/// Pulldwon`, `Lateral Raise Db`) — and the words they are read as.
extension ExerciseNames {
    /// Misspellings and abbreviations, by normalised word: the words they stand for.
    static let misspellings: [String: [String]] = [
        "barbel": ["barbell"], "barbels": ["barbell"], "babell": ["barbell"], "bb": ["barbell"],
        "dumbell": ["dumbbell"], "dumbells": ["dumbbell"], "dumbel": ["dumbbell"], "dumbels": ["dumbbell"], "dumbbel": ["dumbbell"],
        "dumbbels": ["dumbbell"], "db": ["dumbbell"], "dbs": ["dumbbell"],
        "kb": ["kettlebell"], "kettlebel": ["kettlebell"], "kettelbell": ["kettlebell"],
        "pulldwon": ["pulldown"], "pulldow": ["pulldown"], "puldown": ["pulldown"], "pulldonw": ["pulldown"],
        "pushdwon": ["pushdown"], "pusdown": ["pushdown"], "isolateral": ["iso", "lateral"], "smithmachine": ["smith", "machine"],
        "cabel": ["cable"], "machin": ["machine"], "tricep": ["triceps"], "bicep": ["biceps"],
    ]

    /// Modifiers that do not change the movement, in the order they are left out: how it was
    /// done (a pause, a tempo), the grip, then the position (bench angle, seated or standing, bar
    /// position). Each is a sequence of normalised words.
    static let modifierTiers: [[[String]]] = [
        [["paused"], ["pause"], ["tempo"], ["slow"], ["strict"]],
        [["wide", "grip"], ["close", "grip"], ["narrow", "grip"], ["reverse", "grip"], ["neutral", "grip"], ["mixed", "grip"],
         ["underhand", "grip"], ["overhand", "grip"], ["pronated", "grip"], ["supinated", "grip"], ["underhand"], ["overhand"],
         ["pronated"], ["supinated"], ["wide"], ["narrow"]],
        [["seated"], ["standing"], ["incline"], ["decline"], ["flat"], ["lying"], ["low", "bar"], ["high", "bar"]],
    ]

    /// Equipment words, as normalised word sequences, and the library's equipment value they name.
    static let equipmentWords: [(words: [String], equipment: String)] = [
        (["smith", "machine"], "smith-machine"), (["iso", "lateral"], "machine"), (["barbell"], "barbell"), (["dumbbell"], "dumbbell"),
        (["kettlebell"], "kettlebell"), (["cable"], "cable"), (["machine"], "machine"), (["band"], "band"), (["ez", "bar"], "ez-bar"),
        (["trap", "bar"], "trap-bar"),
    ]

    /// The normalised words of `name` with misspellings and abbreviations spelled out.
    static func spelledOut(_ name: String) -> [String] {
        normalise(name).split(separator: " ").flatMap { word in misspellings[String(word)] ?? [String(word)] }
    }

    /// `words` without every occurrence of each sequence in `phrases`.
    static func removing(_ phrases: [[String]], from words: [String]) -> [String] {
        var result = words
        for phrase in phrases {
            var index = 0
            while index + phrase.count <= result.count {
                if Array(result[index..<(index + phrase.count)]) == phrase {
                    result.removeSubrange(index..<(index + phrase.count))
                } else {
                    index += 1
                }
            }
        }
        return result
    }

    /// True when the words say one side at a time: single/one arm or leg, unilateral.
    static func sayOneSide(_ words: [String]) -> Bool {
        if words.contains("unilateral") { return true }
        return (words.contains("single") || words.contains("one")) && (words.contains("arm") || words.contains("leg") || words.contains("side"))
    }
}
