import LiftbookAnalytics
import LiftbookModel
import LiftbookFixtures
import Testing

/// A program case: sessions a week apart (the last on 2026-11-23) and the hand-worked next target
/// for 2026-11-27: action, sets as `kg × reps` (`+` for AMRAP), and the start of the reason.
struct ProgramCase: Sendable, CustomTestStringConvertible {
    var name: String
    var exercise = "barbell-bench-press"
    var planned: PlannedExercise
    var sessions: [[LoggedSet]]
    var daysApart = 7
    var action: RecommendationAction
    /// `["67.5×5", "77.5×5", "87.5×5+"]`, or for alike sets without a list, `["3×10@62.5"]`.
    var target: [String]
    var reason: String
    var testDescription: String { name }

    func recommend() -> Recommendation? {
        let last = AnalyticsFixtures.day("2026-11-23")
        let logged = sessions.enumerated().map { index, sets in
            let date = last.adding(days: -daysApart * (sessions.count - 1 - index))
            return AnalyticsFixtures.session(date.description, start: "18:00", [AnalyticsFixtures.logged(exercise, sets)])
        }
        var entry = AnalyticsFixtures.exercise(exercise)
        if exercise.contains("squat") { entry.category = .legs }
        let data = AnalyticsFixtures.data(logged, exercises: [entry], routine: AnalyticsFixtures.routine([.monday: [planned]]))
        return Analyzer.analyze(data, today: AnalyticsFixtures.day("2026-11-27")).recommendations.first
    }

    static func text(_ r: Recommendation) -> [String] {
        if r.prescribed.isEmpty {
            return ["\(r.sets)×\(r.reps?.description ?? "")@\(formatNumber(r.weight?.value ?? 0))"]
        }
        return r.prescribed.map { "\(formatNumber($0.weight.value))×\($0.reps)\($0.amrap ? "+" : "")" }
    }
}

/// Sets climbing through a 5/3/1 week: `[(65, 5), (75, 5), (85, 8)]`.
private func week(_ sets: [(Double, Int)]) -> [LoggedSet] { sets.map { AnalyticsFixtures.set($0.0, $0.1) } }

struct FiveThreeOneTests {
    static let bench = AnalyticsFixtures.planned("barbell-bench-press", .fiveThreeOne, sets: 3, reps: RepTarget(5))
    static let squat = AnalyticsFixtures.planned("barbell-back-squat", .fiveThreeOne, sets: 3, reps: RepTarget(5))
    // Training max 100 kg: week 1 65/75/85, week 2 70/80/90, week 3 75/85/95, deload 40/50/60.
    static let w1 = week([(65, 5), (75, 5), (85, 8)])
    static let w2 = week([(70, 3), (80, 3), (90, 5)])
    static let w3 = week([(75, 5), (85, 3), (95, 3)])
    static let deload = week([(40, 5), (50, 5), (60, 5)])

