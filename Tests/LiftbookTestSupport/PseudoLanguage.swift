import Foundation
import LiftbookLoading
package import LiftbookModel

/// A pseudo-language: every phrase of the English table wrapped in `⟦…⟧`, as a site table
/// (`i18n/en.yaml`). A build with it shows, by what is left unmarked, every reader-visible word
/// that does not come from a string table.
package enum PseudoLanguage {
    /// Keys whose values are data for the machine, not words: separators, the first weekday, the
    /// Open Graph locale. They stay as they are.
    package static let dataKeys: Set<String> = ["number.decimal", "number.group", "date.week.first", "language.og-locale"]

    /// The table as YAML (JSON-quoted values).
    package static func table(from strings: Strings = StringTables.english) -> String {
        var lines: [String] = []
        for key in strings.keys {
            guard let phrase = strings.phrase(key) else { continue }
            func wrap(_ text: String) -> String { dataKeys.contains(key) ? YAMLText.quoted(text) : YAMLText.quoted("⟦" + text + "⟧") }
            if phrase.isCounted {
                let forms = PluralCategory.allCases.compactMap { category in phrase.forms[category].map { "\(category.rawValue): \(wrap($0))" } }
                lines.append("\(key): {\(forms.joined(separator: ", "))}")
            } else {
                lines.append("\(key): \(wrap(phrase.text))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The text with every `⟦…⟧` (nested too) taken out.
    package static func unmarked(_ text: String) -> String {
        var result = ""
        var depth = 0
        for character in text {
            if character == "⟦" { depth += 1; continue }
            if character == "⟧" { depth = max(0, depth - 1); continue }
            if depth == 0 { result.append(character) }
        }
        return result
    }

    /// The words (runs of letters) left in `text` once `data` (names, titles, notes: the site's
    /// own words) is taken out, longest first.
    package static func words(in text: String, data: [String]) -> [String] {
        var rest = text
        for item in data where !item.isEmpty { rest = rest.replacingAll(item, with: " ") }
        var words: [String] = []
        var word = ""
        for character in rest {
            if character.isLetter { word.append(character) } else if !word.isEmpty { words.append(word); word = "" }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.range(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
