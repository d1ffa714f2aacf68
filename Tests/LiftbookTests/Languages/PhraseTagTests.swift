import LiftbookTestSupport
import LiftbookLoading
import LiftbookModel
import LiftbookSite
import LiftbookSystem
import Testing

/// `{{#t}}key{{/t}}` is checked when the templates compile, like every other name.
struct PhraseTagTests {
    @Test func anUnknownKeyIsAnErrorAtTheTag() {
        var diagnostics: [Diagnostic] = []
        let set = DesignFixture.templates(from: MemorySiteFiles(["Templates/404.mustache": "<h1>\n  {{#t}}notfound.titel{{/t}}</h1>"]), into: &diagnostics)
        #expect(set == nil)
        #expect(diagnostics.map(\.location) == [SourceLocation(path: "Templates/404.mustache", line: 2, column: 3)])
        #expect(diagnostics.first?.message == "'notfound.titel' is not a key of the string table")
        #expect(diagnostics.first?.hint?.hasPrefix("did you mean 'notfound.title'?") == true)
    }

    @Test func aPlaceholderTheViewLacksIsAnError() {
        var diagnostics: [Diagnostic] = []
        _ = DesignFixture.templates(from: MemorySiteFiles(["Templates/404.mustache": "{{#t}}history.pager.status{{/t}}"]), into: &diagnostics)
        #expect(diagnostics.map(\.message) == ["'page' is not a name of the 404 page", "'pages' is not a name of the 404 page"])
    }

    @Test func aGoodTagCompiles() {
        var diagnostics: [Diagnostic] = []
        let set = DesignFixture.templates(from: MemorySiteFiles(["Templates/404.mustache": "{{#t}}notfound.title{{/t}} {{#t}}notfound.home{{/t}}"]), into: &diagnostics)
        #expect(diagnostics.isEmpty)
        #expect(set != nil)
    }
}
