import LiftbookAnalytics
import LiftbookModel
import LiftbookPipeline
import LiftbookSite
import LiftbookTestSupport
import Testing

/// `ReportRun` and `StatsRun` called directly on a small site: the report's and the summary's
/// figures, the default period, and the stops.
struct ReportRunTests {
    @Test func theLastCompleteWeekIsReportedByDefault() throws {
        let site = try CommandSite()
        defer { site.remove() }
        // Wednesday 2026-11-25 is in W48: the last complete week is W47 (16–22 Nov).
        let run = try ReportRun.run(site.pipeline(today: "2026-11-25"))
        let report = try #require(run.value)
        #expect(report.period == ReportPeriod.week(parsing: "2026-W47"))
        #expect(report.text.hasPrefix("# Week 47, 2026\n"))
        // 3 sets of 5 at 82.5 kg: 1,237.5 kg, against 3 × 5 × 80 = 1,200 kg the week before.
        #expect(report.text.contains("- Working sets: 3 (±0 on last week)\n"))
        #expect(report.text.contains("- Volume: 1,238 kg (+38 kg on last week)\n"))
        #expect(run.diagnostics.isEmpty)
    }

    @Test func aWeekTheLogDoesNotCoverIsRefusedWithTheSpan() throws {
        let site = try CommandSite()
        defer { site.remove() }
        let run = try ReportRun.run(site.pipeline(today: "2026-11-25"), options: ReportRun.Options(period: ReportPeriod.week(parsing: "2025-W01")))
        #expect(run.result == .failure(.refused(message: "the log has no week 2025-W01",
                                                hint: "the log covers 2026-W46 to 2026-W48 (today is 2026-11-25); name a week in that span")))
    }

    @Test func aSiteWithErrorsMakesNoReportAndNoStatistics() throws {
        let site = try CommandSite(adding: ["sessions/2026-11-18.md": "## Barbell Bench Press\n- 80 x five\n"])
        defer { site.remove() }
        let report = try ReportRun.run(site.pipeline())
        #expect(report.result == .failure(.siteErrors))
        #expect(report.diagnostics.errors.map(\.location.path) == ["sessions/2026-11-18.md"])
        let stats = try StatsRun.run(site.pipeline())
        #expect(stats.result == .failure(.siteErrors))
        #expect(stats.diagnostics.errors.count == 1)
    }

    @Test func statsSummarisesTheWholeLog() throws {
        let site = try CommandSite()
        defer { site.remove() }
        let text = try #require(try StatsRun.run(site.pipeline(today: "2026-11-25")).value)
        // 2 sessions of 3 sets: 1,200 + 1,237.5 = 2,437.5 kg, shown without decimals.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "2 sessions, 6 working sets, 2438 kg volume (2026-11-09 to 2026-11-16)")
        #expect(lines.dropFirst().first == "This week (2026-W48): 0 of 1 planned sessions, 0 sets, 0 kg; streak 2 weeks")
        #expect(text.contains("    Barbell Bench Press: 3 × 5 at 85 kg\n"))
        let json = try #require(try StatsRun.run(site.pipeline(today: "2026-11-25"), options: StatsRun.Options(json: true)).value)
        #expect(json.hasPrefix("{\"exercises\":[{"))
        #expect(json.contains("\"firstDate\":\"2026-11-09\""))
    }
}
