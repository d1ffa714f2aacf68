import ArgumentParser
import Foundation
@testable import LiftbookCLI
import LiftbookLoading
import LiftbookModel
import LiftbookTestSupport
import Testing

@Suite("liftbook export")
struct ExportCommandTests {
    /// A site folder on disk with a Strong export and one hand-written session.
    func makeSite() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appending(path: "liftbook-export-\(UUID().uuidString)", directoryHint: .isDirectory)
        let files = [
            "liftbook.yaml": "imports: [{file: imports/strong.csv, unit: kg}]\n",
            "exercises/library.yaml": ImportSite.library,
            "imports/strong.csv": StrongFixtures.common,
            "sessions/2024-10-01.md": "---\ndate: 2024-10-01\n---\n## Plank\n- 90s\n",
        ]
        for (path, text) in files {
            let url = root.appending(path: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    func run(_ arguments: [String]) throws {
        let command = try ExportCommand.parse(arguments + ["--now", "2030-01-01", "--quiet"])
        try command.run()
    }

    func sessionFiles(_ root: URL, _ folder: String = "sessions") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.appending(path: folder).path).sorted()
    }

    @Test func exportingIntoSessionsLeavesItsFilesAloneAndCountsNothingTwice() throws {
        let root = try makeSite()
        defer { try? FileManager.default.removeItem(at: root) }
        let before = SiteLoader(files: DiskSiteFiles(root: root), today: ImportSite.today).load()
        try run([root.path, "--to", "sessions/"])
        #expect(try sessionFiles(root) == [
            "2024-09-09-070211-morning-a.yaml", "2024-09-09-1830-evening-b.yaml", "2024-09-16-0700-morning-a.yaml", "2024-10-01.md",
        ])
        // With the CSV still in imports/, every workout is merged with its exported copy.
        let after = SiteLoader(files: DiskSiteFiles(root: root), today: ImportSite.today).load()
        #expect(after.diagnostics.errors.isEmpty)
        #expect(after.data.sessions.count == before.data.sessions.count)
        #expect(Figures.sets(after.data.sessions) == Figures.sets(before.data.sessions))
        // Running it again has nothing left to write.
        try run([root.path, "--to", "sessions"])
        #expect(try sessionFiles(root).count == 4)
    }

    @Test func exportAppliesCorrectionsAndTheCopiesStillMergeAsOne() throws {
        let root = try makeSite()
        defer { try? FileManager.default.removeItem(at: root) }
        let corrections = """
            schema: 1
            corrections:
              - {workout: 2024-09-09 18:30, exercise: Bench Press (Barbell), set: 80 x 5, to: 82.5 x 5}
              - {workout: 2024-09-16 07:00, drop: true}
              - {workout: 2024-09-09 07:02:11, maxDuration: 30min}

            """
        try Data(corrections.utf8).write(to: root.appending(path: "corrections.yaml"))
        let before = SiteLoader(files: DiskSiteFiles(root: root), today: ImportSite.today).load()
        #expect(before.diagnostics.errors.isEmpty, "\(before.diagnostics.errors)")
        try run([root.path, "--to", "sessions", "--markdown"])
        #expect(try sessionFiles(root) == ["2024-09-09-070211-morning-a.md", "2024-09-09-1830-evening-b.md", "2024-10-01.md"])
        let evening = try String(contentsOf: root.appending(path: "sessions/2024-09-09-1830-evening-b.md"), encoding: .utf8)
        // The first of the two 80 x 5 sets became 82.5 x 5.
        #expect(evening.contains("## Bench Press (Barbell)\n- 40kg x 10 warmup\n- 82.5kg x 5\n- 80kg x 5\n"))
        let morning = try String(contentsOf: root.appending(path: "sessions/2024-09-09-070211-morning-a.md"), encoding: .utf8)
        #expect(morning.contains("start: \"07:02:11\"\nend: \"07:32:11\"\n"))
        // The CSV and corrections.yaml still there: each workout is counted once, and no correction fails.
        let after = SiteLoader(files: DiskSiteFiles(root: root), today: ImportSite.today).load()
        #expect(after.diagnostics.errors.isEmpty, "\(after.diagnostics.errors)")
        #expect(after.diagnostics.filter { $0.message.contains("its sets differ") }.isEmpty)
        #expect(after.data.sessions.count == before.data.sessions.count)
        #expect(Figures.sets(after.data.sessions) == Figures.sets(before.data.sessions))
        #expect(morning.contains("corrected: true\n"), "the written copy says it holds its corrections")
        // Without the CSV, the two workout corrections find only written copies: warnings, not a second application.
        try FileManager.default.removeItem(at: root.appending(path: "imports/strong.csv"))
        try Data("".utf8).write(to: root.appending(path: "liftbook.yaml"))
        let later = SiteLoader(files: DiskSiteFiles(root: root), today: ImportSite.today).load()
        #expect(Figures.sets(later.data.sessions) == Figures.sets(before.data.sessions))
        #expect(later.diagnostics.filter { $0.message.hasPrefix("the correction was already applied") }.map(\.location.line) == [3, 5])
        #expect(later.diagnostics.errors.map(\.location) == [SourceLocation(path: "corrections.yaml", line: 4, column: 15)],
                "the dropped workout is in no copy: that one matches nothing")
    }

    @Test func exportingIntoASubfolderOfSessionsLeavesHandWrittenSessionsOut() throws {
        let root = try makeSite()
        defer { try? FileManager.default.removeItem(at: root) }
        try run([root.path, "--to", "sessions/imported"])
        #expect(try sessionFiles(root, "sessions/imported") == [
            "2024-09-09-070211-morning-a.yaml", "2024-09-09-1830-evening-b.yaml", "2024-09-16-0700-morning-a.yaml",
        ])
        let after = SiteLoader(files: DiskSiteFiles(root: root), today: ImportSite.today).load()
        #expect(after.data.sessions.count == 4, "three imported workouts and the hand-written plank, each once")
    }

    @Test func existingFilesAreNeverOverwritten() throws {
        let root = try makeSite()
        defer { try? FileManager.default.removeItem(at: root) }
        try run([root.path, "--to", "out", "--markdown"])
        #expect(try sessionFiles(root, "out").count == 4)
        let first = try String(contentsOf: root.appending(path: "out/2024-10-01-1.md"), encoding: .utf8)
        try Data("edited".utf8).write(to: root.appending(path: "out/2024-10-01-1.md"))
        #expect(throws: (any Error).self) { try run([root.path, "--to", "out", "--markdown"]) }
        #expect(try String(contentsOf: root.appending(path: "out/2024-10-01-1.md"), encoding: .utf8) == "edited")
        #expect(first.hasPrefix("---\ndate: 2024-10-01\n---\n"))
    }
}
