import LiftbookAnalytics
import LiftbookModel
import LiftbookFixtures
import Testing

/// Weeks: sessions done vs planned, sets, volume, muscles, records, streaks and zero weeks.
struct WeekTests {
    private let bench = AnalyticsFixtures.exercise("bench", primary: ["chest"], secondary: ["triceps", "shoulders"])
    private let squat = AnalyticsFixtures.exercise("squat", primary: ["quadriceps", "glutes"], secondary: ["hamstrings"])

    private var plan: Routine {
        AnalyticsFixtures.routine([.monday: [AnalyticsFixtures.planned("bench", .linear, reps: RepTarget(5), kg: 60)],
                      .thursday: [AnalyticsFixtures.planned("squat", .linear, reps: RepTarget(5), kg: 80)]])
    }

    @Test func twoWorkoutsOnOneDayCountAsTwoSessions() {
        let sessions = [
            AnalyticsFixtures.session("2026-11-16", start: "07:00", [AnalyticsFixtures.logged("bench", AnalyticsFixtures.sets(3, 60, 5))]),
            AnalyticsFixtures.session("2026-11-16", start: "18:30", [AnalyticsFixtures.logged("squat", AnalyticsFixtures.sets(3, 80, 5))]),
        ]
        let analysis = Analyzer.analyze(AnalyticsFixtures.data(sessions, exercises: [bench, squat], routine: plan), today: AnalyticsFixtures.day("2026-11-22"))
        #expect(analysis.sessions.map(\.id) == ["2026-11-16-0700", "2026-11-16-1830"])
        let week = analysis.week(containing: AnalyticsFixtures.day("2026-11-16"))
        #expect(week?.sessionCount == 2)
        #expect(week?.plannedSessions == 2)
        #expect(week?.meetsPlan == true)
        #expect(week?.adherence == 1)
        #expect(week?.workingSets == 6)
        #expect(week?.volumeKilograms == 2100)  // 3 × 60 × 5 + 3 × 80 × 5
    }

    @Test func twoUntimedWorkoutsOnOneDayStayTwo() {
        let sessions = [
            AnalyticsFixtures.session("2026-11-16", [AnalyticsFixtures.logged("bench", AnalyticsFixtures.sets(1, 60, 5))], sequence: 0),
            AnalyticsFixtures.session("2026-11-16", [AnalyticsFixtures.logged("bench", AnalyticsFixtures.sets(1, 62.5, 5))], sequence: 1),
        ]
        let analysis = Analyzer.analyze(AnalyticsFixtures.data(sessions, exercises: [bench]), today: AnalyticsFixtures.day("2026-11-16"))
        #expect(analysis.weeks.first?.sessionIDs == ["2026-11-16", "2026-11-16-2"])
        #expect(analysis.exercise("bench")?.history.count == 2)
        #expect(analysis.exercise("bench")?.records[.heaviest]?.previous?.value == 60)
    }

    @Test func aWeekWithNoTrainingShowsZeroNotAGap() {
        let sessions = [
            AnalyticsFixtures.session("2026-11-02", start: "18:00", [AnalyticsFixtures.logged("bench", AnalyticsFixtures.sets(3, 60, 5))]),
            AnalyticsFixtures.session("2026-11-19", start: "18:00", [AnalyticsFixtures.logged("bench", AnalyticsFixtures.sets(3, 62.5, 5))]),
        ]
        let analysis = Analyzer.analyze(AnalyticsFixtures.data(sessions, exercises: [bench], routine: plan), today: AnalyticsFixtures.day("2026-12-01"))
        #expect(analysis.weeks.map(\.week.description) == ["2026-W45", "2026-W46", "2026-W47", "2026-W48", "2026-W49"])
        #expect(analysis.weeks.map(\.sessionCount) == [1, 0, 1, 0, 0])
        let empty = analysis.weeks[1]
        #expect(empty.isEmpty && empty.workingSets == 0 && empty.volumeKilograms == 0 && empty.muscleSets.isEmpty)
        #expect(empty.firstDay == AnalyticsFixtures.day("2026-11-09"))
        #expect(empty.plannedSessions == 2)
    }