    static let cases: [ProgramCase] = [
        ProgramCase(name: "a training max by hand starts week 1",
                    planned: { var p = bench; p.trainingMax = Weight(100, .kg); return p }(), sessions: [],
                    action: .start, target: ["65×5", "75×5", "85×5+"], reason: "Training max 100 kg, as set in the routine"),
        // best e1RM 100 × 5 = 116.67; × 0.9 = 105 → 105: 68.25 → 67.5, 78.75 → 80, 89.25 → 90
        ProgramCase(name: "without one, 90% of the best recent e1RM", planned: bench, sessions: [AnalyticsFixtures.sets(3, 100, 5)],
                    action: .start, target: ["67.5×5", "80×5", "90×5+"], reason: "Training max 105 kg: 90% of the best recent e1RM"),
        ProgramCase(name: "week 1 → week 2", planned: bench, sessions: [w1], action: .increase,
                    target: ["70×3", "80×3", "90×3+"], reason: "Week 1 (65/75/85% × 5, 5, 5+) done on 23 Nov 2026: 85 kg × 8 on the AMRAP set"),
        ProgramCase(name: "week 2 → week 3", planned: bench, sessions: [w1, w2], action: .increase,
                    target: ["75×5", "85×3", "95×1+"], reason: "Week 2 (70/80/90% × 3, 3, 3+) done on 23 Nov 2026: 90 kg × 5"),
        ProgramCase(name: "week 3 → deload", planned: bench, sessions: [w1, w2, w3], action: .deload,
                    target: ["40×5", "50×5", "60×5"], reason: "Week 3 (75/85/95% × 5, 3, 1+) done on 23 Nov 2026: 95 kg × 3"),
        // new cycle, upper body: TM 102.5: 66.625 → 67.5, 76.875 → 77.5, 87.125 → 87.5
        ProgramCase(name: "deload → a new cycle, bench +2.5 kg", planned: bench, sessions: [w1, w2, w3, deload], action: .increase,
                    target: ["67.5×5", "77.5×5", "87.5×5+"], reason: "The deload week (40/50/60% × 5) done on 23 Nov 2026. New cycle: training max up 2.5 kg to 102.5 kg"),
        // lower body: TM 105 as above
        ProgramCase(name: "deload → a new cycle, squat +5 kg", exercise: "barbell-back-squat", planned: squat,
                    sessions: [w1, w2, w3, deload], action: .increase,
                    target: ["67.5×5", "80×5", "90×5+"], reason: "The deload week (40/50/60% × 5) done on 23 Nov 2026. New cycle: training max up 5 kg to 105 kg"),
        ProgramCase(name: "an AMRAP short of its minimum keeps the training max", planned: bench,
                    sessions: [w1, week([(70, 3), (80, 3), (90, 2)]), w3, deload], action: .repeat,
                    target: ["65×5", "75×5", "85×5+"], reason: "The deload week (40/50/60% × 5) done on 23 Nov 2026. An AMRAP set fell short this cycle (90 kg × 2"),
        ProgramCase(name: "the AMRAP reps are read from the log, short ones said", planned: bench, sessions: [week([(65, 5), (75, 5), (85, 4)])],
                    action: .increase, target: ["70×3", "80×3", "90×3+"],
                    reason: "Week 1 (65/75/85% × 5, 5, 5+) done on 23 Nov 2026: 85 kg × 4 on the AMRAP set. Training max 100 kg (short of the 5+ it asked for)"),
        // TM 57.5: 37.375 → 37.5, 43.125 → 42.5, 48.875 → 50; 50 / 0.85 = 58.8 would read as 60, but only 57.5 gives all
        // three loads: week 2 is 40.25 → 40, 46 → 45, 51.75 → 52.5
        ProgramCase(name: "the training max is the one whose rounded shares give all three loads", planned: bench,
                    sessions: [week([(37.5, 5), (42.5, 5), (50, 6)])], action: .increase, target: ["40×3", "45×3", "52.5×3+"],
                    reason: "Week 1 (65/75/85% × 5, 5, 5+) done on 23 Nov 2026: 50 kg × 6 on the AMRAP set. Training max 57.5 kg"),
        ProgramCase(name: "extra lighter sets after the main ones (Boring But Big) do not confuse the week", planned: bench,
                    sessions: [w2 + AnalyticsFixtures.sets(5, 50, 10)], action: .increase, target: ["75×5", "85×3", "95×1+"], reason: "Week 2"),
    ]

    @Test(arguments: cases)
    func followsTheCycle(_ c: ProgramCase) throws {
        let r = try #require(c.recommend())
        #expect(r.rule == .fiveThreeOne)
        #expect(r.action == c.action)
        #expect(ProgramCase.text(r) == c.target)
        #expect(r.englishReason.hasPrefix(c.reason), "\(r.englishReason)")
    }
}

struct GZCLPTests {
    static let t1 = AnalyticsFixtures.planned("barbell-back-squat", .gzclpT1, sets: 5, reps: RepTarget(3), kg: 100)
    static let t2 = AnalyticsFixtures.planned("barbell-bench-press", .gzclpT2, sets: 3, reps: RepTarget(10), kg: 60)
    static let t3 = AnalyticsFixtures.planned("lat-pulldown", .gzclpT3, sets: 3, reps: RepTarget(15), kg: 40)

