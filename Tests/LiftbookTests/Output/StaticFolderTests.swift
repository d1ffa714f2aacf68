import Foundation
import LiftbookLoading
import LiftbookModel
import LiftbookSystem
import LiftbookPipeline
import LiftbookTestSupport
import Testing

/// `static/`: copied as it is into the output, hidden files included (litter aside), a file at
/// a page's path an error at its path (`serve` watching them: `StaticFolderWatchTests`).
struct StaticFolderTests {
    private func site(_ extra: [String: String]) throws -> URL {
        let folder = try CLIRunner.temporaryFolder()
        try CLIRunner.write(["liftbook.yaml": "", "sessions/2026-11-16.md": "## Squat\n- 100 x 5\n"].merging(extra) { $1 }, into: folder)
        return folder
    }

    @Test func staticFilesAreCopiedAsTheyAre() throws {
        let folder = try site(["static/CNAME": "log.example.org\n", "static/.nojekyll": "", "static/.well-known/security.txt": "Contact: x\n",
                               "static/img/bar.svg": "<svg/>", "static/.DS_Store": "litter", "static/.git/HEAD": "ref"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try BuildPipeline(files: DiskSiteFiles(root: folder), today: { _ in LocalDate(iso: "2026-11-22")! }).run(through: .render)
        let files = try #require(outcome.files)
        let statics = files.filter { ["CNAME", ".nojekyll", ".well-known/security.txt", "img/bar.svg"].contains($0.path) }
        #expect(statics.map(\.path).sorted() == [".nojekyll", ".well-known/security.txt", "CNAME", "img/bar.svg"])
        #expect(statics.first { $0.path == "CNAME" }?.contents == "log.example.org\n")
        #expect(!files.contains { $0.path.hasSuffix(".DS_Store") || $0.path.hasPrefix(".git") })
        #expect(zip(files, files.dropFirst()).allSatisfy { $0.path < $1.path }, "sorted by path, as the writer expects")
        #expect(outcome.diagnostics.errors == [])
    }

    @Test(arguments: [("static/index.html", "static/index.html has the path of a page the site makes, 'index.html'"),
                      ("static/sessions", "static/sessions is a file where the site has the folder 'sessions/'"),
                      ("static/robots.txt/x", "static/robots.txt/x needs a folder where the site has the page 'robots.txt'")])
    func aStaticFileAtAPagesPathIsAnErrorAtItsPath(path: String, message: String) throws {
        let folder = try site([path: "mine"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try BuildPipeline(files: DiskSiteFiles(root: folder), today: { _ in LocalDate(iso: "2026-11-22")! }).run(through: .render)
        #expect(outcome.files == nil, "nothing to write")
        #expect(outcome.diagnostics.errors.map(\.message) == [message])
        #expect(outcome.diagnostics.errors.first?.location == SourceLocation(path: path))
    }
}
