import LiftbookLoading
import LiftbookModel
import LiftbookTestSupport
import Testing

/// Phrases compiled once per table: placeholders as positions, plural forms split, filled
/// without a dictionary, and always the same text as the reference (`Strings.plain`).
struct CompiledPhraseTests {
    static let table = Strings(language: "en", phrases: [
        "two": Phrase("{a} and {b}"),
        "twice": Phrase("{a}, {b}, {a}"),
        "code": Phrase("Run `{command}`, see [the guide]({href})."),
        "point": Phrase("On {date}."),
        "sets": Phrase(forms: [.one: "{count} set", .other: "{count} sets"]),
        "weight": Phrase(forms: [.one: "{count} kg, once", .other: "{count} kg"]),
    ])

    @Test("placeholders filled by name, in any order the caller gives them", arguments: [
        ("two", ["a": "x", "b": "y"] as PhraseArguments, "x and y"),
        ("two", ["b": "y", "a": "x"] as PhraseArguments, "x and y"),
        ("twice", ["b": "2", "a": "1"] as PhraseArguments, "1, 2, 1"),
        ("code", ["command": "liftbook build", "href": "/guide/"] as PhraseArguments, "Run liftbook build, see the guide."),
        ("point", ["date": "16. Nov."] as PhraseArguments, "On 16. Nov."),
        ("point", ["date": "16 Nov"] as PhraseArguments, "On 16 Nov."),
        ("two", ["a": "x", "a": "z", "b": "y"] as PhraseArguments, "x and y"),
        // Values of several bytes a character, and a sentence longer than a small string.
        ("two", ["a": "Überkopfdrücken", "b": "日本のスクワット"] as PhraseArguments, "Überkopfdrücken and 日本のスクワット"),
        // An empty value: the point after it stays, as the text before it ends with no point.
        ("point", ["date": ""] as PhraseArguments, "On ."),
        ("point", ["date": "."] as PhraseArguments, "On ."),
        ("twice", ["a": "", "b": ""] as PhraseArguments, ", , "),
        // A point after letters of several bytes still ends the sentence; after a prepended
        // mark (U+0600) it is part of one character with it, and the sentence's point stays.
        ("point", ["date": "16 déc."] as PhraseArguments, "On 16 déc."),
        ("point", ["date": "\u{0600}."] as PhraseArguments, "On \u{0600}.."),
        ("point", ["date": "a.b"] as PhraseArguments, "On a.b."),
        // A placeholder filled by a text that looks like one is not filled again.
        ("two", ["a": "{b}", "b": "y"] as PhraseArguments, "{b} and y"),
        ("missing.key", ["a": "x"] as PhraseArguments, "missing.key"),
    ])
    func fills(key: String, args: PhraseArguments, expected: String) {
        #expect(Self.table.format(key, args) == expected)
    }

    @Test("every key of a large table is found, and only those", arguments: [1, 7, 40, 600])
    func lookup(size: Int) {
        var phrases: [String: Phrase] = ["": Phrase("empty key")]
        for index in 0..<size { phrases["key.\(index)"] = Phrase("text \(index) {a}") }
        let strings = Strings(language: "en", phrases: phrases)
        for index in 0..<size { #expect(strings.format("key.\(index)", ["a": "x"]) == "text \(index) x") }
        #expect(strings[""] == "empty key")
        for missing in ["key.\(size)", "key.", "key.0 ", "Key.0", "kéy.0"] { #expect(strings[missing] == missing) }
    }

    @Test("a missing argument is left as written", arguments: [
        ("two", ["a": "x"] as PhraseArguments, "x and {b}"),
        ("two", [:] as PhraseArguments, "{a} and {b}"),
        ("sets", [:] as PhraseArguments, "{count} sets"),
    ])
    func missing(key: String, args: PhraseArguments, expected: String) {
        #expect(Self.table.format(key, args) == expected)
    }

    @Test("values gathered in a dictionary give the same text")
    func dictionaries() {
        let values: [String: String] = ["b": "y", "a": "x"]
        #expect(Self.table.format("two", values: values) == "x and y")
        #expect(Self.table.format("sets", count: 1, PhraseArguments(values)) == "1 set")
        #expect(Self.table.locale.fill("missing", PhraseArguments(values)) == "")
    }

    @Test("plural forms per language, the count grouped and written as the language writes it", arguments: [
        ("en", 1, "1 session"), ("en", 0, "0 sessions"), ("en", 1204, "1,204 sessions"),
        ("de", 1, "1 Training"), ("de", 2, "2 Trainings"), ("de", 1204, "1.204 Trainings"),
        // French groups with a narrow no-break space and counts a million as `many`.
        ("fr", 0, "0 séance"), ("fr", 1, "1 séance"), ("fr", 2, "2 séances"), ("fr", 1_000_000, "1\u{202F}000\u{202F}000 de séances"),
    ])
    func counted(language: String, count: Int, expected: String) {
        let strings = StringTables.shipped(language)
        #expect(strings.format("count.sessions", count: count) == expected)
    }

    @Test("a count with a fraction picks its form as shown", arguments: [
        ("en", 1.0, "1 kg, once"), ("en", 1.5, "1.5 kg"),
        ("fr", 1.5, "1,5 kg, once"), ("fr", 2.25, "2,25 kg"),
    ])
    func fractions(language: String, count: Double, expected: String) {
        let strings = Strings(language: language, phrases: Self.table.phrases.merging(
            language == "fr" ? ["number.decimal": Phrase(","), "number.group": Phrase(" ")] : [:]) { $1 })
        #expect(strings.format("weight", count: count, decimals: 2) == expected)
    }

    @Test("Polish counts pick one, few and many", arguments: [(1, "1 seria"), (3, "3 serie"), (5, "5 serii"), (22, "22 serie"), (12, "12 serii")])
    func polish(count: Int, expected: String) {
        let strings = Strings(language: "pl", phrases: ["sets": Phrase(forms: [.one: "{count} seria", .few: "{count} serie", .many: "{count} serii", .other: "{count} serii"])])
        #expect(strings.format("sets", count: count) == expected)
    }

    @Test("a site table's override is compiled like a built-in phrase")
    func override() {
        var diagnostics: [Diagnostic] = []
        var config = SiteConfig()
        config.language = "de"
        let strings = StringTables.load(config: config, files: MemorySiteFiles([
            "i18n/de.yaml": "count.sessions:\n  one: \"eine Einheit ({count})\"\n  other: \"{count} Trainings\"\n",
        ]), into: &diagnostics)
        #expect(diagnostics.isEmpty)
        #expect(strings.format("count.sessions", count: 1) == "eine Einheit (1)")
        #expect(strings.format("count.sessions", count: 2500) == "2.500 Trainings")
    }

    @Test("every form of every shipped table matches the reference", arguments: ["en", "de", "fr", "es", "it", "pt-BR"])
    func matchesReference(language: String) {
        let strings = StringTables.shipped(language)
        for key in strings.keys {
            guard let phrase = strings.phrase(key) else { continue }
            // Each placeholder filled with a value ending in a point, to exercise the point rule,
            // except the last, left out.
            let names = phrase.placeholders
            var values: [String: String] = [:]
            for (index, name) in names.enumerated() where index < names.count - 1 || names.count == 1 {
                values[name] = index % 2 == 0 ? "v\(index)." : "w\(index)"
            }
            for category in PluralCategory.allCases {
                let expected = Strings.plain(phrase.parts(for: category), values)
                #expect(phrase.compiled(category).fill(PhraseArguments(values)) == expected, "\(language) \(key) \(category)")
            }
        }
    }
}
