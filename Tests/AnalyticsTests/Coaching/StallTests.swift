import LiftbookAnalytics
import LiftbookModel
import LiftbookFixtures
import Testing

/// One history (a session every two days, the last on 2026-11-27) and whether its lift has stalled.
struct StallCase: Sendable, CustomTestStringConvertible {
    var name: String
    var sessions: [[LoggedSet]]
    var settings = StallSettings()
    var stalled: Bool
    /// The hand-computed best e1RM of the last sessions and the one before them (Epley), when stalled.
    var best: Double? = nil
    var baseline: Double? = nil
    var testDescription: String { name }

    static func history(_ sessions: [[LoggedSet]], id: String = "squat", last: String = "2026-11-27") -> [Session] {
        sessions.enumerated().map { index, sets in
            let date = AnalyticsFixtures.day(last).adding(days: -2 * (sessions.count - 1 - index))
            return AnalyticsFixtures.session(date.description, start: "18:00", [AnalyticsFixtures.logged(id, sets)])
        }
    }
}

struct StallTests {
    static let cases: [StallCase] = [
        // 100 × 5 = 116.67 each time: no rise over 3 sessions
        StallCase(name: "the same 3 × 5 four times: stalled", sessions: Array(repeating: AnalyticsFixtures.sets(3, 100, 5), count: 4),
                  stalled: true, best: 116.667, baseline: 116.667),
        StallCase(name: "rising 2.5 kg a session: not stalled",
                  sessions: [AnalyticsFixtures.sets(3, 100, 5), AnalyticsFixtures.sets(3, 102.5, 5), AnalyticsFixtures.sets(3, 105, 5), AnalyticsFixtures.sets(3, 107.5, 5)], stalled: false),
        // 100 × 5 = 116.67 → 100 × 4 = 113.33, 102.5 × 4 = 116.17, 102.5 × 3 = 112.75: best 116.17 < 116.67
        StallCase(name: "a weight added then missed: stalled",
                  sessions: [AnalyticsFixtures.sets(3, 100, 5), AnalyticsFixtures.sets(3, 100, 4), AnalyticsFixtures.sets(3, 102.5, 4), AnalyticsFixtures.sets(3, 102.5, 3)],
                  stalled: true, best: 116.167, baseline: 116.667),
        // 116.67 → 117.25 (100.5 × 5 = 117.25): +0.5% exactly is not "more than 0.5%"
        StallCase(name: "a rise of exactly 0.5% is still a stall",
                  sessions: [AnalyticsFixtures.sets(3, 100, 5), AnalyticsFixtures.sets(3, 100, 5), AnalyticsFixtures.sets(3, 100, 5), AnalyticsFixtures.sets(3, 100.5, 5)],
                  stalled: true, best: 117.25, baseline: 116.667),
        // 116.67 → 101 × 5 = 117.83, +1%
        StallCase(name: "a rise of 1% is progress",
                  sessions: [AnalyticsFixtures.sets(3, 100, 5), AnalyticsFixtures.sets(3, 100, 5), AnalyticsFixtures.sets(3, 100, 5), AnalyticsFixtures.sets(3, 101, 5)], stalled: false),
        StallCase(name: "three sessions are not enough to judge", sessions: Array(repeating: AnalyticsFixtures.sets(3, 100, 5), count: 3), stalled: false),
        StallCase(name: "more reps at the same top load is progress (double progression)",
                  sessions: [AnalyticsFixtures.sets(50, reps: [12, 10, 9]), AnalyticsFixtures.sets(50, reps: [12, 11, 9]), AnalyticsFixtures.sets(50, reps: [12, 11, 10]),
                             AnalyticsFixtures.sets(50, reps: [12, 12, 10])], stalled: false),
        StallCase(name: "the number of sessions is a setting: 2",
                  sessions: [AnalyticsFixtures.sets(3, 95, 5), AnalyticsFixtures.sets(3, 100, 5), AnalyticsFixtures.sets(3, 100, 5), AnalyticsFixtures.sets(3, 100, 5)],
                  settings: StallSettings(sessions: 2), stalled: true, best: 116.667, baseline: 116.667),
        StallCase(name: "the share is a setting: 1% needs more than 1%",
                  sessions: [AnalyticsFixtures.sets(3, 100, 5), AnalyticsFixtures.sets(3, 100, 5), AnalyticsFixtures.sets(3, 100, 5), AnalyticsFixtures.sets(3, 101, 5)],
                  settings: StallSettings(percent: 1), stalled: true, best: 117.833, baseline: 116.667),
        StallCase(name: "warm-ups count for nothing",
                  sessions: [AnalyticsFixtures.sets(3, 100, 5), [AnalyticsFixtures.set(140, 5, .warmup)] + AnalyticsFixtures.sets(3, 100, 5), AnalyticsFixtures.sets(3, 100, 5),
                             AnalyticsFixtures.sets(3, 100, 5)], stalled: true, best: 116.667, baseline: 116.667),
    ]

