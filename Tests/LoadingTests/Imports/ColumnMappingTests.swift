@testable import LiftbookLoading
import LiftbookModel
import LiftbookFixtures
import Testing

@Suite("Column mappings for other apps")
struct ColumnMappingTests {
    static let path = "imports/myapp.csv"
    static let config = """
        imports:
          - file: imports/myapp.csv
            unit: lb
            dateFormat: D/M/YYYY HH:mm
            columns: {date: "When", exercise: "Lift", weight: "Load", reps: "Reps", setType: "Kind", rpe: "Effort", notes: "Comment", duration: "Time", distance: "Dist"}

        """
    static let csv = """
        When,Lift,Load,Reps,Kind,Effort,Comment,Time,Dist
        13/9/2024 18:05,Bench Press (Barbell),135,8,warmup,,,,
        13/9/2024 18:05,Bench Press (Barbell),185,5,,8,Paused,,
        13/9/2024 18:05,Bench Press (Barbell),185,5,normal,9,,,
        13/9/2024 18:05,Running,,,,,,25:00,3.1
        15/9/2024 7:30,Squat (Barbell),225,5,d,,,,

        """

    @Test func mappedColumnsReadEveryField() throws {
        let result = ImportSite.load(["liftbook.yaml": Self.config, Self.path: Self.csv])
        #expect(ImportSite.diagnostics(about: Self.path, in: result) == [])
        let sessions = result.data.sessions
        try #require(sessions.count == 2)
        #expect(sessions[0].date == LocalDate(iso: "2024-09-13") && sessions[0].start == LocalTime(text: "18:05"))
        #expect(sessions[1].date == LocalDate(iso: "2024-09-15") && sessions[1].start == LocalTime(text: "07:30"))
        #expect(sessions[0].exercises[0].sets == [
            LoggedSet(kind: .warmup, load: .weight(Weight(135, .lb)), reps: 8),
            LoggedSet(load: .weight(Weight(185, .lb)), reps: 5, rpe: 8),
            LoggedSet(load: .weight(Weight(185, .lb)), reps: 5, rpe: 9),
        ])
        #expect(sessions[0].exercises[0].notes == "Paused")
        // A pound file's plain distance is in miles.
        #expect(sessions[0].exercises[1].sets == [LoggedSet(duration: 1500, distance: Distance(3.1, .mi))])
        #expect(sessions[1].exercises[0].sets == [LoggedSet(kind: .drop, load: .weight(Weight(225, .lb)), reps: 5)])
        // Bench 2 × 185 × 5 = 1850 lb; squat 225 × 5 = 1125 lb.
        #expect(close(Figures.volume(sessions), 2975 * 0.45359237))
    }

    @Test func timeWorkoutAndUnitColumnsWithISODates() throws {
        let config = """
            imports:
              - file: imports/myapp.csv
                columns: {date: Day, time: Start, workout: Session, exercise: Exercise, weight: Weight, unit: Unit, reps: Reps,
                          distance: Distance, distanceUnit: DUnit, workoutNotes: Notes}

            """
        let csv = """
            Day,Start,Session,Exercise,Weight,Unit,Reps,Distance,DUnit,Notes
            2024-09-13,18:05,Push,Bench Press (Barbell),100,kg,5,,,Good
            2024-09-13,18:05,Push,Bench Press (Barbell),225,lbs,3,,,Good
            2024-09-13,18:05,Push,Running,,,,800,m,Good
            2024-09-14,09:00,7,Squat (Barbell),100,kg,5,,,

            """
        let result = ImportSite.load(["liftbook.yaml": config, Self.path: csv])
        #expect(ImportSite.diagnostics(about: Self.path, in: result) == [])
        let sessions = result.data.sessions
        try #require(sessions.count == 2)
        #expect(sessions[0].title == "Push" && sessions[0].notes == "Good" && sessions[0].start == LocalTime(text: "18:05"))
        // A workout number groups rows but is no title.
        #expect(sessions[1].title == "" && sessions[1].start == LocalTime(text: "09:00"))
        #expect(sessions[0].exercises[0].sets == [LoggedSet(load: .weight(Weight(100, .kg)), reps: 5), LoggedSet(load: .weight(Weight(225, .lb)), reps: 3)])
        #expect(sessions[0].exercises[1].sets == [LoggedSet(distance: Distance(800, .m))])
    }

    @Test func cellsThatDoNotFitAreErrorsAtTheirLineAndColumn() {
        let csv = """
            When,Lift,Load,Reps,Kind,Effort,Comment,Time,Dist
            13/9/2024 18:05,Bench Press (Barbell),heavy,8,,,,,
            13/9/2024 18:05,Bench Press (Barbell),185,5,superset,,,,
            2024-09-13,Bench Press (Barbell),185,5,,,,,
            13/9/2024 18:05,Bench Press (Barbell),185,5,,11,,,

            """
        let result = ImportSite.load(["liftbook.yaml": Self.config, Self.path: csv])
        #expect(ImportSite.diagnostics(about: Self.path, in: result).map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
            "2:39 'Load' should be a number, found 'heavy'; the row is not imported",
            "3:45 'superset' is not a set type; the row is not imported",
            "4:1 '2024-09-13' does not fit the date format 'D/M/YYYY HH:mm'; the row is not imported",
            "5:46 'Effort' should be from 0 to 10, found '11'; the row is not imported",
        ])
    }

    @Test func aMappedColumnTheHeaderLacksIsAnErrorAtTheMapping() {
        let csv = "When,Lift,Kg,Reps\n13/9/2024 18:05,Bench Press (Barbell),80,5\n"
        let config = """
            imports:
              - file: imports/myapp.csv
                dateFormat: D/M/YYYY HH:mm
                columns:
                  date: When
                  exercise: Lift
                  weight: Load
                  reps: Repetitions

            """
        let result = ImportSite.load(["liftbook.yaml": config, Self.path: csv])
        #expect(result.diagnostics.errors == [
            .error("the column 'Load' mapped to weight is not in the header of imports/myapp.csv", at: SourceLocation(path: "liftbook.yaml", line: 7, column: 15),
                   hint: "the file's columns are 'When', 'Lift', 'Kg', 'Reps'; write one of them, as the header spells it"),
            .error("the column 'Repetitions' mapped to reps is not in the header of imports/myapp.csv", at: SourceLocation(path: "liftbook.yaml", line: 8, column: 13),
                   hint: "the file's columns are 'When', 'Lift', 'Kg', 'Reps'; write one of them, as the header spells it"),
        ])
        #expect(result.data.sessions.isEmpty)
    }

    @Test func mappingKeysAreChecked() {
        let config = """
            imports:
              - file: imports/myapp.csv
                dateFormat: DD/QQ/YYYY
                columns: {exercise: Lift, wieght: Kg}

            """
        let result = ImportSite.load(["liftbook.yaml": config, Self.path: "Lift,Kg\nBench,80\n"])
        let settings = result.diagnostics.errors.filter { $0.location.path == "liftbook.yaml" }
        #expect(settings.map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
            "3:17 'DD/QQ/YYYY' is not a date format",
            "4:14 'columns' should name the file's date column",
            "4:31 unknown key 'wieght' in 'columns'",
        ])
    }

    @Test(arguments: [
        ("D/M/YY", "13/9/24", "2024-09-13", nil), ("MM/DD/YYYY HH:mm", "09/13/2024 18:05", "2024-09-13", "18:05"),
        ("DD MMM YYYY", "13 Eyl 2024", "2024-09-13", nil), ("YYYY-MM-DD h:mm A", "2024-09-13 6:05 PM", "2024-09-13", "18:05"),
        ("DD.MM.YYYY HH:mm:ss", "13.09.2024 07:08:09", "2024-09-13", "07:08:09"), ("unix", "1726250700", "2024-09-13", "18:05"),
    ] as [(String, String, String, String?)])
    func dateFormats(format: String, text: String, date: String, time: String?) throws {
        let parsed = try #require(DateFormat(format)?.read(text, clock: ExportClock(timezone: "UTC")))
        #expect(parsed.date == LocalDate(iso: date))
        #expect(parsed.time == time.flatMap { LocalTime(text: $0) })
    }

    @Test(arguments: ["13/9/2024", "31/2/2024 10:00", "13/13/2024 10:00", "13/9/2024 25:00"])
    func datesThatDoNotFit(text: String) {
        #expect(DateFormat("D/M/YYYY HH:mm")?.read(text, clock: ExportClock(timezone: "UTC")) == nil)
    }
}
