import LiftbookAnalytics
import LiftbookModel
import LiftbookFixtures
import Testing

/// Personal records: the date each was set and the record it beat.
struct RecordsTests {
    private func analyze(_ sessions: [Session], exercises: [Exercise] = []) -> Analysis {
        Analyzer.analyze(AnalyticsFixtures.data(sessions, exercises: exercises), today: AnalyticsFixtures.day("2026-11-30"))
    }

    @Test func aWarmUpHeavierThanEveryWorkingSetSetsNoRecord() {
        let analysis = analyze([
            AnalyticsFixtures.session("2026-11-02", start: "18:00", [AnalyticsFixtures.logged("squat", AnalyticsFixtures.sets(3, 100, 5))]),
            AnalyticsFixtures.session("2026-11-09", start: "18:00", [AnalyticsFixtures.logged("squat", [AnalyticsFixtures.set(140, 3, .warmup)] + AnalyticsFixtures.sets(3, 100, 5))]),
        ])
        let squat = analysis.exercise("squat")
        #expect(squat?.records[.heaviest]?.value == 100)
        #expect(squat?.records[.heaviest]?.date == AnalyticsFixtures.day("2026-11-02"))
        #expect(squat?.records.repMaxes.map(\.reps) == [5])
        #expect(squat?.recordEvents == [])
        #expect(analysis.sessions.last?.records == [])
    }

    @Test func aRecordKeepsTheOneItBeat() {
        let analysis = analyze([
            AnalyticsFixtures.session("2026-11-02", start: "18:00", [AnalyticsFixtures.logged("bench", AnalyticsFixtures.sets(3, 80, 5))]),
            AnalyticsFixtures.session("2026-11-05", start: "18:00", [AnalyticsFixtures.logged("bench", AnalyticsFixtures.sets(3, 82.5, 5))]),
            AnalyticsFixtures.session("2026-11-09", start: "18:00", [AnalyticsFixtures.logged("bench", AnalyticsFixtures.sets(80, reps: [8, 5]))]),
        ])
        let records = analysis.exercise("bench")?.records
        let heaviest = records?[.heaviest]
        #expect(heaviest?.value == 82.5)
        #expect(heaviest?.sessionID == "2026-11-05-1800")
        #expect(heaviest?.weightKilograms == 82.5)
        #expect(heaviest?.reps == 5)
        #expect(heaviest?.previous == PreviousRecord(value: 80, date: AnalyticsFixtures.day("2026-11-02"), sessionID: "2026-11-02-1800"))
        // 80 × 8 = 640 beats 82.5 × 5 = 412.5; e1RM 80 × (1 + 8/30) = 101.33 beats 82.5 × (1 + 5/30) = 96.25.
        #expect(records?[.setVolume]?.value == 640)
        #expect(records?[.setVolume]?.previous?.value == 412.5)
        #expect(abs((records?[.e1rm]?.value ?? 0) - 101.333) < 0.001)
        // Session volume: 1200, then 1237.5, then 1040 (no record).
        #expect(records?[.sessionVolume]?.value == 1237.5)
        #expect(records?[.sessionVolume]?.weightKilograms == nil)
        // Rep maxes: 5 reps at 82.5 kg, 8 reps at 80 kg.
        #expect(records?.repMaxes.map { [$0.reps ?? 0, Int($0.value * 10)] } == [[5, 825], [8, 800]])
        // Rep PR: 8 reps at 80 kg beat 5 reps at 80 kg.
        let mostReps = records?.mostReps.first { $0.weightKilograms == 80 }
        #expect(mostReps?.value == 8)
        #expect(mostReps?.previous?.value == 5)
        let kinds = analysis.sessions.map { $0.records.map(\.kind) }
        #expect(kinds == [[], [.heaviest, .e1rm, .setVolume, .sessionVolume, .repMax], [.e1rm, .setVolume, .mostReps]])
    }

