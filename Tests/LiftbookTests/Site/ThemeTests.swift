import LiftbookModel
import LiftbookSystem
import LiftbookTestSupport
import Testing

struct ThemeTests {
    private func css(_ site: [String: String]) throws -> String {
        try SiteFixture.render(site).files.first { $0.path == "assets/style.css" }?.contents ?? ""
    }

    private let session = ["sessions/2026-11-10.md": "## Barbell Row\n- 60 x 10\n"]

    @Test func tokensBecomeCustomPropertiesAndTheStylesheetUsesThem() throws {
        let text = try css(session)
        #expect(text.contains("--color-background: #002b36;"))
        #expect(text.contains("--radius: 12px;"))
        #expect(text.contains("var(--color-accent"))
    }

    @Test func switchingThemeChangesTheTokens() throws {
        let site = session.merging(["liftbook.yaml": "theme: solarized-light\n"]) { $1 }
        let text = try css(site)
        #expect(text.contains("--color-background: #fdf6e3;"))
        #expect(!text.contains("--color-background: #002b36;"))
    }

    @Test func aSiteFileOverridesTheBuiltInOneOfTheSameName() throws {
        let site = session.merging(["Themes/solarized-dark/tokens.yaml": "color-background: \"#101010\"\ncolor-accent: \"#ffcc00\"\n"]) { $1 }
        #expect(try css(site).contains("--color-background: #101010;"))
    }

    @Test func anUnknownThemeIsAnErrorWithAHint() throws {
        let result = try SiteFixture.render(session.merging(["liftbook.yaml": "theme: solarized-drak\n"]) { $1 })
        #expect(result.diagnostics.errors.map(\.message) == ["unknown theme 'solarized-drak'"])
        #expect(result.diagnostics.errors.first?.hint == "did you mean 'solarized-dark'?")
    }

    @Test func aBrokenTemplateIsAnErrorAtItsLine() throws {
        let result = try SiteFixture.render(session.merging(["Templates/home.mustache": "<h1>\n{{#title}}unclosed\n"]) { $1 })
        #expect(result.files.isEmpty)
        #expect(result.diagnostics.errors.first?.location.path == "Templates/home.mustache")
    }
}
