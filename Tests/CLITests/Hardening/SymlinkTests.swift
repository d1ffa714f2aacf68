import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LiftbookLoading
import LiftbookModel
import LiftbookSite
import LiftbookTestSupport
import Testing

/// Links in a site folder that lead out of it are reported and never read; links that stay
/// inside are followed.
struct SymlinkTests {
    static let secret = "SECRET-OUTSIDE-4F2A"

    /// A site whose sessions/, liftbook.yaml, routine.yaml and imports/ link outside it.
    static func linkedSite() throws -> (site: URL, outside: URL) {
        let outside = try CLIRunner.temporaryFolder()
        let site = try CLIRunner.temporaryFolder()
        let session = "---\ndate: 2026-01-02\ntitle: \(secret)\n---\n## Squat\n- 100 x 5\n"
        try CLIRunner.write([
            "secret.md": session, "folder/other.md": session, "conf.yaml": "title: \(secret)\n",
            "routine.yaml": "name: \(secret)\ndays:\n  monday: rest\n", "export.csv": StrongFixtures.common,
            "home.mustache": "\(secret) {{{content}}}", "tokens.yaml": "name: \(secret)\n",
        ], into: outside)
        try CLIRunner.write(["sessions/2026-01-01.md": "## Squat\n- 100 x 5\n", "sessions/archive/2025-12-31.md": "## Squat\n- 90 x 5\n"], into: site)
        let links = [
            "sessions/leak.md": "secret.md", "sessions/folder": "folder", "liftbook.yaml": "conf.yaml",
            "routine.yaml": "routine.yaml", "imports/strong.csv": "export.csv",
            "Templates/home.mustache": "home.mustache", "Themes/solarized-dark/tokens.yaml": "tokens.yaml",
        ]
        for folder in ["imports", "Templates", "Themes/solarized-dark"] {
            try FileManager.default.createDirectory(at: site.appending(path: folder), withIntermediateDirectories: true)
        }
        for (link, target) in links {
            try FileManager.default.createSymbolicLink(atPath: site.appending(path: link).path, withDestinationPath: outside.appending(path: target).path)
        }
        // A link that stays inside the site.
        try FileManager.default.createSymbolicLink(atPath: site.appending(path: "sessions/2025-12-30-linked.md").path,
                                                   withDestinationPath: "archive/2025-12-31.md")
        return (site, outside)
    }

    @Test func linksOutOfTheSiteAreReportedAndNotRead() throws {
        let (site, outside) = try Self.linkedSite()
        let result = SiteLoader(files: DiskSiteFiles(root: site), today: ImportSite.today).load()
        let linked = result.diagnostics.errors.filter { $0.message.contains("outside the site folder; it is not read") }
        #expect(Set(linked.map(\.location.path)) == ["sessions/leak.md", "liftbook.yaml", "routine.yaml", "imports/strong.csv"])
        #expect(linked.allSatisfy { $0.message.contains(outside.lastPathComponent) })
        #expect(result.data.config.title == SiteConfig().title)
        #expect(result.data.routine == nil)
        #expect(!result.data.sessions.contains { $0.title.contains(Self.secret) })
        // The linked folder is not followed; the link inside the site is.
        #expect(result.data.sessions.map(\.location.path).sorted() == ["sessions/2025-12-30-linked.md", "sessions/2026-01-01.md", "sessions/archive/2025-12-31.md"])
    }

    @Test func linkedTemplatesAndThemeFilesAreReportedAndNotRead() throws {
        let (site, _) = try Self.linkedSite()
        let files = DiskSiteFiles(root: site)
        var diagnostics: [Diagnostic] = []
        _ = DesignFixture.templates(from: files, into: &diagnostics)
        let theme = DesignFixture.theme("solarized-dark", from: files, into: &diagnostics)
        #expect(diagnostics.map(\.location.path).sorted() == ["Templates/home.mustache", "Themes/solarized-dark/tokens.yaml"])
        #expect(diagnostics.allSatisfy { $0.message.hasSuffix("outside the site folder; it is not read") })
        #expect(theme != nil)
    }

    @Test func theBuildStopsAndWritesNothingFromOutside() throws {
        let (site, _) = try Self.linkedSite()
        let output = try CLIRunner.temporaryFolder().appending(path: "public")
        let run = try CLIRunner.run(["build", site.path, "--output", output.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("sessions/leak.md"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func pipesAndLinkLoopsNeitherHangNorRecurse() throws {
        let site = try CLIRunner.temporaryFolder()
        try CLIRunner.write(["sessions/2026-01-01.md": "## Squat\n- 100 x 5\n"], into: site)
        #expect(mkfifo(site.appending(path: "liftbook.yaml").path, 0o644) == 0)
        #expect(mkfifo(site.appending(path: "sessions/2026-01-02.md").path, 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: site.appending(path: "sessions/loop").path, withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: site.appending(path: "sessions/self").path, withDestinationPath: ".")
        let result = SiteLoader(files: DiskSiteFiles(root: site), today: ImportSite.today).load()
        #expect(result.diagnostics.errors.map(\.location.path) == ["liftbook.yaml"])
        #expect(result.diagnostics.errors.first?.message == "this is not a regular file (a pipe, socket or device); it is not read")
        #expect(result.data.sessions.map(\.location.path) == ["sessions/2026-01-01.md"])
    }
}
