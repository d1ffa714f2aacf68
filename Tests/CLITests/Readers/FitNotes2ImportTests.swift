@testable import LiftbookLoading
import LiftbookModel
import LiftbookTestSupport
import Testing

@Suite("FitNotes 2 exports")
struct FitNotes2ImportTests {
    let path = "imports/fitnotes2.csv"

    func load(_ csv: String, timezone: String = "Europe/Berlin") -> SiteLoader.Result {
        ImportSite.load(["liftbook.yaml": "timezone: \(timezone)\nimports:\n  - {file: \(path), unit: kg}\n", path: csv])
    }

    func kg(_ value: Double) -> Load { .weight(Weight(value, .kg)) }

    @Test func twoWorkoutsADayStatusesAndDecimalCommas() throws {
        let result = load(NewReaderFixtures.fitNotes2)
        #expect(ImportSite.diagnostics(about: path, in: result) == [])
        let sessions = result.data.sessions
        try #require(sessions.count == 2)
        // 06:30 UTC is 07:30 in Berlin in January (UTC+1); 17:00 UTC is 18:00. Same day, two workouts.
        #expect(sessions.map { "\($0.date) \($0.start?.description ?? "")–\($0.end?.description ?? "") \($0.title)" }
            == ["2025-01-14 07:30–08:15 Morning Push", "2025-01-14 18:00–19:05 Evening Legs"])
        // `Bench Press` with `Barbell` is the library's `Bench Press (Barbell)`; the NotStarted set is left out.
        #expect(sessions[0].exercises.map(\.exerciseID) == ["barbell-bench-press"])
        #expect(sessions[0].exercises[0].sets == [
            LoggedSet(kind: .warmup, load: kg(40), reps: 10),
            LoggedSet(load: kg(82.5), reps: 5, rpe: 8),
            LoggedSet(kind: .failure, load: kg(82.5), reps: 3, rpe: 10),
        ])
        #expect(sessions[0].exercises[0].notes == "Paused")
        #expect(sessions[1].exercises.map(\.exerciseID) == ["barbell-back-squat", "pull-up"])
        #expect(sessions[1].exercises[0].sets[0] == LoggedSet(load: kg(100), reps: 5, rir: 2))
        #expect(sessions[1].exercises[1].sets == [LoggedSet(load: .bodyweight(added: nil), reps: 8)])
        // Working sets: bench 2 (the failure set counts), squat 2, pull-up 1 = 5.
        // Volume: bench 82.5 × 5 + 82.5 × 3 = 660 kg, squat 2 × 5 × 100 = 1000 kg.
        #expect(Figures.workingSets(sessions) == 5)
        #expect(close(Figures.volume(sessions, "barbell-bench-press"), 660))
        #expect(close(Figures.volume(sessions, "barbell-back-squat"), 1000))
        // "81,5" on every row of both workouts: one day of the body-weight log, 81.5 kg.
        #expect(result.data.bodyWeights.map(\.weight) == [Weight(81.5, .kg)])
    }

    @Test(arguments: [
        ("Completed", "false", SetKind?.some(.working)), ("Completed", "true", .warmup), ("Failed", "false", .failure),
        ("NotStarted", "false", nil), ("NotStarted", "true", nil), ("", "", .working), ("Skipped", "false", nil),
    ])
    func statuses(status: String, warmup: String, kind: SetKind?) throws {
        var diagnostics: [Diagnostic] = []
        let table = try #require(CSVTable(path: path, text: "Status,IsWarmup\n\(status),\(warmup)\n", into: &diagnostics))
        let fields = FieldReader(table: table, row: table.rows[0])
        #expect(try FitNotes2Importer.setKind(fields, status: 0, warmup: 1) == kind)
    }

    @Test(arguments: [
        ("Bench Press", "Barbell", "Bench Press (Barbell)"), ("Pull Up", "", "Pull Up"), ("Pull Up", "Bodyweight", "Pull Up"),
        ("Dumbbell Curl", "Dumbbell", "Dumbbell Curl"), ("Lat Pulldown", "Cable", "Lat Pulldown (Cable)"),
    ])
    func namesWithEquipment(exercise: String, equipment: String, name: String) {
        #expect(FitNotes2Importer.fullName(exercise, equipment: equipment) == name)
    }

    @Test func brokenRowsAreErrorsAtTheirCell() {
        let csv = """
            Name,StartTime,EndTime,BodyWeight,Exercise,Equipment,Reps,Weight,Time,Distance,Status,IsWarmup,RPE,RIR,Categories,Note
            Push,2025-01-14 06:30:00,2025-01-14 07:15:00,,Bench Press,Barbell,5,80,,,Completed,false,,,Chest,
            Push,2025-01-14 06:30:00,2025-01-14 07:15:00,,Bench Press,Barbell,5,80,,,Paused,false,,,Chest,
            Legs,14/01/2025 17:00,,,Squat,Barbell,5,100,,,Completed,false,,,Legs,

            """
        let found = ImportSite.diagnostics(about: path, in: load(csv))
        #expect(found == [
            .error("'Paused' is not a set status; the row is not imported", at: SourceLocation(path: path, line: 3, column: 74),
                   hint: "FitNotes 2 writes Completed, NotStarted (not done) or Failed (a failure set)"),
            .error("'14/01/2025 17:00' is not a date and time; the row is not imported", at: SourceLocation(path: path, line: 4, column: 6),
                   hint: "FitNotes 2 writes start times in UTC, like 2025-01-14 17:05:00"),
        ])
    }

    @Test func aloneInAFreshSiteChecksAndBuilds() throws {
        let site = try FreshImportSite(["imports/workouts.csv": NewReaderFixtures.fitNotes2],
                                       settings: "imports:\n  - {file: imports/workouts.csv, unit: kg}\n")
        defer { site.remove() }
        #expect(site.check.status == 0, Comment(rawValue: site.check.stderr))
        #expect(site.build.status == 0, Comment(rawValue: site.build.stderr))
        #expect(site.problems.filter { $0.contains("workouts.csv") } == [], Comment(rawValue: site.check.stderr))
        // Two sessions; 6 sets (the warm-up counted as a set, the NotStarted one not).
        #expect(site.check.stderr.contains("checked 2 sessions, 6 sets"), Comment(rawValue: site.check.stderr))
        #expect(try site.exerciseNumber("barbell-bench-press", "totalVolumeKg") == 660)
        #expect(try site.exerciseNumber("barbell-bench-press", "workingSets") == 2)
        #expect(try site.exerciseNumber("barbell-bench-press", "records", "heaviestKg", "value") == 82.5)
        #expect(try site.exerciseNumber("barbell-back-squat", "totalVolumeKg") == 1000)
        #expect(try site.bodyWeights().map(\.kg) == [81.5])
    }
}
