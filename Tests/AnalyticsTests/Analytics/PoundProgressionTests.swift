import LiftbookAnalytics
import LiftbookModel
import LiftbookFixtures
import Testing

/// Recommendations on pound data: loadable pound steps, more reps is a hit, RPE only as logged.
struct PoundProgressionTests {
    /// The recommendation for 2026-11-30 of a plan on a pound site after `sessions` (two days apart, the last on 2026-11-27).
    private func recommend(_ planned: PlannedExercise, _ sessions: [[LoggedSet]]) -> Recommendation? {
        let id = planned.exercise.rawValue
        let logged = sessions.enumerated().map { index, sets in
            AnalyticsFixtures.session(AnalyticsFixtures.day("2026-11-27").adding(days: -2 * (sessions.count - 1 - index)).description, start: "18:00",
                         [AnalyticsFixtures.logged(id, sets)])
        }
        let data = AnalyticsFixtures.data(logged, exercises: [AnalyticsFixtures.exercise(id)], routine: AnalyticsFixtures.routine([.monday: [planned]]),
                             config: SiteConfig(units: .lb))
        return Analyzer.analyze(data, today: AnalyticsFixtures.day("2026-11-30")).recommendations.first
    }

    private func lb(_ value: Double, _ reps: Int, _ kind: SetKind = .working, rpe: Double? = nil) -> LoggedSet {
        AnalyticsFixtures.set(value, reps, kind, rpe: rpe, unit: .lb)
    }

    @Test(arguments: [
        (264.55, MassUnit.lb, 5.0, 265.0),    // an export's rounded conversion is not loadable
        (227.5, .lb, 5, 227.5),               // plates make it: kept
        (231.485, .lb, 5, 230),
        (101.25, .kg, 2.5, 101.25),
        (100.1, .kg, 2.5, 100),
        (16, .kg, 2.5, 16),
    ])
    func loadableWeights(value: Double, unit: MassUnit, step: Double, expected: Double) {
        #expect(LoadStep(step, unit).loadable(value) == expected)
    }

    @Test func anExportedOddWeightProgressesToALoadableOne() {
        let r = recommend(AnalyticsFixtures.planned("squat", .linear, sets: 3, reps: RepTarget(5)), [Array(repeating: lb(259.55, 5), count: 3)])
        #expect(r?.action == .increase)
        #expect(r?.weight == Weight(265, .lb))
        #expect(r?.englishReason == "Every set of 3 × 5 done at 259.55 lb on 27 Nov 2026: add 5 lb to 265 lb.")
    }

    @Test func aKilogramTargetStartsAtALoadablePoundWeight() {
        // 100 kg = 220.46 lb → 220 lb.
        let r = recommend(AnalyticsFixtures.planned("squat", .linear, sets: 3, reps: RepTarget(5), kg: 100), [])
        #expect(r?.action == .start)
        #expect(r?.weight == Weight(220, .lb))
    }

    @Test func moreRepsThanTheTargetIsAHit() {
        // 5, 5, 4 at 225 lb would miss, but the 245 lb set of 6 counts for 225 lb as well: 3 sets reached 5.
        let r = recommend(AnalyticsFixtures.planned("squat", .linear, sets: 3, reps: RepTarget(5)),
                          [[lb(225, 5), lb(225, 5), lb(225, 4), lb(245, 6)]])
        #expect(r?.action == .increase)
        #expect(r?.weight == Weight(230, .lb))
    }

    @Test func aNineRepSetIsNotCalledAMiss() {
        // Ramp sets and one top set of 9: no load has 3 sets, so the work load is the top set's.
        let session = [lb(135, 5), lb(185, 5), lb(225, 9)]
        let r = recommend(AnalyticsFixtures.planned("squat", .linear, sets: 3, reps: RepTarget(5)), [session])
        #expect(r?.action == .repeat)
        #expect(r?.weight == Weight(225, .lb))
        #expect(r?.englishReason == "1 set of 3 at 225 lb on 27 Nov 2026 (9), each at least 5 reps: repeat 225 lb and do all 3 sets.")
        #expect(r?.englishReason.contains("Missed") == false)
        // Three such sessions are not three misses: no deload.
        let again = recommend(AnalyticsFixtures.planned("squat", .linear, sets: 3, reps: RepTarget(5)), [session, session, session])
        #expect(again?.action == .repeat)
        #expect(again?.weight == Weight(225, .lb))
    }

    @Test func aRealMissIsStillAMiss() {
        let r = recommend(AnalyticsFixtures.planned("squat", .linear, sets: 3, reps: RepTarget(5)), [[lb(225, 9), lb(225, 5), lb(225, 3)]])
        #expect(r?.action == .repeat)
        #expect(r?.englishReason.hasPrefix("Missed 3 × 5 at 225 lb on 27 Nov 2026 (9, 5, 3)") == true)
    }

    @Test func rpeIsQuotedOnlyWhereItWasLogged() throws {
        // 275 lb × 6 to failure, no RPE: counted as RPE 10, 83.7% → e1RM 328.55 lb;
        // 5 reps @ 8 is 81.1% of it: 266.46 lb, rounded to 265 lb.
        let r = try #require(recommend(AnalyticsFixtures.planned("squat", .rpe, sets: 3, reps: RepTarget(5), rpe: 8), [[lb(275, 6, .failure)]]))
        #expect(r.weight == Weight(265, .lb))
        #expect(r.englishReason == "Best e1RM of the last session: 328.55 lb (275 lb × 6 on 27 Nov 2026; no RPE logged, so counted as a maximal set). "
            + "5 reps @ 8 is 81.1% of it: 266.46 lb, rounded to 265 lb.")
        #expect(!r.englishReason.contains("@ 10"))
        let logged = try #require(recommend(AnalyticsFixtures.planned("squat", .rpe, sets: 3, reps: RepTarget(5), rpe: 8), [[lb(275, 5, rpe: 9)]]))
        #expect(logged.englishReason.contains("(275 lb × 5 @ 9 on 27 Nov 2026)"))
    }

    @Test func rpeLoadsComeOnlyFromTheE1RMRange() throws {
        // 135 × 20 is past 12 reps and says nothing about a max; 225 × 5 @ 8 does: 225 / 0.811 = 277.44 lb.
        let r = try #require(recommend(AnalyticsFixtures.planned("squat", .rpe, sets: 3, reps: RepTarget(5), rpe: 8),
                                       [[lb(135, 20, rpe: 10), lb(225, 5, rpe: 8)]]))
        #expect(r.englishReason.hasPrefix("Best e1RM of the last session: 277.44 lb (225 lb × 5 @ 8 on 27 Nov 2026)."))
        #expect(r.weight == Weight(225, .lb))
    }
}
