import Foundation
import LiftbookTestSupport
import Testing

/// `liftbook build --search` end to end: Pagefind indexes the sample site, and its index, queried
/// from Node the way the search page queries it (`Tests/Search/query-index.mjs`), finds an
/// exercise and a word of a session's notes on the right pages, and never a private session.
/// Skipped, saying why, where Pagefind (`pip install pagefind-bin`, run by `.ci/setup`) or Node is missing.
@Suite(.serialized)
struct SearchIndexTests {
    static let ready = PagefindTool.available && PagefindTool.node != nil

    @Test(.enabled(if: ready, "Pagefind or Node is not installed (pip install pagefind-bin; PyPI may be unreachable): the search index is not tested"))
    func theSampleSiteIsSearchableByExerciseAndNoteWord() throws {
        let folder = try Scratch.folder()
        defer { Scratch.remove(folder) }
        try Scratch.write(SiteFixture.goldenSite, into: folder)
        let built = try CLI.run(["build", folder.path, "--search", "--now", "2026-11-22"])
        #expect(built.status == 0, "\(built.stderr)")
        #expect(built.stdout.contains("Indexed the site for search with"), "\(built.stdout)")
        let output = folder.appending(path: "public")
        #expect(FileManager.default.fileExists(atPath: output.appending(path: "pagefind/pagefind-ui.js").path))

        let json = try PagefindTool.query(site: output, terms: ["zercher", "knees", "SECRET"])
        let results = try #require(json["results"] as? [String: [[String: Any]]])
        func urls(_ term: String) -> Set<String> { Set((results[term] ?? []).compactMap { $0["url"] as? String }) }
        // An exercise: its own page, the session it was logged in, and the lists and reports that name it.
        #expect(urls("zercher").contains("/exercises/zercher-carry-thing/"), "\(urls("zercher"))")
        #expect(urls("zercher").contains("/sessions/2026-11-18-0730/"), "\(urls("zercher"))")
        // A word of a session's notes: that session's page.
        #expect(urls("knees").contains("/sessions/2026-11-18-0730/"), "\(urls("knees"))")
        #expect(!urls("knees").contains("/sessions/2026-11-11-0730/"))
        // The private session is in no page, so in no result (Pagefind's loose matching finds
        // other pages for its title word, never the session).
        #expect(!urls("SECRET").contains { $0.contains("2026-11-19") }, "\(urls("SECRET"))")
        #expect(!results.values.joined().contains { ($0["url"] as? String)?.contains("2026-11-19") == true })
        // Only the marked pages are indexed: the home page and the library are not.
        #expect(!urls("zercher").contains("/"))
        #expect(!urls("zercher").contains("/exercises/"))

        let filters = try #require(json["filters"] as? [String: [String: Int]])
        #expect(Set(filters.keys) == ["kind", "year", "exercise", "muscle"])
        #expect(Set(filters["kind"]?.keys.map { $0 } ?? []) == ["Session", "Exercise", "History", "Report", "Year in review"])
        #expect(filters["kind"]?["Session"] == 4, "the four public sessions")
        #expect(filters["year"]?["2026"] ?? 0 > 0)
        #expect(filters["exercise"]?["Barbell Curl"] == nil, "the private session's only exercise")
    }

    @Test func withoutPagefindTheSiteIsBuiltAndTheBuildSaysHowToGetIt() throws {
        let folder = try Scratch.folder()
        let empty = try Scratch.folder("bin")
        defer { Scratch.remove(folder); Scratch.remove(empty) }
        try Scratch.write(SiteFixture.goldenSite, into: folder)
        let built = try CLI.run(["build", folder.path, "--search", "--now", "2026-11-22"], environment: ["PATH": empty.path])
        #expect(built.status == 1)
        #expect(built.stderr.contains("Pagefind was not found"), "\(built.stderr)")
        #expect(built.stderr.contains("pip install pagefind-bin"))
        #expect(FileManager.default.fileExists(atPath: folder.appending(path: "public/search/index.html").path), "the site is written")
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "public/pagefind").path))
    }
}
