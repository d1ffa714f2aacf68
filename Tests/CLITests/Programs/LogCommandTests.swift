import Foundation
import LiftbookTestSupport
import Testing

/// `liftbook log` and `init --program` as a user runs them: files never overwritten, the day
/// chosen, plain errors.
@Suite(.serialized)
struct LogCommandTests {
    static let routine = """
        schema: 1
        name: Two days
        days:
          monday:
            title: Upper A
            exercises:
              - {exercise: barbell-bench-press, sets: 3, reps: 5, weight: 80, progression: linear}
              - {exercise: pull-up, sets: 3, reps: 8}
              - {exercise: plank, duration: 45s, sets: 2}
          thursday:
            title: Lower A
            exercises:
              - {exercise: barbell-back-squat, sets: 3, reps: 5, rpe: 8, weight: 100, progression: none}
              - {exercise: running, duration: 20min}

        """

    func site() throws -> URL {
        let folder = try CLIRunner.temporaryFolder()
        try CLIRunner.write(["site/liftbook.yaml": "timezone: Europe/Berlin\n", "site/routine.yaml": Self.routine], into: folder)
        return folder
    }

    @Test func writesTheWeekdaysPlanAndNeverOverwrites() throws {
        let folder = try site()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try CLIRunner.run(["log", "site", "--date", "2026-11-23"], in: folder)
        #expect(first.status == 0)
        #expect(first.stdout == "site/sessions/2026-11-23-upper-a.md\n")
        let text = try String(contentsOf: folder.appending(path: "site/sessions/2026-11-23-upper-a.md"), encoding: .utf8)
        // 80 kg: bar × 10; 40% = 32 → 6 a side, the nearest 6.25 = 5 + 1.25 → 32.5; 60% = 48 →
        // 14 a side → 13.75 = 10 + 2.5 + 1.25 → 47.5; 80% = 64 → 22 a side: 22.5 (0.5 away) beats
        // 21.25 (0.75 away) → 65 = 20 + 2.5 a side.
        #expect(text == """
            ---
            date: 2026-11-23
            routine: "monday"
            title: "Upper A"
            planned: true       # written by 'liftbook log': edit the sets to what you did, then delete this line
            ---

            ## Barbell Bench Press
            <!-- 3 × 5 @ 80 kg (25 + 5 per side). No history yet: start with the routine's target, 3 × 5 at 80 kg.
            Warm-up: 20 kg × 10 (empty bar), 32.5 kg × 5 (5 + 1.25 per side), 47.5 kg × 3 (10 + 2.5 + 1.25 per side), 65 kg × 1 (20 + 2.5 per side). -->
            - 20 x 10 warmup
            - 32.5 x 5 warmup
            - 47.5 x 3 warmup
            - 65 x 1 warmup
            - 80 x 5 x 3

            ## Pull-Up
            <!-- 3 × 8. No history yet: start with 3 × 8 at a weight you can lift with good form. -->
            - bw x 8 x 3

            ## Plank
            <!-- 2 sets · 45 s. No history yet: start with the routine's target, 45 s. -->
            - 45s x 2

            """)
        let second = try CLIRunner.run(["log", "site", "--date", "2026-11-23"], in: folder)
        #expect(second.stdout == "site/sessions/2026-11-23-upper-a-2.md\n")
        #expect(try String(contentsOf: folder.appending(path: "site/sessions/2026-11-23-upper-a.md"), encoding: .utf8) == text)
    }

    @Test func restDaysUnknownDaysAndOtherDays() throws {
        let folder = try site()
        defer { try? FileManager.default.removeItem(at: folder) }
        let rest = try CLIRunner.run(["log", "site", "--date", "2026-11-24"], in: folder)
        #expect(rest.status == 1)
        #expect(rest.stderr == "liftbook: error: Tuesday is a rest day in routine.yaml\n  hint: pass --day to log another day's plan, e.g. --day monday\n")
        let unknown = try CLIRunner.run(["log", "site", "--date", "2026-11-24", "--day", "legs"], in: folder)
        #expect(unknown.status == 1)
        #expect(unknown.stderr == "liftbook: error: the routine has no day 'legs'\n  hint: its days: monday (Upper A), thursday (Lower A)\n")
        let other = try CLIRunner.run(["log", "site", "--date", "2026-11-24", "--day", "lower a"], in: folder)
        #expect(other.stdout == "site/sessions/2026-11-24-lower-a.md\n")
        let text = try String(contentsOf: folder.appending(path: "site/sessions/2026-11-24-lower-a.md"), encoding: .utf8)
        // A target with RPE keeps it; cardio is written as a duration.
        #expect(text.contains("\n- 100 x 5 x 3 @8\n"))
        #expect(text.hasSuffix("## Running\n<!-- 20 min. No history yet: start with the routine's target, 20 min. -->\n- 20min\n"))
        #expect(try CLIRunner.run(["log", "site", "--date", "2026-02-30"], in: folder).status == 2)
    }

    @Test func withoutARoutineItSaysHowToStart() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLIRunner.write(["site/liftbook.yaml": ""], into: folder)
        let run = try CLIRunner.run(["log", "site", "--date", "2026-11-23"], in: folder)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("liftbook: error: the site has no routine to plan a session from\n  hint: write routine.yaml, or start from a program"))
    }

    @Test func initProgramOnAnExistingSiteKeepsARoutineOfYourOwn() throws {
        let folder = try site()
        defer { try? FileManager.default.removeItem(at: folder) }
        let refused = try CLIRunner.run(["init", "site", "--program", "gzclp"], in: folder)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("routine.yaml' holds a routine of your own; nothing was written"))
        #expect(try String(contentsOf: folder.appending(path: "site/routine.yaml"), encoding: .utf8) == Self.routine)
        // The example routine of a plain `init` is replaced.
        #expect(try CLIRunner.run(["init", "fresh", "--now", "2026-11-23"], in: folder).status == 0)
        let replaced = try CLIRunner.run(["init", "fresh", "--program", "gzclp"], in: folder)
        #expect(replaced.status == 0, "\(replaced.stderr)")
        #expect(try String(contentsOf: folder.appending(path: "fresh/routine.yaml"), encoding: .utf8).contains("name: GZCLP"))
        let unknown = try CLIRunner.run(["init", "x", "--program", "nsuns"], in: folder)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown program 'nsuns'; the programs are 531-bbb, gzclp, stronglifts-5x5, ppl, upper-lower"))
        let help = try CLIRunner.run(["init", "--help"], in: folder)
        for name in ["531-bbb", "gzclp", "stronglifts-5x5", "ppl", "upper-lower"] { #expect(help.stdout.contains(name + ":")) }
    }
}
