import Foundation
import LiftbookLoading
import LiftbookModel
import LiftbookSystem
import LiftbookOutput
import LiftbookSite
import LiftbookTestSupport
import Testing

/// Names and paths from input files that try to leave the site or the output folder.
struct PathTraversalTests {
    static let session = ["sessions/2026-11-10.md": "## Squat\n- 100 x 5\n"]

    @Test(arguments: [
        "../../etc/passwd", "/etc/passwd", "imports/../../secret.csv", "~/strong.csv", #"imports\\..\\..\\x.csv"#,
        #"imports/a\u0000.csv"#, "./../x.csv",
    ])
    func anImportPathOutsideTheSiteIsAnError(path: String) {
        for config in ["imports:\n  - file: \"\(path)\"\n", "imports: [\"\(path)\"]\n"] {
            let result = loadSite(Self.session.merging(["liftbook.yaml": config]) { $1 })
            let errors = result.diagnostics.errors
            #expect(errors.count == 1, "\(config)")
            #expect(errors.first?.message.hasSuffix("is outside the site folder") == true, "\(config)")
            #expect(errors.first?.location.path == "liftbook.yaml")
            #expect(result.data.config.imports.isEmpty)
        }
    }

    @Test(arguments: ["../x", "/abs", "a/b", "x\u{0}y", "..", "💪", "caf\u{E9}", "a\u{200B}b", "up\u{202E}dn"])
    func anExerciseIDThatIsNotASlugIsRefused(id: String) {
        let yaml = "exercises:\n  - id: \"\(id.unicodeScalars.map { $0.value < 0x20 ? "\\0" : String($0) }.joined())\"\n    name: X\n    category: legs\n"
        let result = loadSite(Self.session.merging(["exercises/x.yaml": yaml]) { $1 })
        #expect(result.diagnostics.errors.map(\.message).contains { $0.hasSuffix("is not a slug") }, "\(id)")
    }

    @Test(arguments: ["../../etc", "/tmp/theme", "a/b", "Dark"])
    func aThemeThatIsNotAFolderNameIsRefused(theme: String) {
        let result = loadSite(Self.session.merging(["liftbook.yaml": "theme: \"\(theme)\"\n"]) { $1 })
        #expect(result.diagnostics.errors.map(\.message) == ["theme '\(theme)' is not a folder name"])
        #expect(result.data.config.theme == SiteConfig().theme)
    }

    @Test func namesThatLookLikePathsBecomeSlugs() throws {
        let site = [
            "sessions/2026-11-10.md": """
                ## ../../../etc/passwd
                - 100 x 5

                ## /absolute/Name
                - 100 x 5
                """,
        ]
        let (files, diagnostics) = try SiteFixture.render(site)
        #expect(diagnostics.errors == [])
        #expect(files.count > 5)
        #expect(files.map(\.path).contains("exercises/etc-passwd/index.html"))
        #expect(files.map(\.path).contains("exercises/absolute-name/index.html"))
        UnicodeNameTests.expectSafePaths(files)
    }

    @Test func theWriterRefusesPathsOutsideTheOutputFolder() throws {
        let folder = try CLIRunner.temporaryFolder()
        let site = folder.appending(path: "site")
        let output = folder.appending(path: "public")
        for path in ["../escape.html", "/etc/x.html", "a/../../x.html", "./x.html", "a\u{0}b.html", "", "..", "a/..", "a/.", "a/./b.html"] {
            let writer = OutputWriter(output: output)
            #expect(throws: OutputWriter.Refusal.self, "\(path)") {
                try writer.write([OutputFile(path: "index.html", contents: "ok"), OutputFile(path: path, contents: "x")], siteFolder: site)
            }
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "escape.html").path))
        #expect(!FileManager.default.fileExists(atPath: output.path))
        // Dots inside a name are fine.
        let fine = ["...", "a/.well-known/x.txt", "a/..b/c.html", "a/b.../.c"]
        _ = try OutputWriter(output: output).write(fine.map { OutputFile(path: $0, contents: $0) }, siteFolder: site)
        for path in fine { #expect(try String(contentsOf: output.appending(path: path), encoding: .utf8) == path) }
    }
}

/// The writer's staging and previous-output folders beside the output cannot be turned into
/// links that make it delete or write elsewhere.
struct OutputLinkTests {
    @Test(arguments: [".public.liftbook-staging", ".public.liftbook-previous"])
    func aLinkPlantedBesideTheOutputIsRemovedNotFollowed(name: String) throws {
        let folder = try CLIRunner.temporaryFolder()
        let victim = try CLIRunner.temporaryFolder()
        try CLIRunner.write(["keep.txt": "precious", "inner/keep.txt": "precious"], into: victim)
        try FileManager.default.createSymbolicLink(atPath: folder.appending(path: name).path, withDestinationPath: victim.path)
        let writer = OutputWriter(output: folder.appending(path: "public"))
        let summary = try writer.write([OutputFile(path: "index.html", contents: "ok")], siteFolder: folder.appending(path: "site"))
        #expect(summary.written == 1)
        #expect(FileManager.default.fileExists(atPath: victim.appending(path: "keep.txt").path))
        #expect(FileManager.default.fileExists(atPath: victim.appending(path: "inner/keep.txt").path))
        #expect(!FileManager.default.fileExists(atPath: victim.appending(path: "index.html").path))
        #expect(FileManager.default.fileExists(atPath: folder.appending(path: "public/index.html").path))
    }
}
