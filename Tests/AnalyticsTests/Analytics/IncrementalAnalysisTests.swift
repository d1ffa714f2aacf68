import LiftbookAnalytics
import LiftbookModel
import LiftbookSystem
import LiftbookFixtures
import Testing

/// An analysis that reuses what a cache kept of the last one (`serve`) must equal a fresh one,
/// whatever changed in between.
struct IncrementalAnalysisTests {
    private let bench = AnalyticsFixtures.exercise("bench", primary: ["chest"], secondary: ["triceps"])
    private let squat = AnalyticsFixtures.exercise("squat", primary: ["quadriceps"], secondary: ["glutes"])
    private let today = AnalyticsFixtures.day("2026-12-20")

    private var plan: Routine {
        AnalyticsFixtures.routine([.monday: [AnalyticsFixtures.planned("bench", .linear, reps: RepTarget(5), kg: 60)],
                      .thursday: [AnalyticsFixtures.planned("bench", .linear, reps: RepTarget(5), kg: 60),
                                  AnalyticsFixtures.planned("squat", .double, reps: RepTarget(low: 6, high: 8), kg: 80)]])
    }

    /// Ten weeks of Mondays and Thursdays, loads rising, with an exercise the library lacks.
    private var sessions: [Session] {
        (0..<20).map { index in
            let day = AnalyticsFixtures.day("2026-10-05").adding(days: index / 2 * 7 + index % 2 * 3)
            let kg = 60 + Double(index) * 2.5
            var logged = [AnalyticsFixtures.logged("bench", [AnalyticsFixtures.set(40, 10, .warmup)] + AnalyticsFixtures.sets(kg, reps: [5, 5, 4]))]
            if index % 2 == 1 { logged.append(AnalyticsFixtures.logged("squat", AnalyticsFixtures.sets(3, kg + 20, 6 + index % 3))) }
            if index % 3 == 0 { logged.append(AnalyticsFixtures.logged("carry", [AnalyticsFixtures.timed(40 + Double(index))], name: "Farmer carry")) }
            return AnalyticsFixtures.session(day.description, start: "18:00", logged)
        }
    }

    private func data(_ sessions: [Session], exercises: [Exercise]? = nil, config: SiteConfig = SiteConfig()) -> TrainingData {
        AnalyticsFixtures.data(sessions, exercises: exercises ?? [bench, squat], routine: plan, config: config)
    }

    private func expectSame(_ cached: Analysis, _ fresh: Analysis, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(cached.exercises == fresh.exercises, sourceLocation: sourceLocation)
        #expect(cached.exercises.map(\.hashValue) == fresh.exercises.map(\.hashValue), sourceLocation: sourceLocation)
        #expect(cached.sessions == fresh.sessions, sourceLocation: sourceLocation)
        #expect(cached.weeks == fresh.weeks, sourceLocation: sourceLocation)
        #expect(cached.recommendations == fresh.recommendations, sourceLocation: sourceLocation)
        #expect(cached.currentStreak == fresh.currentStreak, sourceLocation: sourceLocation)
    }

    @Test func cachedAnalysesEqualFreshOnes() {
        let cache = StageMemory()
        var list = sessions
        func check(_ data: TrainingData, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
            expectSame(Analyzer.analyze(data, today: today, memory: cache), Analyzer.analyze(data, today: today),
                       sourceLocation: sourceLocation)
        }
        check(data(list))
        // Nothing changed: everything comes from the cache.
        check(data(list))
        // The newest session gets a heavier set: new records, a new recommendation.
        list[19].exercises[0].sets.append(AnalyticsFixtures.set(120, 1))
        check(data(list))
        // The oldest session changes: every later record of the exercise moves.
        list[0].exercises[0].sets = AnalyticsFixtures.sets(3, 100, 5)
        check(data(list))
        // A session is deleted, then one is added with an exercise never logged before.
        list.remove(at: 7)
        check(data(list))
        list.append(AnalyticsFixtures.session("2026-12-14", start: "09:00", [AnalyticsFixtures.logged("row", AnalyticsFixtures.sets(3, 50, 8))]))
        check(data(list))
        // Settings and the library change what the rows and records are.
        var config = SiteConfig()
        config.e1rm = config.e1rm == .epley ? .brzycki : .epley
        check(data(list, config: config))
        check(data(list, exercises: [bench, AnalyticsFixtures.exercise("squat", primary: ["glutes"])], config: config))
        check(data(list, exercises: [bench, squat, AnalyticsFixtures.exercise("carry", .isometric)], config: config))
        // Back to the first data set.
        check(data(sessions))
    }

    @Test func anAnalysisHashesTheSameWithOrWithoutItsHistoryHashed() {
        let cached = Analyzer.analyze(data(sessions), today: today, memory: StageMemory())
        var edited = Analyzer.analyze(data(sessions), today: today).exercises
        #expect(cached.exercises.map(\.hashValue) == edited.map(\.hashValue))
        edited[0].history.removeLast()
        #expect(edited[0] != cached.exercises[0])
        #expect(edited[0].hashValue != cached.exercises[0].hashValue)
    }
}