    @Test func anEqualValueIsNotARecord() {
        let analysis = analyze([
            AnalyticsFixtures.session("2026-11-02", start: "18:00", [AnalyticsFixtures.logged("bench", AnalyticsFixtures.sets(1, 100, 5))]),
            AnalyticsFixtures.session("2026-11-05", start: "18:00", [AnalyticsFixtures.logged("bench", AnalyticsFixtures.sets(1, 100, 5))]),
        ])
        #expect(analysis.exercise("bench")?.records[.heaviest]?.date == AnalyticsFixtures.day("2026-11-02"))
        #expect(analysis.exercise("bench")?.recordEvents == [])
    }

    @Test func cardioRecordsAndTheFastestPace() {
        let running = AnalyticsFixtures.exercise("running", .cardio)
        let analysis = analyze([
            AnalyticsFixtures.session("2026-11-01", start: "09:00", [AnalyticsFixtures.logged("running", [AnalyticsFixtures.timed(1800, km: 5)])]),
            AnalyticsFixtures.session("2026-11-08", start: "09:00", [AnalyticsFixtures.logged("running", [AnalyticsFixtures.timed(1500, km: 5)])]),
            AnalyticsFixtures.session("2026-11-15", start: "09:00", [AnalyticsFixtures.logged("running", [AnalyticsFixtures.timed(2700, km: 7)])]),
        ], exercises: [running])
        let records = analysis.exercise("running")?.records
        #expect(records?[.longestDistance]?.value == 7000)
        #expect(records?[.longestDuration]?.value == 2700)
        #expect(records?[.fastestPace]?.value == 300)  // 25:00 for 5 km
        #expect(records?[.fastestPace]?.previous?.value == 360)
        #expect(records?[.heaviest] == nil)
    }

    @Test func anExerciseTheLibraryDoesNotKnowIsMeasuredByItsSets() {
        let analysis = analyze([
            AnalyticsFixtures.session("2026-11-01", start: "09:00", [AnalyticsFixtures.logged("rowing-erg", [AnalyticsFixtures.timed(600, km: 2.5)], name: "Rowing Erg")]),
            AnalyticsFixtures.session("2026-11-08", start: "09:00", [AnalyticsFixtures.logged("rowing-erg", [AnalyticsFixtures.timed(600, km: 2.6)], name: "Rowing Erg")]),
        ])
        let erg = analysis.exercise("rowing-erg")
        #expect(erg?.type == .cardio)
        #expect(erg?.name == "Rowing Erg")
        #expect(erg?.records[.longestDistance]?.value == 2600)
        #expect(erg?.records[.fastestPace]?.previous?.value == 240)  // 10 min for 2.5 km
    }

    @Test func isometricLongestHold() {
        let plank = AnalyticsFixtures.exercise("plank", .isometric)
        let analysis = analyze([
            AnalyticsFixtures.session("2026-11-01", start: "09:00", [AnalyticsFixtures.logged("plank", [AnalyticsFixtures.timed(45), AnalyticsFixtures.timed(50)])]),
            AnalyticsFixtures.session("2026-11-08", start: "09:00", [AnalyticsFixtures.logged("plank", [AnalyticsFixtures.timed(60), LoggedSet(kind: .warmup, duration: 90)])]),
        ], exercises: [plank])
        let hold = analysis.exercise("plank")?.records[.longestHold]
        #expect(hold?.value == 60)
        #expect(hold?.previous?.value == 50)
    }

    @Test func bodyWeightRepPRs() {
        let pullUp = AnalyticsFixtures.exercise("pull-up", .bodyweight)
        let analysis = analyze([
            AnalyticsFixtures.session("2026-11-01", start: "09:00", [AnalyticsFixtures.logged("pull-up", [AnalyticsFixtures.bodyweight(8), AnalyticsFixtures.bodyweight(6)])]),
            AnalyticsFixtures.session("2026-11-08", start: "09:00", [AnalyticsFixtures.logged("pull-up", [AnalyticsFixtures.bodyweight(10)])]),
        ], exercises: [pullUp])
        let records = analysis.exercise("pull-up")?.records
        #expect(records?[.heaviest] == nil)
        #expect(records?[.e1rm] == nil)
        #expect(records?.mostReps.map(\.value) == [10])
        #expect(analysis.exercise("pull-up")?.recordEvents.map(\.kind) == [.mostReps])
    }
}
