import LiftbookAnalytics
import LiftbookFixtures
import LiftbookModel
import LiftbookSystem
import Testing

/// `serve` resumes an edited exercise's record run from the state it kept before the first row
/// that changed (every 64 rows): whatever row changes, and whether rows are added or removed
/// before, at or after a kept state, the analysis must equal a fresh one.
struct IncrementalRecordRunTests {
    private let bench = AnalyticsFixtures.exercise("bench", primary: ["chest"], secondary: ["triceps"])
    private let today = AnalyticsFixtures.day("2026-06-30")
    private let first = AnalyticsFixtures.day("2025-01-01")

    /// 200 sessions two days apart: bench in a saw-tooth of loads (a record every few weeks, then
    /// lighter), and every third session a dip the library does not know.
    private var sessions: [Session] {
        (0..<200).map { index in session(on: first.adding(days: 2 * index), index: index) }
    }

    private func session(on day: LocalDate, index: Int, extra: [LoggedSet] = []) -> Session {
        let kg = 60 + Double(index % 23) * 2.5 + Double(index / 23)
        var logged = [AnalyticsFixtures.logged("bench", [AnalyticsFixtures.set(40, 10, .warmup)]
                                                   + AnalyticsFixtures.sets(kg, reps: [5, 5, 3 + index % 4]) + extra)]
        if index % 3 == 0 { logged.append(AnalyticsFixtures.logged("dip", [AnalyticsFixtures.bodyweight(8 + index % 5)], name: "Dip")) }
        return AnalyticsFixtures.session(day.description, start: "18:00", logged)
    }

    private func check(_ list: [Session], _ memory: StageMemory, config: SiteConfig = SiteConfig(), exercises: [Exercise]? = nil,
                       _ comment: Comment, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let data = AnalyticsFixtures.data(list, exercises: exercises ?? [bench], config: config)
        let cached = Analyzer.analyze(data, today: today, memory: memory)
        let fresh = Analyzer.analyze(data, today: today)
        #expect(cached.exercises == fresh.exercises, comment, sourceLocation: sourceLocation)
        #expect(cached.exercises.map(\.hashValue) == fresh.exercises.map(\.hashValue), comment, sourceLocation: sourceLocation)
        #expect(cached.exercises.map(\.recordEvents) == fresh.exercises.map(\.recordEvents), comment, sourceLocation: sourceLocation)
        #expect(cached.exercises.map(\.records) == fresh.exercises.map(\.records), comment, sourceLocation: sourceLocation)
        #expect(cached.sessions == fresh.sessions, comment, sourceLocation: sourceLocation)
        #expect(cached.weeks == fresh.weeks, comment, sourceLocation: sourceLocation)
    }

    @Test func editsBeforeAtAndAfterAKeptStateEqualAFreshAnalysis() {
        let memory = StageMemory()
        var list = sessions
        check(list, memory, "first analysis")
        check(list, memory, "nothing changed")
        // A record in the newest session, then in sessions around the kept states (rows 64 and 128).
        for index in [199, 150, 128, 127, 65, 64, 63, 1, 0] {
            list[index].exercises[0].sets.append(AnalyticsFixtures.set(200 + Double(index), 1))
            check(list, memory, "a record in session \(index)")
        }
        // A heavy set taken out again: later rows beat records they did not before.
        list[63].exercises[0].sets.removeLast()
        check(list, memory, "a record removed from session 63")
        // Rows added and removed: at the end, in the middle, before the first kept state.
        list.append(session(on: first.adding(days: 400), index: 200))
        check(list, memory, "a session added at the end")
        list.remove(at: 100)
        check(list, memory, "a session removed in the middle")
        list.insert(session(on: first.adding(days: 61), index: 7, extra: [AnalyticsFixtures.set(300, 1)]), at: 31)
        check(list, memory, "a session with a record added between two old ones")
        list.remove(at: 31)
        check(list, memory, "that session removed again")
        list.remove(at: 10)
        check(list, memory, "a session removed before the first kept state")
    }

    @Test func whatTheRowsAreRunWithChangingStartsAgain() {
        let memory = StageMemory()
        var list = sessions
        check(list, memory, "first analysis")
        // A dip logged with help late in the log: the exercise becomes assisted, so every row's records change.
        list[198].exercises.append(AnalyticsFixtures.logged("dip", [AnalyticsFixtures.bodyweight(10, added: -20)], name: "Dip"))
        check(list, memory, "help logged on a late dip")
        list[198].exercises.removeLast()
        check(list, memory, "the help removed")
        // The formula and the library entry change what every row's e1RM and type are.
        var config = SiteConfig()
        config.e1rm = config.e1rm == .epley ? .brzycki : .epley
        list[190].exercises[0].sets.append(AnalyticsFixtures.set(250, 1))
        check(list, memory, config: config, "another formula and a late record")
        check(list, memory, config: config, exercises: [bench, AnalyticsFixtures.exercise("dip", .bodyweight, primary: ["chest"])],
              "the dip added to the library")
        check(list, memory, "back to the first settings and library")
    }
}
