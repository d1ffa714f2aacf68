import Foundation
import LiftbookLoading
import LiftbookModel
import LiftbookSystem
import LiftbookTestSupport
import Testing

/// Site tables: overrides key by key, errors at the line of an unknown key, warnings for keys a
/// language lacks, and `{{#t}}` keys checked when the templates compile.
struct StringTableTests {
    static func load(_ files: [String: String]) -> (Strings, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var config = SiteConfig()
        if let line = files["liftbook.yaml"], line.hasPrefix("language: ") {
            config.language = String(line.dropFirst("language: ".count)).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let strings = StringTables.load(config: config, files: MemorySiteFiles(files), into: &diagnostics)
        return (strings, diagnostics)
    }

    @Test func aSiteTableOverridesOnePhrase() {
        let (strings, diagnostics) = Self.load(["i18n/en.yaml": "nav.history: Log\n"])
        #expect(diagnostics.isEmpty)
        #expect(strings["nav.history"] == "Log")
        #expect(strings["nav.home"] == "Home")
    }

    @Test func anUnknownKeyIsAnErrorAtItsLine() {
        let (_, diagnostics) = Self.load(["i18n/en.yaml": "nav.home: Start\nnav.histroy: Log\n"])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.location == SourceLocation(path: "i18n/en.yaml", line: 2, column: 1))
        #expect(diagnostics.first?.hint?.hasPrefix("did you mean 'nav.history'?") == true)
    }

    @Test func aPlaceholderEnglishDoesNotHaveIsAnError() {
        let (_, diagnostics) = Self.load(["i18n/en.yaml": "history.pager.status: \"Seite {seite}\"\n"])
        #expect(diagnostics.map(\.message) == ["'{seite}' is not a placeholder of 'history.pager.status'"])
    }

    @Test func aLanguageWithoutATableWarnsOnce() {
        let (strings, diagnostics) = Self.load(["liftbook.yaml": "language: nl\n"])
        #expect(strings.language == "nl")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.severity == .warning)
    }

    @Test func aSiteTableForAnotherLanguageWarnsForEachMissingKey() {
        let (strings, diagnostics) = Self.load(["liftbook.yaml": "language: pl\n", "i18n/pl.yaml": "nav.home: Start\n"])
        #expect(strings["nav.home"] == "Start")
        #expect(strings["nav.history"] == "History")
        #expect(diagnostics.count == StringTables.english.keys.count - 1)
        #expect(diagnostics.allSatisfy { $0.severity == .warning && $0.location.path == "i18n/pl.yaml" })
    }
}
