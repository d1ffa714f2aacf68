import LiftbookAnalytics
import LiftbookModel
import LiftbookFixtures
import Testing

/// One progression case: a plan, the sessions logged for it (oldest first, two days apart,
/// the last on 2026-11-27) and the hand-computed recommendation for 2026-11-30.
struct ProgressionCase: Sendable, CustomTestStringConvertible {
    var name: String
    var planned: PlannedExercise
    var type: ExerciseType = .strength
    var sessions: [[LoggedSet]]
    var action: RecommendationAction
    var weight: Double?
    var reps: RepTarget?
    var duration: Double? = nil
    var distanceKm: Double? = nil
    var testDescription: String { name }

    /// The recommendation the analysis makes.
    func recommend(unit: MassUnit = .kg) -> Recommendation? {
        let id = planned.exercise.rawValue
        let last = AnalyticsFixtures.day("2026-11-27")
        let logged = sessions.enumerated().map { index, sets in
            let date = last.adding(days: -2 * (sessions.count - 1 - index))
            return AnalyticsFixtures.session(date.description, start: "18:00", [AnalyticsFixtures.logged(id, sets)])
        }
        let data = AnalyticsFixtures.data(logged, exercises: [AnalyticsFixtures.exercise(id, type)], routine: AnalyticsFixtures.routine([.monday: [planned]]),
                             config: SiteConfig(units: unit))
        return Analyzer.analyze(data, today: AnalyticsFixtures.day("2026-11-30")).exercise(planned.exercise)?.recommendations.first
    }
}

