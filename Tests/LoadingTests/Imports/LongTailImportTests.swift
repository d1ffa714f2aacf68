@testable import LiftbookLoading
import LiftbookModel
import LiftbookFixtures
import Testing

/// The ways a lifter's history came out wrong on real exports (workouts merged or chained, a
/// pound lifter read in kilograms, cardio read as reps), each from a fixture written from the
/// description, figures computed by hand.
@Suite("Imports: workouts kept apart, the lifter's unit, Jefit cardio")
struct LongTailImportTests {
    func kg(_ value: Double) -> Load { .weight(Weight(value, .kg)) }
    func lb(_ value: Double) -> Load { .weight(Weight(value, .lb)) }

    static let strongLiftsHeader = "Date (yyyy/mm/dd),Workout,Workout Name,Program Name,Body Weight (KG),Exercise,Sets×Reps,Sets×Time,Top Set (Reps×KG),e1RM (KG),Reps,Volume (KG),Workout Volume (KG),Duration (hours),Start Time (h:mm),End Time (h:mm),Notes,Set 1 (Reps),Set 1 (KG),Set 2 (Reps),Set 2 (KG),Set 3 (Reps),Set 3 (KG)"

    @Test func twoWorkoutsOfOneFileStartingInTheSameMinuteStayTwo() throws {
        // Workout A and workout B logged back to back: numbers 20 and 21, both at 18:05.
        let csv = """
            \(Self.strongLiftsHeader)
            2024/10/01,20,Workout A,StrongLifts 5×5,80,Squat (Barbell),3×5,,5×100,116.7,15,1500,1500,0.5,18:05,18:35,,5,100,5,100,5,100
            2024/10/01,21,Workout B,StrongLifts 5×5,80,Deadlift (Barbell),1×5,,5×140,163.3,5,700,700,0.5,18:05,18:35,,5,140,,,,

            """
        let path = "imports/stronglifts.csv"
        let result = ImportSite.load([path: csv])
        #expect(ImportSite.diagnostics(about: path, in: result) == [])
        let sessions = result.data.sessions
        #expect(sessions.map(\.title) == ["Workout A", "Workout B"])
        #expect(sessions.map(\.id) == ["2024-10-01-1805", "2024-10-01-1805-2"])
        // Squat 3 × 5 × 100 = 1,500 kg, deadlift 5 × 140 = 700 kg: both counted.
        #expect(close(Figures.volume(sessions), 2200))
        #expect(Figures.workingSets(sessions) == 4)
    }

    @Test func theSameWorkoutInTwoFilesIsStillMergedOnce() throws {
        let csv = """
            \(Self.strongLiftsHeader)
            2024/10/01,20,Workout A,StrongLifts 5×5,80,Squat (Barbell),3×5,,5×100,116.7,15,1500,1500,0.5,18:05,18:35,,5,100,5,100,5,100

            """
        let log = "---\ndate: 2024-10-01\nstart: \"18:05\"\n---\n## Barbell Back Squat\n- 100 x 5 x 3\n"
        let result = ImportSite.load(["imports/stronglifts.csv": csv, "sessions/2024-10-01.md": log])
        #expect(result.diagnostics == [])
        #expect(result.data.sessions.count == 1 && Figures.workingSets(result.data.sessions) == 3)
    }

    static let fitbodHeader = "Date,Exercise,Reps,Weight(kg),Duration(s),Distance(m),Incline,Resistance,isWarmup,Note,multiplier"

    static func fitbod(_ rows: [String]) -> String { ([fitbodHeader] + rows).joined(separator: "\n") + "\n" }

    /// The cardio exercises of the Fitbod fixtures, beside the fixture library.
    static let cardio = """
        schema: 1
        exercises:
          - {id: cycling, name: Cycling, type: cardio, category: cardio}
          - {id: walking, name: Walking, type: cardio, category: cardio}

        """

