import LiftbookTestSupport
import LiftbookAnalytics
import LiftbookLoading
import LiftbookModel
import LiftbookSystem
import LiftbookSite
import Testing

/// A small site read by the real loader and analysed: the figures a lifter would work out by hand.
struct AnalyticsEndToEndTests {
    static let site: [String: String] = [
        "liftbook.yaml": "title: Test\nunits: kg\nweekStart: monday\n",
        "exercises/custom.yaml": """
            schema: 1
            exercises:
              - id: test-press
                name: Test Press
                aliases: ["Press (Test)"]
                type: strength
                category: chest
                primaryMuscles: [chest]
                secondaryMuscles: [triceps]
              - id: test-hold
                name: Test Hold
                type: isometric
                category: core
                primaryMuscles: [abdominals]

            """,
        "routine.yaml": """
            schema: 1
            name: Test plan
            days:
              monday:
                title: Push
                exercises:
                  - {exercise: test-press, sets: 3, reps: 5, weight: 100, progression: linear}
                  - {exercise: test-hold, sets: 2, duration: 45s}
              thursday:
                title: Push again
                exercises:
                  - {exercise: test-press, sets: 3, reps: 8-12, weight: 60}

            """,
        "sessions/2026-11-02.md": """
            ---
            date: 2026-11-02
            start: "18:00"
            end: "19:00"
            ---
            ## Test Press
            - 60 x 5 warmup
            - 100 x 5 x 3

            ## Test Hold
            - 45s
            - 50s

            """,
        "sessions/2026-11-16-am.md": """
            ---
            date: 2026-11-16
            start: "07:00"
            ---
            ## Press (Test)
            - 120 x 1 w
            - 102.5 x 5,5,4

            """,
        "sessions/2026-11-16-pm.md": """
            ---
            date: 2026-11-16
            start: "18:00"
            ---
            ## Test Hold
            - 40s
            - 55s

            """,
        "sessions/2026-11-19.yaml": """
            date: 2026-11-19
            start: "18:30"
            routine: thursday
            exercises:
              - exercise: Test Press
                sets: ["70 x 12 x 3 @8"]

            """,
    ]

    @Test func loadAnalyseAndPublish() throws {
        let today = try #require(LocalDate(iso: "2026-11-23"))
        let result = SiteLoader(files: MemorySiteFiles(Self.site), today: today).load()
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics)")
        let analysis = Analyzer.analyze(result.data, today: today)

        let press = try #require(analysis.exercise("test-press"))
        #expect(press.loggedAs == ["Press (Test)", "Test Press"])
        #expect(press.history.map(\.sessionID) == ["2026-11-02-1800", "2026-11-16-0700", "2026-11-19-1830"])
        #expect(press.history.map(\.volumeKilograms) == [1500, 1435, 2520])
        #expect(press.records[.heaviest]?.value == 102.5)              // the 120 kg warm-up sets nothing
        #expect(press.records[.heaviest]?.previous?.value == 100)
        #expect(press.records[.sessionVolume]?.value == 2520)           // 70 × 12 × 3
        #expect(press.records.repMaxes.map { $0.reps ?? 0 } == [4, 5, 12])

        // Weeks 45 to 48: two workouts on the 16th count as two; week 46 is a zero week.
        #expect(analysis.weeks.map(\.week.description) == ["2026-W45", "2026-W46", "2026-W47", "2026-W48"])
        #expect(analysis.weeks.map(\.sessionCount) == [1, 0, 3, 0])
        #expect(analysis.weeks.map(\.plannedSessions) == [2, 2, 2, 2])
        #expect(analysis.weeks[0].durationSeconds == 3600)
        #expect(analysis.weeks[0].muscleSets == ["chest": 3, "triceps": 1.5, "abdominals": 2])
        #expect(analysis.weeks.map(\.streak) == [0, 0, 1, 0])
        #expect(analysis.currentStreak == 1)

        // The press is planned on two days, so each day looks at its own sessions. Monday (untagged
        // sessions on Mondays): 102.5 × 5,5,4 missed 3 × 5 → repeat 102.5 kg. Thursday (the session
        // tagged `routine: thursday`): 70 × 12 × 3 tops the 8–12 range → 72.5 kg × 8.
        // The hold: 40 s and 55 s last time, short of 45 s → 45 s.
        let monday = analysis.recommendations.filter { $0.day == .monday }
        #expect(monday.map(\.action) == [.repeat, .extend])
        #expect(monday.first?.weight == Weight(102.5, .kg))
        #expect(monday.first?.lookedAt == ["2026-11-02-1800", "2026-11-16-0700"])
        #expect(monday.last?.duration == 45)
        #expect(monday.last?.lookedAt == ["2026-11-02-1800", "2026-11-16-1800"])
        let thursday = analysis.recommendations.first { $0.day == .thursday }
        #expect(thursday?.rule == .double)
        #expect(thursday?.weight == Weight(72.5, .kg))
        #expect(thursday?.reps == RepTarget(8))

        let paths = APIDocuments.files(for: analysis).map(\.path)
        #expect(paths.contains("api/exercises/test-press.json") && paths.contains("api/weeks/2026-W46.json"))
        #expect(APIDocuments.files(for: analysis) == APIDocuments.files(for: Analyzer.analyze(result.data, today: today)))
    }
}
