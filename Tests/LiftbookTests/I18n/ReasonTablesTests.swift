import Foundation
import Testing
import Yams

/// The translated recommendation sentences: each `Templates/i18n/reasons.<language>.yaml` opens with
/// a comment line, has exactly the keys of `reasons.en.yaml`, the same placeholders in every
/// sentence and every plural form, the plural forms of its language (`other` always) and no
/// empty string.
struct ReasonTablesTests {
    static let tables = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Templates/i18n")
    static let languages = ["de", "es", "fr", "it", "pt-BR"]

    /// The plural categories each table writes: CLDR 42 and later, with `many` where the site's
    /// string tables write it (the large round numbers of French, Spanish, Italian and Portuguese).
    static let pluralCategories: [String: Set<String>] = [
        "en": ["one", "other"],
        "de": ["one", "other"],
        "es": ["one", "many", "other"],
        "fr": ["one", "many", "other"],
        "it": ["one", "many", "other"],
        "pt-BR": ["one", "many", "other"],
    ]

    static func read(_ language: String) throws -> String {
        try String(contentsOf: tables.appending(path: "reasons.\(language).yaml"), encoding: .utf8)
    }

    @Test func theEnglishTableIsWellFormed() throws {
        let english = try ReasonTable(yaml: try Self.read("en"))
        #expect(english.entries.count >= 60)
        #expect(english.problems(against: english, categories: ["one", "other"]).isEmpty)
    }

    @Test(arguments: languages)
    func theTableMatchesEnglish(language: String) throws {
        let categories = try #require(Self.pluralCategories[language])
        let english = try ReasonTable(yaml: try Self.read("en"))
        let text = try Self.read(language)
        #expect(text.hasPrefix("# "), "reasons.\(language).yaml opens with a comment line saying its conventions")
        let problems = try ReasonTable(yaml: text).problems(against: english, categories: categories)
        #expect(problems.isEmpty, "reasons.\(language).yaml:\n\(problems.joined(separator: "\n"))")
    }

    static let miniEnglish = """
        words.sets:
          one: "{count} set"
          other: "{count} sets"
        words.both: "{first} and {second}"
        reason.keep.last: "No progression scheme: {sets} at {weight}, as on {date}."
        reason.rpe.best:
          one: "Best e1RM of the last session: {e1rm}."
          other: "Best e1RM of the last {count} sessions: {e1rm}."
        reason.plates.notes: "{notes}."
        reason.quiet: "Nothing logged for {count} days."
        """

    @Test func theCheckCatchesABrokenTable() throws {
        let english = try ReasonTable(yaml: Self.miniEnglish)
        let broken = try ReasonTable(yaml: """
            words.sets:
              one: "Satz"
            reason.keep.last: "Kein Progressionsschema: {sets} mit {weight am {date}."
            reason.rpe.best: "Bestes e1RM: {e1rm}."
            reason.plates.notes: ""
            reason.quiet:
              one: "Seit {count} Tag nichts protokolliert."
              other: "Seit {count} Tagen nichts protokolliert, {date}."
            reason.extra: "Extra"
            """)
        #expect(broken.problems(against: english, categories: ["one", "other"]) == [
            "words.both: missing",
            "reason.extra: not a key of reasons.en.yaml",
            "reason.keep.last: placeholders [\"date\", \"sets\"], reasons.en.yaml has [\"date\", \"sets\", \"weight\"]",
            "reason.keep.last: unbalanced braces",
            "reason.plates.notes: placeholders [], reasons.en.yaml has [\"notes\"]",
            "reason.plates.notes: empty",
            "reason.quiet.other: placeholders [\"count\", \"date\"], reasons.en.yaml has [\"count\"]",
            "reason.rpe.best: one phrase where reasons.en.yaml has plural forms",
            "words.sets: plural forms [\"one\"], the language needs [\"one\", \"other\"]",
            "words.sets: no `other` form",
            "words.sets.one: placeholders [], reasons.en.yaml has [\"count\"]",
        ])
    }

    @Test func theCheckAcceptsACompleteTable() throws {
        let english = try ReasonTable(yaml: Self.miniEnglish)
        let french = try ReasonTable(yaml: """
            words.sets: {one: "{count} série", many: "{count} de séries", other: "{count} séries"}
            words.both: "{first} et {second}"
            reason.keep.last: "Pas de schéma de progression : {sets} à {weight}, comme le {date}."
            reason.rpe.best:
              one: "Meilleur e1RM de la dernière séance : {e1rm}."
              many: "Meilleur e1RM des {count} de dernières séances : {e1rm}."
              other: "Meilleur e1RM des {count} dernières séances : {e1rm}."
            reason.plates.notes: "{notes}."
            reason.quiet:
              one: "Rien de noté depuis {count} jour."
              many: "Rien de noté depuis {count} de jours."
              other: "Rien de noté depuis {count} jours."
            """)
        #expect(french.problems(against: english, categories: ["one", "many", "other"]).isEmpty)
        // `many` is not a German category, and a `one` form keeps {count} where English's does.
        let german = try ReasonTable(yaml: """
            words.sets: {one: "ein Satz", many: "{count} Sätze", other: "{count} Sätze"}
            words.both: "{first} und {second}"
            reason.keep.last: "Kein Progressionsschema: {sets} mit {weight}, wie am {date}."
            reason.rpe.best: {one: "Bestes e1RM des letzten Trainings: {e1rm}.", other: "Bestes e1RM der letzten {count} Trainings: {e1rm}."}
            reason.plates.notes: "{notes}."
            reason.quiet: "Seit {count} Tagen nichts protokolliert."
            """)
        #expect(german.problems(against: english, categories: ["one", "other"]) == [
            "words.sets: plural forms [\"many\", \"one\", \"other\"], the language needs [\"one\", \"other\"]",
            "words.sets.one: placeholders [], reasons.en.yaml has [\"count\"]",
        ])
    }
}

