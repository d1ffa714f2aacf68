import Foundation
import Testing
import Yams

/// The shipped translations: each string table has exactly the keys of `en.yaml` with the same
/// placeholders and code spans and the plural forms its language needs, and each language names
/// every built-in exercise once. Until `Templates/i18n/en.yaml` exists the string-table checks are skipped.
struct TranslationTablesTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let tables = root.appending(path: "Templates/i18n")
    static let english = tables.appending(path: "en.yaml")
    static let shipped = ["de", "es", "fr", "it", "pt-BR"]

    /// The plural categories of each language's cardinal numbers (CLDR 42 and later).
    static let pluralCategories: [String: Set<String>] = [
        "en": ["one", "other"],
        "de": ["one", "other"],
        "es": ["one", "many", "other"],
        "fr": ["one", "many", "other"],
        "it": ["one", "many", "other"],
        "pt-BR": ["one", "many", "other"],
    ]

    static var englishExists: Bool { FileManager.default.fileExists(atPath: english.path) }

    /// Every translated table in the folder (the shipped ones at least), by language code.
    static func languages() throws -> [String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: tables.path)
        let found = names.filter { $0.hasSuffix(".yaml") && $0 != "en.yaml" }.map { String($0.dropLast(5)) }
        return Set(found).union(shipped).sorted()
    }

    static func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    /// Every exercise id of the built-in library.
    static func libraryIDs() throws -> [String] {
        let folder = root.appending(path: "Sources/LiftbookResources/Library")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }.sorted()
        var ids: [String] = []
        for file in files {
            let node = try Yams.compose(yaml: try read(folder.appending(path: file)))
            for exercise in node?["exercises"]?.sequence ?? [] {
                if let id = exercise["id"]?.scalar?.string { ids.append(id) }
            }
        }
        return ids
    }

    @Test(.enabled(if: englishExists), arguments: try languages())
    func theStringTableMatchesEnglish(language: String) throws {
        let categories = try #require(Self.pluralCategories[language], "add the CLDR plural categories of \(language) to this test")
        let english = try TranslationTable(yaml: try Self.read(Self.english))
        #expect(english.problems.isEmpty, "en.yaml: \(english.problems)")
        let file = Self.tables.appending(path: "\(language).yaml")
        let table = try TranslationTable(yaml: try Self.read(file))
        let problems = table.problems(against: english, categories: categories)
        #expect(problems.isEmpty, "\(language).yaml:\n\(problems.joined(separator: "\n"))")
    }

    @Test(arguments: try languages())
    func everyBuiltInExerciseHasOneNameOfItsOwn(language: String) throws {
        let ids = try Self.libraryIDs()
        #expect(ids.count >= 400 && Set(ids).count == ids.count)
        let text = try Self.read(Self.tables.appending(path: "exercises/\(language).yaml"))
        #expect(text.hasPrefix("#"), "exercises/\(language).yaml opens with a comment line saying its convention")
        let names = try TranslationTable(yaml: text)
        #expect(names.problems.isEmpty, "exercises/\(language).yaml: \(names.problems)")
        let missing = ids.filter { id in names.entries[id].map { $0.strings.allSatisfy(\.isEmpty) } ?? true }
        #expect(missing.isEmpty, "exercises/\(language).yaml names no \(missing)")
        let unknown = Set(names.entries.keys).subtracting(ids).sorted()
        #expect(unknown.isEmpty, "exercises/\(language).yaml names exercises the library lacks: \(unknown)")
        let byName = Dictionary(grouping: names.entries, by: { $0.value.strings.joined().lowercased() })
        let shared = byName.values.filter { $0.count > 1 }.map { $0.map(\.key).sorted() }.sorted { $0[0] < $1[0] }
        #expect(shared.isEmpty, "exercises/\(language).yaml gives one name to several exercises: \(shared)")
    }

    @Test func theCheckCatchesAnIncompleteTable() throws {
        let english = try TranslationTable(yaml: """
            nav.home: Home
            home.next.title: "Next session: {heading}"
            log.hint: "Run `liftbook log`."
            count.days:
              one: "{count} day"
              other: "{count} days"
            """)
        let broken = try TranslationTable(yaml: """
            home.next.title: "Nächstes Training: {titel}"
            count.days:
              one: "{count} Tag"
            nav.extra: Extra
            log.hint: "Führ `liftbook protokoll` aus."
            """)
        #expect(broken.problems(against: english, categories: ["one", "other"]) == [
            "nav.home: missing",
            "nav.extra: not a key of en.yaml",
            "count.days: plural forms [\"one\"], the language needs [\"one\", \"other\"]",
            "home.next.title: placeholders [\"titel\"], en.yaml has [\"heading\"]",
            "log.hint: code [\"liftbook protokoll\"], en.yaml has [\"liftbook log\"]",
        ])
        let empty = try TranslationTable(yaml: "nav.home: \"\"\ncount.days: {one: \"{count} día\", many: \"{count} de días\", other: \"{count} días\"}")
        #expect(empty.problems(against: english, categories: ["one", "many", "other"]) == [
            "home.next.title: missing", "log.hint: missing", "nav.home: empty",
        ])
    }
}
