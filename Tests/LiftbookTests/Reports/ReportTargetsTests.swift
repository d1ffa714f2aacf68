@testable import LiftbookAnalytics
import LiftbookLoading
import LiftbookModel
import LiftbookPipeline
@testable import LiftbookSite
import LiftbookSample
import LiftbookSystem
import LiftbookTestSupport
import Testing

/// Week reports' next-week targets come from the routine's planned exercises worked out once
/// (``PlannedSlots``) and reused for every week: they must equal the recommendations worked out
/// from scratch on each day, week after week, over generated logs of three seeds (an upper/lower
/// routine of linear, double, RPE, 5/3/1, hold and cardio progressions, with breaks and deloads).
struct ReportTargetsTests {
    /// Two years of a sample log ending on `end`, loaded and analysed.
    static func sample(seed: UInt64, end: String) throws -> (data: TrainingData, analysis: Analysis) {
        var site: [String: String] = [:]
        for file in SampleGenerator(years: 2, seed: seed, end: day(end)).files() { site[file.path] = file.contents }
        let date = day(end)
        let outcome = try BuildPipeline(files: MemorySiteFiles(site), today: { _ in date }).run(through: .analyse)
        let data = try #require(outcome.data)
        return (data, try #require(outcome.analysis))
    }

    /// Every planned exercise's recommendation on `date`, each worked out from its plan, the
    /// library and the history before that day: the direct computation.
    static func direct(_ data: TrainingData, _ analysis: Analysis, asOf date: LocalDate) -> [Recommendation] {
        var result: [Recommendation] = []
        for day in data.routine?.days ?? [] {
            for (position, planned) in day.exercises.enumerated() {
                result.append(ProgressionEngine.recommend(
                    planned, day: day.weekday, position: position, exercise: data.exercises[planned.exercise],
                    history: Analyzer.window(analysis.exercise(planned.exercise)?.history ?? [], before: date),
                    unit: data.config.units, limits: data.config.limits, plates: data.config.plates,
                    stalls: data.config.stalls, today: date))
            }
        }
        return result
    }

    @Test(arguments: [(UInt64(1), "2026-11-20"), (UInt64(7), "2025-03-02"), (UInt64(42), "2024-06-30")])
    func targetsFromSlotsEqualTheDirectComputationEveryWeek(_ seed: UInt64, _ end: String) throws {
        let (data, analysis) = try Self.sample(seed: seed, end: end)
        let slots = PlannedSlots(data, analysis: analysis, remembering: true)
        #expect(slots.slots.count > 10, "a routine of many planned exercises")
        let trained = analysis.weeks.filter { !$0.isEmpty }
        #expect(trained.count > 60, "two years of weeks")
        var compared = 0, deloads = 0, stale = 0
        // Every week's start (the day a week report's targets are as of), then every third day
        // between, so windows that end mid-week are compared too.
        var dates = trained.map { $0.lastDay.adding(days: 1) }
        if let first = trained.first?.firstDay, let last = trained.last?.lastDay {
            dates += stride(from: first.dayNumber, through: last.dayNumber + 30, by: 3).map { LocalDate(dayNumber: $0) }
        }
        for date in dates {
            let reused = Analyzer.recommendations(data, slots: slots, asOf: date)
            let direct = Self.direct(data, analysis, asOf: date)
            #expect(reused == direct, "\(date)")
            #expect(Analyzer.recommendations(data, analysis: analysis, asOf: date) == direct, "\(date)")
            compared += direct.count
            deloads += direct.filter { $0.action == .deload }.count
            stale += direct.filter { $0.reason.first?.key == "reason.stale" }.count
        }
        #expect(compared > 5_000)
        // The logs have breaks, so the day-dependent parts (a deload after a break, a stale
        // history) are among those compared.
        #expect(deloads > 0)
        #expect(stale > 0)
    }

    @Test func weekReportTargetsAreTheRecommendationsAsOfTheNextWeek() throws {
        let (data, analysis) = try Self.sample(seed: 3, end: "2026-01-10")
        let builder = ReportBuilder(data: data, analysis: analysis)
        var weeks = 0
        for week in analysis.weeks where !week.isEmpty {
            let model = try #require(builder.model(for: .week(week.week)))
            let expected = Self.direct(data, analysis, asOf: week.lastDay.adding(days: 1))
            #expect(model.targets.map(\.recommendation) == expected, "\(week.week)")
            weeks += 1
        }
        #expect(weeks > 60)
    }
}

/// The texts a build writes once for all its reports: each is written the first time its key is
/// asked for, and a different key writes its own.
struct ReportTextMemoTests {
    static func recommendation(weight: Double, date: String) -> Recommendation {
        Recommendation(exercise: ExerciseID("barbell-bench-press"), day: .monday, position: 0, rule: .linear, action: .increase,
                       sets: 3, reps: RepTarget(5), weight: Weight(weight, .kg), reason: [Message("reason.stale", ["date": .date(day(date))])],
                       lookedAt: [])
    }

    @Test func aTargetIsWrittenOncePerKeyAndTheReasonIsNoPartOfIt() {
        let memo = ReportTextMemo()
        var written = 0
        func write(_ text: String) -> String {
            written += 1
            return text
        }
        let first = memo.target(Self.recommendation(weight: 100, date: "2026-11-16"), unit: .kg) { write("3 × 5 @ 100 kg") }
        // Another week's target at the same load, with another reason: the same words, kept.
        let again = memo.target(Self.recommendation(weight: 100, date: "2026-11-23"), unit: .kg) { write("other") }
        let heavier = memo.target(Self.recommendation(weight: 102.5, date: "2026-11-23"), unit: .kg) { write("3 × 5 @ 102.5 kg") }
        let pounds = memo.target(Self.recommendation(weight: 100, date: "2026-11-16"), unit: .lb) { write("in pounds") }
        #expect([first, again, heavier, pounds] == ["3 × 5 @ 100 kg", "3 × 5 @ 100 kg", "3 × 5 @ 102.5 kg", "in pounds"])
        #expect(written == 3)
    }

    @Test func aMuscleChartIsDrawnOncePerRows() {
        let memo = ReportTextMemo()
        var drawn = 0
        let band = VolumeTarget(low: 10, high: 20)
        func chart(_ rows: [MuscleTargetRow], _ figure: String) -> String {
            memo.chart(rows) {
                drawn += 1
                return ReportTextMemo.MuscleChart(summary: "summary", figure: figure)
            }.figure
        }
        let week = [MuscleTargetRow(muscle: "chest", sets: 12, target: band), MuscleTargetRow(muscle: "back", sets: 9, target: band)]
        let other = [MuscleTargetRow(muscle: "chest", sets: 12.5, target: band), MuscleTargetRow(muscle: "back", sets: 9, target: band)]
        #expect([chart(week, "a"), chart(week, "b"), chart(other, "c"), chart(week, "d")] == ["a", "a", "c", "a"])
        #expect(drawn == 2)
    }
}
