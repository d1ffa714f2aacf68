import LiftbookAnalytics
import LiftbookLoading
import LiftbookModel
import LiftbookFixtures
import Testing

/// Body weight from the log and from sessions, its 7-day average, strength relative to it, and DOTS.
struct BodyWeightTests {
    /// The 7-day average is the mean of the measured days from 6 days before to the day.
    @Test func sevenDayAverage() {
        let series = BodyWeightSeries(log: [(AnalyticsFixtures.day("2026-11-01"), 80), (AnalyticsFixtures.day("2026-11-03"), 82), (AnalyticsFixtures.day("2026-11-07"), 84),
                                            (AnalyticsFixtures.day("2026-11-08"), 81), (AnalyticsFixtures.day("2026-11-08"), 83)],
                                      sessions: [(AnalyticsFixtures.day("2026-11-08"), 90), (AnalyticsFixtures.day("2026-11-10"), 79)])
        // 8 Nov: the log's two values (81, 83) average 82 and win over the session's 90.
        // Averages: 1 Nov 80; 3 Nov (80+82)/2 = 81; 7 Nov (80+82+84)/3 = 82; 8 Nov (82+84+82)/3 = 82.667
        // (1 Nov is 7 days back, out); 10 Nov (84+82+79)/3 = 81.667 (3 Nov is out).
        #expect(series.days.map(\.kilograms) == [80, 82, 84, 82, 79])
        let averages = series.days.map { ($0.average7 * 1000).rounded() / 1000 }
        #expect(averages == [80, 81, 82, 82.667, 81.667])
        #expect(series.day(onOrBefore: AnalyticsFixtures.day("2026-11-09"))?.date == AnalyticsFixtures.day("2026-11-08"))
        #expect(series.day(onOrBefore: AnalyticsFixtures.day("2026-10-31")) == nil)
    }

    /// DOTS for known totals (Konertz 2019 coefficients), worked by hand:
    /// men, 100 kg: −307.75076 + 2409.00756 − 1918.759221 + 739.1293 − 109.3 = 812.326879; 700 × 500 / 812.33 = 430.861.
    /// women, 60 kg: −57.96288 + 817.050192 − 405.5958 + 111.4250688 − 13.87497600 = 451.041427; 350 × 500 / 451.04 = 387.991.
    @Test(arguments: [(700.0, 100.0, AthleteSex.male, 430.861), (350, 60, .female, 387.991),
                      // Clamped to 210 kg for men: 250 kg scores like 210 kg.
                      (1000, 250, .male, DOTS.score(totalKilograms: 1000, bodyWeightKilograms: 210, sex: .male) ?? 0)])
    func dotsOfAKnownTotal(total: Double, bodyWeight: Double, sex: AthleteSex, expected: Double) {
        let score = DOTS.score(totalKilograms: total, bodyWeightKilograms: bodyWeight, sex: sex) ?? 0
        #expect(abs(score - expected) < 0.001)
    }

    @Test func noTotalNoScore() {
        #expect(DOTS.score(totalKilograms: 0, bodyWeightKilograms: 80, sex: .male) == nil)
        #expect(DOTS.score(totalKilograms: 500, bodyWeightKilograms: .nan, sex: .female) == nil)
    }

    /// Best e1RM ÷ the 7-day average body weight on its day: squat 100 × 5 = 116.667 kg e1RM on
    /// 9 Nov, body weight then (80 + 84) / 2 = 82 → 1.423. The bench's e1RM predates any body weight.
    @Test func relativeStrengthAtTheDayOfTheRecord() {
        let data = AnalyticsFixtures.data([
            AnalyticsFixtures.session("2026-10-20", start: "18:00", [AnalyticsFixtures.logged("barbell-bench-press", AnalyticsFixtures.sets(1, 80, 5))]),
            AnalyticsFixtures.session("2026-11-02", start: "18:00", [AnalyticsFixtures.logged("barbell-back-squat", AnalyticsFixtures.sets(1, 90, 5))]),
            AnalyticsFixtures.session("2026-11-09", start: "18:00", [AnalyticsFixtures.logged("barbell-back-squat", AnalyticsFixtures.sets(1, 100, 5))]),
        ])
        let series = BodyWeightSeries(log: [(AnalyticsFixtures.day("2026-11-03"), 80), (AnalyticsFixtures.day("2026-11-08"), 84), (AnalyticsFixtures.day("2026-11-20"), 70)], sessions: [])
        let analysis = Analyzer.analyze(data, today: AnalyticsFixtures.day("2026-11-30"))
        let relative = RelativeStrength.of(["barbell-back-squat", "barbell-bench-press"], in: analysis, bodyWeight: series)
        #expect(relative.count == 1)
        #expect(relative.first?.date == AnalyticsFixtures.day("2026-11-09"))
        #expect(relative.first?.bodyWeightKilograms == 82)
        #expect(abs((relative.first?.ratio ?? 0) - 116.6667 / 82) < 0.0001)
    }

    @Test func theLogReadsCSVAndYAMLInEitherUnit() {
        let result = SiteLoader(files: MemorySiteFiles([
            "bodyweight.csv": "date,weight,unit\n2026-11-02,82.4,kg\n2026-11-03,180,lb\n2026-11-04 07:30,82\n",
            "bodyweight.yaml": "unit: lb\nentries:\n  - {date: 2026-11-05, weight: 181}\n  - {date: 2026-11-06, weight: 82kg}\n",
        ]), today: AnalyticsFixtures.day("2026-11-22")).load()
        #expect(result.diagnostics.errors.isEmpty)
        let kilograms = result.data.bodyWeights.map { ($0.weight.kilograms * 100).rounded() / 100 }
        // 180 lb = 81.65 kg, 181 lb = 82.1 kg; a weight without a unit is in the site's unit (kg).
        #expect(kilograms == [82.4, 81.65, 82, 82.1, 82])
    }

    @Test func everyBadRowIsAnErrorAtItsPlace() {
        let result = SiteLoader(files: MemorySiteFiles([
            "bodyweight.csv": "date,weight,unit\n2026-13-02,82.4,kg\n2026-11-03,heavy,kg\n2026-11-04,82,stone\n2026-11-05,8.2,kg\n",
        ]), today: AnalyticsFixtures.day("2026-11-22")).load()
        #expect(result.diagnostics.errors.map { "\($0.location) \($0.message)" } == [
            "bodyweight.csv:2:1 '2026-13-02' is not a date",
            "bodyweight.csv:3:12 'heavy' is not a weight",
            "bodyweight.csv:4:15 unknown unit 'stone'",
            "bodyweight.csv:5:12 a body weight of 8.2 kg is outside 20–400 kg",
        ])
        #expect(result.diagnostics.allSatisfy { $0.hint?.isEmpty == false })
        #expect(result.data.bodyWeights.isEmpty)
    }

    @Test func settingsNameTheLiftsAndTheLifter() {
        let result = SiteLoader(files: MemorySiteFiles([
            "liftbook.yaml": "athlete: {sex: female}\nmainLifts: [Bench Press (Barbell), barbell-back-squat, Bench Pres Barbel Typo Here]\n",
        ]), today: AnalyticsFixtures.day("2026-11-22")).load()
        #expect(result.data.config.athlete.sex == .female)
        #expect(result.data.config.mainLifts == ["barbell-bench-press", "barbell-back-squat"])
        #expect(result.diagnostics.warnings.filter { $0.location.path == "liftbook.yaml" }.map(\.location.description) == ["liftbook.yaml:2:12"])
    }
}
