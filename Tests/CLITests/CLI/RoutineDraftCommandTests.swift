import Foundation
import LiftbookTestSupport
import Testing

/// `liftbook routine --draft` as a real process: it writes routine.yaml once and never overwrites it.
@Suite(.serialized)
struct RoutineDraftCommandTests {
    @Test func writesOnceThenRefusesToOverwrite() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let push = "## Barbell Bench Press\n- 80 x 5 x 3\n"
        try CLIRunner.write([
            "site/liftbook.yaml": "",
            "site/sessions/2026-11-09.md": "---\ntitle: Push\n---\n" + push,
            "site/sessions/2026-11-16.md": "---\ntitle: Push\n---\n" + push,
        ], into: folder)
        let first = try CLIRunner.run(["routine", "--draft", "site", "--now", "2026-11-22"], in: folder)
        #expect(first.status == 0)
        #expect(first.stdout == "Wrote routine.yaml; check every line marked 'guessed', then run 'liftbook build'.\n")
        let written = try String(contentsOf: folder.appending(path: "site/routine.yaml"), encoding: .utf8)
        #expect(written.contains("  monday:\n    title: \"Push\""))
        // The draft is a routine the site reads without a problem.
        #expect(try CLIRunner.run(["check", "site", "--now", "2026-11-22", "-q"], in: folder).status == 0)
        let second = try CLIRunner.run(["routine", "--draft", "site", "--now", "2026-11-22"], in: folder)
        #expect(second.status == 1)
        #expect(second.stderr.hasPrefix("liftbook: error: routine.yaml already exists; nothing was written\n  hint: "))
        #expect(try String(contentsOf: folder.appending(path: "site/routine.yaml"), encoding: .utf8) == written)
        #expect(try CLIRunner.run(["routine", "site"], in: folder).status == 2)
    }
}
