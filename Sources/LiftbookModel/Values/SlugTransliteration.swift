/// How ``slugify(_:)`` spells one character.
enum SlugTransliteration {
    /// A character's spelling in a slug.
    enum Spelling: Equatable {
        /// Lowercase ASCII letters and digits (possibly empty, as for a hard sign).
        case ascii(String)
        /// A word of its own: `u` and the code point in lowercase hexadecimal.
        case codePoint(String)
        /// Not part of a word.
        case separator
    }

    /// The spelling of `scalar`.
    static func spelling(of scalar: Unicode.Scalar) -> Spelling {
        if scalar.isASCII {
            switch scalar {
            case "a"..."z", "0"..."9": return .ascii(String(scalar))
            case "A"..."Z": return .ascii(String(Character(scalar)).lowercased())
            default: return .separator
            }
        }
        let lower = Character(scalar).lowercased()
        if let latin = latin[lower] { return .ascii(latin) }
        if let cyrillic = cyrillic[lower] { return .ascii(cyrillic) }
        if let greek = greek[lower] { return .ascii(greek) }
        let properties = scalar.properties
        // Combining marks (an accent typed as its own character) belong to the letter before.
        if properties.generalCategory == .nonspacingMark || properties.generalCategory == .spacingMark { return .ascii("") }
        // Letters, digits and pictographs (emoji) of any script name a thing; punctuation,
        // spaces, math and currency signs and invisible format characters only separate words.
        guard properties.isAlphabetic || properties.numericType != nil || properties.generalCategory == .otherSymbol else { return .separator }
        return .codePoint("u" + String(scalar.value, radix: 16))
    }

    /// Latin letters with diacritics, folded to their plain form.
    static let latin: [String: String] = [
        "à": "a", "á": "a", "â": "a", "ã": "a", "ä": "a", "å": "a", "ā": "a", "ă": "a", "ą": "a", "æ": "ae",
        "ç": "c", "ć": "c", "č": "c", "ď": "d", "đ": "d", "è": "e", "é": "e", "ê": "e", "ë": "e", "ē": "e",
        "ė": "e", "ę": "e", "ě": "e", "ğ": "g", "ì": "i", "í": "i", "î": "i", "ï": "i", "ī": "i", "į": "i",
        "ı": "i", "ł": "l", "ľ": "l", "ñ": "n", "ń": "n", "ň": "n", "ò": "o", "ó": "o", "ô": "o", "õ": "o",
        "ö": "o", "ø": "o", "ō": "o", "ő": "o", "œ": "oe", "ř": "r", "ś": "s", "š": "s", "ş": "s", "ș": "s",
        "ß": "ss", "ť": "t", "ț": "t", "ţ": "t", "þ": "th", "ð": "d", "ù": "u", "ú": "u", "û": "u", "ü": "u",
        "ū": "u", "ů": "u", "ű": "u", "ų": "u", "ý": "y", "ÿ": "y", "ź": "z", "ż": "z", "ž": "z",
    ]

    /// Cyrillic letters, as Russian passports spell them (ICAO Doc 9303), with the Ukrainian
    /// and Belarusian letters Russian lacks.
    static let cyrillic: [String: String] = [
        "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "e", "ё": "e", "ж": "zh", "з": "z", "и": "i",
        "й": "i", "к": "k", "л": "l", "м": "m", "н": "n", "о": "o", "п": "p", "р": "r", "с": "s", "т": "t",
        "у": "u", "ф": "f", "х": "kh", "ц": "ts", "ч": "ch", "ш": "sh", "щ": "shch", "ъ": "ie", "ы": "y",
        "ь": "", "э": "e", "ю": "iu", "я": "ia", "і": "i", "ї": "i", "є": "ie", "ґ": "g", "ў": "u",
    ]

    /// Greek letters, as ELOT 743 spells them in Latin letters.
    static let greek: [String: String] = [
        "α": "a", "ά": "a", "β": "v", "γ": "g", "δ": "d", "ε": "e", "έ": "e", "ζ": "z", "η": "i", "ή": "i",
        "θ": "th", "ι": "i", "ί": "i", "ϊ": "i", "ΐ": "i", "κ": "k", "λ": "l", "μ": "m", "ν": "n", "ξ": "x",
        "ο": "o", "ό": "o", "π": "p", "ρ": "r", "σ": "s", "ς": "s", "τ": "t", "υ": "y", "ύ": "y", "ϋ": "y",
        "ΰ": "y", "φ": "f", "χ": "ch", "ψ": "ps", "ω": "o", "ώ": "o",
    ]
}
