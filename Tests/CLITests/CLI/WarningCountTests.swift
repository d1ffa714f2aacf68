import Foundation
import LiftbookTestSupport
import Testing

/// `check` prints every warning with its hint and counts them; `build`, `report` and `stats`
/// print errors only, and one line counting the warnings.
struct WarningCountTests {
    static let site: [String: String] = [
        "site/liftbook.yaml": "units: lb\nlogUnit: lb\nimports:\n  - file: imports/strong.csv\n    unit: lb\n",
        "site/imports/strong.csv": """
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2026-11-02 18:00:00,Evening Workout,22h 1m,Squat (Barbell),1,225,5,,,,,
            2026-11-04 18:00:00,Evening Workout,71h 45m,Squat (Barbell),1,230,5,,,,,
            2026-11-06 18:00:00,Evening Workout,1h,Squat (Barbell),1,235,5,,,,,

            """,
        "site/sessions/2026-11-09.md": "## Barbell Bench Press\n- 185 x 5\n- 1200 x 5\n",
    ]

    @Test func checkListsThemAndBuildCountsThem() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLIRunner.write(Self.site, into: folder)
        let check = try CLIRunner.run(["check", "site", "--now", "2026-11-22"], in: folder)
        #expect(check.status == 0, Comment(rawValue: check.stderr))
        let lines = check.stderr.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.contains(": warning: ") } == [
            "site/imports/strong.csv:2:1: warning: 2 workouts longer than 5 h (lines 2, 3); kept, but left out of time trained",
            "site/sessions/2026-11-09.md:1:1: warning: 1 set heavier than 500 kg (1102.31 lb) (line 1); kept, but counted toward no volume, record or e1RM",
        ])
        #expect(lines.filter { $0.hasPrefix("  hint: ") }.count == 2)
        #expect(lines.last?.hasSuffix(": 0 errors, 2 warnings in 2 files") == true)

        let build = try CLIRunner.run(["build", "site", "--output", "out", "--now", "2026-11-22"], in: folder)
        #expect(build.status == 0, Comment(rawValue: build.stderr))
        #expect(build.stderr == "2 warnings in 2 files; run 'liftbook check site' to see them with their hints\n")
        let report = try CLIRunner.run(["report", "site", "--week", "2026-W45", "--now", "2026-11-22"], in: folder)
        #expect(report.status == 0, Comment(rawValue: report.stderr))
        #expect(report.stderr == "2 warnings in 2 files; run 'liftbook check site' to see them with their hints\n")
        // Time trained that week: the 1 h workout only (22 h 1 min is left out, 71 h 45 min has no end).
        #expect(report.stdout.contains("\n- Time: 1 h 00 min\n"), Comment(rawValue: report.stdout))
        #expect(report.stdout.contains("| Mon 2 Nov | Evening Workout |          — |"), Comment(rawValue: report.stdout))
        let quiet = try CLIRunner.run(["stats", "site", "--now", "2026-11-22", "-q"], in: folder)
        #expect(quiet.status == 0)
        #expect(quiet.stderr == "")
    }
}
