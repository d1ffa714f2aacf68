import LiftbookAnalytics
import LiftbookModel
import LiftbookFixtures
import Testing

/// The year in review's figures, hand-computed from five sessions of January and February 2025
/// (today 2025-02-09, a Sunday; weeks from Monday):
///
/// | day | start–end | logged |
/// | --- | --- | --- |
/// | Mon 6 Jan | 18:00–19:00 | bench 40 × 10 warm-up, 80 × 5 × 3 (e1RM 93.33); body weight 80 kg |
/// | Wed 8 Jan | 07:30–08:30 | bench 82.5 × 5 × 3 (96.25), squat 100 × 5 × 3 (116.67) |
/// | Mon 13 Jan | 18:30–19:45 | bench 85 × 5 × 3 (99.17), squat 105 × 5 × 3 (122.5) |
/// | Mon 20 Jan | 17:00, no end | bench 85 × 6, 5, 5 (102) |
/// | Mon 3 Feb | no start | squat 110 × 5 × 3 (128.33), bench 50 × 5 warm-up only; body weight 81.5 kg |
///
/// plus a private session (Tue 21 Jan, bench 200 × 5) that counts nowhere.
struct YearReviewTests {
    static let bench = AnalyticsFixtures.exercise("barbell-bench-press", primary: ["chest"], secondary: ["triceps"])
    static let squat = AnalyticsFixtures.exercise("barbell-back-squat", primary: ["quads"], secondary: ["glutes"])

    static let review: YearReview? = {
        typealias F = AnalyticsFixtures
        var first = F.session("2025-01-06", start: "18:00", end: "19:00",
                              [F.logged("barbell-bench-press", [F.set(40, 10, .warmup)] + F.sets(3, 80, 5))])
        first.bodyweight = Weight(80, .kg)
        var last = F.session("2025-02-03", [F.logged("barbell-back-squat", F.sets(3, 110, 5)),
                                            F.logged("barbell-bench-press", [F.set(50, 5, .warmup)])])
        last.bodyweight = Weight(81.5, .kg)
        var hidden = F.session("2025-01-21", start: "06:00", end: "07:00", [F.logged("barbell-bench-press", [F.set(200, 5)])])
        hidden.isPrivate = true
        let sessions = [
            first,
            F.session("2025-01-08", start: "07:30", end: "08:30", [F.logged("barbell-bench-press", F.sets(3, 82.5, 5)),
                                                                  F.logged("barbell-back-squat", F.sets(3, 100, 5))]),
            F.session("2025-01-13", start: "18:30", end: "19:45", [F.logged("barbell-bench-press", F.sets(3, 85, 5)),
                                                                  F.logged("barbell-back-squat", F.sets(3, 105, 5))]),
            F.session("2025-01-20", start: "17:00", [F.logged("barbell-bench-press", F.sets(85, reps: [6, 5, 5]))]),
            hidden,
            last,
        ]
        // What the analyse stage does first: private sessions are removed.
        let data = F.data(sessions, exercises: [bench, squat]).withoutPrivateSessions
        let analysis = Analyzer.analyze(data, today: F.day("2025-02-09"))
        let builder = YearReviewBuilder(data: data, analysis: analysis)
        return builder.years().first.flatMap { builder.review(of: $0.year, weeks: $0.weeks) }
    }()