    @Test(arguments: cases)
    func detects(_ c: StallCase) {
        var config = SiteConfig()
        config.stalls = c.settings
        let analysis = Analyzer.analyze(AnalyticsFixtures.data(StallCase.history(c.sessions), config: config), today: AnalyticsFixtures.day("2026-11-28"))
        let stall = analysis.exercise(ExerciseID("squat"))?.stall
        #expect((stall != nil) == c.stalled)
        if let stall, let best = c.best, let baseline = c.baseline {
            #expect(close(stall.bestKilograms, best, tolerance: 0.001))
            #expect(close(stall.baselineKilograms, baseline, tolerance: 0.001))
            #expect(stall.sessions.count == c.settings.sessions)
            #expect(stall.lastDate == AnalyticsFixtures.day("2026-11-27"))
        }
    }

    /// Two planned lifts stalled at once suggest a deload week, naming them in routine order; one does not.
    @Test func twoStalledPlannedLiftsSuggestADeload() {
        let flat = Array(repeating: AnalyticsFixtures.sets(3, 100, 5), count: 4)
        let sessions = StallCase.history(flat, id: "squat") + StallCase.history(flat, id: "bench", last: "2026-11-26")
            + StallCase.history(flat, id: "curl", last: "2026-11-25")
        let plan = AnalyticsFixtures.routine([
            .monday: [AnalyticsFixtures.planned("bench", .linear, reps: RepTarget(5), kg: 100), AnalyticsFixtures.planned("squat", .linear, reps: RepTarget(5), kg: 100)],
        ])
        let analysis = Analyzer.analyze(AnalyticsFixtures.data(sessions, routine: plan), today: AnalyticsFixtures.day("2026-11-28"))
        #expect(analysis.currentStalls.map(\.exercise.rawValue).sorted() == ["bench", "curl", "squat"])
        #expect(analysis.deloadSuggestion?.stalls.map(\.exercise.rawValue) == ["bench", "squat"])
        let onePlanned = AnalyticsFixtures.routine([.monday: [AnalyticsFixtures.planned("bench", .linear, reps: RepTarget(5), kg: 100)]])
        #expect(Analyzer.analyze(AnalyticsFixtures.data(sessions, routine: onePlanned), today: AnalyticsFixtures.day("2026-11-28")).deloadSuggestion == nil)
        // Four weeks later the stalls are old news: no suggestion.
        #expect(Analyzer.analyze(AnalyticsFixtures.data(sessions, routine: plan), today: AnalyticsFixtures.day("2026-12-30")).deloadSuggestion == nil)
    }
}

/// After a break the next target is 10% lighter than the last load lifted.
struct BackFromBreakTests {
    static let cases: [(name: String, last: String, today: String, breakDays: Int, weight: Double, action: RecommendationAction)] = [
        ("13 days: no break, add 2.5 kg", "2026-11-17", "2026-11-30", 14, 102.5, .increase),
        // 100 × 0.9 = 90
        ("14 days: back from a break, 90 kg", "2026-11-16", "2026-11-30", 14, 90, .deload),
        ("60 days: 90 kg", "2026-10-01", "2026-11-30", 14, 90, .deload),
        ("the break is a setting: 10 days", "2026-11-20", "2026-11-30", 10, 90, .deload),
    ]

