import Foundation
import LiftbookLoading
import LiftbookModel
import LiftbookPipeline
import LiftbookSample
import LiftbookSystem
import LiftbookTestSupport
import Testing

/// `SessionUploadRun`: a session from the gym page checked as `check` checks it, as part of the
/// site, before anything is written.
struct SessionUploadRunTests {
    private static let base = "http://127.0.0.1:1313/"

    @Test func aGoodSessionGivesItsFileAndItsPageAddress() throws {
        let site = try CommandSite()
        defer { site.remove() }
        let text = "---\ndate: 2026-11-23\nstart: \"18:05\"\ntitle: Push\n---\n## Barbell Bench Press\n- 85 x 5 x 3\n"
        let run = try SessionUploadRun.run(site.pipeline(), options: .init(name: "2026-11-23-push.md", text: text, baseURL: Self.base))
        let accepted = try #require(run.value, "\(run.diagnostics)")
        #expect(accepted.file == OutputFile(path: "sessions/2026-11-23-push.md", contents: text))
        #expect(accepted.url == "/sessions/2026-11-23-1805/")
        #expect(site.text("sessions/2026-11-23-push.md") == nil, "nothing is written")
    }

    @Test func theAddressFollowsTheBasePathAndAPrivateSessionHasNone() throws {
        let site = try CommandSite()
        defer { site.remove() }
        let text = "---\ndate: 2026-11-23\ntitle: Push\n---\n## Barbell Bench Press\n- 85 x 5 x 3\n"
        let run = try SessionUploadRun.run(site.pipeline(), options: .init(name: "2026-11-23-push.md", text: text, baseURL: "http://192.168.1.20:1313/log/"))
        #expect(run.value?.url == "/log/sessions/2026-11-23/")
        let secret = text.replacingOccurrences(of: "title: Push", with: "title: Push\nprivate: true")
        let hidden = try SessionUploadRun.run(site.pipeline(), options: .init(name: "2026-11-23-push.md", text: secret, baseURL: Self.base))
        #expect(hidden.value != nil)
        #expect(hidden.value?.url == nil)
    }

    @Test(arguments: [
        ("## Barbell Bench Press\n- 100 x\n", "reps should follow 'x'", 2),
        ("---\ndate: 2026-11-23\nstart: 25:00\n---\n## Barbell Bench Press\n- 85 x 5\n", "start", 3),
    ])
    func problemsInTheFileAreReturnedWithTheirPlace(text: String, message: String, line: Int) throws {
        let site = try CommandSite()
        defer { site.remove() }
        let run = try SessionUploadRun.run(site.pipeline(), options: .init(name: "2026-11-23-push.md", text: text, baseURL: Self.base))
        #expect(run.result == .failure(.diagnosed))
        let first = try #require(run.diagnostics.first)
        #expect(first.location.path == "sessions/2026-11-23-push.md")
        #expect(first.message.contains(message), "\(first)")
        #expect(first.location.line == line)
        #expect(run.diagnostics.allSatisfy { $0.location.path == "sessions/2026-11-23-push.md" })
    }

    @Test func anExistingFileIsRefused() throws {
        let site = try CommandSite()
        defer { site.remove() }
        let run = try SessionUploadRun.run(site.pipeline(), options: .init(name: "2026-11-09-push.md", text: "## Barbell Bench Press\n- 80 x 5\n", baseURL: Self.base))
        guard case .failure(.refused(let message, _)) = run.result else {
            Issue.record("not refused: \(run.result)")
            return
        }
        #expect(message == "sessions/2026-11-09-push.md already exists")
    }

    @Test func theFirstSessionOfAStarterSiteIsAcceptedThoughItRetiresTheExamples() throws {
        let root = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let today = try #require(LocalDate(iso: "2026-11-23"))
        try CLIRunner.write(Dictionary(uniqueKeysWithValues: StarterSite.files(today: today).map { ($0.path, $0.contents) }), into: root)
        let pipeline = BuildPipeline(files: DiskSiteFiles(root: root), today: { _ in today })
        let text = "---\ndate: 2026-11-23\nstart: \"07:00\"\ntitle: First\n---\n## Barbell Back Squat\n- 60 x 5 x 3\n"
        let run = try SessionUploadRun.run(pipeline, options: .init(name: "2026-11-23-first.md", text: text, baseURL: Self.base))
        #expect(run.value?.url == "/sessions/2026-11-23-0700/", "\(run.diagnostics)")
    }
}
