import Foundation
import LiftbookModel
import LiftbookSystem
import LiftbookTestSupport
import Testing

/// The golden site in German and French beside the English tree: every file a reader reads
/// (pages, Markdown reports, feeds, the calendar), so a change of wording in any language shows
/// as a diff. The files no language touches (the JSON API, badges, the stylesheet, the gym page's
/// scripts) are the English tree's.
struct GoldenLanguageTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appending(path: "Golden")

    /// The golden site with `language:` set.
    static func site(_ language: String) -> [String: String] {
        var files = SiteFixture.goldenSite
        files["liftbook.yaml", default: ""] += "\nlanguage: \(language)\n"
        return files
    }

    /// Whether a reader reads the file's words.
    static func isRead(_ path: String) -> Bool {
        [".html", ".md", ".ics", ".xml", "feed.json"].contains { path.hasSuffix($0) } && path != "sitemap.xml"
    }

    @Test(arguments: ["de", "fr"])
    func theTreeInALanguageMatchesItsGoldenCopy(language: String) throws {
        let (files, diagnostics) = try SiteFixture.render(Self.site(language))
        #expect(diagnostics.errors == [])
        let english = try SiteFixture.render(SiteFixture.goldenSite).diagnostics
        #expect(diagnostics.warnings == english.warnings, "a shipped language adds no warning")
        let read = files.filter { Self.isRead($0.path) }
        #expect(read.count > 40)
        let problems = try Golden.compare(read, with: Self.golden.appending(path: "site-\(language)"))
        #expect(problems.isEmpty, Comment(rawValue: problems.prefix(20).joined(separator: "\n")))
    }

    /// The comparison can fail: the German tree is not the French one.
    @Test func theLanguagesDiffer() throws {
        let german = try SiteFixture.render(Self.site("de")).files.filter { Self.isRead($0.path) }
        let problems = try Golden.compare(german, with: Self.golden.appending(path: "site-fr"), recording: false)
        #expect(!problems.isEmpty)
    }
}
