import Foundation
import LiftbookFixtures
import LiftbookServe
import Testing

/// `serve` watches the `static/` folder, hidden files included.
struct StaticFolderWatchTests {
    @Test func serveWatchesStaticFilesHiddenOnesIncluded() throws {
        let folder = try CLIRunner.temporaryFolder()
        try CLIRunner.write(["liftbook.yaml": "", "static/CNAME": "a", "static/.nojekyll": "", "static/.DS_Store": "litter"], into: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let watched = InputWatcher(root: folder).scan().keys.filter { $0.hasPrefix("static/") }.sorted()
        #expect(watched == ["static/.nojekyll", "static/CNAME"])
    }
}
