import Foundation
import LiftbookAnalytics
import LiftbookLoading
import LiftbookModel
import LiftbookSystem
import LiftbookSite
import LiftbookTestSupport
import Testing

/// An exercise's sessions, dates, the names it was logged under, and where it comes from.
struct CountingTests {
    /// A machine used only to warm up on 2026-11-02 and 2026-11-09, worked on 2026-11-05.
    private var warmUpOnly: Analysis {
        let sessions = [
            AnalyticsFixtures.session("2026-11-02", start: "18:00", [AnalyticsFixtures.logged("leg-press", [AnalyticsFixtures.set(100, 10, .warmup)])]),
            AnalyticsFixtures.session("2026-11-05", start: "18:00", [AnalyticsFixtures.logged("leg-press", [AnalyticsFixtures.set(80, 12, .warmup)] + AnalyticsFixtures.sets(3, 140, 10))]),
            AnalyticsFixtures.session("2026-11-09", start: "18:00", [AnalyticsFixtures.logged("leg-press", [AnalyticsFixtures.set(100, 10, .warmup), AnalyticsFixtures.set(120, 8, .warmup)])]),
        ]
        return Analyzer.analyze(AnalyticsFixtures.data(sessions, exercises: [AnalyticsFixtures.exercise("leg-press")]), today: AnalyticsFixtures.day("2026-11-30"))
    }

    @Test func warmUpOnlySessionsShowButDoNotCount() throws {
        let press = try #require(warmUpOnly.exercise("leg-press"))
        #expect(press.history.count == 3)
        #expect(press.history.map(\.countsAsSession) == [false, true, false])
        #expect(press.sessionCount == 1)
        #expect(press.firstDate == AnalyticsFixtures.day("2026-11-05"))
        #expect(press.lastDate == AnalyticsFixtures.day("2026-11-05"))
        #expect(press.workingSetCount == 3)
    }

    @Test func theAPISaysTheSame() throws {
        let files = APIDocuments.files(for: warmUpOnly)
        let exercise = try #require(files.first { $0.path == "api/exercises/leg-press.json" })
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(exercise.contents.utf8)) as? [String: Any])
        #expect(doc["sessions"] as? Int == 1)
        #expect(doc["firstDate"] as? String == "2026-11-05")
        #expect(doc["lastDate"] as? String == "2026-11-05")
        let history = try #require(doc["history"] as? [[String: Any]])
        #expect(history.map { $0["warmupOnly"] as? Bool } == [true, false, true])
        let index = try #require(files.first { $0.path == "api/index.json" })
        let list = try #require((try JSONSerialization.jsonObject(with: Data(index.contents.utf8)) as? [String: Any])?["exercises"] as? [[String: Any]])
        #expect(list.first?["sessions"] as? Int == 1)
        #expect(list.first?["lastDate"] as? String == "2026-11-05")
    }

    @Test func monthReportsCountTheSameSessions() throws {
        let sessions = [
            AnalyticsFixtures.session("2026-10-26", start: "18:00", [AnalyticsFixtures.logged("leg-press", AnalyticsFixtures.sets(3, 140, 10))]),
            AnalyticsFixtures.session("2026-11-02", start: "18:00", [AnalyticsFixtures.logged("leg-press", [AnalyticsFixtures.set(100, 10, .warmup)])]),
            AnalyticsFixtures.session("2026-11-05", start: "18:00", [AnalyticsFixtures.logged("leg-press", AnalyticsFixtures.sets(3, 140, 10)),
                                                       AnalyticsFixtures.logged("curl", [AnalyticsFixtures.set(10, 12, .warmup)])]),
        ]
        let data = AnalyticsFixtures.data(sessions, exercises: [AnalyticsFixtures.exercise("leg-press"), AnalyticsFixtures.exercise("curl")])
        let analysis = Analyzer.analyze(data, today: AnalyticsFixtures.day("2026-11-30"))
        let month = try #require(ReportPeriod.month(parsing: "2026-11").flatMap(ReportBuilder(data: data, analysis: analysis).model(for:)))
        // November: one working session of the leg press (the warm-up-only one is not counted), no curl at all.
        #expect(month.exercises.map(\.id) == ["leg-press"])
        #expect(month.exercises.first?.sessions == 1)
        #expect(month.exercises.first?.workingSets == 3)
    }

    /// An export logs `Lat Pulldown (Cable)` and `Pulldown` (an alias the site adds) in one
    /// workout; a YAML session names it by another alias. Every name is in `loggedAs`.
    @Test func loggedAsListsEveryNameIncludingAliases() throws {
        let result = ImportSite.load([
            "exercises/aliases.yaml": "exercises:\n  - id: lat-pulldown\n    aliases: [Pulldown, Wide Pulldown]\n",
            "imports/strong.csv": """
                Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
                2024-01-01 18:00:00,Pull,1h,Lat Pulldown (Cable),1,60,10,,,,,
                2024-01-01 18:00:00,Pull,1h,Pulldown,1,50,12,,,,,

                """,
            "sessions/2024-01-08.yaml": "date: 2024-01-08\nexercises:\n  - exercise: Wide Pulldown\n    sets: ['55 x 10']\n",
            "sessions/2024-01-15.yaml": "date: 2024-01-15\nexercises:\n  - exercise: lat-pulldown\n    sets: ['57.5 x 10']\n",
        ])
        #expect(result.diagnostics.errors == [])
        let analysis = Analyzer.analyze(result.data, today: ImportSite.today)
        let pulldown = try #require(analysis.exercise("lat-pulldown"))
        #expect(pulldown.loggedAs == ["Lat Pulldown", "Lat Pulldown (Cable)", "Pulldown", "Wide Pulldown"])
        #expect(pulldown.sessionCount == 3)
        #expect(pulldown.history[0].workingSetCount == 2)
    }

    @Test func originSaysWhereTheExerciseComesFrom() throws {
        let result = loadSite([
            "exercises/custom.yaml": SpecExamples.exercises,
            "sessions/2026-11-16.md": "## Barbell Bench Press\n- 80 x 5\n\n## Landmine Press\n- 40 x 8\n\n## Zottman Spider Thing\n- 12 x 10\n",
        ])
        let analysis = Analyzer.analyze(result.data, today: AnalyticsFixtures.day("2026-11-22"))
        #expect(analysis.exercise("barbell-bench-press")?.origin == .library)
        #expect(analysis.exercise("landmine-press")?.origin == .site)
        #expect(analysis.exercise("zottman-spider-thing")?.origin == .unmapped)
        let documents = APIDocuments.files(for: analysis)
        let origins = documents.filter { $0.path.hasPrefix("api/exercises/") }.map { file in
            (file.path, (try? JSONSerialization.jsonObject(with: Data(file.contents.utf8)) as? [String: Any])?["origin"] as? String)
        }
        #expect(origins.map(\.0) == ["api/exercises/barbell-bench-press.json", "api/exercises/landmine-press.json",
                                     "api/exercises/zottman-spider-thing.json"])
        #expect(origins.map(\.1) == ["library", "site", "unmapped"])
    }
}
