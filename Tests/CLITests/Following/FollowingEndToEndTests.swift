import Foundation
import LiftbookModel
import LiftbookSystem
import LiftbookTestSupport
import Testing

/// Two sites on 127.0.0.1: the second follows the first with the real `liftbook` binary, fetches,
/// fetches again (304), saves a followed routine from its address, then builds with the first stopped.
@Suite(.serialized)
struct FollowingEndToEndTests {
    static let reader = """
        title: Bo's log
        baseURL: /
        units: lb
        timezone: UTC
        """

    @Test func theSecondSiteFollowsTheFirstAndBuildsOfflineFromItsCopy() async throws {
        let files = Locked<[String: String]>([:])
        let server = try await LocalServer.start(LocalServer.site(files, prefix: "/log/"))
        var first = PostFixture.site
        first["liftbook.yaml"] = ReportFixture.config.replacingOccurrences(of: "https://ada.example.org/log/", with: server.origin + "/log/")
        let built = BuiltSite(first)
        #expect(!built.diagnostics.hasErrors)
        files.withLock { $0 = built.files }
        let home = try #require(built.files["index.html"])
        let links = StrictHTML.parse(home).root.all.filter { $0.name == "link" && $0.attribute("rel") == "alternate" }
        #expect(links.map { $0.attribute("type") ?? "" } == ["application/atom+xml", "application/feed+json"])
        #expect(links.map { $0.attribute("href") ?? "" } == ["/log/feed.xml", "/log/feed.json"])

        let folder = try TemporarySite.make(["liftbook.yaml": Self.reader, "routine.yaml": ReportFixture.routine])
        defer { try? FileManager.default.removeItem(at: folder) }
        let dir = folder.path
        let origin = server.origin

        let add = await offPool { try? CLI.run(["follow", "add", origin + "/log/", dir]) }
        #expect(add?.status == 0, "\(add?.stderr ?? "")")
        #expect(add?.stdout == "Following Ada Lifter (\(origin)/log/feed.json): 2 shared routines. Next: liftbook follow fetch \(dir)\n")
        let listed = try String(contentsOf: folder.appending(path: "following.yaml"), encoding: .utf8)
        #expect(listed.hasSuffix("following:\n  - url: \"\(origin)/log/feed.json\"\n"))

        let fetch = await offPool { try? CLI.run(["follow", "fetch", dir]) }
        #expect(fetch?.status == 0, "\(fetch?.stderr ?? "")")
        #expect(fetch?.stdout == "updated       \(origin)/log/feed.json: 2 routines\n")
        let again = await offPool { try? CLI.run(["follow", "fetch", dir]) }
        #expect(again?.stdout == "not modified  \(origin)/log/feed.json\n")
        #expect(server.statuses.last == 304)

        // Saved from the followed post's address: its routine file is fetched, comments and all.
        let save = await offPool { try? CLI.run(["import-routine", origin + "/log/posts/upper-day/", "--day", "tuesday", dir]) }
        #expect(save?.status == 0, "\(save?.stderr ?? "")")
        #expect(save?.stdout == "Imported 'Upper' (3 exercises) as tuesday (was a rest day).\n")
        let routine = try String(contentsOf: folder.appending(path: "routine.yaml"), encoding: .utf8)
        #expect(routine.contains("  tuesday:   # recovery\n    title: \"Upper\"\n    exercises:\n      - exercise: barbell-bench-press\n"))
        #expect(routine.contains("# Heavy upper day"))

        await server.stop()
        let offline = await offPool { try? CLI.run(["follow", "fetch", dir]) }
        #expect(offline?.status == 1)
        #expect(offline?.stdout == "failed        \(origin)/log/feed.json\n")
        #expect(offline?.stderr == """
            \(dir)/following.yaml:5:5: error: cannot fetch \(origin)/log/feed.json: the connection was refused
              hint: the last copy is kept, and 'liftbook build' shows it; try again later

            """)

        let build = await offPool { try? CLI.run(["build", dir, "--now", "2026-11-25"]) }
        #expect(build?.status == 0, "\(build?.stderr ?? "")")
        let page = try String(contentsOf: folder.appending(path: "public/following/index.html"), encoding: .utf8)
        let (root, errors) = StrictHTML.parse(page)
        #expect(errors == [])
        let titles = root.elements(withClass: "card-title").map(\.text)
        #expect(titles == ["Upper day, my way", "The whole week"])
        let nav = root.all.filter { $0.name == "nav" && $0.attribute("aria-label") == "Main" }.flatMap(\.all).filter { $0.name == "a" }
        #expect(nav.map(\.text).contains("Following"))
        let commands = root.all.filter { $0.name == "code" }.map(\.text).filter { $0.hasPrefix("liftbook import-routine") }
        #expect(commands == ["liftbook import-routine \(origin)/log/posts/upper-day.yaml --day thursday",
                             "liftbook import-routine \(origin)/log/posts/whole-week.yaml --day thursday --from monday"])
    }
}
