import Foundation
import LiftbookTestSupport
import Testing

/// One program's daily loop: the day `log` plans, the edits that fill the file in, and the
/// hand-worked next targets the built site shows on an exercise page.
struct ProgramFlow: Sendable, CustomTestStringConvertible {
    var program: String
    /// The day logged (2026-11-23 is a Monday).
    var date: String
    /// The file `log` writes.
    var file: String
    /// Lines the written file holds (the plan as set lines).
    var planned: [String]
    /// `(line as written, line as done)`; the `planned: true` line is always deleted.
    var edits: [(String, String)] = []
    /// Exercise page → a target it must show.
    var targets: [(String, String)]
    var testDescription: String { program }
}

@Suite(.serialized)
struct ProgramFlowTests {
    static let flows: [ProgramFlow] = [
        // StrongLifts: A on the first day; every 5 × 5 made adds 2.5 kg: squat 60 → 62.5 kg,
        // (62.5 − 20) / 2 = 21.25 a side = 20 + 1.25; bench 40 → 42.5, 11.25 a side = 10 + 1.25.
        ProgramFlow(program: "stronglifts-5x5", date: "2026-11-23", file: "sessions/2026-11-23-a.md",
                    planned: ["- 60 x 5 x 5", "- 40 x 5 x 5"],
                    targets: [("barbell-back-squat", "5 × 5 @ 62.5 kg (20 + 1.25 per side)"),
                              ("barbell-bench-press", "5 × 5 @ 42.5 kg (10 + 1.25 per side)")]),
        // 5/3/1 BBB, Tuesday is deadlift, training max 100: 65/75/85 × 5, 5, 5+; 8 reps on the
        // AMRAP set → week 2, 70/80/90% × 3, 3, 3+: 25, 30 = 25 + 5 and 35 = 25 + 10 a side.
        // Warm-up to 65: bar × 10; 40% = 26 → 25 (2.5 a side is nearer than 3.75); 60% = 39 →
        // 40 (9.5 a side → 10); 80% = 52 → 52.5 (16 a side → 16.25 = 15 + 1.25).
        ProgramFlow(program: "531-bbb", date: "2026-11-24", file: "sessions/2026-11-24-deadlift.md",
                    planned: ["- 20 x 10 warmup\n- 25 x 5 warmup\n- 40 x 3 warmup\n- 52.5 x 1 warmup\n- 65 x 5\n- 75 x 5\n- 85 x 5 amrap",
                              "- 50 x 10 x 5"],
                    edits: [("- 85 x 5 amrap", "- 85 x 8 amrap")],
                    targets: [("barbell-deadlift", "70 kg × 3 (25 per side), 80 kg × 3 (25 + 5 per side), 90 kg × 3+ (25 + 10 per side)"),
                              ("barbell-deadlift", "5 × 10 @ 50 kg (15 per side)")]),
        // GZCLP A1: squat T1 5 × 3+ at 60 made → 62.5 kg; bench T2 3 × 10 at 30 made → 32.5 kg;
        // bench T1 on A2 is another rule: it starts at its own target, 45 kg (12.5 a side = 10 + 2.5).
        ProgramFlow(program: "gzclp", date: "2026-11-23", file: "sessions/2026-11-23-a1.md",
                    planned: ["- 60 x 3 x 4\n- 60 x 3 amrap", "- 30 x 10 x 3", "- 30 x 15 x 2\n- 30 x 15 amrap"],
                    targets: [("barbell-back-squat", "4 × 3 @ 62.5 kg (20 + 1.25 per side), 62.5 kg × 3+ (20 + 1.25 per side)"),
                              ("barbell-bench-press", "3 × 10 @ 32.5 kg (5 + 1.25 per side)"),
                              ("barbell-bench-press", "4 × 3 @ 45 kg (10 + 2.5 per side), 45 kg × 3+ (10 + 2.5 per side)")]),
        // PPL, Pull first: deadlift 80 × 5 made → +5 kg = 85 (32.5 a side = 25 + 5 + 2.5); lat
        // pulldown 3 × 8-12 at 40, all 12 done → +2.5 kg and back to 8.
        ProgramFlow(program: "ppl", date: "2026-11-23", file: "sessions/2026-11-23-pull.md",
                    planned: ["- 80 x 5", "- 40 x 8 x 3"],
                    edits: [("- 40 x 8 x 3", "- 40 x 12 x 3")],
                    targets: [("barbell-deadlift", "1 × 5 @ 85 kg (25 + 5 + 2.5 per side)"), ("lat-pulldown", "3 × 8 @ 42.5 kg")]),
        // Upper/lower, Monday upper: bench 3 × 6-8 at 50, all 8 done → 52.5 kg × 6 (16.25 a side = 15 + 1.25).
        ProgramFlow(program: "upper-lower", date: "2026-11-23", file: "sessions/2026-11-23-upper.md",
                    planned: ["- 50 x 6 x 3"],
                    edits: [("- 50 x 6 x 3", "- 50 x 8 x 3")],
                    targets: [("barbell-bench-press", "3 × 6 @ 52.5 kg (15 + 1.25 per side)")]),
    ]

    @Test(arguments: flows)
    func initCheckLogFillInBuild(_ flow: ProgramFlow) throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let created = try CLIRunner.run(["init", "site", "--program", flow.program, "--now", flow.date], in: folder)
        #expect(created.status == 0, "\(created.stderr)")
        let first = try CLIRunner.run(["check", "site", "--now", flow.date], in: folder)
        #expect(first.status == 0 && !first.stderr.contains(": warning:"), "\(first.stderr)")

        let logged = try CLIRunner.run(["log", "site", "--date", flow.date], in: folder)
        #expect(logged.status == 0, "\(logged.stderr)")
        #expect(logged.stdout == "site/\(flow.file)\n")
        let url = folder.appending(path: "site/" + flow.file)
        var text = try String(contentsOf: url, encoding: .utf8)
        for lines in flow.planned { #expect(text.contains(lines + "\n"), "\(flow.file) lacks \(lines):\n\(text)") }

        // As written, the file is a plan: check accepts it, says so, and nothing counts.
        let planned = try CLIRunner.run(["check", "site", "--now", flow.date], in: folder)
        #expect(planned.status == 0)
        #expect(planned.stderr.contains("site/\(flow.file):5:10: warning: this session is a plan written by 'liftbook log' (planned: true)"))
        #expect(try CLIRunner.run(["stats", "site", "--now", flow.date], in: folder).stdout.hasPrefix("0 sessions, 0 working sets"))

        text = text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("planned: true") }.joined(separator: "\n")
        for (before, after) in flow.edits {
            #expect(text.contains(before + "\n"))
            text = text.replacingOccurrences(of: before + "\n", with: after + "\n")
        }
        try Data(text.utf8).write(to: url)
        let filled = try CLIRunner.run(["check", "site", "--now", flow.date], in: folder)
        #expect(filled.status == 0 && !filled.stderr.contains(": warning:"), "\(filled.stderr)")

        let built = try CLIRunner.run(["build", "site", "--now", flow.date, "-q"], in: folder)
        #expect(built.status == 0, "\(built.stderr)")
        for (exercise, target) in flow.targets {
            let page = try String(contentsOf: folder.appending(path: "site/public/exercises/\(exercise)/index.html"), encoding: .utf8)
            #expect(page.contains("<p class=\"rec-target\">\(target)</p>"), "\(exercise) does not show \(target)")
        }
    }
}
