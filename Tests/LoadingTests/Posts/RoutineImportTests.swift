import Foundation
import LiftbookLoading
import LiftbookModel
import LiftbookFixtures
import Testing

/// `import-routine`'s text edits: the day goes in as lines, everything else stays as written.
struct RoutineImportTests {
    static let library = BuiltInLibrary.library

    /// A shared file of one day, as a post's `.yaml` is written.
    static let shared = RoutineWriter.file(name: "Shared plan", days: [
        RoutineDay(weekday: .monday, title: "Push", exercises: [
            PlannedExercise(exercise: "barbell-bench-press", setGroups: [SetGroup(sets: 3, reps: RepTarget(5), weight: Weight(60, .kg))],
                            rest: 180, progression: .linear, location: SourceLocation(path: "x")),
            PlannedExercise(exercise: "dip", displayName: "Dips: \"ring\" # style", setGroups: [SetGroup(sets: 3, reps: RepTarget(low: 6, high: 12))],
                            superset: "B", notes: "Slow\nand deep", progression: .double, location: SourceLocation(path: "x")),
        ]),
    ], header: ["Shared from a test"])

    static let mine = """
        # My plan: keep this comment
        schema: 1
        name: Mine
        days:
          monday:
            title: Legs   # heavy
            exercises:
              - exercise: barbell-back-squat
                sets: 5
                reps: 5

          # a rest day with a note
          tuesday: rest   # recover
          friday:
            title: Arms
            exercises: [{exercise: barbell-curl, sets: 3, reps: 10}]
        # trailing comment
        """

    static func run(_ routine: String?, as day: Weekday, replace: Bool = false) -> RoutineImport.Outcome {
        RoutineImport(library: library, unit: .kg).run(shared: shared, sharedPath: "push.yaml", into: routine, as: day, replace: replace)
    }

    /// The routine `text` reads as, nil when it has errors.
    static func plan(_ text: String) -> Routine? {
        let result = loadSite(["routine.yaml": text])
        return result.diagnostics.hasErrors ? nil : result.data.routine
    }