    /// Each figure and its hand-computed value.
    static let figures: [(name: String, value: @Sendable (YearReview) -> Double?, expected: Double)] = [
        ("year", { Double($0.year) }, 2025),
        ("sessions (the private one left out)", { Double($0.totals.sessions) }, 5),
        ("hours: 60 + 60 + 75 min, sessions without an end count none", { Double($0.hours) }, 3),
        ("seconds trained", { Double($0.totals.durationSeconds) }, 11_700),
        ("working sets (warm-ups never count)", { Double($0.totals.workingSets) }, 21),
        ("tonnage, kg", { $0.totals.volumeKilograms }, 9_797.5),
        ("weeks, W02 to W06", { Double($0.weeks) }, 5),
        ("weeks trained (W05 had none)", { Double($0.weeksTrained) }, 4),
        ("longest streak: W02–W04 with training, no routine", { Double($0.longestStreak) }, 3),
        ("main lifts with 3 or more e1RM sessions", { Double($0.lifts.count) }, 2),
        ("squat sessions", { Double($0.lifts.first?.sessions ?? -1) }, 3),
        ("squat first e1RM: 100 × (1 + 5/30)", { $0.lifts.first?.firstE1RM }, 350.0 / 3),
        ("squat last e1RM: 110 × (1 + 5/30)", { $0.lifts.first?.lastE1RM }, 385.0 / 3),
        ("squat e1RM gained", { $0.lifts.first?.gain }, 35.0 / 3),
        ("bench sessions (the warm-up-only one left out)", { Double($0.lifts.last?.sessions ?? -1) }, 4),
        ("bench first e1RM: 80 × (1 + 5/30)", { $0.lifts.last?.firstE1RM }, 280.0 / 3),
        ("bench best e1RM: 85 × (1 + 6/30)", { $0.lifts.last?.bestE1RM }, 102),
        ("bench e1RM gained", { $0.lifts.last?.gain }, 102 - 280.0 / 3),
        ("bench best set, kg", { $0.lifts.last?.bestSet?.kilograms }, 85),
        ("bench best set, reps", { $0.lifts.last?.bestSet.flatMap(\.reps).map(Double.init) }, 6),
        ("favourite weekday's sessions (Monday)", { Double($0.favouriteWeekday?.sessions ?? -1) }, 4),
        ("sessions with a start time", { Double($0.timedSessions) }, 4),
        ("favourite time's sessions (evening)", { Double($0.favouriteTime?.sessions ?? -1) }, 3),
        ("chest sets: 4 sessions × 3", { $0.muscles.first { $0.muscle == "chest" }?.sets }, 12),
        ("triceps sets, secondary: 12 × 0.5", { $0.muscles.first { $0.muscle == "triceps" }?.sets }, 6),
        ("glutes sets, secondary: 9 × 0.5", { $0.muscles.first { $0.muscle == "glutes" }?.sets }, 4.5),
        ("body weight first, kg", { $0.bodyWeight?.firstKilograms }, 80),
        ("body weight last, kg", { $0.bodyWeight?.lastKilograms }, 81.5),
        ("body weight change, kg", { $0.bodyWeight?.change }, 1.5),
        ("months", { Double($0.months.count) }, 2),
        ("January's sessions (W02–W05)", { Double($0.months.first?.totals.sessions ?? -1) }, 4),
        ("January's volume, kg", { $0.months.first?.totals.volumeKilograms }, 8_147.5),
        ("February's working sets", { Double($0.months.last?.totals.workingSets ?? -1) }, 3),
    ]

    @Test(arguments: figures.indices)
    func figure(_ index: Int) throws {
        let review = try #require(Self.review)
        let (name, value, expected) = Self.figures[index]
        let actual = try #require(value(review), "\(name)")
        #expect(close(actual, expected, tolerance: 1e-9), "\(name): \(actual), expected \(expected)")
    }

    @Test func namesAndDays() throws {
        let review = try #require(Self.review)
        #expect(review.lifts.map(\.id) == ["barbell-back-squat", "barbell-bench-press"])
        #expect(review.lifts.last?.firstDate == AnalyticsFixtures.day("2025-01-06"))
        #expect(review.lifts.last?.lastDate == AnalyticsFixtures.day("2025-01-20"))
        #expect(review.favouriteWeekday?.weekday == .monday)
        #expect(review.favouriteTime?.part == .evening)
        #expect(review.muscles.map(\.muscle) == ["chest", "quads", "triceps", "glutes"])
        #expect(review.months.map(\.month) == [1, 2])
        #expect(review.bodyWeight?.lastDate == AnalyticsFixtures.day("2025-02-03"))
        #expect(review.firstDay == AnalyticsFixtures.day("2025-01-06"))
        #expect(review.inProgress)
        #expect(!review.hasPlan)
    }

    @Test(arguments: [("04:59", TimeOfDay.night), ("05:00", .morning), ("11:59", .morning), ("12:00", .afternoon),
                      ("16:59", .afternoon), ("17:00", .evening), ("21:59", .evening), ("22:00", .night)])
    func partsOfTheDay(_ time: String, _ part: TimeOfDay) throws {
        #expect(TimeOfDay(try #require(LocalTime(text: time))) == part)
    }

    @Test func aYearWithoutStartTimesOrBodyWeightHasNoneOfThem() throws {
        typealias F = AnalyticsFixtures
        let data = F.data([F.session("2024-03-04", [F.logged("barbell-bench-press", F.sets(3, 60, 8))])], exercises: [Self.bench])
        let analysis = Analyzer.analyze(data, today: F.day("2024-03-10"))
        let builder = YearReviewBuilder(data: data, analysis: analysis)
        let year = try #require(builder.years().first)
        let review = try #require(builder.review(of: year.year, weeks: year.weeks))
        #expect(review.favouriteTime == nil)
        #expect(review.timedSessions == 0)
        #expect(review.bodyWeight == nil)
        #expect(review.lifts == [], "one session is not enough to compare first and last")
        #expect(review.totals.durationSeconds == 0)
    }
}