    @Test(arguments: cases)
    func deloads(_ c: (name: String, last: String, today: String, breakDays: Int, weight: Double, action: RecommendationAction)) {
        let sessions = [AnalyticsFixtures.session(c.last, start: "18:00", [AnalyticsFixtures.logged("squat", AnalyticsFixtures.sets(3, 100, 5))])]
        var config = SiteConfig()
        config.stalls.breakDays = c.breakDays
        let plan = AnalyticsFixtures.routine([.monday: [AnalyticsFixtures.planned("squat", .linear, sets: 3, reps: RepTarget(5), kg: 100)]])
        let r = Analyzer.analyze(AnalyticsFixtures.data(sessions, routine: plan, config: config), today: AnalyticsFixtures.day(c.today)).recommendations.first
        #expect(r?.weight == Weight(c.weight, .kg))
        #expect(r?.action == c.action)
        if c.action == .deload {
            let days = AnalyticsFixtures.day(c.today).dayNumber - AnalyticsFixtures.day(c.last).dayNumber
            // The last day as English pages write it.
            let shown = ["2026-11-16": "16 Nov 2026", "2026-10-01": "1 Oct 2026", "2026-11-20": "20 Nov 2026"][c.last] ?? c.last
            #expect(r?.englishReason == "Back after \(days) days (last on \(shown)) at 100 kg: deload 10% to 90 kg, then progress as before.")
        }
    }

    /// A failed last session: 10% off what was lifted, not off the rule's (repeated) target.
    @Test func aHeavierPlanDoesNotRaiseTheDeload() {
        let sessions = [AnalyticsFixtures.session("2026-10-01", start: "18:00", [AnalyticsFixtures.logged("row", AnalyticsFixtures.sets(3, 60, 12))])]
        let plan = AnalyticsFixtures.routine([.monday: [AnalyticsFixtures.planned("row", .double, sets: 3, reps: RepTarget(low: 8, high: 12), kg: 60)]])
        let r = Analyzer.analyze(AnalyticsFixtures.data(sessions, routine: plan), today: AnalyticsFixtures.day("2026-11-30")).recommendations.first
        // double progression would add 2.5 kg (62.5); back from 60 days off: 60 × 0.9 = 54 → 55 (2.5 kg steps)
        #expect(r?.weight == Weight(55, .kg))
    }
}

/// The percentage table: 50–100% of the recent best e1RM, each rounded to a load the plates make.
struct PercentageTableTests {
    @Test func rowsAreLoadable() throws {
        var exercise = AnalyticsFixtures.exercise("barbell-bench-press")
        exercise.equipment = "barbell"
        // 90 × 5 = 105 e1RM on 11-20; 100 × 1 = 100 on 11-27; 95 × 5 = 110.83 on 09-01, outside the 8 weeks
        let sessions = [
            AnalyticsFixtures.session("2026-09-01", start: "18:00", [AnalyticsFixtures.logged("barbell-bench-press", [AnalyticsFixtures.set(95, 5)])]),
            AnalyticsFixtures.session("2026-11-20", start: "18:00", [AnalyticsFixtures.logged("barbell-bench-press", [AnalyticsFixtures.set(90, 5)])]),
            AnalyticsFixtures.session("2026-11-27", start: "18:00", [AnalyticsFixtures.logged("barbell-bench-press", [AnalyticsFixtures.set(100, 1)])]),
        ]
        let analysis = Analyzer.analyze(AnalyticsFixtures.data(sessions, exercises: [exercise]), today: AnalyticsFixtures.day("2026-11-28"))
        let table = try #require(analysis.exercise(exercise.id)?.percentages)
        #expect(close(table.e1RMKilograms, 105))
        #expect(table.date == AnalyticsFixtures.day("2026-11-20"))
        // 105 × 50% = 52.5 (exact: 15 + 1.25 a side); 75% = 78.75 → 77.5 or 80: 80 is 1.25 away, 77.5 is 1.25 away → 77.5;
        // 85% = 89.25 → 90 (0.75 away); 100% = 105 → 105 (42.5 a side: 25 + 15 + 2.5)
        let expected: [Int: (Double, [Double])] = [50: (52.5, [15, 1.25]), 75: (77.5, [25, 2.5, 1.25]), 85: (90, [25, 10]),
                                                    100: (105, [25, 15, 2.5])]
        for row in table.rows {
            guard let (total, plates) = expected[row.percent] else { continue }
            #expect(row.load.total == total, "\(row.percent)%")
            #expect(row.load.perSide == plates, "\(row.percent)%")
        }
        #expect(table.rows.map(\.percent) == [50, 55, 60, 65, 70, 75, 80, 85, 90, 95, 100])
    }
}