    static let cases: [ProgramCase] = [
        ProgramCase(name: "T1: no history, 5 × 3+ at the routine's weight", exercise: "barbell-back-squat", planned: t1, sessions: [],
                    action: .start, target: ["100×3", "100×3", "100×3", "100×3", "100×3+"], reason: "No history yet"),
        ProgramCase(name: "T1: 5 × 3+ made → +2.5 kg", exercise: "barbell-back-squat", planned: t1, sessions: [AnalyticsFixtures.sets(100, reps: [3, 3, 3, 3, 6])],
                    daysApart: 2, action: .increase, target: ["102.5×3", "102.5×3", "102.5×3", "102.5×3", "102.5×3+"],
                    reason: "3, 3, 3, 3, 6 at 100 kg on 23 Nov 2026: every set of 5 × 3+ made"),
        ProgramCase(name: "T1: 5 × 3+ missed → 6 × 2+ at the same weight", exercise: "barbell-back-squat", planned: t1,
                    sessions: [AnalyticsFixtures.sets(100, reps: [3, 3, 3, 2, 2])], daysApart: 2, action: .repeat,
                    target: ["100×2", "100×2", "100×2", "100×2", "100×2", "100×2+"], reason: "3, 3, 3, 2, 2 at 100 kg on 23 Nov 2026: 5 × 3+ missed"),
        ProgramCase(name: "T1: 6 × 2+ missed → 10 × 1+", exercise: "barbell-back-squat", planned: t1,
                    sessions: [AnalyticsFixtures.sets(100, reps: [2, 2, 2, 2, 1, 1])], daysApart: 2, action: .repeat,
                    target: Array(repeating: "100×1", count: 9) + ["100×1+"], reason: "2, 2, 2, 2, 1, 1 at 100 kg"),
        ProgramCase(name: "T1: 10 × 1+ missed → test a new 5-rep max", exercise: "barbell-back-squat", planned: t1,
                    sessions: [AnalyticsFixtures.sets(100, reps: [1, 1, 1, 1, 1, 1, 1, 1, 0, 0])], daysApart: 2, action: .test,
                    target: ["1×5@0"], reason: "1, 1, 1, 1, 1, 1, 1, 1 at 100 kg on 23 Nov 2026: 10 × 1+ missed, the last stage: work up to a new 5-rep max"),
        // 5RM 95 → 85% = 80.75 → 80
        ProgramCase(name: "T1: after the 5-rep max, 5 × 3+ at 85% of it", exercise: "barbell-back-squat", planned: t1,
                    sessions: [AnalyticsFixtures.sets(100, reps: [1, 1, 1, 1, 1, 1, 1, 1, 0, 0]), [AnalyticsFixtures.set(60, 5), AnalyticsFixtures.set(80, 5), AnalyticsFixtures.set(95, 5), AnalyticsFixtures.set(100, 3)]],
                    daysApart: 2, action: .deload, target: ["80×3", "80×3", "80×3", "80×3", "80×3+"],
                    reason: "New 5-rep max 95 kg on 23 Nov 2026: restart at 5 × 3+ with 85% of it, 80 kg."),
        ProgramCase(name: "T2: 3 × 10 made → +2.5 kg", planned: t2, sessions: [AnalyticsFixtures.sets(3, 60, 10)], daysApart: 2,
                    action: .increase, target: ["3×10@62.5"], reason: "10, 10, 10 at 60 kg on 23 Nov 2026: every set of 3 × 10 made"),
        ProgramCase(name: "T2: 3 × 10 missed → 3 × 8", planned: t2, sessions: [AnalyticsFixtures.sets(60, reps: [10, 9, 8])], daysApart: 2,
                    action: .repeat, target: ["3×8@60"], reason: "10, 9, 8 at 60 kg on 23 Nov 2026: 3 × 10 missed: keep the weight and move to 3 × 8."),
        ProgramCase(name: "T2: 3 × 8 missed → 3 × 6", planned: t2, sessions: [AnalyticsFixtures.sets(60, reps: [10, 9, 8]), AnalyticsFixtures.sets(60, reps: [8, 7, 6])],
                    daysApart: 2, action: .repeat, target: ["3×6@60"], reason: "8, 7, 6 at 60 kg"),
        // the last 3 × 10 attempt was at 60 (10, 9, 8): 60 + 2.5 = 62.5
        ProgramCase(name: "T2: 3 × 6 missed → 3 × 10 at the last 3 × 10 weight plus the increment", planned: t2,
                    sessions: [AnalyticsFixtures.sets(3, 57.5, 10), AnalyticsFixtures.sets(60, reps: [10, 9, 8]), AnalyticsFixtures.sets(60, reps: [8, 7, 6]), AnalyticsFixtures.sets(60, reps: [6, 5, 4])],
                    daysApart: 2, action: .increase, target: ["3×10@62.5"],
                    reason: "6, 5, 4 at 60 kg on 23 Nov 2026: 3 × 6 missed, the last stage: back to 3 × 10 at the last 3 × 10 weight, 60 kg, plus 2.5 kg: 62.5 kg."),
        ProgramCase(name: "T3: 24 reps on the last set → repeat", exercise: "lat-pulldown", planned: t3,
                    sessions: [AnalyticsFixtures.sets(40, reps: [15, 15, 24])], daysApart: 2, action: .repeat,
                    target: ["40×15", "40×15", "40×15+"], reason: "15, 15, 24 at 40 kg on 23 Nov 2026: the last set reached 24 of the 25 reps"),
        ProgramCase(name: "T3: 25 reps on the last set → +2.5 kg", exercise: "lat-pulldown", planned: t3,
                    sessions: [AnalyticsFixtures.sets(40, reps: [15, 15, 25])], daysApart: 2, action: .increase,
                    target: ["42.5×15", "42.5×15", "42.5×15+"], reason: "15, 15, 25 at 40 kg on 23 Nov 2026: the last set reached 25 reps"),
    ]

    @Test(arguments: cases)
    func movesThroughTheStages(_ c: ProgramCase) throws {
        let r = try #require(c.recommend())
        #expect(r.action == c.action)
        #expect(ProgramCase.text(r) == c.target)
        #expect(r.englishReason.hasPrefix(c.reason), "\(r.englishReason)")
    }
}
