import LiftbookLoading
import LiftbookModel
import LiftbookFixtures
import Testing

/// `plates:` and `stalls:` in liftbook.yaml: what they read, and each mistake at its place.
struct CoachingSettingsTests {
    @Test func platesAndStallsAreRead() {
        let result = loadSite(["liftbook.yaml": """
            units: lb
            plates:
              lb: {bar: 35, plates: [45, 25, 10, 5]}
              exercises:
                trap-bar-deadlift: {bar: 55}
                leg-press: {step: 10}
                dumbbell-bench-press: {dumbbells: [50, 40, 45]}
            stalls: {sessions: 4, percent: 1, breakDays: 10}
            """])
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
        let plates = result.data.config.plates
        #expect(plates.lb == PlateSet(unit: .lb, equipment: .barbell(bar: 35, plates: [45, 25, 10, 5])))
        #expect(plates.kg == .standard(.kg))
        #expect(plates.exercises[ExerciseID("trap-bar-deadlift")] == PlateSet(unit: .lb, equipment: .barbell(bar: 55, plates: [45, 25, 10, 5])))
        #expect(plates.exercises[ExerciseID("leg-press")] == PlateSet(unit: .lb, equipment: .stack(step: 10)))
        #expect(plates.exercises[ExerciseID("dumbbell-bench-press")] == PlateSet(unit: .lb, equipment: .fixed([50, 45, 40])))
        #expect(result.data.config.stalls == StallSettings(sessions: 4, percent: 1, breakDays: 10))
    }

    static let mistakes: [(String, Int, Int, String)] = [
        ("plates:\n  kg: {bar: 20, plates: [20, -5]}\n", 2, 25, "'plates' should list weights from 0.25 to 100, found '-5'"),
        ("plates:\n  kg: {bar: 200}\n", 2, 13, "'bar' should be a number from 0 to 100, found '200'"),
        ("plates:\n  kgs: {bar: 20}\n", 2, 3, "unknown key 'kgs' in 'plates'"),
        ("plates:\n  exercises:\n    Leg Press: {step: 5}\n", 3, 16, "'Leg Press' is not an exercise id"),
        ("plates:\n  exercises:\n    leg-press: {step: 5, bar: 20}\n", 3, 23, "'plates.exercises.leg-press' mixes bar, step"),
        ("plates:\n  exercises:\n    leg-press: {step: 5, stpe: 2}\n", 3, 26, "unknown key 'stpe' in 'plates.exercises.leg-press'"),
        ("stalls: {sessions: 1}\n", 1, 20, "'sessions' should be a whole number from 2 to 20, found '1'"),
        ("stalls: {percnt: 1}\n", 1, 10, "unknown key 'percnt' in 'stalls'"),
    ]

    @Test(arguments: mistakes)
    func mistakesAreErrorsAtTheirPlace(_ mistake: (String, Int, Int, String)) {
        let (text, line, column, message) = mistake
        let errors = loadSite(["liftbook.yaml": text]).diagnostics.filter { $0.severity == .error }
        #expect(errors.first?.message == message)
        #expect(errors.first?.location.line == line)
        #expect(errors.first?.location.column == column)
        #expect(errors.allSatisfy { $0.hint != nil })
    }
}

/// `progression: 531 | gzclp-t1 | gzclp-t2 | gzclp-t3` and `trainingMax:` in routine.yaml.
struct ProgramRoutineTests {
    @Test func schemesAndTrainingMaxAreRead() {
        let result = loadSite(["routine.yaml": """
            days:
              monday:
                title: A
                exercises:
                  - {exercise: barbell-bench-press, progression: 531, trainingMax: 100}
                  - {exercise: barbell-back-squat, sets: 5, reps: 3, weight: 100, progression: gzclp-t1}
                  - {exercise: barbell-row, sets: 3, reps: 10, weight: 50, progression: gzclp-t2}
                  - {exercise: lat-pulldown, sets: 3, reps: 15, weight: 40, progression: gzclp-t3}
            """])
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
        let planned = result.data.routine?.day(.monday).exercises ?? []
        #expect(planned.map(\.progression) == [.fiveThreeOne, .gzclpT1, .gzclpT2, .gzclpT3])
        #expect(planned.first?.trainingMax == Weight(100, .kg))
    }

    @Test func aTrainingMaxWithoutFiveThreeOneIsAWarningAndABadOneAnError() {
        let result = loadSite(["routine.yaml": """
            days:
              monday:
                title: A
                exercises:
                  - {exercise: barbell-bench-press, progression: linear, trainingMax: 100}
                  - {exercise: barbell-back-squat, progression: 531, trainingMax: heavy}
            """])
        let found = result.diagnostics.filter { $0.location.path == "routine.yaml" }
            .map { "\($0.severity) \($0.location.line):\($0.location.column) \($0.message)" }
        #expect(found == ["warning 5:75 'trainingMax' is used only by 'progression: 531'",
                          "error 6:71 'trainingMax' should be a weight such as 100 or 100kg, found 'heavy'"])
    }
}
