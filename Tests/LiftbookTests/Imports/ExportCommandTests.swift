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
            "exercises/library.yaml": TS.library,
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
        let before = SiteLoader(files: DiskSiteFiles(root: root), today: TS.today).load()
        try run([root.path, "--to", "sessions/"])
        #expect(try sessionFiles(root) == [
            "2024-09-09-070211-morning-a.yaml", "2024-09-09-1830-evening-b.yaml", "2024-09-16-0700-morning-a.yaml", "2024-10-01.md",
        ])
        // With the CSV still in imports/, every workout is merged with its exported copy.
        let after = SiteLoader(files: DiskSiteFiles(root: root), today: TS.today).load()
        #expect(after.diagnostics.errors.isEmpty)
        #expect(after.data.sessions.count == before.data.sessions.count)
        #expect(Figures.sets(after.data.sessions) == Figures.sets(before.data.sessions))
        // Running it again has nothing left to write.
        try run([root.path, "--to", "sessions"])
        #expect(try sessionFiles(root).count == 4)
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
