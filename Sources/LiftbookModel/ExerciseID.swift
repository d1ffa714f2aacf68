/// The stable identifier of an exercise: a slug such as `barbell-bench-press` that never changes.
public struct ExerciseID: Sendable, Hashable, Comparable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The slug.
    public let rawValue: String

    /// Wraps a slug as given.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Wraps a literal slug.
    public init(stringLiteral value: String) { rawValue = value }

    /// The slug of a display name: `Bench Press (Barbell)` → `bench-press-barbell`.
    public init(slugOf name: String) { rawValue = slugify(name) }

    /// True when the text is already a slug: lowercase letters, digits and single hyphens.
    public static func isSlug(_ text: String) -> Bool { !text.isEmpty && slugify(text) == text }

    /// The slug.
    public var description: String { rawValue }

    /// Alphabetical.
    public static func < (a: ExerciseID, b: ExerciseID) -> Bool { a.rawValue < b.rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// Lowercase ASCII letters and digits joined by single hyphens; other letters are folded to
/// ASCII where they have a plain form (é → e) and dropped otherwise.
public func slugify(_ text: String) -> String {
    var result = ""
    var pendingHyphen = false
    for scalar in text.unicodeScalars {
        let folded = foldToASCII(scalar)
        for ascii in folded {
            let c = ascii.lowercased()
            if ("a"..."z").contains(c) || ("0"..."9").contains(c) {
                if pendingHyphen, !result.isEmpty { result += "-" }
                pendingHyphen = false
                result += c
            } else {
                pendingHyphen = true
            }
        }
    }
    return String(result.prefix(80))
}

/// A plain ASCII spelling of common Latin letters with diacritics.
private func foldToASCII(_ scalar: Unicode.Scalar) -> String {
    if scalar.isASCII { return String(scalar) }
    let table: [Character: String] = [
        "à": "a", "á": "a", "â": "a", "ã": "a", "ä": "a", "å": "a", "æ": "ae", "ç": "c",
        "è": "e", "é": "e", "ê": "e", "ë": "e", "ì": "i", "í": "i", "î": "i", "ï": "i",
        "ñ": "n", "ò": "o", "ó": "o", "ô": "o", "õ": "o", "ö": "o", "ø": "o", "ù": "u",
        "ú": "u", "û": "u", "ü": "u", "ý": "y", "ÿ": "y", "ß": "ss", "œ": "oe",
    ]
    return table[Character(String(scalar).lowercased())] ?? " "
}