    @Test func fitbodStampsMinutesApartAreOneWorkoutAndAnHourApartTwo() throws {
        let csv = Self.fitbod([
            // A ride an hour before the workout: its own session, not the workout's start.
            "2024-05-04 16:00:00 +0000,Cycling,0,0,1800,10000,0,0,false,,1.0",
            // One warm-up row three minutes before the workout's stamp belongs to it.
            "2024-05-04 16:57:00 +0000,Barbell Bench Press,10,40,0,0,0,0,true,,1.0",
            "2024-05-04 17:00:00 +0000,Barbell Bench Press,8,80,0,0,0,0,false,,1.0",
            "2024-05-04 17:00:00 +0000,Barbell Bench Press,8,80,0,0,0,0,false,,1.0",
            // Fifty minutes later: a second workout.
            "2024-05-04 17:50:00 +0000,Barbell Squat,5,100,0,0,0,0,false,,1.0",
            "2024-05-04 17:50:00 +0000,Barbell Squat,5,100,0,0,0,0,false,,1.0",
        ])
        let path = "imports/fitbod.csv"
        let result = ImportSite.load([path: csv, "exercises/cardio.yaml": Self.cardio])
        #expect(ImportSite.diagnostics(about: path, in: result) == [])
        let sessions = result.data.sessions
        #expect(sessions.map { $0.start?.description ?? "" } == ["16:00", "16:57", "17:50"])
        #expect(sessions.map { $0.exercises.map(\.exerciseID.rawValue) } == [["cycling"], ["barbell-bench-press"], ["barbell-back-squat"]])
        #expect(sessions[1].exercises[0].sets.map(\.kind) == [.warmup, .working, .working])
        // Bench 2 × 8 × 80 = 1,280 kg, squat 2 × 5 × 100 = 1,000 kg.
        #expect(close(Figures.volume(sessions), 2280))
    }

    @Test func threeWalksInAnAfternoonStayThree() {
        let csv = Self.fitbod([
            "2024-05-05 13:00:00 +0000,Walking,0,0,1200,1500,0,0,false,,1.0",
            "2024-05-05 14:10:00 +0000,Walking,0,0,900,1100,0,0,false,,1.0",
            "2024-05-05 15:30:00 +0000,Walking,0,0,1500,2000,0,0,false,,1.0",
        ])
        let sessions = ImportSite.load(["imports/fitbod.csv": csv, "exercises/cardio.yaml": Self.cardio]).data.sessions
        #expect(sessions.map { $0.start?.description ?? "" } == ["13:00", "14:10", "15:30"])
        #expect(sessions.map { $0.exercises.first?.sets.first?.duration } == [1200, 900, 1500])
    }

    @Test(arguments: [(10 * 60, 1), (10 * 60 + 1, 2)])
    func fitbodGapRule(gapSeconds: Int, workouts: Int) {
        let second = LocalTime(hour: 17, minute: gapSeconds / 60, second: gapSeconds % 60)?.description ?? ""
        let csv = Self.fitbod([
            "2024-05-04 17:00:00 +0000,Barbell Squat,5,100,0,0,0,0,false,,1.0",
            "2024-05-04 \(second.count == 5 ? second + ":00" : second) +0000,Barbell Squat,5,100,0,0,0,0,false,,1.0",
        ])
        #expect(ImportSite.load(["imports/fitbod.csv": csv]).data.sessions.count == workouts)
    }

    static let spreadsheetHeader = "Date,Note,Workout,Body Weight,Exercise 1,Weight (KG),Weight (LB),Set 1,Set 2,Set 3,Set 4,Set 5"

    @Test func aPoundLiftersSquatIsReadInPoundsWhereThePlateTestTies() throws {
        // 95 kg and 210 lb are both whole plate steps; the body weight says pounds.
        let csv = """
            \(Self.spreadsheetHeader)
            3/14/16,,A,183lb,Squat (Barbell),95,210,5,5,5,5,5

            """
        let path = "imports/sl-old.csv"
        let result = ImportSite.load(["liftbook.yaml": "units: kg\n", path: csv])
        #expect(ImportSite.diagnostics(about: path, in: result) == [])
        let sets = Figures.sets(result.data.sessions, "barbell-back-squat")
        #expect(sets.first == LoggedSet(load: lb(210), reps: 5))
        // 210 lb = 95.25436… kg, shown 95.25, not the kg cell's 95.
        #expect(close(sets.first?.load.flatMap { if case .weight(let w) = $0 { w.kilograms } else { nil } } ?? 0, 95.2543977))
    }

