import Foundation
import LiftbookTestSupport
import Testing

/// `liftbook export --format strong-csv` as a user runs it.
@Suite(.serialized)
struct StrongExportCommandTests {
    @Test func writesTheFileOnceAndSaysItsUnit() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLIRunner.write([
            "site/liftbook.yaml": "units: lb\nlogUnit: lb\n",
            "site/sessions/2026-11-16.md": "---\nstart: \"18:00\"\nend: \"18:45\"\ntitle: Push\nbodyweight: 180\n---\n## Barbell Bench Press\n- 135 x 5 warmup\n- 185 x 5 x 2\n",
            "site/sessions/2026-11-18.md": "---\nstart: \"18:00\"\nprivate: true\n---\n## Barbell Bench Press\n- 190 x 3\n",
        ], into: folder)
        let written = try CLIRunner.run(["export", "site", "--format", "strong-csv", "--to", "strong.csv"], in: folder)
        #expect(written.status == 0)
        #expect(written.stdout == """
            Wrote 2 workouts (4 sets) to strong.csv in Strong's layout; weights in lb.
            To read it into a site: copy it into imports/ and list it with its unit in liftbook.yaml: imports: [{file: imports/strong.csv, unit: lb}]

            """)
        #expect(written.stderr == """
            note: 1 session body weight is not in Strong's layout and left out
            note: 1 private session is included and will read back as public: Strong's layout cannot mark them (--no-private leaves them out)

            """)
        let csv = try String(contentsOf: folder.appending(path: "site/strong.csv"), encoding: .utf8)
        #expect(csv == """
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2026-11-16 18:00:00,Push,2700,Barbell Bench Press,W,135,5,,,,,
            2026-11-16 18:00:00,Push,2700,Barbell Bench Press,1,185,5,,,,,
            2026-11-16 18:00:00,Push,2700,Barbell Bench Press,2,185,5,,,,,
            2026-11-18 18:00:00,,,Barbell Bench Press,1,190,3,,,,,

            """)
        let again = try CLIRunner.run(["export", "site", "--format", "strong-csv", "--to", "strong.csv"], in: folder)
        #expect(again.status == 1)
        #expect(again.stderr.contains("1 of the files already exist"))
        let printed = try CLIRunner.run(["export", "site", "--format", "strong-csv", "--no-private", "-q"], in: folder)
        #expect(printed.status == 0)
        #expect(printed.stdout == csv.split(separator: "\n").prefix(4).joined(separator: "\n") + "\n")
        #expect(try CLIRunner.run(["export", "site"], in: folder).status == 2)
        #expect(try CLIRunner.run(["export", "site", "--format", "csv", "--to", "x.csv"], in: folder).status == 2)
    }
}
