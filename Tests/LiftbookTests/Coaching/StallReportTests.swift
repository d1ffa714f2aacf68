import Foundation
import LiftbookAnalytics
import LiftbookModel
import LiftbookSite
import LiftbookTestSupport
import Testing

/// The week report lists the lifts stalled that week and suggests a deload when two planned lifts stall.
struct StallReportTests {
    static func report(planned: [String]) throws -> String {
        // bench and squat: the same 3 × 5 four times, the last two in 2026-W47; row rising every time.
        let flat = Array(repeating: AnalyticsFixtures.sets(3, 100, 5), count: 4)
        let rising = (0..<4).map { AnalyticsFixtures.sets(3, 60 + 2.5 * Double($0), 8) }
        let sessions = (0..<4).map { index in
            AnalyticsFixtures.session(AnalyticsFixtures.day("2026-11-10").adding(days: 3 * index).description, start: "18:00", [
                AnalyticsFixtures.logged("bench", flat[index], name: "Bench"), AnalyticsFixtures.logged("squat", flat[index], name: "Squat"),
                AnalyticsFixtures.logged("row", rising[index], name: "Row"),
            ])
        }
        let plan = AnalyticsFixtures.routine([.monday: planned.map { AnalyticsFixtures.planned($0, .linear, sets: 3, reps: RepTarget(5), kg: 100) }])
        let data = AnalyticsFixtures.data(sessions, routine: plan)
        let analysis = Analyzer.analyze(data, today: AnalyticsFixtures.day("2026-11-25"))
        let builder = ReportBuilder(data: data, analysis: analysis)
        let model = try #require(builder.model(for: .week(ISOWeek(year: 2026, week: 47))))
        let text = ReportMarkdown.text(model)
        let start = try #require(text.range(of: "## Stalled lifts"))
        let end = try #require(text.range(of: "## Next week's targets"))
        return String(text[start.lowerBound..<end.lowerBound])
    }

    @Test func twoStalledPlannedLiftsSuggestADeloadWeek() throws {
        // 100 × 5 = 116.7 kg in every session: +0% over the last 3.
        let text = try Self.report(planned: ["squat", "bench", "row"])
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false) == """
            ## Stalled lifts

            Deload week suggested: Squat and Bench have stalled. Do next week's targets 10% lighter, then pick them up again the week after.

            | Exercise | Best e1RM, last sessions |           Before | Change |
            | -------- | -----------------------: | ---------------: | -----: |
            | Bench    |             116.7 kg (3) | 116.7 kg, 10 Nov |    +0% |
            | Squat    |             116.7 kg (3) | 116.7 kg, 10 Nov |    +0% |


            """.split(separator: "\n", omittingEmptySubsequences: false))
    }

    @Test func oneStalledPlannedLiftIsListedWithoutADeload() throws {
        let text = try Self.report(planned: ["bench", "row"])
        #expect(!text.contains("Deload week suggested"))
        #expect(text.contains("| Bench "))
        #expect(text.contains("| Squat "))
    }
}