struct ProgressionTests {
    static let cases: [ProgressionCase] = [
        ProgressionCase(name: "linear: 5×5 @ 100 kg all done → 102.5 kg",
                        planned: AnalyticsFixtures.planned("squat", .linear, sets: 5, reps: RepTarget(5), kg: 100),
                        sessions: [AnalyticsFixtures.sets(5, 100, 5)], action: .increase, weight: 102.5, reps: RepTarget(5)),
        ProgressionCase(name: "linear: a missed session repeats the weight",
                        planned: AnalyticsFixtures.planned("squat", .linear, sets: 5, reps: RepTarget(5), kg: 100),
                        sessions: [AnalyticsFixtures.sets(5, 97.5, 5), AnalyticsFixtures.sets(100, reps: [5, 5, 5, 4, 3])],
                        action: .repeat, weight: 100, reps: RepTarget(5)),
        ProgressionCase(name: "linear: two misses in a row still repeat",
                        planned: AnalyticsFixtures.planned("squat", .linear, sets: 5, reps: RepTarget(5), kg: 100),
                        sessions: [AnalyticsFixtures.sets(100, reps: [5, 5, 5, 5, 4]), AnalyticsFixtures.sets(100, reps: [5, 5, 5, 4, 3])],
                        action: .repeat, weight: 100, reps: RepTarget(5)),
        ProgressionCase(name: "linear: failed at 100 kg three sessions in a row → 90 kg",
                        planned: AnalyticsFixtures.planned("squat", .linear, sets: 5, reps: RepTarget(5), kg: 100),
                        sessions: [AnalyticsFixtures.sets(100, reps: [5, 5, 5, 5, 4]), AnalyticsFixtures.sets(100, reps: [5, 5, 4, 4, 4]),
                                   AnalyticsFixtures.sets(100, reps: [5, 4, 4, 3, 3])],
                        action: .deload, weight: 90, reps: RepTarget(5)),
        ProgressionCase(name: "linear: extra failed sets beyond the planned ones do not fail the session",
                        planned: AnalyticsFixtures.planned("bench", .linear, sets: 3, reps: RepTarget(5), kg: 80),
                        sessions: [AnalyticsFixtures.sets(80, reps: [5, 5, 5, 3]) + [AnalyticsFixtures.set(60, 10, .drop)]],
                        action: .increase, weight: 82.5, reps: RepTarget(5)),
        ProgressionCase(name: "linear: a heavier single does not hide the work sets",
                        planned: AnalyticsFixtures.planned("bench", .linear, sets: 3, reps: RepTarget(5), kg: 100),
                        sessions: [AnalyticsFixtures.sets(3, 100, 5) + [AnalyticsFixtures.set(120, 1)]], action: .increase, weight: 102.5, reps: RepTarget(5)),
        ProgressionCase(name: "linear: fewer sets than planned is a miss",
                        planned: AnalyticsFixtures.planned("bench", .linear, sets: 3, reps: RepTarget(5), kg: 100),
                        sessions: [AnalyticsFixtures.sets(2, 100, 5)], action: .repeat, weight: 100, reps: RepTarget(5)),
        ProgressionCase(name: "linear: deadlifts go up 5 kg",
                        planned: AnalyticsFixtures.planned("barbell-deadlift", .linear, sets: 1, reps: RepTarget(5), kg: 140),
                        sessions: [AnalyticsFixtures.sets(1, 140, 5)], action: .increase, weight: 145, reps: RepTarget(5)),
        ProgressionCase(name: "linear: no history → the routine's target",
                        planned: AnalyticsFixtures.planned("squat", .linear, sets: 3, reps: RepTarget(5), kg: 80),
                        sessions: [], action: .start, weight: 80, reps: RepTarget(5)),
        ProgressionCase(name: "double: 3 × 8–12 @ 20 kg with 12/12/11 → stay at 20 kg",
                        planned: AnalyticsFixtures.planned("row", .double, sets: 3, reps: RepTarget(low: 8, high: 12), kg: 20),
                        sessions: [AnalyticsFixtures.sets(20, reps: [12, 12, 11])], action: .addReps, weight: 20, reps: RepTarget(12)),
        ProgressionCase(name: "double: 12/12/12 → 22.5 kg at 8 reps",
                        planned: AnalyticsFixtures.planned("row", .double, sets: 3, reps: RepTarget(low: 8, high: 12), kg: 20),
                        sessions: [AnalyticsFixtures.sets(20, reps: [12, 12, 12])], action: .increase, weight: 22.5, reps: RepTarget(8)),
        ProgressionCase(name: "double: 9/8/8 → at least 9 on every set",
                        planned: AnalyticsFixtures.planned("row", .double, sets: 3, reps: RepTarget(low: 8, high: 12), kg: 20),
                        sessions: [AnalyticsFixtures.sets(20, reps: [9, 8, 8])], action: .addReps, weight: 20,
                        reps: RepTarget(low: 9, high: 12)),
        ProgressionCase(name: "double: no history → the routine's range and weight",
                        planned: AnalyticsFixtures.planned("row", .double, sets: 3, reps: RepTarget(low: 8, high: 12), kg: 20),
                        sessions: [], action: .start, weight: 20, reps: RepTarget(low: 8, high: 12)),
        ProgressionCase(name: "rpe: 100 kg × 5 @ 8 → 3 reps @ 9 at 110 kg",
                        planned: AnalyticsFixtures.planned("squat", .rpe, sets: 3, reps: RepTarget(3), rpe: 9),
                        sessions: [AnalyticsFixtures.sets(3, 100, 5, rpe: 8)], action: .increase, weight: 110, reps: RepTarget(3)),
        ProgressionCase(name: "rpe: the best e1RM of the window counts",
                        planned: AnalyticsFixtures.planned("squat", .rpe, sets: 3, reps: RepTarget(5), rpe: 8),
                        sessions: [AnalyticsFixtures.sets(3, 100, 5, rpe: 8), AnalyticsFixtures.sets(3, 95, 5, rpe: 9)],
                        action: .increase, weight: 100, reps: RepTarget(5)),  // 123.3 × 81.1% = 100
        ProgressionCase(name: "body weight: every set at the top → add 2.5 kg, back to the bottom",
                        planned: AnalyticsFixtures.planned("pull-up", .double, sets: 3, reps: RepTarget(low: 5, high: 10)), type: .bodyweight,
                        sessions: [[AnalyticsFixtures.bodyweight(10), AnalyticsFixtures.bodyweight(10), AnalyticsFixtures.bodyweight(10)]],
                        action: .increase, weight: 2.5, reps: RepTarget(5)),
        ProgressionCase(name: "body weight: short of the top → add reps at body weight",
                        planned: AnalyticsFixtures.planned("pull-up", .double, sets: 3, reps: RepTarget(low: 5, high: 10)), type: .bodyweight,
                        sessions: [[AnalyticsFixtures.bodyweight(10), AnalyticsFixtures.bodyweight(9), AnalyticsFixtures.bodyweight(7)]],
                        action: .addReps, weight: nil, reps: RepTarget(low: 8, high: 10)),
        ProgressionCase(name: "body weight: assisted → less assistance",
                        planned: AnalyticsFixtures.planned("dip", .none, sets: 2, reps: RepTarget(8)), type: .bodyweight,
                        sessions: [[AnalyticsFixtures.bodyweight(8, added: -20), AnalyticsFixtures.bodyweight(8, added: -20)]],
                        action: .increase, weight: -17.5, reps: RepTarget(8)),
        ProgressionCase(name: "cardio: 20 min done → 21 min",
                        planned: AnalyticsFixtures.planned("running", .none, sets: 1, seconds: 1200), type: .cardio,
                        sessions: [[AnalyticsFixtures.timed(1200, km: 3.5)]], action: .extend, weight: nil, reps: nil, duration: 1260),
        ProgressionCase(name: "cardio: short of the duration → repeat it",
                        planned: AnalyticsFixtures.planned("running", .none, sets: 1, seconds: 1200), type: .cardio,
                        sessions: [[AnalyticsFixtures.timed(1080, km: 3)]], action: .repeat, weight: nil, reps: nil, duration: 1200),
        ProgressionCase(name: "cardio: no plan → about 5% further than last time",
                        planned: AnalyticsFixtures.planned("running", .none, sets: 1), type: .cardio,
                        sessions: [[AnalyticsFixtures.timed(2700, km: 7)]], action: .extend, weight: nil, reps: nil, distanceKm: 7.4),
        ProgressionCase(name: "cardio: 5 km done → 5.3 km",
                        planned: AnalyticsFixtures.planned("running", .none, sets: 1, km: 5), type: .cardio,
                        sessions: [[AnalyticsFixtures.timed(1800, km: 5)]], action: .extend, weight: nil, reps: nil, distanceKm: 5.3),
        ProgressionCase(name: "isometric: every hold ≥ 45 s → 5 s longer than the shortest",
                        planned: AnalyticsFixtures.planned("plank", .none, sets: 3, seconds: 45), type: .isometric,
                        sessions: [[AnalyticsFixtures.timed(45), AnalyticsFixtures.timed(50), AnalyticsFixtures.timed(47)]], action: .extend, weight: nil,
                        reps: nil, duration: 50),
        ProgressionCase(name: "isometric: short of the target → 5 s more, up to it",
                        planned: AnalyticsFixtures.planned("plank", .none, sets: 3, seconds: 45), type: .isometric,
                        sessions: [[AnalyticsFixtures.timed(30), AnalyticsFixtures.timed(30), AnalyticsFixtures.timed(25)]], action: .extend, weight: nil,
                        reps: nil, duration: 30),
        ProgressionCase(name: "keep: no scheme keeps the routine's target",
                        planned: AnalyticsFixtures.planned("curl", .none, sets: 3, reps: RepTarget(10), kg: 15),
                        sessions: [AnalyticsFixtures.sets(3, 17.5, 10)], action: .keep, weight: 15, reps: RepTarget(10)),
    ]

    @Test(arguments: cases)
    func recommendation(_ c: ProgressionCase) {
        let recommendation = c.recommend()
        #expect(recommendation?.action == c.action)
        #expect(recommendation?.weight?.value == c.weight)
        #expect(recommendation?.reps == c.reps)
        #expect(recommendation?.duration == c.duration)
        #expect(recommendation?.distance?.value == c.distanceKm)
        #expect(recommendation?.weight.map(\.unit) ?? .kg == .kg)
        #expect(recommendation?.lookedAt.count == c.sessions.count)
        #expect(recommendation?.englishReason.isEmpty == false)
    }
}
