import Foundation
import LiftbookTestSupport
import Testing

/// Every command reads only what the site may publish, unless it is about the user's own files:
/// `check` validates every file (private ones too) and `export` converts the user's own log
/// (private sessions stay marked private). The private sessions here use a name and a load that
/// appear nowhere else, so any trace of them is found.
@Suite(.serialized)
struct CommandPrivacyTests {
    static let secret = "Sled Drag Secret"
    static let secretLoad = "123.5"

    static let site: [String: String] = [
        "site/liftbook.yaml": "",
        "site/routine.yaml": "schema: 1\ndays:\n  monday:\n    title: Push\n    exercises:\n      - {exercise: barbell-bench-press, sets: 3, reps: 5, weight: 80}\n",
        "site/sessions/2026-11-09.md": "---\ntitle: Push\n---\n## Barbell Bench Press\n- 80 x 5 x 3\n",
        "site/sessions/2026-11-16.md": "---\ntitle: Push\n---\n## Barbell Bench Press\n- 82.5 x 5 x 3\n",
        "site/sessions/2026-11-10.md": "---\ntitle: Hidden\nprivate: true\n---\n## \(secret)\n- \(secretLoad) x 5 x 3\n",
        "site/sessions/2026-11-17.md": "---\ntitle: Hidden\nprivate: true\n---\n## \(secret)\n- \(secretLoad) x 5 x 3\n",
    ]

    private func scratch() throws -> URL {
        let folder = try CLIRunner.temporaryFolder()
        try CLIRunner.write(Self.site, into: folder)
        return folder
    }

    private func expectNoSecret(_ text: String, _ what: String) {
        #expect(!text.contains(Self.secret) && !text.contains("sled-drag") && !text.contains(Self.secretLoad) && !text.contains("Hidden"),
                "\(what) shows a private session: \(text.prefix(400))")
    }

    private let now = ["--now", "2026-11-22"]

    @Test func routineDraftLeavesPrivateSessionsOut() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let draft = try CLIRunner.run(["routine", "--draft", "site", "--output", "-"] + now, in: folder)
        #expect(draft.status == 0, Comment(rawValue: draft.stderr))
        #expect(draft.stdout.contains("title: \"Push\""))
        expectNoSecret(draft.stdout, "routine --draft")
    }

    @Test func buildLeavesPrivateSessionsOut() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let build = try CLIRunner.run(["build", "site", "-q"] + now, in: folder)
        #expect(build.status == 0, Comment(rawValue: build.stderr))
        let output = folder.appending(path: "site/public")
        let paths = try FileManager.default.subpathsOfDirectory(atPath: output.path)
        #expect(paths.count > 20)
        var read = 0
        for path in paths {
            #expect(!path.contains("sled-drag"), "\(path)")
            let url = output.appending(path: path)
            // Every file is read: one that cannot be read fails the test instead of being skipped.
            guard try url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory != true else { continue }
            let data = try #require(FileManager.default.contents(atPath: url.path), "\(path)")
            // A card's pixels hold no text to look for (its path is checked above).
            expectNoSecret(ImageBytes.text(data) ?? "", path)
            read += 1
        }
        #expect(read > 20)
    }

    @Test func reportAndStatsLeavePrivateSessionsOut() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        for arguments in [["report", "--week", "2026-W47", "site"], ["stats", "site"], ["stats", "site", "--json"]] {
            let run = try CLIRunner.run(arguments + now, in: folder)
            #expect(run.status == 0, Comment(rawValue: run.stderr))
            expectNoSecret(run.stdout, arguments.joined(separator: " "))
        }
    }

    @Test func shareAndImportRoutineLeavePrivateSessionsOut() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let share = try CLIRunner.run(["share", "monday", "site", "--title", "My push day"] + now, in: folder)
        #expect(share.status == 0, Comment(rawValue: share.stderr))
        expectNoSecret(try String(contentsOf: folder.appending(path: "site/posts/my-push-day.md"), encoding: .utf8), "share")
        #expect(try CLIRunner.run(["build", "site", "-q"] + now, in: folder).status == 0)
        let imported = try CLIRunner.run(["import-routine", "site/public/posts/my-push-day.yaml", "--day", "tuesday", "site"], in: folder)
        #expect(imported.status == 0, Comment(rawValue: imported.stderr))
        expectNoSecret(try String(contentsOf: folder.appending(path: "site/routine.yaml"), encoding: .utf8), "import-routine")
    }

    @Test func checkUnmappedLeavesNamesOnlyPrivateSessionsUseOut() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = try CLIRunner.run(["check", "site", "--unmapped"] + now, in: folder)
        #expect(check.status == 0, Comment(rawValue: check.stderr))
        // The snippet is for exercises/aliases.yaml, which the site publishes.
        expectNoSecret(check.stdout, "check --unmapped")
    }

    @Test func exportKeepsPrivateSessionsMarkedPrivate() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let export = try CLIRunner.run(["export", "site", "--to", "exported"] + now, in: folder)
        #expect(export.status == 0, Comment(rawValue: export.stderr))
        let written = try FileManager.default.subpathsOfDirectory(atPath: folder.appending(path: "site/exported").path).filter { $0.hasSuffix(".yaml") }
        let texts = try written.map { try String(contentsOf: folder.appending(path: "site/exported/" + $0), encoding: .utf8) }
        let privateOnes = texts.filter { $0.contains(Self.secret) }
        #expect(privateOnes.count == 2)
        #expect(privateOnes.allSatisfy { $0.contains("private: true\n") })
    }
}
