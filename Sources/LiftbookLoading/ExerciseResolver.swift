import LiftbookModel

/// Turns a name written in a log or export into a logged exercise's identity, warning about
/// names the library does not know (they are kept, never dropped).
struct ExerciseResolver {
    let library: ExerciseLibrary
    /// The hints worked out so far, by name: a file that repeats an unknown name pays for its
    /// did-you-mean search once.
    private let hints = HintMemo()

    init(library: ExerciseLibrary) {
        self.library = library
    }

    /// The id and whether the library knows it.
    func resolve(_ name: String, at location: SourceLocation, into diagnostics: inout [Diagnostic]) -> (ExerciseID, Bool) {
        if let id = library.resolve(name) { return (id, true) }
        let hint = hints.byName[name] ?? library.hint(for: name)
        hints.byName[name] = hint
        diagnostics.append(.warning("unknown exercise '\(name)'; it is kept as a custom exercise", at: location, hint: hint))
        let slug = ExerciseID(slugOf: name)
        return (slug.rawValue.isEmpty ? ExerciseID("exercise") : slug, false)
    }
}

/// Hints by name, shared by the copies of one resolver.
private final class HintMemo {
    var byName: [String: String] = [:]
}

/// The parts of an exercise heading: `A1. Barbell Row (instead of Pendlay Row)`.
struct ExerciseHeading: Equatable {
    var name: String
    var superset: String?
    var insteadOf: String?

    init(_ text: String) {
        var rest = Substring(text.trimmingSpaces)
        // Coach notation: a letter, a number, then '.' or ')' and a space.
        let chars = Array(rest)
        var i = 1
        if let first = chars.first, first.isASCII, first.isLetter {
            while i < chars.count, chars[i].isASCII, chars[i].isNumber { i += 1 }
            if i > 1, i < chars.count, chars[i] == "." || chars[i] == ")", i + 1 < chars.count, chars[i + 1] == " " {
                superset = first.uppercased()
                rest = rest.dropFirst(i + 2)
            }
        }
        var name = String(rest).trimmingSpaces
        let lower = name.lowercased()
        if lower.hasSuffix(")"), let range = lower.range(of: "(instead of ", options: .backwards) {
            let start = range.upperBound
            insteadOf = String(name[start..<name.index(before: name.endIndex)]).trimmingSpaces
            name = String(name[..<range.lowerBound]).trimmingSpaces
        }
        self.name = name
    }
}
