import LiftbookAnalytics
import LiftbookLoading
import LiftbookModel
import LiftbookSite
import LiftbookTestSupport
import Testing

/// Weekly sets per muscle against the `volumeTargets:` bands.
struct MuscleTargetTests {
    /// Below the band's low end is below; its ends are within; past its high end is above.
    @Test(arguments: [(9.5, 10.0, 22.0, VolumeStatus.below), (10, 10, 22, .within), (22, 10, 22, .within),
                      (22.5, 10, 22, .above), (0, 0, 16, .within), (0, 0.5, 16, .below)])
    func statusAgainstABand(sets: Double, low: Double, high: Double, expected: VolumeStatus) {
        #expect(VolumeTarget(low: low, high: high).status(of: sets) == expected)
    }

    /// Bench press (chest; triceps and shoulders secondary): 3 + 3 working sets (the warm-up does
    /// not count) = chest 6, triceps 3, shoulders 3. Pushdowns (triceps): 4 sets → triceps 3 + 4 = 7.
    /// Against chest 10–22 → below, triceps 6–18 → within, shoulders 0–2 → above; calves 8–20 with
    /// no sets → below; biceps has no band and no sets, so no row.
    @Test func aWeekOfSetsAgainstTheBands() throws {
        let exercises = [AnalyticsFixtures.exercise("barbell-bench-press", primary: ["chest"], secondary: ["triceps", "shoulders"]),
                         AnalyticsFixtures.exercise("triceps-pushdown", primary: ["triceps"])]
        let data = AnalyticsFixtures.data([
            AnalyticsFixtures.session("2026-11-16", start: "18:00", [AnalyticsFixtures.logged("barbell-bench-press", [AnalyticsFixtures.set(40, 10, .warmup)] + AnalyticsFixtures.sets(3, 80, 5))]),
            AnalyticsFixtures.session("2026-11-18", start: "18:00", [AnalyticsFixtures.logged("barbell-bench-press", AnalyticsFixtures.sets(3, 82.5, 5)),
                                                        AnalyticsFixtures.logged("triceps-pushdown", AnalyticsFixtures.sets(4, 30, 12))]),
        ], exercises: exercises)
        let analysis = Analyzer.analyze(data, today: AnalyticsFixtures.day("2026-11-22"))
        let week = try #require(analysis.week(containing: AnalyticsFixtures.day("2026-11-18")))
        let targets = ["chest": VolumeTarget(low: 10, high: 22), "triceps": VolumeTarget(low: 6, high: 18),
                       "shoulders": VolumeTarget(low: 0, high: 2), "calves": VolumeTarget(low: 8, high: 20)]
        let rows = MuscleTargets.rows(sets: week.muscleSets, targets: targets)
        #expect(rows.map(\.muscle) == ["chest", "shoulders", "triceps", "calves"])
        #expect(rows.map(\.sets) == [6, 3, 7, 0])
        #expect(rows.map(\.status) == [.below, .above, .within, .below])
        #expect(MuscleTargets.counts(rows) == [.below: 2, .within: 1, .above: 1])
    }

    /// `volumeTargets:` replaces a muscle's default band, `back` sets the lats and the middle back,
    /// `none` drops a band, and the rest keep their defaults.
    @Test func settingsReplaceTheDefaults() {
        let result = loadSite(["liftbook.yaml": "volumeTargets:\n  chest: 12-20\n  back: 8 – 16\n  Lower-Back: 2-6\n  biceps: none\n"])
        #expect(result.diagnostics.errors == [])
        let targets = result.data.config.volumeTargets
        #expect(targets["chest"] == VolumeTarget(low: 12, high: 20))
        #expect(targets["lats"] == VolumeTarget(low: 8, high: 16))
        #expect(targets["middle back"] == VolumeTarget(low: 8, high: 16))
        #expect(targets["lower back"] == VolumeTarget(low: 2, high: 6))
        #expect(targets["biceps"] == nil)
        #expect(targets["triceps"] == VolumeTarget.defaults["triceps"])
    }

    /// Every bad entry is an error at its place, all in one run, each with a hint.
    @Test func badTargetsAreErrorsAtTheirPlace() {
        let result = loadSite(["liftbook.yaml": "volumeTargets:\n  chets: 10-20\n  triceps: 20-10\n  calves: 12\n  glutes: 5-500\n  quads: [8, 16]\n"])
        let errors = result.diagnostics.errors.filter { $0.location.path == "liftbook.yaml" }
        #expect(errors.map(\.location.description) == ["liftbook.yaml:2:3", "liftbook.yaml:3:12", "liftbook.yaml:4:11",
                                                       "liftbook.yaml:5:11", "liftbook.yaml:6:10"])
        #expect(errors.map(\.message) == [
            "unknown muscle 'chets' in 'volumeTargets'",
            "the target of 'triceps' starts above where it ends, found '20-10'",
            "the target of 'calves' should be a range of weekly sets, found '12'",
            "the target of 'glutes' should lie from 0 to 100 sets, found '5-500'",
            "the target of 'quads' should be a range of weekly sets such as 10-20",
        ])
        #expect(errors.first?.hint == "did you mean 'chest'?")
        #expect(errors.allSatisfy { !($0.hint ?? "").isEmpty })
        // The bad entries leave the defaults in place.
        #expect(result.data.config.volumeTargets["triceps"] == VolumeTarget.defaults["triceps"])
    }

    /// The week report marks each muscle and lists a targeted muscle the week left out as below.
    @Test func theWeekReportMarksEachMuscle() throws {
        var config = SiteConfig()
        config.volumeTargets = ["chest": VolumeTarget(low: 4, high: 10), "calves": VolumeTarget(low: 8, high: 20)]
        let exercises = [AnalyticsFixtures.exercise("barbell-bench-press", primary: ["chest"], secondary: ["triceps"])]
        let data = AnalyticsFixtures.data([AnalyticsFixtures.session("2026-11-16", start: "18:00", [AnalyticsFixtures.logged("barbell-bench-press", AnalyticsFixtures.sets(5, 80, 5))])],
                             exercises: exercises, config: config)
        let analysis = Analyzer.analyze(data, today: AnalyticsFixtures.day("2026-11-22"))
        let model = try #require(ReportPeriod.week(parsing: "2026-W47").flatMap(ReportBuilder(data: data, analysis: analysis).model(for:)))
        let text = ReportMarkdown.text(model)
        #expect(text.contains("Against the weekly target bands: 1 below (calves), 1 within."))
        // Sessions: the chest was trained (as a primary muscle) in one session, the triceps only as a secondary one.
        #expect(text.contains("| Chest   |    5 |        1 |   4–10 | within         | 2,000 kg |"))
        #expect(text.contains("| Triceps |  2.5 |        — |      — | no target      | 1,000 kg |"))
        #expect(text.contains("| Calves  |    0 |        — |   8–20 | below          |     0 kg |"))
    }
}
