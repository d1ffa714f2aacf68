import Foundation
import LiftbookSystem
import LiftbookTestSupport
import Testing

/// Pagefind's markup: the pages to index carry `data-pagefind-body` with their kind, date, year,
/// exercises and muscles as filters; the rest of the site (and private data) carries none, and
/// only the search page loads a script.
struct SearchMarkupTests {
    static let site: [String: OutputFile] = {
        var texts = SiteFixture.goldenSite
        texts["posts/upper-day.md"] = PostFixture.upperDay
        let files = (try? SiteFixture.render(texts).files) ?? []
        return Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    }()

    static func page(_ path: String) throws -> String {
        try #require(site[path], "\(path) is built").contents
    }

    /// Each indexed page and a mark it must carry.
    static let indexed: [(path: String, marks: [String])] = [
        ("sessions/2026-11-18-0730/index.html", ["data-pagefind-filter=\"kind:Session\"", "data-pagefind-sort=\"date:2026-11-18\"",
                                                 "data-pagefind-filter=\"year:2026\"", "data-pagefind-filter=\"exercise:Barbell Back Squat\"",
                                                 "data-pagefind-filter=\"muscle:Quadriceps\"", "Knees felt"]),
        ("exercises/barbell-bench-press/index.html", ["data-pagefind-filter=\"kind:Exercise\"", "data-pagefind-filter=\"exercise:Barbell Bench Press\"",
                                                      "data-pagefind-filter=\"muscle:Chest\"", "data-pagefind-sort=\"date:2026-11-16\""]),
        ("history/index.html", ["data-pagefind-filter=\"kind:History\""]),
        ("history/2026/index.html", ["data-pagefind-filter=\"kind:History\"", "data-pagefind-filter=\"year:2026\""]),
        ("reports/2026-W47/index.html", ["data-pagefind-filter=\"kind:Report\"", "data-pagefind-sort=\"date:2026-11-22\""]),
        ("reports/2026/index.html", ["data-pagefind-filter=\"kind:Report\"", "data-pagefind-filter=\"year:2026\""]),
        ("posts/upper-day/index.html", ["data-pagefind-filter=\"kind:Post\"", "data-pagefind-sort=\"date:2026-11-21\"",
                                        "data-pagefind-filter=\"exercise:Barbell Bench Press\""]),
        ("year/2026/index.html", ["data-pagefind-filter=\"kind:Year in review\"", "data-pagefind-filter=\"year:2026\""]),
    ]

    @Test(arguments: indexed.indices)
    func indexedPagesCarryTheirMarks(_ index: Int) throws {
        let (path, marks) = Self.indexed[index]
        let html = try Self.page(path)
        #expect(html.components(separatedBy: "data-pagefind-body").count == 2, "\(path): one body to index")
        for mark in marks { #expect(html.contains(mark), "\(path): \(mark)") }
        // The filters sit inside the indexed body, after its content.
        let body = try #require(html.range(of: "data-pagefind-body"))
        #expect(html[body.upperBound...].contains("data-pagefind-filter"), "\(path)")
        #expect(!html.contains("<script"), "\(path): no script outside the search page")
    }

    @Test(arguments: ["index.html", "exercises/index.html", "routine/index.html", "bodyweight/index.html", "search/index.html",
                      "404.html", "reports/index.html"])
    func otherPagesStayOutOfTheIndex(_ path: String) throws {
        #expect(!(try Self.page(path)).contains("data-pagefind-body"), "\(path)")
    }

    @Test func privateSessionsAreNeverMarked() throws {
        // The private session is not built at all, and no page names it in a filter.
        #expect(Self.site.keys.filter { $0.hasPrefix("sessions/2026-11-19") } == [])
        let leaks = Self.site.values.filter { file in
            file.text.map { $0.contains("SECRET") || $0.contains("exercise:Barbell Curl") } ?? false
        }.map(\.path)
        #expect(leaks == [])
    }

    @Test func theSearchPageLoadsPagefindAndSaysHowToEnableIt() throws {
        let html = try Self.page("search/index.html")
        #expect(html.contains("<script src=\"/log/pagefind/pagefind-ui.js\"></script>"))
        #expect(html.contains("<link rel=\"stylesheet\" href=\"/log/pagefind/pagefind-ui.css\">"))
        #expect(html.contains("baseUrl: \"/log/\""))
        #expect(html.contains("pip install pagefind-bin"))
        #expect(html.contains("npx pagefind"))
        #expect(html.contains("liftbook build --search"))
        #expect(html.contains("<noscript>"))
        for list in ["/log/history/", "/log/exercises/", "/log/reports/"] { #expect(html.contains("href=\"\(list)\""), "\(list)") }
        #expect(try Self.page("index.html").contains("href=\"/log/search/\""), "the navigation links the search page")
    }

    @Test func theThemeStylesPagefindWithItsTokens() throws {
        let css = try Self.page("assets/style.css")
        let start = try #require(css.range(of: "--pagefind-ui-primary"))
        let block = css[start.lowerBound...].prefix { $0 != "}" }
        #expect(block.contains("var(--color-accent)"))
        #expect(!block.contains("#"), "no colour written into the rules")
    }
}
