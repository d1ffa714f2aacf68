import LiftbookLoading
import LiftbookModel
import LiftbookSite
import LiftbookSystem
import LiftbookTestSupport
import LiftbookPipeline
import Testing

/// A rebuild through the render cache must give exactly what a fresh build gives.
struct IncrementalRenderTests {
    @Test func cachedRebuildsEqualFreshBuilds() throws {
        let cache = SiteFixture.remembering()
        var site = SiteFixture.goldenSite
        let first = try SiteFixture.render(site, remembering: cache).files
        #expect(try SiteFixture.render(site).files == first)
        // Nothing changed: the same files again, from the cache.
        #expect(try SiteFixture.render(site, remembering: cache).files == first)
        // One session changes: every page that shows it changes, and only through the inputs.
        site["sessions/2026-11-18-lower-a.md"] = Self.appending("- 200 x 1", to: site["sessions/2026-11-18-lower-a.md"])
        let fresh = try SiteFixture.render(site).files
        let cached = try SiteFixture.render(site, remembering: cache).files
        #expect(cached == fresh)
        #expect(cached != first)
        // The edit was read (a line glued to the last set would not parse, and two empty builds
        // would compare equal): the rebuilt site is whole and shows the new set.
        #expect(cached.count == first.count)
        #expect(cached.contains { $0.path.hasPrefix("sessions/2026-11-18") && $0.contents.contains("200") })
        // The oldest session changes: later reports are made again and must match a fresh build.
        site["sessions/2026-11-09-upper-a.md"] = Self.appending("- 300 x 1", to: site["sessions/2026-11-09-upper-a.md"])
        let oldest = try SiteFixture.render(site, remembering: cache).files
        #expect(oldest == (try SiteFixture.render(site).files))
        #expect(oldest.count == first.count)
        // A template change renders everything anew.
        site["Templates/history.mustache"] = "<h1 class=\"page-title\">Changed history</h1>"
        #expect(try SiteFixture.render(site, remembering: cache).files == SiteFixture.render(site).files)
    }

    /// `text` with `line` as a new last line, whether or not it ended with a newline.
    static func appending(_ line: String, to text: String?) -> String {
        let text = text ?? ""
        return text + (text.isEmpty || text.hasSuffix("\n") ? "" : "\n") + line + "\n"
    }
}

/// Compiled templates and theme tokens kept between builds are reused only while their text is
/// unchanged, and their errors are reported every time.
struct TemplateAndThemeCacheTests {
    @Test func templatesAreCompiledAgainWhenTheirTextChanges() {
        let cache = StageMemory()
        var diagnostics: [Diagnostic] = []
        let first = DesignFixture.templates(from: MemorySiteFiles([:]), into: &diagnostics, memory: cache)
        let again = DesignFixture.templates(from: MemorySiteFiles([:]), into: &diagnostics, memory: cache)
        #expect(first != nil && first?.fingerprint == again?.fingerprint)
        let changed = DesignFixture.templates(from: MemorySiteFiles(["Templates/404.mustache": "<h1>Lost</h1>"]), into: &diagnostics, memory: cache)
        #expect(changed != nil && changed?.fingerprint != first?.fingerprint)
        #expect(diagnostics.isEmpty)
        for _ in 0..<2 {
            var errors: [Diagnostic] = []
            let broken = DesignFixture.templates(from: MemorySiteFiles(["Templates/404.mustache": "{{#open}}"]), into: &errors, memory: cache)
            #expect(broken == nil)
            #expect(errors.map(\.location.path) == ["Templates/404.mustache"])
        }
    }

    @Test func themeTokensAreParsedAgainWhenTheirTextChanges() {
        let cache = StageMemory()
        var diagnostics: [Diagnostic] = []
        let builtIn = DesignFixture.theme("solarized-dark", from: MemorySiteFiles([:]), into: &diagnostics, memory: cache)
        let site = MemorySiteFiles(["Themes/solarized-dark/tokens.yaml": "color-accent: \"#ff0000\"\n"])
        let overridden = DesignFixture.theme("solarized-dark", from: site, into: &diagnostics, memory: cache)
        #expect(builtIn?.css.contains("--color-accent: #ff0000;") == false)
        #expect(overridden?.css.contains("--color-accent: #ff0000;") == true)
        #expect(diagnostics.isEmpty)
        for _ in 0..<2 {
            var errors: [Diagnostic] = []
            let bad = MemorySiteFiles(["Themes/solarized-dark/tokens.yaml": "color-accent: \"red; }\"\n"])
            _ = DesignFixture.theme("solarized-dark", from: bad, into: &errors, memory: cache)
            #expect(errors.count == 1)
        }
    }
}
