@testable import LiftbookLoading
import LiftbookModel
import LiftbookFixtures
import Testing

@Suite("Liftosaur and Fitbod exports")
struct LiftosaurFitbodImportTests {
    func load(_ path: String, _ csv: String, timezone: String) -> SiteLoader.Result {
        ImportSite.load(["liftbook.yaml": "timezone: \(timezone)\n", path: csv])
    }

    func kg(_ value: Double) -> Load { .weight(Weight(value, .kg)) }

    @Test func liftosaurPlannedSetsUTCTimesAndUnits() throws {
        let path = "imports/liftosaur.csv"
        let result = load(path, MoreAppFixtures.liftosaur, timezone: "Europe/Berlin")
        #expect(ImportSite.diagnostics(about: path, in: result) == [])
        let sessions = result.data.sessions
        try #require(sessions.count == 2)
        // 17:50:24Z is 19:50:24 in Berlin in May (UTC+2); 23:30Z on the 10th is 01:30 on the 11th.
        #expect(sessions[0].date == LocalDate(iso: "2026-05-08") && sessions[0].start == LocalTime(text: "19:50:24"))
        #expect(sessions[1].date == LocalDate(iso: "2026-05-11") && sessions[1].start == LocalTime(text: "01:30"))
        #expect(sessions[0].title == "Day 1")
        // `Bench Press, Barbell` is read as `Bench Press (Barbell)`, the library's alias.
        #expect(sessions[0].exercises.map(\.exerciseID) == ["barbell-bench-press", "barbell-back-squat"])
        #expect(sessions[0].exercises[0].sets == [
            LoggedSet(kind: .warmup, load: kg(40), reps: 5),
            LoggedSet(load: kg(60), reps: 5),
            LoggedSet(kind: .amrap, load: kg(60), reps: 7),
        ])
        #expect(sessions[0].exercises[0].notes == "Elbows tucked")
        // The squat set with no completed reps was not done: one set of 225 lb × 3 at RPE 8.
        #expect(sessions[0].exercises[1].sets == [LoggedSet(load: .weight(Weight(225, .lb)), reps: 3, rpe: 8)])
        #expect(sessions[1].exercises[0].sets == [LoggedSet(load: .bodyweight(added: nil), reps: 8), LoggedSet(load: .bodyweight(added: nil), reps: 6)])
        // Bench 60×5 + 60×7 = 720 kg; squat 225 lb × 3 = 675 lb = 306.174849… kg; warm-ups out.
        #expect(close(Figures.volume(sessions, "barbell-bench-press"), 720))
        #expect(close(Figures.volume(sessions, "barbell-back-squat"), 675 * 0.45359237))
        #expect(Figures.workingSets(sessions) == 5)
    }

    @Test(arguments: [
        ("Bench Press, Barbell", "Bench Press (Barbell)"), ("Pull Up", "Pull Up"), ("Bicep Curl, Dumbbell", "Bicep Curl (Dumbbell)"),
        ("Squat (Barbell)", "Squat (Barbell)"), (", Barbell", ", Barbell"),
    ])
    func liftosaurNames(written: String, read: String) {
        #expect(LiftosaurImporter.libraryName(written) == read)
    }

    @Test func fitbodKilogramsUTCAndIdenticalRows() throws {
        let path = "imports/fitbod.csv"
        let result = load(path, MoreAppFixtures.fitbod, timezone: "America/New_York")
        #expect(ImportSite.diagnostics(about: path, in: result) == [])
        let sessions = result.data.sessions
        try #require(sessions.count == 2)
        // 22:14:35 +0000 is 17:14:35 in New York in January (UTC−5).
        #expect(sessions[0].date == LocalDate(iso: "2021-01-17") && sessions[0].start == LocalTime(text: "17:14:35"))
        #expect(sessions[1].date == LocalDate(iso: "2021-01-19") && sessions[1].start == LocalTime(text: "06:02"))
        let bench = sessions[0].exercises[0]
        #expect(bench.exerciseID == "barbell-bench-press")
        // Two identical rows are two sets; 61.235… kg is 135 lb, kept in kilograms as written.
        #expect(bench.sets == [
            LoggedSet(kind: .warmup, load: kg(20.41168092460379), reps: 10),
            LoggedSet(load: kg(61.23504277381137), reps: 8),
            LoggedSet(load: kg(61.23504277381137), reps: 8),
        ])
        #expect(close(Weight(61.23504277381137, .kg).value(in: .lb), 135, tolerance: 0.001))
        #expect(sessions[0].exercises[1].notes == "Slow negatives")
        #expect(sessions[0].exercises[2].sets == [LoggedSet(duration: 600, distance: Distance(1609.344, .m))])
        // Bench 2 × 8 × 61.235… = 979.76… kg, curl 12 × 9.071847, squat 5 × 100; the warm-up is out.
        #expect(close(Figures.volume(sessions, "barbell-bench-press"), 16 * 61.23504277381137))
        #expect(close(Figures.volume(sessions), 16 * 61.23504277381137 + 12 * 9.071847 + 500))
        #expect(Figures.workingSets(sessions) == 5)
    }
}

@Suite("Fitbod workouts stamped per set")
struct FitbodPerSetTimeTests {
    @Test func setsMinutesApartAreOneWorkoutFromTheFirst() throws {
        let path = "imports/fitbod.csv"
        let csv = """
            Date,Exercise,Reps,Weight(kg),Duration(s),Distance(m),Incline,Resistance,isWarmup,Note,multiplier
            2021-01-17 22:20:00 +0000,Barbell Squat, 5, 100, 0, 0, 0, 0,false,,1.0
            2021-01-17 22:14:35 +0000,Barbell Squat, 5, 100, 0, 0, 0, 0,false,,1.0
            2021-01-18 09:00:00 +0000,Barbell Squat, 5, 105, 0, 0, 0, 0,false,,1.0

            """
        let sessions = ImportSite.load([path: csv]).data.sessions
        // 22:14:35 and 22:20 are one workout from 22:14:35; 09:00 the next day is another.
        #expect(sessions.map { "\($0.date) \($0.start?.description ?? "")" } == ["2021-01-17 22:14:35", "2021-01-18 09:00"])
        #expect(sessions.map(\.exercises.first?.sets.count) == [2, 1])
    }
}