    @Test func theColumnThatClimbsWhileTheOtherRepeatsIsTheLiftersUnit() throws {
        // No body weight. 210 → 212.5 → 215 lb while the kg cell (rounded to 2.5) shows 95, 97.5, 97.5:
        // the plate test ties (every cell is a step), the pound column climbs where the kg one repeats.
        let csv = """
            Date,Note,Workout,Body Weight,Exercise 1,Weight (KG),Weight (LB),Set 1,Set 2,Set 3,Set 4,Set 5
            3/14/16,,A,,Squat (Barbell),95,210,5,5,5,5,5
            3/16/16,,B,,Squat (Barbell),97.5,212.5,5,5,5,5,5
            3/18/16,,A,,Squat (Barbell),97.5,215,5,5,5,5,5

            """
        let path = "imports/sl-old.csv"
        let result = ImportSite.load(["liftbook.yaml": "units: kg\n", path: csv])
        #expect(ImportSite.diagnostics(about: path, in: result) == [])
        #expect(Figures.sets(result.data.sessions, "barbell-back-squat").map(\.load).uniqued == [lb(210), lb(212.5), lb(215)])
        // (210 + 212.5 + 215) × 25 = 15,937.5 lb.
        #expect(close(Figures.volume(result.data.sessions), 15_937.5 * 0.45359237))
    }

    @Test func nothingToDecideTheUnitIsAWarning() {
        let csv = """
            \(Self.spreadsheetHeader)
            3/14/16,,A,,Squat (Barbell),95,210,5,5,5,5,5

            """
        let path = "imports/sl-old.csv"
        let result = ImportSite.load(["liftbook.yaml": "units: lb\n", path: csv])
        #expect(ImportSite.diagnostics(about: path, in: result).map(\.severity) == [.warning])
        #expect(Figures.sets(result.data.sessions, "barbell-back-squat").first?.load == kg(95))
    }

    static func jefit(logs: [String]) -> String {
        """
        ### MyJefitBackup ##################################
        ### SETTING ##########################
        _id,mass,length
        1, kg, cm
        ### WORKOUT SESSIONS ######################
        _id,starttime,endtime,total_time,day_id
        5,1710612000,1710615600,3600,1
        ### EXERCISE LOGS ###########################
        _id,mydate,eid,belongplan,ename,logs,belongsession
        \(logs.joined(separator: "\n"))
        ### CARDIO LOGS #########################
        _id,mydate,ename,duration
        1,2024-03-16,Running,1200

        """
    }

    @Test func jefitCardioIsOneSetOfItsDurationAndSlotsNotDoneAreLeftOut() throws {
        let path = "imports/jefit.csv"
        let result = ImportSite.load([path: Self.jefit(logs: [
            #"11,2024-03-16,1,1,Barbell Bench Press,"80.0x5,80.0x5,80x0,0x0",5"#,
            #"12,2024-03-16,9,1,Running,"0x0,0x0,0x0,0x0,0x1200",5"#,
        ])])
        #expect(ImportSite.diagnostics(about: path, in: result) == [])
        let sessions = result.data.sessions
        try #require(sessions.count == 1)
        // 80x0 is a slot not done: two bench sets; the run is one set of 1,200 s, not 1,200 reps.
        #expect(sessions[0].exercises[0].sets == [LoggedSet(load: kg(80), reps: 5), LoggedSet(load: kg(80), reps: 5)])
        #expect(sessions[0].exercises[1].exerciseID == "running")
        #expect(sessions[0].exercises[1].sets == [LoggedSet(duration: 1200)])
        #expect(close(Figures.volume(sessions), 800))
    }

    @Test func aJefitLogWithNoExerciseNameIsKeptUnderItsIdWithAWarning() throws {
        let path = "imports/jefit.csv"
        let result = ImportSite.load([path: Self.jefit(logs: [
            #"11,2024-03-16,1,1,Barbell Bench Press,"80.0x5",5"#,
            #"12,2024-03-16,417,1,,"20.0x12,20.0x12",5"#,
        ])])
        let found = ImportSite.diagnostics(about: path, in: result)
        #expect(found.first == .warning("1 exercise log names no exercise (line 11); kept under the Jefit id as 'Jefit exercise 417'",
                                        at: SourceLocation(path: path, line: 11, column: 21),
                                        hint: "give the exercise an alias in exercises/*.yaml, e.g. aliases: [\"Jefit exercise 417\"]"))
        #expect(found.errors.isEmpty)
        let exercises = result.data.sessions.flatMap(\.exercises)
        #expect(exercises.map(\.name) == ["Barbell Bench Press", "Jefit exercise 417"])
        #expect(exercises[1].sets == [LoggedSet(load: kg(20), reps: 12), LoggedSet(load: kg(20), reps: 12)])
    }
}

extension Array where Element: Equatable {
    /// The elements without consecutive repeats.
    fileprivate var uniqued: [Element] {
        reduce(into: []) { result, element in if result.last != element { result.append(element) } }
    }
}
