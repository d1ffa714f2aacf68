import ArgumentParser
import Foundation
@testable import LiftbookCLI
import LiftbookLoading
import LiftbookModel
import LiftbookSite
import LiftbookTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Cases that were silent or vague: each is now an error or a warning at its path.
struct SilentCaseTests {
    @Test func aFolderWhoseNameIsNotUTF8IsReported() throws {
        let site = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: site) }
        try CLIRunner.write(["liftbook.yaml": "", "sessions/2026-11-10.md": "## Squat\n- 100 x 5\n"], into: site)
        // "caf" and the Latin-1 byte of é (0xE9), which UTF-8 never writes alone.
        var bytes = Array((site.path + "/sessions/caf").utf8) + [0xE9]
        bytes.append(0)
        #expect(bytes.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { mkdir($0.baseAddress!, 0o755) } } == 0)
        let result = SiteLoader(files: DiskSiteFiles(root: site), today: ImportSite.today).load()
        #expect(result.diagnostics.errors.map { "\($0.location.path): \($0.message)" }
            == ["sessions/caf\u{FFFD}: the name of this folder is not valid UTF-8; it is not read"])
        #expect(result.data.sessions.count == 1)
    }

    @Test func aSessionsFolderLinkedOutOfTheSiteIsRefusedAtOnce() throws {
        let site = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: site) }
        try CLIRunner.write(["liftbook.yaml": "", "imports/strong.csv": ""], into: site)
        try FileManager.default.createSymbolicLink(atPath: site.path + "/sessions", withDestinationPath: "/")
        let start = ContinuousClock.now
        let result = SiteLoader(files: DiskSiteFiles(root: site), today: ImportSite.today).load()
        let linked = result.diagnostics.errors.filter { $0.location.path == "sessions" }
        #expect(linked.map(\.message) == ["'sessions' is a link to '/', outside the site folder; it is not read"])
        #expect(ContinuousClock.now - start < .seconds(5), "not a walk of the whole file system")
    }

    @Test func aTemplateWithNULBytesIsRefused() {
        var diagnostics: [Diagnostic] = []
        let files = MemorySiteFiles(data: ["Templates/404.mustache": Data("<p>a\u{0}b</p>".utf8)])
        #expect(DesignFixture.templates(from: files, into: &diagnostics) != nil, "the built-in template stands in")
        #expect(diagnostics.map { "\($0.location.path): \($0.message)" } == ["Templates/404.mustache: the file is binary, not text"])
    }

    @Test func aStylesheetThatIsNotUTF8IsAnErrorNotASilentFallback() {
        var diagnostics: [Diagnostic] = []
        let files = MemorySiteFiles(data: ["Themes/solarized-dark/style.css": Data([0x62, 0x6F, 0x64, 0x79, 0xFF, 0x7B, 0x7D])])
        _ = DesignFixture.theme("solarized-dark", from: files, into: &diagnostics)
        #expect(diagnostics.map { "\($0.location.path): \($0.message)" } == ["Themes/solarized-dark/style.css: the file is not valid UTF-8 text"])
    }

    @Test(arguments: [
        ([("a.md", Severity.error), ("b.md", .warning)], ".", "1 error in a.md, 1 warning in b.md"),
        ([("a.md", .error), ("b.md", .error), ("b.md", .warning)], ".", "2 errors in 2 files, 1 warning in b.md"),
        ([("a.md", .error)], "site", "1 error in site/a.md, 0 warnings"),
        ([], ".", "0 errors, 0 warnings"),
    ])
    func theSummaryNamesTheFilesOfEachCount(found: [(String, Severity)], directory: String, summary: String) {
        let diagnostics = found.map { Diagnostic($0.1, "x", at: SourceLocation(path: $0.0)) }
        #expect(Console.summary(diagnostics, directory: directory) == summary)
    }

    @Test func serveSaysWhatStoppedARebuild() {
        #expect(ServeCommand.diagnostic(for: ExitCode(1), directory: "mysite").message == "the site folder 'mysite' or its liftbook.yaml is gone")
        let denied = CocoaError(.fileReadNoPermission, userInfo: [NSUnderlyingErrorKey: POSIXError(.EACCES), NSFilePathErrorKey: "/s/liftbook.yaml"])
        #expect(ServeCommand.diagnostic(for: denied, directory: ".").message == "cannot read the site: permission denied at '/s/liftbook.yaml'")
    }
}
