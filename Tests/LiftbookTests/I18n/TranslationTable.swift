import Foundation
import Yams

/// One shipped string table (`Templates/i18n/<language>.yaml`) read as text, never type-resolved,
/// so `On` or `No` stays a string: each key holds a phrase or a map of CLDR plural categories.
struct TranslationTable {
    enum Entry: Equatable {
        case phrase(String)
        case plural([String: String])

        /// Every string of the entry: the phrase, or each category's phrase.
        var strings: [String] {
            switch self {
            case let .phrase(text): [text]
            case let .plural(forms): forms.keys.sorted().compactMap { forms[$0] }
            }
        }
    }

    let entries: [String: Entry]
    /// Keys written twice, and values that are neither a phrase nor a map of phrases.
    let problems: [String]

    init(yaml: String) throws {
        var entries: [String: Entry] = [:]
        var problems: [String] = []
        for (keyNode, valueNode) in try Yams.compose(yaml: yaml)?.mapping ?? [:] {
            guard let key = keyNode.scalar?.string else { problems.append("a key is not text"); continue }
            if entries[key] != nil { problems.append("\(key): written twice") }
            if let text = valueNode.scalar?.string {
                entries[key] = .phrase(text)
            } else if let forms = valueNode.mapping {
                var plural: [String: String] = [:]
                for (category, form) in forms {
                    guard let name = category.scalar?.string, let text = form.scalar?.string else {
                        problems.append("\(key): a plural form is not text"); continue
                    }
                    plural[name] = text
                }
                entries[key] = .plural(plural)
            } else {
                problems.append("\(key): neither a phrase nor a map of plural forms")
            }
        }
        self.entries = entries
        self.problems = problems
    }

    /// The `{name}` placeholders of a phrase, without the braces.
    static func placeholders(in text: String) -> Set<String> {
        var found: Set<String> = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}") else { break }
            let name = after[..<close]
            if let first = name.first, first.isASCII, first.isLetter,
               name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }) {
                found.insert(String(name))
            }
            rest = after
        }
        return found
    }

    /// The `` `code` `` spans of a phrase: commands, file names and log notation, never translated.
    static func codeSpans(in text: String) -> Set<String> {
        let pieces = text.split(separator: "`", omittingEmptySubsequences: false)
        return Set(stride(from: 1, to: pieces.count - 1, by: 2).map { String(pieces[$0]) })
    }

    /// What is wrong with `self` as the translation of `english` into a language whose CLDR plural
    /// categories are `categories`: keys missing or unknown, placeholders lost or invented, code
    /// spans changed, plural forms missing or foreign to the language, empty strings. Empty when
    /// the table is complete.
    func problems(against english: TranslationTable, categories: Set<String>) -> [String] {
        var found = problems
        for key in english.entries.keys.sorted() where entries[key] == nil {
            found.append("\(key): missing")
        }
        for key in entries.keys.sorted() where english.entries[key] == nil {
            found.append("\(key): not a key of en.yaml")
        }
        for key in english.entries.keys.sorted() {
            guard let source = english.entries[key], let entry = entries[key] else { continue }
            let expected = source.strings.reduce(into: Set<String>()) { $0.formUnion(Self.placeholders(in: $1)) }
            switch (source, entry) {
            case let (.phrase, .phrase(text)):
                let names = Self.placeholders(in: text)
                if names != expected { found.append("\(key): placeholders \(names.sorted()), en.yaml has \(expected.sorted())") }
            case let (.plural, .plural(forms)):
                let written = Set(forms.keys)
                if written != categories {
                    found.append("\(key): plural forms \(written.sorted()), the language needs \(categories.sorted())")
                }
                let used = forms.values.reduce(into: Set<String>()) { $0.formUnion(Self.placeholders(in: $1)) }
                if used != expected { found.append("\(key): placeholders \(used.sorted()), en.yaml has \(expected.sorted())") }
            case (.phrase, .plural):
                found.append("\(key): plural forms where en.yaml has one phrase")
            case (.plural, .phrase):
                found.append("\(key): one phrase where en.yaml has plural forms")
            }
            let code = source.strings.reduce(into: Set<String>()) { $0.formUnion(Self.codeSpans(in: $1)) }
            let written = entry.strings.reduce(into: Set<String>()) { $0.formUnion(Self.codeSpans(in: $1)) }
            if written != code { found.append("\(key): code \(written.sorted()), en.yaml has \(code.sorted())") }
            if entry.strings.contains(where: \.isEmpty) { found.append("\(key): empty") }
        }
        return found
    }
}
