@testable import LiftbookLoading
import LiftbookModel
import LiftbookFixtures
import Testing

@Suite("StrongLifts and Jefit exports")
struct StrongLiftsJefitImportTests {
    func kg(_ value: Double) -> Load { .weight(Weight(value, .kg)) }
    func lb(_ value: Double) -> Load { .weight(Weight(value, .lb)) }

    @Test func strongLiftsCurrentLayout() throws {
        let path = "imports/stronglifts.csv"
        let result = ImportSite.load([path: MoreAppFixtures.strongLifts])
        #expect(ImportSite.diagnostics(about: path, in: result) == [])
        let sessions = result.data.sessions
        try #require(sessions.count == 2)
        #expect(sessions[0].date == LocalDate(iso: "2024-09-13") && sessions[0].start == LocalTime(text: "18:05"))
        #expect(sessions[0].end == LocalTime(text: "19:06") && sessions[0].title == "Workout A" && sessions[0].notes == "Felt strong")
        // The fifth bench slot has 0 reps: not done. Squat 25 × 100 = 2500, bench 19 × 60 = 1140.
        #expect(sessions[0].exercises[1].sets == [LoggedSet(load: kg(60), reps: 5), LoggedSet(load: kg(60), reps: 5),
                                                  LoggedSet(load: kg(60), reps: 5), LoggedSet(load: kg(60), reps: 4)])
        #expect(close(Figures.volume([sessions[0]]), 3640))
        // The deadlift row written twice is one set; no end time, so 0.5 hours after 7:30.
        #expect(sessions[1].exercises.count == 1 && sessions[1].exercises[0].sets == [LoggedSet(load: kg(140), reps: 5)])
        #expect(sessions[1].start == LocalTime(text: "07:30") && sessions[1].end == LocalTime(text: "08:00"))
        #expect(result.data.bodyWeights.map { [$0.date.description, formatNumber($0.weight.kilograms)] } == [["2024-09-13", "82.5"], ["2024-09-15", "83"]])
    }

    @Test func strongLiftsSpreadsheetInPoundsMonthFirst() throws {
        let path = "imports/sl-old.csv"
        let result = ImportSite.load([path: MoreAppFixtures.strongLiftsSpreadsheet])
        #expect(ImportSite.diagnostics(about: path, in: result) == [])
        let sessions = result.data.sessions
        // 3/14/16 can only be month first; the row written twice is one workout.
        #expect(sessions.map(\.date.description) == ["2016-03-14", "2016-03-16", "2016-03-18"])
        #expect(sessions.map(\.title) == ["Workout A", "Workout B", "Workout A"])
        #expect(sessions[1].notes == "Tired")
        // The body weights say pounds (183lb): the lifter loaded pounds.
        #expect(sessions[1].exercises.map(\.exerciseID) == ["barbell-back-squat", "overhead-press", "barbell-deadlift"])
        #expect(sessions[1].exercises[1].sets.map(\.reps) == [5, 5, 5, 4, 3])
        #expect(sessions[1].exercises[2].sets == [LoggedSet(load: lb(135), reps: 5)])
        // The last bench set has 0 reps: not done.
        #expect(sessions[2].exercises[1].sets.count == 4)
        // Squat (135 + 140 + 145) × 25 = 10,500 lb.
        #expect(close(Figures.volume(sessions, "barbell-back-squat"), 10_500 * 0.45359237))
        // Bench 95 × 25 + 100 × 20, press 65 × 22, deadlift 135 × 5: 17,980 lb in all.
        let pounds: Double = 10_500 + 2375 + 2000 + 1430 + 675
        #expect(close(Figures.volume(sessions), pounds * 0.45359237))
        #expect(result.data.bodyWeights.map(\.weight) == [Weight(183, .lb), Weight(183.5, .lb), Weight(184, .lb)])
    }

    @Test func strongLiftsSpreadsheetDayFirstInKilograms() throws {
        let path = "imports/sl-old.csv"
        let result = ImportSite.load([path: MoreAppFixtures.strongLiftsSpreadsheetDayFirst])
        #expect(ImportSite.diagnostics(about: path, in: result) == [])
        let sessions = result.data.sessions
        #expect(sessions.map(\.date.description) == ["2017-03-02", "2017-03-13"])
        // 100 and 102.5 kg are plate steps, 220.5 and 226 lb are not. Squat 25 × (100 + 102.5).
        #expect(close(Figures.volume(sessions, "barbell-back-squat"), 5062.5))
        #expect(result.data.bodyWeights.map(\.weight) == [Weight(95.5, .kg), Weight(95, .kg)])
    }

    @Test func ambiguousDayMonthOrderWarnsAndDateFormatDecides() throws {
        let path = "imports/sl-old.csv"
        let csv = """
            Date,Note,Workout,Body Weight,Exercise 1,Weight (KG),Weight (LB),Set 1,Set 2,Set 3
            2/3/17,,A,80kg,Squat (Barbell),100,220.5,5,5,5
            4/3/17,,B,80kg,Squat (Barbell),100,220.5,5,5,5

            """
        let guessed = ImportSite.load([path: csv])
        #expect(ImportSite.diagnostics(about: path, in: guessed).map(\.message)
                == ["the dates could be m/d/yy or d/m/yy and nothing in the file tells which; they are read as m/d/yy"])
        #expect(guessed.data.sessions.map(\.date.description) == ["2017-02-03", "2017-04-03"])
        let told = ImportSite.load(["liftbook.yaml": "imports:\n  - file: \(path)\n    dateFormat: D/M/YY\n", path: csv])
        #expect(ImportSite.diagnostics(about: path, in: told) == [])
        #expect(told.data.sessions.map(\.date.description) == ["2017-03-02", "2017-03-04"])
    }

    @Test func theOrderThatKeepsRowsInDateOrderDecides() {
        let path = "imports/sl-old.csv"
        // Day first: 1 Feb, 3 Feb, 1 Mar (in order). Month first: 2 Jan, 2 Mar, 3 Jan (out of order).
        let csv = """
            Date,Note,Workout,Body Weight,Exercise 1,Weight (KG),Weight (LB),Set 1
            1/2/17,,A,80kg,Squat (Barbell),100,220.5,5
            3/2/17,,B,80kg,Squat (Barbell),100,220.5,5
            1/3/17,,A,80kg,Squat (Barbell),100,220.5,5

            """
        let result = ImportSite.load([path: csv])
        #expect(ImportSite.diagnostics(about: path, in: result) == [])
        #expect(result.data.sessions.map(\.date.description) == ["2017-02-01", "2017-02-03", "2017-03-01"])
    }

    @Test func jefitBackupSectionsSessionsAndSetLogs() throws {
        let path = "imports/jefit.csv"
        let result = ImportSite.load([path: MoreAppFixtures.jefit])
        #expect(ImportSite.diagnostics(about: path, in: result) == [])
        let sessions = result.data.sessions
        try #require(sessions.count == 2)
        // 1710612000 is 2024-03-16 18:00:00 UTC, the session ends an hour later.
        #expect(sessions[0].date == LocalDate(iso: "2024-03-16") && sessions[0].start == LocalTime(text: "18:00"))
        #expect(sessions[0].end == LocalTime(text: "19:00"))
        #expect(sessions[0].exercises.map(\.exerciseID) == ["barbell-bench-press", "barbell-back-squat"])
        // The set logs mark the warm-up; the `logs` tokens of that exercise are not read twice.
        #expect(sessions[0].exercises[0].sets == [LoggedSet(kind: .warmup, load: kg(60), reps: 10),
                                                  LoggedSet(load: kg(80), reps: 5), LoggedSet(load: kg(80), reps: 5)])
        #expect(sessions[0].exercises[0].location == SourceLocation(path: path, line: 11, column: 19))
        #expect(sessions[1].exercises[0].sets == [LoggedSet(load: .bodyweight(added: nil), reps: 8), LoggedSet(load: .bodyweight(added: nil), reps: 7)])
        // Bench 2 × 80×5, squat 2 × 100×5, deadlift 140×5.
        #expect(close(Figures.volume(sessions), 800 + 1000 + 700))
        #expect(Figures.workingSets(sessions) == 7)
    }

    @Test func jefitPoundsAndABadToken() throws {
        let path = "imports/jefit.csv"
        let text = MoreAppFixtures.jefit.replacing("1, kg, cm", with: "1, lbs, in").replacing("140x5", with: "140x5x")
        let result = ImportSite.load([path: text])
        #expect(ImportSite.diagnostics(about: path, in: result) == [
            .error("'140x5x' is not a set written weight x reps; the row is not imported", at: SourceLocation(path: path, line: 14, column: 28),
                   hint: "Jefit writes each set as 50.0x15, separated by commas"),
        ])
        #expect(Figures.sets(result.data.sessions, "barbell-back-squat") == [LoggedSet(load: lb(100), reps: 5), LoggedSet(load: lb(100), reps: 5)])
    }
}
