import Foundation
import LiftbookModel
import LiftbookSystem
import LiftbookPipeline
import LiftbookTestSupport
import Testing

/// `ExportRun` and `StrongCSVRun` called directly: the files and text they return.
struct ExportRunTests {
    @Test func everySessionBecomesAFile() throws {
        let site = try CommandSite()
        defer { site.remove() }
        let export = try #require(try ExportRun.run(site.pipeline(), options: ExportRun.Options()).value)
        #expect(export.files.map(\.path).sorted() == ["2026-11-09-1-push.yaml", "2026-11-16-1-push.yaml"])
        #expect((export.sessions, export.sets, export.skipped, export.failed) == (2, 6, 0, 0))
        #expect(!export.fromImports && !export.hasCorrections)
        let markdown = try #require(try ExportRun.run(site.pipeline(), options: ExportRun.Options(markdown: true)).value)
        #expect(markdown.files.allSatisfy { $0.path.hasSuffix(".md") })
    }

    @Test func sessionsAlreadyInTheTargetAreLeftOut() throws {
        let site = try CommandSite(adding: ["corrections.yaml": "schema: 1\ncorrections:\n"])
        defer { site.remove() }
        let export = try #require(try ExportRun.run(site.pipeline(), options: ExportRun.Options(targetInSite: "sessions/2026")).value)
        #expect(export.files.isEmpty)
        #expect((export.sessions, export.skipped) == (0, 2))
        #expect(export.hasCorrections)
    }

    @Test func errorsStopTheExportUnlessItKeepsGoing() throws {
        let site = try CommandSite(adding: ["sessions/2026-11-18.md": "## Barbell Bench Press\n- 80 x five\n"])
        defer { site.remove() }
        let stopped = try ExportRun.run(site.pipeline(), options: ExportRun.Options())
        #expect(stopped.result == .failure(.siteErrors))
        let kept = try ExportRun.run(site.pipeline(), options: ExportRun.Options(keepGoing: true))
        // The session with the error has no set that reads, and is exported as it reads: empty.
        let export = try #require(kept.value)
        #expect(export.files.map(\.path).sorted() == ["2026-11-09-1-push.yaml", "2026-11-16-1-push.yaml", "2026-11-18-1.yaml"])
        #expect(export.sets == 6)
        #expect(kept.diagnostics.errors.count == 1)
    }

    @Test(arguments: [
        ("/site/sessions", "sessions"), ("/site", ""), ("/site/", ""), ("/site/sessions/2026/", "sessions/2026"),
        ("/elsewhere", nil), ("/site-two/sessions", nil), ("/site/a/../b", "b"),
    ] as [(String, String?)])
    func theTargetIsFoundInsideTheSite(target: String, inside: String?) {
        let root = URL(fileURLWithPath: "/site", isDirectory: true)
        #expect(ExportRun.path(of: URL(fileURLWithPath: target, isDirectory: true), inside: root) == inside)
    }

    @Test func theStrongLayoutHoldsEverySet() throws {
        let privateSession = "---\ndate: 2026-11-18\ntitle: Extra\nprivate: true\n---\n## Barbell Bench Press\n- 60 x 10\n"
        let site = try CommandSite(adding: ["sessions/2026-11-18-extra.md": privateSession])
        defer { site.remove() }
        let all = try #require(try StrongCSVRun.run(site.pipeline(), options: StrongCSVRun.Options()).value)
        #expect((all.sessions, all.sets, all.privateSessions, all.unit) == (3, 7, 1, .kg))
        let lines = all.text.split(separator: "\n")
        #expect(lines.count == 8)
        #expect(lines.first == "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE")
        #expect(lines.dropFirst().first == "2026-11-09,Push,,Barbell Bench Press,1,80,5,,,,,")
        let shared = try #require(try StrongCSVRun.run(site.pipeline(), options: StrongCSVRun.Options(noPrivate: true)).value)
        #expect((shared.sessions, shared.sets, shared.privateSessions) == (2, 6, 0))
    }
}
