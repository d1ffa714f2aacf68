import Foundation
import LiftbookTestSupport
import Testing

/// A shared routine naming an exercise the importing site does not know is imported: the
/// exercise is kept as a custom one (with the usual warning) and the site still checks clean.
struct ImportUnknownExerciseTests {
    static let shared = """
        # Shared from another site: keep this comment
        schema: 1
        name: Theirs
        days:
          thursday:
            title: "Odd day"
            exercises:
              - exercise: odd-object-carry-ladder
                sets: 3
                reps: 8
                weight: 40kg
                progression: double
              - exercise: barbell-bench-press
                sets: 3
                reps: 5
                progression: linear

        """

    @Test func aRefusedImportKeepsNothing() throws {
        let folder = try TemporarySite.make(["liftbook.yaml": "title: Mine\n", "routine.yaml": ReportFixture.routine, "shared.yaml": Self.shared])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLI.run(["import-routine", folder.appending(path: "shared.yaml").path, "--day", "monday", folder.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("error: monday is already a training day ('Upper') in routine.yaml"))
        #expect(!run.stderr.contains("kept as a custom exercise"))
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "exercises/imported.yaml").path))
        #expect(try String(contentsOf: folder.appending(path: "routine.yaml"), encoding: .utf8) == ReportFixture.routine)
    }

    @Test func anUnknownExerciseIsKeptAsACustomOne() throws {
        let folder = try TemporarySite.make(["liftbook.yaml": "title: Mine\n", "routine.yaml": ReportFixture.routine, "shared.yaml": Self.shared])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLI.run(["import-routine", folder.appending(path: "shared.yaml").path, "--day", "thursday", folder.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("shared.yaml:8:19: warning: unknown exercise 'odd-object-carry-ladder'; it is kept as a custom exercise"))
        #expect(run.stderr.contains("hint: it is added to exercises/imported.yaml as 'Odd Object Carry Ladder'; set its category and muscles there"))
        let exercises = try String(contentsOf: folder.appending(path: "exercises/imported.yaml"), encoding: .utf8)
        #expect(exercises.hasSuffix("schema: 1\nexercises:\n  - id: \"odd-object-carry-ladder\"\n    name: \"Odd Object Carry Ladder\"\n    category: full-body   # imported: set its category and muscles\n"))
        let routine = try String(contentsOf: folder.appending(path: "routine.yaml"), encoding: .utf8)
        #expect(routine.contains("  thursday:\n    title: \"Odd day\"\n    exercises:\n      - exercise: odd-object-carry-ladder\n"))
        let check = try CLI.run(["check", folder.path, "--now", "2026-11-25"])
        #expect(!check.stderr.contains("error:"), "\(check.stderr)")
    }
}
