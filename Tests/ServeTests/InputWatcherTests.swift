import Foundation
import LiftbookServe
import LiftbookFixtures
import Testing

/// The stat walk that notices changed inputs.
struct InputWatcherTests {
    @Test func seesInputsAndNothingElse() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLIRunner.write([
            "liftbook.yaml": "title: x\n", "routine.yaml": "days: {}\n",
            "sessions/2026/2026-11-20.md": "## Row\n", "exercises/x.yaml": "", "imports/strong.csv": "",
            "posts/a.md": "", "Templates/home.mustache": "", "Themes/mine/style.css": "",
            "sessions/.2026-11-20.md.swp": "", "public/index.html": "", "notes.txt": "",
        ], into: folder)
        let paths = InputWatcher(root: folder).scan().keys.sorted()
        #expect(paths == [
            "Templates/home.mustache", "Themes/mine/style.css", "exercises/x.yaml", "imports/strong.csv",
            "liftbook.yaml", "posts/a.md", "routine.yaml", "sessions/2026/2026-11-20.md",
        ])
    }

    @Test func reportsAddedRemovedAndChangedFiles() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLIRunner.write(["sessions/a.md": "one", "sessions/b.md": "two", "liftbook.yaml": ""], into: folder)
        let watcher = InputWatcher(root: folder)
        let before = watcher.scan()
        #expect(InputWatcher.changes(from: before, to: watcher.scan()).isEmpty)
        try CLIRunner.write(["sessions/a.md": "one more", "sessions/c.md": "new"], into: folder)
        try FileManager.default.removeItem(at: folder.appending(path: "sessions/b.md"))
        #expect(InputWatcher.changes(from: before, to: watcher.scan()) == ["sessions/a.md", "sessions/b.md", "sessions/c.md"])
    }

    @Test func aMissingFolderHasNoInputs() {
        #expect(InputWatcher(root: URL(fileURLWithPath: "/no/such/site")).scan().isEmpty)
    }
}
