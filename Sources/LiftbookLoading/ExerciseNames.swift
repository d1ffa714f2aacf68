/// The rule that lets names from different apps meet: `Bench Press (Barbell)`,
/// `barbell bench press` and `Barbell Bench Press` all normalise to `barbell bench press`.
public enum ExerciseNames {
    /// Lowercase; a trailing `X (Y)` becomes `Y X`; every character that is not a letter or digit
    /// becomes a space; runs of spaces collapse.
    public static func normalise(_ name: String) -> String {
        var text = name.lowercased().trimmingSpaces
        if text.hasSuffix(")"), let open = text.lastIndex(of: "("), open > text.startIndex {
            let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
            let outer = text[..<open]
            text = inner + " " + outer
        }
        var result = ""
        var space = false
        for character in text {
            if character.isLetter || character.isNumber {
                if space, !result.isEmpty { result.append(" ") }
                space = false
                result.append(character)
            } else {
                space = true
            }
        }
        return result
    }
}