/// One sentence table read as text, never type-resolved (so `No` stays a string): each key holds a
/// sentence or a map of CLDR plural categories to sentences.
private struct ReasonTable {
    enum Entry {
        case phrase(String)
        case plural([String: String])
    }

    let entries: [String: Entry]
    /// Keys written twice and values that are neither a sentence nor a map of sentences.
    let readProblems: [String]

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
                problems.append("\(key): neither a sentence nor a map of plural forms")
            }
        }
        self.entries = entries
        self.readProblems = problems
    }

    /// The `{name}` placeholders of a sentence, without the braces.
    static func placeholders(in text: String) -> Set<String> {
        var found: Set<String> = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}") else { break }
            let name = after[..<close]
            if let first = name.first, first.isLetter, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) {
                found.insert(String(name))
            }
            rest = after
        }
        return found
    }

    /// The placeholders of every form of an entry.
    static func placeholders(of entry: Entry) -> Set<String> {
        switch entry {
        case .phrase(let text): placeholders(in: text)
        case .plural(let forms): forms.values.reduce(into: Set<String>()) { $0.formUnion(placeholders(in: $1)) }
        }
    }

    /// What is wrong with `self` as the translation of `english` into a language with the plural
    /// `categories`: keys missing or unknown, placeholders lost or invented, plural forms missing or
    /// foreign, unbalanced braces, empty sentences. `{count}` may be left out of a `one` form only
    /// where English's `one` form leaves it out too (it writes the number as a word: "the last
    /// session"). Empty when the table is complete.
    func problems(against english: ReasonTable, categories: Set<String>) -> [String] {
        var found = readProblems
        for key in english.entries.keys.sorted() where entries[key] == nil { found.append("\(key): missing") }
        for key in entries.keys.sorted() where english.entries[key] == nil { found.append("\(key): not a key of reasons.en.yaml") }
        for key in english.entries.keys.sorted() {
            guard let source = english.entries[key], let entry = entries[key] else { continue }
            let expected = Self.placeholders(of: source)
            var englishOne = expected
            if case .plural(let forms) = source, let one = forms["one"] { englishOne = Self.placeholders(in: one) }
            switch (source, entry) {
            case (.phrase, .phrase(let text)):
                found += Self.check(key, text, expected: expected, optional: [])
            case (.plural, .plural(let forms)),
                 (.phrase, .plural(let forms)) where expected.contains("count"):
                let written = Set(forms.keys)
                if written != categories {
                    found.append("\(key): plural forms \(written.sorted()), the language needs \(categories.sorted())")
                }
                if forms["other"] == nil { found.append("\(key): no `other` form") }
                for category in forms.keys.sorted() {
                    let optional: Set<String> = category == "one" && !englishOne.contains("count") ? ["count"] : []
                    found += Self.check("\(key).\(category)", forms[category] ?? "", expected: expected, optional: optional)
                }
            case (.phrase, .plural):
                found.append("\(key): plural forms where reasons.en.yaml has one sentence without {count}")
            case (.plural, .phrase):
                found.append("\(key): one phrase where reasons.en.yaml has plural forms")
            }
        }
        return found
    }

    /// One sentence against the placeholders it must have (`optional` ones may be left out).
    private static func check(_ name: String, _ text: String, expected: Set<String>, optional: Set<String>) -> [String] {
        var found: [String] = []
        let names = placeholders(in: text)
        if !names.isSubset(of: expected) || !expected.subtracting(optional).isSubset(of: names) {
            found.append("\(name): placeholders \(names.sorted()), reasons.en.yaml has \(expected.sorted())")
        }
        if text.filter({ $0 == "{" }).count != text.filter({ $0 == "}" }).count { found.append("\(name): unbalanced braces") }
        if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { found.append("\(name): empty") }
        return found
    }
}
