import LiftbookModel
import LiftbookPipeline
import LiftbookSystem
import LiftbookTestSupport
import Testing

/// A year's page is made again by `serve` only when that year's figures change: its declared
/// inputs are the year's review, not the whole log.
struct YearPageIncrementalTests {
    static let lastYear = """
        ---
        date: 2025-06-02
        start: "18:00"
        end: "19:00"
        title: Bench day
        ---
        ## Barbell Bench Press
        - 70 x 5 x 3

        """

    @Test func editingOneYearRemakesThatYearsPageOnly() throws {
        let cache = SiteFixture.remembering()
        var site = SiteFixture.goldenSite
        site["sessions/2025-06-02-bench.md"] = Self.lastYear
        let first = try SiteFixture.render(site, remembering: cache)
        #expect(first.diagnostics.errors == [])
        #expect(first.files.contains { $0.path == "year/2025/index.html" } && first.files.contains { $0.path == "year/2026/index.html" })
        #expect(cache.pagesMadeInLastBuild.isSuperset(of: ["year/2025/", "year/2026/"]), "a first build makes every page")

        // A 2026 session changes: 2026's page is made again, 2025's is reused.
        site["sessions/2026-11-18-lower-a.md"] = (site["sessions/2026-11-18-lower-a.md"] ?? "") + "\n- 45kg x 30m\n"
        let edited = try SiteFixture.render(site, remembering: cache)
        #expect(edited.diagnostics.errors == [])
        #expect(edited.files != first.files)
        #expect(cache.pagesMadeInLastBuild.contains("year/2026/"))
        #expect(!cache.pagesMadeInLastBuild.contains("year/2025/"))
        #expect(!cache.pagesMadeInLastBuild.contains("sessions/2025-06-02-1800/"))
        #expect(edited.files == (try SiteFixture.render(site).files), "and the rebuild equals a fresh build")

        // The 2025 session changes: its year's page is made again.
        site["sessions/2025-06-02-bench.md"] = Self.lastYear + "- 72.5 x 5\n"
        let again = try SiteFixture.render(site, remembering: cache)
        #expect(again.diagnostics.errors == [])
        #expect(cache.pagesMadeInLastBuild.contains("year/2025/"))
        #expect(again.files == (try SiteFixture.render(site).files))
    }
}
