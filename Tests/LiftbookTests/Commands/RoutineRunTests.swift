import LiftbookModel
import LiftbookSystem
import LiftbookPipeline
import LiftbookTestSupport
import Testing

/// `RoutineDraftRun` and `RoutineImportRun` called directly: the text and files they return,
/// and the site folder left untouched.
struct RoutineRunTests {
    @Test func theDraftFollowsTheLog() throws {
        let site = try CommandSite()
        defer { site.remove() }
        let text = try #require(try RoutineDraftRun.run(site.pipeline(today: "2026-11-25")).value)
        #expect(text.hasPrefix("# Drafted by 'liftbook routine --draft' from 2 workouts between 2026-11-09 and 2026-11-16 (the last 8 weeks).\n"))
        #expect(text.contains("  monday:\n    title: \"Push\"   # guessed: 2 of 2 'Push' workouts on a Monday\n"))
        // The last load, 82.5 kg, is the draft's.
        #expect(text.contains("        weight: 82.5\n"))
    }

    @Test func aWeekWithoutWorkoutsHasNothingToDraft() throws {
        let site = try CommandSite()
        defer { site.remove() }
        let run = try RoutineDraftRun.run(site.pipeline(today: "2026-12-31"), options: RoutineDraftRun.Options(weeks: 1))
        #expect(run.result == .failure(.refused(message: "no workouts in the last 1 weeks to draft a routine from",
                                                hint: "log some sessions, or read more of the log with --weeks 26")))
    }

    static let shared = """
        schema: 1
        name: Legs
        days:
          friday:
            title: Legs
            exercises:
              - exercise: barbell-back-squat
                sets: 3
                reps: 5
                weight: 100

        """

    @Test func aSharedDayIsInsertedIntoTheRoutine() throws {
        let site = try CommandSite()
        defer { site.remove() }
        let options = RoutineImportRun.Options(sharedPath: "legs.yaml", target: .wednesday)
        let run = try RoutineImportRun.run(site.pipeline(), options: options) { _ in Self.shared }
        let imported = try #require(run.value)
        #expect(run.diagnostics.isEmpty)
        #expect(imported.files.map(\.path) == ["routine.yaml"])
        #expect(imported.day.title == "Legs")
        #expect(imported.day.exercises.count == 1)
        let routine = String(decoding: try #require(imported.files.first).bytes, as: UTF8.self)
        let before = try #require(CommandSite.files["routine.yaml"])
        // The old lines stay as they were; the day follows them.
        #expect(routine.hasPrefix(before))
        #expect(routine.dropFirst(before.count).hasPrefix("  wednesday:\n    title: Legs\n"))
        #expect(site.text("routine.yaml") == before)
    }

    @Test func anUnknownExerciseIsKeptInImportedYaml() throws {
        let site = try CommandSite()
        defer { site.remove() }
        let shared = Self.shared + "      - exercise: Zercher Walk\n        sets: 2\n        reps: 10\n"
        let run = try RoutineImportRun.run(site.pipeline(), options: RoutineImportRun.Options(sharedPath: "legs.yaml", target: .friday)) { _ in shared }
        let imported = try #require(run.value)
        #expect(imported.files.map(\.path) == ["exercises/imported.yaml", "routine.yaml"])
        #expect(String(decoding: imported.files[0].bytes, as: UTF8.self).contains("  - id: \"zercher-walk\"\n    name: \"Zercher Walk\"\n"))
        #expect(run.diagnostics.map(\.message) == ["unknown exercise 'Zercher Walk'; it is kept as a custom exercise"])
        #expect(run.diagnostics.first?.location.path == "legs.yaml")
    }

    @Test func aTrainingDayIsReplacedOnlyWhenAsked() throws {
        let site = try CommandSite()
        defer { site.remove() }
        let refused = try RoutineImportRun.run(site.pipeline(), options: RoutineImportRun.Options(sharedPath: "legs.yaml", target: .monday)) { _ in Self.shared }
        #expect(refused.result == .failure(.diagnosed))
        #expect(refused.diagnostics.errors.count == 1)
        let replaced = try RoutineImportRun.run(site.pipeline(), options: RoutineImportRun.Options(sharedPath: "legs.yaml", target: .monday, replace: true)) { _ in Self.shared }
        #expect(try #require(replaced.value).previous?.title == "Push")
    }
}
