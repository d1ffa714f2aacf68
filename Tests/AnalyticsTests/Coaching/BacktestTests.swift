import LiftbookAnalytics
import LiftbookModel
import LiftbookFixtures
import Testing

/// The plan replayed over a small hand-made history: what it prescribed each day against what was done.
struct BacktestTests {
    static func backtest(_ planned: PlannedExercise, _ sessions: [[LoggedSet]], type: ExerciseType = .strength) -> Backtest? {
        let id = planned.exercise.rawValue
        let logged = sessions.enumerated().map { index, sets in
            AnalyticsFixtures.session(AnalyticsFixtures.day("2026-11-01").adding(days: 2 * index).description, start: "18:00", [AnalyticsFixtures.logged(id, sets)])
        }
        let data = AnalyticsFixtures.data(logged, exercises: [AnalyticsFixtures.exercise(id, type)], routine: AnalyticsFixtures.routine([.monday: [planned]]))
        return Analyzer.analyze(data, today: AnalyticsFixtures.day("2026-11-30")).exercise(planned.exercise)?.backtest
    }

    @Test func linearCountsFollowedHitAndDepartures() throws {
        let plan = AnalyticsFixtures.planned("squat", .linear, sets: 3, reps: RepTarget(5), kg: 100)
        // prescribed: 100 (start), 102.5, 105, 105 (after a miss), 102.5 (after 100 done in full)
        let test = try #require(Self.backtest(plan, [
            AnalyticsFixtures.sets(3, 100, 5), AnalyticsFixtures.sets(3, 102.5, 5), AnalyticsFixtures.sets(105, reps: [5, 5, 4]), AnalyticsFixtures.sets(3, 100, 5), AnalyticsFixtures.sets(3, 102.5, 5),
        ]))
        #expect(test.sessions == 5)
        #expect(test.followed == 4)
        #expect(test.hit == 3)
        #expect(test.divergences.map { "\($0.date) \($0.planned) \($0.done)" } == ["2026-11-07 105 kg 100 kg"])
    }

    @Test func doubleProgressionHitsWhenEverySetReachesTheBottomOfItsRange() throws {
        let plan = AnalyticsFixtures.planned("row", .double, sets: 3, reps: RepTarget(low: 8, high: 12), kg: 50)
        // prescribed: 50 × 8–12 (start), 50 × 11–12 (after 12, 11, 11), 52.5 × 8 (after 12s); the third is done at 50
        let test = try #require(Self.backtest(plan, [
            AnalyticsFixtures.sets(50, reps: [12, 11, 11]), AnalyticsFixtures.sets(50, reps: [12, 12, 12]), AnalyticsFixtures.sets(50, reps: [12, 12, 12]),
        ]))
        #expect(test.sessions == 3)
        #expect(test.followed == 2)
        #expect(test.hit == 2)
        #expect(test.divergences.first?.planned == Weight(52.5, .kg))
    }

    @Test func rulesWithoutALoadHaveNoBacktest() {
        let plan = AnalyticsFixtures.planned("plank", .none, sets: 3, seconds: 60)
        #expect(Self.backtest(plan, [[AnalyticsFixtures.timed(60)]], type: .isometric) == nil)
        #expect(Self.backtest(AnalyticsFixtures.planned("squat", .linear, sets: 3, reps: RepTarget(5), kg: 100), []) == nil)
    }
}
