import LiftbookAnalytics
import LiftbookLoading
import LiftbookModel
import LiftbookSite
import LiftbookSystem
import LiftbookTestSupport
import Testing

/// SPEC §4's counting rules on fixtures written from real cases, figures computed by hand.
@Suite("Counting rules: cardio and holds with a weight, empty workouts, weighted body-weight lifts")
struct CountingRulesTests {
    static let today = AnalyticsFixtures.day("2026-11-30")

    @Test func aWorkoutWithNoWorkingSetIsNoSession() throws {
        let warmupOnly = AnalyticsFixtures.session("2026-11-03", [AnalyticsFixtures.logged("squat", [AnalyticsFixtures.set(60, 5, .warmup)])])
        var notesOnly = AnalyticsFixtures.session("2026-11-04", [])
        notesOnly.notes = "Weighed in, no training."
        notesOnly.bodyweight = Weight(81, .kg)
        let trained = AnalyticsFixtures.session("2026-11-05", [AnalyticsFixtures.logged("squat", AnalyticsFixtures.sets(3, 100, 5))])
        let analysis = Analyzer.analyze(AnalyticsFixtures.data([warmupOnly, notesOnly, trained], exercises: [AnalyticsFixtures.exercise("squat")]),
                                        today: Self.today)
        // One session, one week of one session; 3 × 5 × 100 = 1,500 kg.
        #expect(analysis.sessions.map(\.date.description) == ["2026-11-05"])
        #expect(analysis.weeks.first { !$0.isEmpty }?.sessionCount == 1)
        #expect(close(analysis.totalVolumeKilograms, 1500))
    }

    @Test func cardioAndHoldsWithAWeightCountTowardNoVolumeOrE1RM() throws {
        // An app's default 10 lb on jumping jacks, a 20 kg weighted plank of 60 s and one of 45 s at 30 kg.
        let jacks = LoggedSet(load: .weight(Weight(10, .lb)), reps: 50)
        let plank = [LoggedSet(load: .weight(Weight(20, .kg)), duration: 60), LoggedSet(load: .weight(Weight(30, .kg)), duration: 45)]
        let session = AnalyticsFixtures.session("2026-11-05", [AnalyticsFixtures.logged("jumping-jacks", [jacks, jacks]),
                                                               AnalyticsFixtures.logged("plank", plank)])
        let data = AnalyticsFixtures.data([session], exercises: [AnalyticsFixtures.exercise("jumping-jacks", .cardio),
                                                                  AnalyticsFixtures.exercise("plank", .isometric)])
        let analysis = Analyzer.analyze(data, today: Self.today)
        #expect(analysis.totalVolumeKilograms == 0)
        #expect(analysis.weeks.reduce(0) { $0 + $1.volumeKilograms } == 0)
        let jumping = try #require(analysis.exercise("jumping-jacks"))
        #expect(jumping.history.allSatisfy { $0.e1RMKilograms == nil && $0.volumeKilograms == 0 })
        #expect(jumping.records[.e1rm] == nil)
        // The plank keeps its longest hold (60 s) and gains the heaviest load held (30 kg).
        let hold = try #require(analysis.exercise("plank"))
        #expect(hold.records[.longestHold]?.value == 60)
        #expect(hold.records[.heaviest]?.value == 30)
        #expect(hold.records[.e1rm] == nil)
    }

    @Test(arguments: [(80.0 as Double?, 30.0), (nil, 2.5 * (1 + 10.0 / 30))])
    func aWeightedPullUpsE1RMIsMadeWithTheBodyWeight(bodyweight: Double?, expected: Double) throws {
        // 80 kg, bw+2.5 × 10, Epley: 82.5 × (1 + 10/30) − 80 = 30 kg; without a body weight, 2.5 × 4/3 = 3.33… kg.
        var session = AnalyticsFixtures.session("2026-11-05", [AnalyticsFixtures.logged("pull-up", [AnalyticsFixtures.bodyweight(10, added: 2.5)])])
        session.bodyweight = bodyweight.map { Weight($0, .kg) }
        let analysis = Analyzer.analyze(AnalyticsFixtures.data([session], exercises: [AnalyticsFixtures.exercise("pull-up", .bodyweight)]),
                                        today: Self.today)
        let pullUp = try #require(analysis.exercise("pull-up"))
        #expect(close(pullUp.records[.e1rm]?.value ?? 0, expected, tolerance: 1e-9))
        #expect(close(pullUp.history.first?.e1RMKilograms ?? 0, expected, tolerance: 1e-9))
    }

    @Test func theBodyWeightLogGivesTheBodyWeight() throws {
        var data = AnalyticsFixtures.data([AnalyticsFixtures.session("2026-11-05", [AnalyticsFixtures.logged("pull-up", [AnalyticsFixtures.bodyweight(10, added: 2.5)])])],
                                          exercises: [AnalyticsFixtures.exercise("pull-up", .bodyweight)])
        data.bodyWeights = [BodyWeightEntry(date: AnalyticsFixtures.day("2026-11-01"), weight: Weight(80, .kg), location: SourceLocation(path: "bodyweight.yaml"))]
        let pullUp = try #require(Analyzer.analyze(data, today: Self.today).exercise("pull-up"))
        #expect(close(pullUp.records[.e1rm]?.value ?? 0, 30, tolerance: 1e-9))
    }

    /// The badge and the exercise page show the added load it implies.
    @Test func theBadgeShowsTheAddedLoad() throws {
        let site = ["sessions/2026-11-16.md": "---\ndate: 2026-11-16\nstart: \"18:00\"\nbodyweight: 80\n---\n## Pull-Up\n- bw+2.5 x 10\n"]
        let (files, diagnostics) = try SiteFixture.render(site, today: AnalyticsFixtures.day("2026-11-22"))
        #expect(diagnostics.errors == [])
        let text = try #require(files.first { $0.path == "badges/pull-up.svg" }?.contents)
        let badge = try #require(SVGDocument(text))
        #expect(badge.texts.dropFirst().first == "e1RM +30 kg")
    }
}
