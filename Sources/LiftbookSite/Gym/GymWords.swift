import LiftbookModel

/// The words of the gym page: every `gym.*` phrase of the site's string table as written there
/// (placeholders, text in backticks and plural forms kept), with the language whose plural rules
/// choose the forms. The page's script writes every word it shows from them and has none of its
/// own; the session file it writes uses the notation, which is the same in every language.
enum GymWords {
    /// The prefix of the keys the page uses.
    static let prefix = "gym."

    /// `{"language": "de", "phrases": {"gym.finish": "Fertig", "gym.found": {"one": …, "other": …}, …}}`.
    static func json(_ strings: Strings) -> JSON {
        var phrases: [String: JSON] = [:]
        for key in strings.keys where key.hasPrefix(prefix) {
            guard let phrase = strings.phrase(key) else { continue }
            if phrase.isCounted {
                var forms: [String: JSON] = [:]
                for (category, text) in phrase.forms { forms[category.rawValue] = .string(text) }
                phrases[key] = .object(JSONObject(forms))
            } else {
                phrases[key] = .string(phrase.text)
            }
        }
        return .object(["language": .string(strings.language), "phrases": .object(JSONObject(phrases))])
    }
}