    /// True when every line of `original` is in `text`, in order.
    static func keepsEveryLine(of original: String, in text: String) -> Bool {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        for line in original.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let index = lines.firstIndex(of: line) else { return false }
            lines = lines[(index + 1)...]
        }
        return true
    }

    @Test func aRestDayIsReplacedAndItsCommentKept() throws {
        let outcome = Self.run(Self.mine, as: .tuesday)
        let text = try #require(outcome.text)
        #expect(outcome.diagnostics == [])
        #expect(text.contains("\n  # a rest day with a note\n  tuesday:   # recover\n    title: \"Push\"\n"))
        #expect(Self.keepsEveryLine(of: Self.mine.replacingOccurrences(of: "  tuesday: rest   # recover\n", with: ""), in: text))
        let routine = try #require(Self.plan(text))
        let source = try #require(Self.plan(Self.shared))
        #expect(RoutineImport.samePlan(routine.day(.tuesday), source.day(.monday)))
        #expect(routine.day(.tuesday).exercises[1].displayName == "Dips: \"ring\" # style")
        #expect(routine.day(.tuesday).exercises[1].notes == "Slow\nand deep")
        #expect(outcome.previous?.isRest == true)
    }

    @Test func aMissingDayIsInsertedInWeekdayOrder() throws {
        let text = try #require(Self.run(Self.mine, as: .thursday).text)
        #expect(Self.keepsEveryLine(of: Self.mine, in: text))
        let thursday = try #require(text.range(of: "  thursday:\n"))
        let friday = try #require(text.range(of: "  friday:\n"))
        #expect(thursday.lowerBound < friday.lowerBound)
        #expect(Self.plan(text)?.day(.thursday).title == "Push")
    }

    @Test func aDayAfterTheOthersGoesAtTheEndOfDays() throws {
        let text = try #require(Self.run(Self.mine, as: .sunday).text)
        #expect(Self.keepsEveryLine(of: Self.mine, in: text))
        #expect(text.contains("[{exercise: barbell-curl, sets: 3, reps: 10}]\n  sunday:\n"))
        #expect(text.hasSuffix("# trailing comment"))
        #expect(Self.plan(text)?.day(.sunday).exercises.count == 2)
    }

    @Test func aTrainingDayIsOnlyReplacedWithReplace() throws {
        let refused = Self.run(Self.mine, as: .monday)
        #expect(refused.text == nil)
        #expect(refused.diagnostics.map(\.description) == [
            "routine.yaml:5:3: error: monday is already a training day ('Legs') in routine.yaml\n  hint: import into a rest day with --day, or add --replace to overwrite monday",
        ])
        let replaced = try #require(Self.run(Self.mine, as: .monday, replace: true).text)
        #expect(replaced.contains("  monday:   # heavy\n") == false)
        #expect(replaced.contains("  monday:\n    title: \"Push\"\n"))
        #expect(!replaced.contains("barbell-back-squat"))
        let rest = try #require(Self.mine.range(of: "  # a rest day"))
        #expect(Self.keepsEveryLine(of: String(Self.mine[rest.lowerBound...]), in: replaced))
        #expect(Self.plan(replaced)?.day(.friday).title == "Arms")
    }

    @Test func withoutARoutineANewFileIsWritten() throws {
        let text = try #require(Self.run(nil, as: .wednesday).text)
        #expect(text.hasPrefix("schema: 1\nname: \"Shared plan\"\ndays:\n  wednesday:\n"))
        #expect(Self.plan(text)?.trainingDaysPerWeek == 1)
    }

    @Test func daysWithoutEntriesAndMissingDaysKeysGetTheDay() throws {
        let empty = try #require(Self.run("name: Mine\ndays:   # none yet\n", as: .monday).text)
        #expect(empty.hasPrefix("name: Mine\ndays:   # none yet\n  monday:\n    title: \"Push\"\n"))
        #expect(Self.plan(empty)?.day(.monday).title == "Push")
        let none = try #require(Self.run("name: Mine\n", as: .monday).text)
        #expect(none.hasPrefix("name: Mine\ndays:\n  monday:\n"))
    }

    @Test func crlfLineBreaksAreKept() throws {
        let windows = Self.mine.replacingOccurrences(of: "\n", with: "\r\n")
        let text = try #require(Self.run(windows, as: .tuesday).text)
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        #expect(Self.plan(text)?.day(.tuesday).title == "Push")
    }

    @Test func flowStyleDaysAreRefused() {
        let outcome = Self.run("name: Mine\ndays: {monday: rest}\n", as: .monday)
        #expect(outcome.text == nil)
        #expect(outcome.diagnostics.first?.message.hasPrefix("'days' is written in flow style") == true)
    }

    @Test func weightsWithoutAUnitThatWouldChangeAreRefused() {
        let pounds = "schema: 1\nunit: lb\ndays:\n  monday:\n    title: Push\n    exercises:\n      - {exercise: barbell-bench-press, sets: 3, reps: 5, weight: 135}\n"
        let outcome = RoutineImport(library: Self.library, unit: .kg).run(shared: pounds, sharedPath: "push.yaml", into: Self.mine, as: .tuesday)
        #expect(outcome.text == nil)
        #expect(outcome.diagnostics.map(\.message) == ["the imported day would not read the same in routine.yaml; nothing was changed"])
    }

    @Test func unknownExercisesInTheSharedFileAreReportedThere() {
        let odd = "days:\n  monday:\n    title: Odd\n    exercises:\n      - exercise: sky-hook\n"
        let outcome = RoutineImport(library: Self.library, unit: .kg).run(shared: odd, sharedPath: "odd.yaml", into: Self.mine, as: .tuesday)
        #expect(outcome.text == nil)
        #expect(outcome.diagnostics.map(\.location) == [SourceLocation(path: "odd.yaml", line: 5, column: 19)])
        #expect(outcome.diagnostics.first?.message == "unknown exercise 'sky-hook'")
    }

    @Test func aFileOfSeveralDaysNeedsAChoice() {
        let week = "days:\n  monday: {title: A, exercises: [{exercise: dip}]}\n  friday: {title: B, exercises: [{exercise: dip}]}\n"
        let importer = RoutineImport(library: Self.library, unit: .kg)
        let refused = importer.run(shared: week, sharedPath: "week.yaml", into: Self.mine, as: .tuesday)
        #expect(refused.diagnostics.map(\.description) == ["week.yaml:1:1: error: the shared file has 2 training days\n  hint: pick one with --from (monday, friday)"])
        let chosen = importer.run(shared: week, sharedPath: "week.yaml", from: .friday, into: Self.mine, as: .tuesday)
        let text = chosen.text ?? ""
        #expect(text.contains("  tuesday: {title: B, exercises: [{exercise: dip}]}   # recover\n"))
        #expect(Self.plan(text)?.day(.tuesday).title == "B")
    }

    @Test func headerLinesStayComments() throws {
        let text = RoutineWriter.file(name: "N", days: [RoutineDay(weekday: .monday)], header: ["Title\nschema: 9", ""])
        #expect(text == "# Title schema: 9\n#\nschema: 1\nname: \"N\"\ndays:\n  monday: rest\n")
        #expect(loadSite(["routine.yaml": text]).diagnostics.errors == [])
    }
}
