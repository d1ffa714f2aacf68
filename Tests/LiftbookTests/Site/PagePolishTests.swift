import LiftbookPipeline
import LiftbookAnalytics
import LiftbookModel
@testable import LiftbookSite
import LiftbookTestSupport
import Testing

/// What a lifter found odd on the demo site: month labels on top of each other, kilograms on a
/// pound site, "1 sets", dates without their year, PR badges on ramp-up and drop sets.
struct PagePolishTests {
    /// The year map's first column and the months whose names it shows.
    @Test(arguments: [
        // 2025-11-17 is a Monday: Nov has 2 columns before Dec starts (week 2), so only Dec on.
        ("2025-11-17", [(2, 12), (7, 1), (11, 2), (15, 3)]),
        // 2025-10-27: Oct 1 column (no room), Nov from week 1 (3 Nov), Dec from week 5 (1 Dec), Jan 5 week 10.
        ("2025-10-27", [(1, 11), (5, 12), (10, 1)]),
    ])
    func monthLabelsHaveRoom(first: String, expected: [(Int, Int)]) {
        let labels = Heatmap.monthLabels(firstDay: AnalyticsFixtures.day(first))
        #expect(Array(labels.prefix(expected.count)).map { [$0.week, $0.month] } == expected.map { [$0.0, $0.1] })
        // No two labels closer than three columns, and none in the last two.
        for (a, b) in zip(labels, labels.dropFirst()) { #expect(b.week - a.week >= 3) }
        #expect((labels.last?.week ?? 0) <= 50)
    }

    @Test func heatmapTooltipsUseTheSiteUnit() {
        let day = AnalyticsFixtures.day("2026-11-16")
        let svg = Heatmap.svg(today: day, weekStart: .monday, volume: [day: 453.59237], sessions: [day: 1], unit: .lb, format: .english)
        #expect(svg.contains("<title>2026-11-16: 1 session, 1,000 lb</title>"))
        #expect(!svg.contains(" kg<"))
    }

    @Test(arguments: [(0, "0 sets"), (1, "1 set"), (2, "2 sets"), (1204, "1,204 sets")])
    func countsAgreeWithTheirNoun(count: Int, expected: String) {
        #expect(Format.english.counted(count, "set.count") == expected)
    }

    @Test(arguments: [("2026-08-18", "18 Aug"), ("2023-08-18", "18 Aug 2023")])
    func datesOfAnotherYearSayTheYear(date: String, expected: String) {
        #expect(Format.english.shortDate(AnalyticsFixtures.day(date), near: AnalyticsFixtures.day("2026-11-19")) == expected)
    }

    @Test func aReportFigureKeepsItsChangeApartFromTheValue() {
        let figure = ReportFigure(label: "Volume", value: "40,240 kg", change: "+1,116 kg on last week")
        #expect(figure.text == "40,240 kg (+1,116 kg on last week)")
        #expect(ReportFigure(label: "Records", value: "3").text == "3")
    }

    /// A lighter set that a heavier set of at least as many reps outdoes sets no rep PR: the ramp-up
    /// 60 × 8 before 100 × 8 (60 × 6 was the best at 60 kg), the drop set 70 × 9 after 100 × 10
    /// (50 × 9 was the 9-rep max). The rep-max table still lists them.
    @Test func rampUpAndDropSetsSetNoRepPR() {
        let analysis = Analyzer.analyze(AnalyticsFixtures.data([
            AnalyticsFixtures.session("2026-11-02", start: "18:00", [AnalyticsFixtures.logged("bench", [AnalyticsFixtures.set(60, 6), AnalyticsFixtures.set(50, 9)] + AnalyticsFixtures.sets(3, 90, 5))]),
            AnalyticsFixtures.session("2026-11-09", start: "18:00", [AnalyticsFixtures.logged("bench", [AnalyticsFixtures.set(60, 8)] + AnalyticsFixtures.sets(2, 100, 8))]),
            AnalyticsFixtures.session("2026-11-16", start: "18:00", [AnalyticsFixtures.logged("bench", [AnalyticsFixtures.set(100, 10), AnalyticsFixtures.set(70, 9, .drop)])]),
        ]), today: AnalyticsFixtures.day("2026-11-30"))
        let events = analysis.sessions.map { session in
            session.records.filter { [.repMax, .mostReps].contains($0.kind) }.map { "\($0.kind) \(Int($0.weightKilograms ?? 0))x\($0.reps ?? 0)" }
        }
        // Session 2: 60 × 8 beats 60 × 6 but 100 × 8 outdoes it; 100 × 8 is the first 8-rep set and the
        // first at 100 kg (baselines). Session 3: 100 × 10 beats 100 × 8 (a rep PR; the first 10-rep set
        // is a baseline); 70 × 9 beats 50 × 9 but 100 × 10 outdoes it.
        #expect(events == [[], [], ["mostReps 100x10"]])
        #expect(analysis.exercise("bench")?.records.repMaxes.map { "\($0.reps ?? 0):\(Int($0.value))" } == ["5:90", "6:60", "8:100", "9:70", "10:100"])
    }
}
