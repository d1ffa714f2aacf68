import Foundation
import LiftbookLoading
import LiftbookModel
import LiftbookFixtures
import Testing

@Suite("Hevy exports")
struct HevyImportTests {
    static let path = "imports/hevy.csv"

    func load(_ csv: String) -> SiteLoader.Result { ImportSite.load([Self.path: csv]) }
    func kg(_ value: Double) -> Load { .weight(Weight(value, .kg)) }

    @Test func newestFirstExportGivesChronologicalHistory() throws {
        let result = load(HevyFixtures.kilograms)
        #expect(ImportSite.diagnostics(about: Self.path, in: result).isEmpty)
        let sessions = result.data.sessions
        try #require(sessions.count == 2)
        let (legs, pull) = (sessions[0], sessions[1])
        #expect(legs.title == "Legs" && legs.date == LocalDate(iso: "2024-09-13"))
        #expect(legs.start == LocalTime(text: "14:11") && legs.end == LocalTime(text: "15:16"))
        #expect(legs.location == SourceLocation(path: Self.path, line: 10))
        #expect(pull.title == "Pull" && pull.notes == "Back day\nfelt good" && pull.location.line == 2)
    }

    @Test func anEndTimeThatCannotBeReadIsAWarningAndTheWorkoutIsKept() throws {
        let csv = HevyFixtures.kilograms.replacingOccurrences(of: "\"13 Sep 2024, 15:16\"", with: "\"13 Sep 2024, soon\"")
        let result = load(csv)
        // Line 10 is the first Legs row; its end_time field starts after `"Legs",` (7 bytes) and
        // `"13 Sep 2024, 14:11",` (21 bytes), at column 29.
        #expect(ImportSite.diagnostics(about: Self.path, in: result) == [
            .warning("'13 Sep 2024, soon' is not a date and time; the workout is imported without its end time",
                     at: SourceLocation(path: Self.path, line: 10, column: 29), hint: "Hevy writes start times like '13 Sep 2024, 14:11'"),
        ])
        let sessions = result.data.sessions
        try #require(sessions.count == 2)
        #expect(sessions[0].title == "Legs" && sessions[0].start == LocalTime(text: "14:11") && sessions[0].end == nil)
        #expect(sessions[0].exercises.map(\.sets.count) == [3, 1])
        #expect(sessions[1].end == LocalTime(text: "19:02"))
    }

    @Test func setTypesSupersetsBodyWeightAndTimedSets() throws {
        let sessions = load(HevyFixtures.kilograms).data.sessions
        try #require(sessions.count == 2)
        let pull = sessions[1]
        #expect(pull.exercises.map(\.exerciseID) == ["lat-pulldown", "dumbbell-curl", "pull-up", "plank"])
        #expect(pull.exercises.map(\.superset) == ["A", "A", nil, nil])
        #expect(pull.exercises[0].notes == "Slow eccentric")
        #expect(pull.exercises[1].sets == [LoggedSet(load: kg(14), reps: 10), LoggedSet(kind: .failure, load: kg(14), reps: 8)])
        #expect(pull.exercises[2].sets == [
            LoggedSet(kind: .warmup, load: .bodyweight(added: nil), reps: 5),
            LoggedSet(load: .bodyweight(added: nil), reps: 8, rpe: 9),
            LoggedSet(load: .bodyweight(added: Weight(5, .kg)), reps: 6),
        ])
        #expect(pull.exercises[3].sets == [LoggedSet(duration: 60)])
        let legs = sessions[0]
        #expect(legs.exercises[0].sets == [
            LoggedSet(kind: .warmup, load: kg(60), reps: 5), LoggedSet(load: kg(120), reps: 5, rpe: 8), LoggedSet(kind: .drop, load: kg(90), reps: 8),
        ])
        #expect(legs.exercises[1].sets == [LoggedSet(duration: 900, distance: Distance(2.5, .km))])
    }

    @Test func figuresByHand() {
        let sessions = load(HevyFixtures.kilograms).data.sessions
        // Lat pulldown 60×12 + 60×10; curls 14×10 + failure 14×8; pull-ups bw×8 + bw+5×6 (warm-up left out).
        #expect(Figures.workingSets(sessions, "lat-pulldown") == 2 && close(Figures.volume(sessions, "lat-pulldown"), 1320))
        #expect(Figures.workingSets(sessions, "dumbbell-curl") == 2 && close(Figures.volume(sessions, "dumbbell-curl"), 252))
        #expect(Figures.workingSets(sessions, "pull-up") == 2 && close(Figures.volume(sessions, "pull-up"), 30))
        // Squat 120×5 + drop 90×8.
        #expect(Figures.workingSets(sessions, "barbell-back-squat") == 2 && close(Figures.volume(sessions, "barbell-back-squat"), 1320))
        #expect(Figures.weeklyWorkingSets(sessions) == [week("2024-W37"): 3, week("2024-W38"): 7])
        let volume = Figures.weeklyVolume(sessions)
        #expect(close(volume[week("2024-W37")] ?? 0, 1320) && close(volume[week("2024-W38")] ?? 0, 1602))
    }

    @Test func poundAccount() throws {
        let result = load(HevyFixtures.pounds)
        #expect(ImportSite.diagnostics(about: Self.path, in: result).isEmpty)
        let session = try #require(result.data.sessions.first)
        #expect(Figures.sets([session], "barbell-bench-press") == Array(repeating: LoggedSet(load: .weight(Weight(225, .lb)), reps: 5), count: 2))
        #expect(Figures.sets([session], "running") == [LoggedSet(duration: 720, distance: Distance(1.5, .mi))])
        // 2 × 225 lb × 5 = 2250 lb.
        #expect(close(Figures.volume([session]), 1020.5828325))
    }
}
