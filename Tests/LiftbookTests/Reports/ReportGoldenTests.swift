import LiftbookAnalytics
import LiftbookModel
import LiftbookSite
import LiftbookTestSupport
import Testing

/// The three kinds of report of the fixed fixture log, compared with golden files.
struct ReportGoldenTests {
    static let site = BuiltSite(ReportFixture.site)

    static func markdown(_ period: ReportPeriod?) throws -> String {
        let builder = ReportBuilder(data: site.data, analysis: site.analysis)
        let model = try #require(period.flatMap(builder.model(for:)))
        return ReportMarkdown.text(model)
    }

    @Test func fixtureLoadsCleanly() {
        #expect(Self.site.diagnostics.errors == [])
        #expect(Self.site.data.sessions.count == 22)
        #expect(!Self.site.data.sessions.contains { $0.isPrivate })
    }

    @Test func weekReport() throws {
        expectGolden(try Self.markdown(.week(parsing: "2026-W46")), "reports/week-2026-W46.md")
    }

    @Test func monthReport() throws {
        expectGolden(try Self.markdown(.month(parsing: "2026-10")), "reports/month-2026-10.md")
    }

    @Test func yearReport() throws {
        expectGolden(try Self.markdown(.year(parsing: "2026")), "reports/year-2026.md")
    }

    @Test func theSiteHasEveryReportAndItsMarkdown() throws {
        let files = Self.site.files
        #expect(files["reports/2026-W46.md"] == (try Self.markdown(.week(parsing: "2026-W46"))))
        #expect(files["reports/2026-10.md"] == (try Self.markdown(.month(parsing: "2026-10"))))
        #expect(files["reports/2026.md"] == (try Self.markdown(.year(parsing: "2026"))))
        for path in ["reports/index.html", "reports/2026-W46/index.html", "reports/2026-11/index.html", "reports/2026/index.html"] {
            #expect(files[path] != nil, "\(path)")
        }
        // Weeks without training have no report; the zero week is in the month's table.
        #expect(files["reports/2026-W40/index.html"] == nil)
        #expect(files["reports/2026-10.md"]?.contains("| 2026-W40 |") == true)
    }

    @Test func theHTMLPageShowsTheSameTextAsTheMarkdown() throws {
        let html = try #require(Self.site.files["reports/2026-W46/index.html"])
        #expect(html.contains("<h1 class=\"page-title\">Week 46, 2026</h1>"))
        #expect(html.contains("href=\"/log/reports/2026-W46.md\" download=\"2026-W46.md\""))
        for figure in ["3 of 3 planned", "Next week&#39;s targets", "Barbell Bench Press", "Muscle groups"] {
            #expect(html.contains(figure), "\(figure)")
        }
    }

    @Test func periodsParseAndName() {
        #expect(ReportPeriod.week(parsing: "2026-W47")?.description == "2026-W47")
        #expect(ReportPeriod.week(parsing: "2026-W54") == nil)
        #expect(ReportPeriod.month(parsing: "2026-11")?.description == "2026-11")
        #expect(ReportPeriod.month(parsing: "2026-13") == nil)
        #expect(ReportPeriod.year(parsing: "26") == nil)
        #expect(ReportPeriod.month(parsing: "2026-11")?.title(.englishForTests) == "November 2026")
        #expect(ReportPeriod.week(parsing: "2026-W47")?.title(.englishForTests) == "Week 47, 2026")
        #expect(ReportPeriod.year(parsing: "2026")?.title(.englishForTests) == "2026 in review")
        #expect(ReportPeriod.lastCompleteWeek(today: day("2026-11-22"), weekStart: .monday) == .week(ISOWeek(year: 2026, week: 46)))
        #expect(ReportPeriod.lastCompleteWeek(today: day("2026-11-23"), weekStart: .monday) == .week(ISOWeek(year: 2026, week: 47)))
    }
}
