import Foundation
import LiftbookTestSupport
import Testing

/// End-to-end: the real binary on real folders.
@Suite(.serialized)
struct CLITests {
    @Test func helpAndVersionExitZero() throws {
        let help = try CLIRunner.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("build"))
        #expect(help.stdout.contains("check"))
        let version = try CLIRunner.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "0.1.0")
    }

    @Test func usageErrorsExitTwo() throws {
        #expect(try CLIRunner.run(["check", "--no-such-flag"]).status == 2)
        #expect(try CLIRunner.run(["sample", "/tmp/x", "--years", "0"]).status == 2)
        #expect(try CLIRunner.run(["frobnicate"]).status == 2)
    }

    @Test func checkReportsEveryProblemCompilerStyleAndExitsOne() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLIRunner.write([
            "site/sessions/2026-11-10.md": "## Barbell Row\n- 60 x ten\n- 60 x 5 @11\n",
            "site/liftbook.yaml": "units: stone\n",
        ], into: folder)
        let result = try CLIRunner.run(["check", "site", "--now", "2026-11-22"], in: folder)
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.contains("site/liftbook.yaml:1:8: error: unknown units 'stone'"))
        #expect(lines.contains("site/sessions/2026-11-10.md:2:8: error: reps should follow 'x', found 'ten'"))
        #expect(lines.contains("site/sessions/2026-11-10.md:3:11: error: RPE should be from 1 to 10, found '11'"))
        #expect(lines.filter { $0.hasPrefix("  hint: ") }.count == 3)
        #expect(!result.stderr.contains("\u{1B}["), "no colour with NO_COLOR")
    }

    @Test func sampleThenCheckThenBuild() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sample = try CLIRunner.run(["sample", "s", "--years", "1", "--seed", "7", "--end", "2026-11-20"], in: folder)
        #expect(sample.status == 0)
        let check = try CLIRunner.run(["check", "s", "--now", "2026-11-21"], in: folder)
        #expect(check.status == 0, Comment(rawValue: check.stderr))
        #expect(check.stderr.contains("0 errors, 0 warnings"))
        let build = try CLIRunner.run(["build", "s", "--output", "out", "--now", "2026-11-21", "--base-url", "https://x.org/log/"], in: folder)
        #expect(build.status == 0, Comment(rawValue: build.stderr))
        #expect(build.stdout.hasPrefix("Built "))
        let home = try String(contentsOf: folder.appending(path: "out/index.html"), encoding: .utf8)
        #expect(home.contains("href=\"/log/history/\""))
        // The same seed gives the same files.
        let again = try CLIRunner.run(["sample", "t", "--years", "1", "--seed", "7", "--end", "2026-11-20"], in: folder)
        #expect(again.status == 0)
        let a = try String(contentsOf: folder.appending(path: "s/sessions/2026/2026-11-20-upper-b.md"), encoding: .utf8)
        let b = try String(contentsOf: folder.appending(path: "t/sessions/2026/2026-11-20-upper-b.md"), encoding: .utf8)
        #expect(a == b)
    }

    @Test func buildWithErrorsWritesNothingAndKeepsTheOldSite() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLIRunner.write(["site/sessions/2026-11-10.md": "## Barbell Row\n- 60 x 10\n", "site/liftbook.yaml": ""], into: folder)
        let first = try CLIRunner.run(["build", "site", "--output", "out", "--now", "2026-11-22"], in: folder)
        #expect(first.status == 0, Comment(rawValue: first.stderr))
        let before = try String(contentsOf: folder.appending(path: "out/index.html"), encoding: .utf8)
        try CLIRunner.write(["site/sessions/2026-11-12.md": "## Barbell Row\n- 60 x ten\n"], into: folder)
        let broken = try CLIRunner.run(["build", "site", "--output", "out", "--now", "2026-11-22"], in: folder)
        #expect(broken.status == 1)
        #expect(broken.stderr.contains("nothing was written"))
        #expect(try String(contentsOf: folder.appending(path: "out/index.html"), encoding: .utf8) == before)
        let keepGoing = try CLIRunner.run(["build", "site", "--output", "out", "--now", "2026-11-22", "--keep-going"], in: folder)
        #expect(keepGoing.status == 1)
        #expect(keepGoing.stderr.contains("skipped"))
    }

    @Test func aSecondBuildRewritesOnlyWhatChanged() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLIRunner.write(["site/sessions/2026-11-10.md": "## Barbell Row\n- 60 x 10\n", "site/liftbook.yaml": ""], into: folder)
        let arguments = ["build", "site", "--output", "out", "--now", "2026-11-22"]
        let first = try CLIRunner.run(arguments, in: folder)
        #expect(first.status == 0, Comment(rawValue: first.stderr))
        let again = try CLIRunner.run(arguments, in: folder)
        #expect(again.stdout.contains(" 0 written, "), Comment(rawValue: again.stdout))
        try CLIRunner.write(["site/sessions/2026-11-12.md": "## Barbell Row\n- 62.5 x 10\n"], into: folder)
        let edited = try CLIRunner.run(arguments, in: folder)
        #expect(edited.status == 0, Comment(rawValue: edited.stderr))
        #expect(!edited.stdout.contains(" 0 written, "), Comment(rawValue: edited.stdout))
        #expect(FileManager.default.fileExists(atPath: folder.appending(path: "out/sessions/2026-11-12/index.html").path))
    }

    @Test func buildRefusesAFolderItDidNotMake() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLIRunner.write(["site/sessions/2026-11-10.md": "## Barbell Row\n- 60 x 10\n", "site/liftbook.yaml": "", "mine/thesis.txt": "keep"], into: folder)
        let result = try CLIRunner.run(["build", "site", "--output", "mine", "--now", "2026-11-22"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains("was not made by Liftbook"))
        #expect(try String(contentsOf: folder.appending(path: "mine/thesis.txt"), encoding: .utf8) == "keep")
    }

    @Test(arguments: ["build", "check", "report", "stats", "export", "serve"])
    func aFolderWithoutSettingsIsNotASite(command: String) throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLIRunner.write(["notes/todo.txt": "buy chalk", "empty/.keep": ""], into: folder)
        var arguments = [command, "notes"]
        if command == "export" { arguments += ["--to", "out"] }
        if command == "serve" { arguments += ["--port", "0"] }
        let result = try CLIRunner.run(arguments, in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("liftbook: error: 'notes' is not a Liftbook site: it has no liftbook.yaml\n  hint: start a new site with 'liftbook init NEW-FOLDER'"), Comment(rawValue: result.stderr))
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "notes/public").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "notes/out").path))
        let empty = try CLIRunner.run([command, "empty"] + Array(arguments.dropFirst(2)), in: folder)
        #expect(empty.status == 1)
        #expect(empty.stderr.contains("hint: start a site here with 'liftbook init empty'"), Comment(rawValue: empty.stderr))
    }

    @Test func buildRefusesAnOutputInsideTheSitesInputs() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLIRunner.write(["site/sessions/2026-11-10.md": "## Barbell Row\n- 60 x 10\n", "site/liftbook.yaml": ""], into: folder)
        let result = try CLIRunner.run(["build", "site", "-o", "site/sessions/site", "--now", "2026-11-22"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains("it is inside the site's input folder sessions/, so the next build would read its own output"), Comment(rawValue: result.stderr))
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "site/sessions/site").path))
        #expect(try CLIRunner.run(["check", "site", "--now", "2026-11-22"], in: folder).status == 0)
    }

    @Test func buildIntoAFolderBelowAFileFailsWithAMessage() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLIRunner.write(["site/sessions/2026-11-10.md": "## Barbell Row\n- 60 x 10\n", "site/liftbook.yaml": "", "notes.txt": "a file"], into: folder)
        let result = try CLIRunner.run(["build", "site", "-o", "notes.txt/public", "--now", "2026-11-22"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: cannot write the site to '"), Comment(rawValue: result.stderr))
        #expect(result.stderr.contains("not a directory"), Comment(rawValue: result.stderr))
        #expect(!result.stderr.contains("NSCocoaErrorDomain"), Comment(rawValue: result.stderr))
        #expect(try String(contentsOf: folder.appending(path: "notes.txt"), encoding: .utf8) == "a file")
    }

    @Test func initBelowAFileFailsWithAMessage() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLIRunner.write(["notes.txt": "a file"], into: folder)
        let result = try CLIRunner.run(["init", "notes.txt/site"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: cannot write: not a directory at '"), Comment(rawValue: result.stderr))
        #expect(!result.stderr.contains("NSCocoaErrorDomain"), Comment(rawValue: result.stderr))
    }

    @Test func initKeepsAGitignoreThatIsThere() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLIRunner.write(["log/.gitignore": "*.tmp\n"], into: folder)
        #expect(try CLIRunner.run(["init", "log", "--now", "2026-11-22"], in: folder).status == 0)
        #expect(try String(contentsOf: folder.appending(path: "log/.gitignore"), encoding: .utf8) == "*.tmp\n")
        #expect(FileManager.default.fileExists(atPath: folder.appending(path: "log/liftbook.yaml").path))
    }

    @Test func initWritesASiteThatChecksCleanly() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try CLIRunner.run(["init", "new", "--now", "2026-11-22"], in: folder).status == 0)
        let check = try CLIRunner.run(["check", "new", "--now", "2026-11-22"], in: folder)
        #expect(check.status == 0, Comment(rawValue: check.stderr))
        #expect(try CLIRunner.run(["init", "new"], in: folder).status == 1, "refuses a non-empty folder")
        // The output and the trees the writer keeps beside it are not the lifter's files.
        #expect(try String(contentsOf: folder.appending(path: "new/.gitignore"), encoding: .utf8) == """
            # Made again by 'liftbook build': the site, and the spare tree, lock and staging trees kept beside it.
            /public/
            /.public.liftbook-*

            """)
        // The sample's sessions come with the routine they follow, not the example plan.
        #expect(try CLIRunner.run(["init", "sampled", "--sample", "--now", "2026-11-22"], in: folder).status == 0)
        let sampled = try CLIRunner.run(["check", "sampled", "--now", "2026-11-22"], in: folder)
        #expect(sampled.status == 0, Comment(rawValue: sampled.stderr))
        #expect(sampled.stderr.contains(": 0 errors, 0 warnings"), Comment(rawValue: sampled.stderr))
    }
}