    @Test func setsPerMuscleCountPrimaryOneAndSecondaryHalf() {
        let sessions = [
            AnalyticsFixtures.session("2026-11-16", start: "18:00", [AnalyticsFixtures.logged("bench", [AnalyticsFixtures.set(40, 10, .warmup)] + AnalyticsFixtures.sets(3, 60, 5)),
                                                        AnalyticsFixtures.logged("squat", AnalyticsFixtures.sets(2, 80, 5))]),
        ]
        let week = Analyzer.analyze(AnalyticsFixtures.data(sessions, exercises: [bench, squat]), today: AnalyticsFixtures.day("2026-11-16")).weeks.first
        #expect(week?.muscleSets == ["chest": 3, "triceps": 1.5, "shoulders": 1.5, "quadriceps": 2, "glutes": 2, "hamstrings": 1])
    }

    @Test func durationAndRecordsOfTheWeek() {
        let sessions = [
            AnalyticsFixtures.session("2026-11-09", start: "18:00", end: "19:00", [AnalyticsFixtures.logged("bench", AnalyticsFixtures.sets(3, 60, 5))]),
            AnalyticsFixtures.session("2026-11-16", start: "18:00", end: "19:15", [AnalyticsFixtures.logged("bench", AnalyticsFixtures.sets(3, 62.5, 5))]),
            AnalyticsFixtures.session("2026-11-18", start: "23:30", end: "00:15", [AnalyticsFixtures.logged("bench", AnalyticsFixtures.sets(1, 50, 5))]),
        ]
        let analysis = Analyzer.analyze(AnalyticsFixtures.data(sessions, exercises: [bench]), today: AnalyticsFixtures.day("2026-11-22"))
        #expect(analysis.weeks.map(\.durationSeconds) == [3600, 4500 + 2700])
        #expect(analysis.weeks[0].records.isEmpty)
        #expect(analysis.weeks[1].records.map(\.kind) == [.heaviest, .e1rm, .setVolume, .sessionVolume, .repMax])
        #expect(analysis.recentRecords(2).map(\.kind) == [.repMax, .sessionVolume])
    }

    @Test func streaksOfWeeksMeetingThePlan() {
        // Planned: 2 a week. W45: 2, W46: 2, W47: 1, W48: 2, W49 (this week, in progress): 1.
        let dates = ["2026-11-02", "2026-11-05", "2026-11-09", "2026-11-12", "2026-11-16", "2026-11-23", "2026-11-26", "2026-11-30"]
        let sessions = dates.map { AnalyticsFixtures.session($0, start: "18:00", [AnalyticsFixtures.logged("bench", AnalyticsFixtures.sets(3, 60, 5))]) }
        let analysis = Analyzer.analyze(AnalyticsFixtures.data(sessions, exercises: [bench], routine: plan), today: AnalyticsFixtures.day("2026-12-01"))
        #expect(analysis.weeks.map(\.streak) == [1, 2, 0, 1, 0])
        #expect(analysis.currentStreak == 1)  // this week is not over yet
    }

    @Test func weeksCanStartOnSunday() {
        var config = SiteConfig()
        config.weekStart = .sunday
        let sessions = [
            AnalyticsFixtures.session("2026-11-15", start: "09:00", [AnalyticsFixtures.logged("bench", AnalyticsFixtures.sets(1, 60, 5))]),  // a Sunday
            AnalyticsFixtures.session("2026-11-21", start: "09:00", [AnalyticsFixtures.logged("bench", AnalyticsFixtures.sets(1, 60, 5))]),  // the Saturday after
        ]
        let analysis = Analyzer.analyze(AnalyticsFixtures.data(sessions, exercises: [bench], config: config), today: AnalyticsFixtures.day("2026-11-22"))
        #expect(analysis.weeks.count == 2)
        #expect(analysis.weeks.first?.firstDay == AnalyticsFixtures.day("2026-11-15"))
        #expect(analysis.weeks.first?.sessionCount == 2)
        #expect(analysis.weeks.last?.firstDay == AnalyticsFixtures.day("2026-11-22"))
        #expect(analysis.weeks.last?.sessionCount == 0)
    }

    @Test func noSessionsNoWeeks() {
        let analysis = Analyzer.analyze(AnalyticsFixtures.data([]), today: AnalyticsFixtures.day("2026-11-22"))
        #expect(analysis.weeks.isEmpty)
        #expect(analysis.currentStreak == 0)
        #expect(analysis.exercises.isEmpty)
    }
}
