import LiftbookModel
import Yams

/// One string table file read: each key's phrase, with where the key and its text are.
struct StringTableFile {
    /// A key of the file.
    struct Entry {
        var key: String
        var phrase: Phrase
        var keyLocation: SourceLocation
        var valueLocation: SourceLocation
    }

    /// Where the file was read (`i18n/de.yaml`, `(built-in)/Templates/i18n/de.yaml`).
    var path: String
    /// The keys in file order.
    var entries: [Entry] = []

    /// Every phrase by key.
    var phrases: [String: Phrase] {
        var phrases: [String: Phrase] = [:]
        for entry in entries { phrases[entry.key] = entry.phrase }
        return phrases
    }

    /// Reads a table: a map of dotted lowercase keys to a text, or to a map of CLDR plural
    /// categories (with `other`) to texts. Every problem is reported at its line and column.
    static func read(path: String, text: String, into diagnostics: inout [Diagnostic]) -> StringTableFile {
        var file = StringTableFile(path: path)
        guard let source = YAMLSource(path: path, text: text, into: &diagnostics), let root = source.root else { return file }
        guard case .mapping(let mapping) = root else {
            diagnostics.append(.error("a string table should be a mapping of keys to texts, found \(root.kindName)", at: source.location(of: root),
                                      hint: "write one 'key: text' per line, such as nav.history: History"))
            return file
        }
        var seen: Set<String> = []
        for (keyNode, value) in mapping {
            let keyLocation = source.location(of: keyNode)
            guard let key = keyNode.scalarText, isKey(key) else {
                diagnostics.append(.error("'\(keyNode.scalarText ?? "?")' is not a key: keys are dotted lowercase words, such as nav.history",
                                          at: keyLocation, hint: "use lowercase letters, digits, '-' and '.' only"))
                continue
            }
            guard seen.insert(key).inserted else {
                diagnostics.append(.error("duplicate key '\(key)'", at: keyLocation, hint: "each key may appear once; remove one of them"))
                continue
            }
            let valueLocation = source.location(of: value)
            if let text = value.scalarText, !value.isNull {
                file.entries.append(Entry(key: key, phrase: Phrase(text), keyLocation: keyLocation, valueLocation: valueLocation))
                continue
            }
            guard case .mapping(let forms) = value else {
                diagnostics.append(.error("'\(key)' should be a text, or a map of plural forms (one, other, …), found \(value.kindName)",
                                          at: valueLocation, hint: "for example: \(key): {one: \"{count} set\", other: \"{count} sets\"}"))
                continue
            }
            var texts: [PluralCategory: String] = [:]
            for (formNode, formValue) in forms {
                let name = formNode.scalarText ?? ""
                guard let category = PluralCategory(rawValue: name) else {
                    diagnostics.append(.error("'\(name)' is not a plural category", at: source.location(of: formNode),
                                              hint: (Suggestions.closest(to: name, among: PluralCategory.allCases.map(\.rawValue), limit: 1).first
                                                     .map { "did you mean '\($0)'? " } ?? "") + "the CLDR categories are zero, one, two, few, many and other"))
                    continue
                }
                guard let text = formValue.scalarText, !formValue.isNull else {
                    diagnostics.append(.error("the '\(name)' form of '\(key)' should be a text", at: source.location(of: formValue),
                                              hint: "write the phrase in quotes"))
                    continue
                }
                texts[category] = text
            }
            guard texts[.other] != nil else {
                diagnostics.append(.error("'\(key)' has no 'other' form", at: valueLocation,
                                          hint: "every counted phrase needs 'other', the form for most numbers"))
                continue
            }
            file.entries.append(Entry(key: key, phrase: Phrase(forms: texts), keyLocation: keyLocation, valueLocation: valueLocation))
        }
        return file
    }

    /// Dotted lowercase words: `nav.history`, `date.month.abbr.1`, `home.empty.title`. Every
    /// character of a key is one ASCII byte, so the bytes are checked (a table has a thousand keys,
    /// read at the start of every run).
    static func isKey(_ text: String) -> Bool {
        var previous: UInt8 = UInt8(ascii: ".")
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"): break
            case UInt8(ascii: "."): if previous == byte { return false }
            default: return false
            }
            previous = byte
        }
        return previous != UInt8(ascii: ".")
    }
}

extension StringTableFile {
    /// Reads a table of exercise display names: a map of exercise IDs to names.
    static func readNames(path: String, text: String, into diagnostics: inout [Diagnostic]) -> [ExerciseID: String] {
        guard let source = YAMLSource(path: path, text: text, into: &diagnostics), let root = source.root,
              case .mapping(let mapping) = root else { return [:] }
        var names: [ExerciseID: String] = [:]
        for (keyNode, value) in mapping {
            guard let id = keyNode.scalarText, let name = value.scalarText, !name.isEmpty else {
                diagnostics.append(.error("an exercise name should be 'exercise-id: Display name'", at: source.location(of: keyNode),
                                          hint: "for example barbell-bench-press: Bankdrücken"))
                continue
            }
            names[ExerciseID(id)] = name
        }
        return names
    }
}
