import Foundation
import LiftbookModel
import LiftbookTestSupport
import Testing

/// `follow list`, `follow remove` and the refusals of `follow add`, run as a user runs them
/// (nothing here reaches any address but 127.0.0.1).
struct FollowCommandTests {
    static let following = """
        schema: 1
        following:
          - url: https://sam.example.org/log/feed.json   # mornings
            name: Sam
          - url: https://kim.example.net/feed.json

        """

    static let feed = """
        {"version": "https://jsonfeed.org/version/1.1", "authors": [{"name": "Kim"}], "items": [{"id": "1", "title": "Legs"}, {"id": "2", "title": "Arms"}]}
        """

    @Test func listShowsEachLifterAndTheirCopy() throws {
        let folder = try TemporarySite.make(["liftbook.yaml": "title: Mine\n", "following.yaml": Self.following,
                                             "following/kim-example-net-feed-json.json": Self.feed])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLI.run(["follow", "list", folder.path])
        #expect(run.status == 0)
        #expect(run.stdout == """
            Sam  https://sam.example.org/log/feed.json  (not fetched yet)
            Kim  https://kim.example.net/feed.json  (2 routines in following/kim-example-net-feed-json.json)

            """)
    }

    @Test func removeTakesTheLifterAndTheirCopy() throws {
        let folder = try TemporarySite.make(["liftbook.yaml": "title: Mine\n", "following.yaml": Self.following,
                                             "following/kim-example-net-feed-json.json": Self.feed,
                                             "following/kim-example-net-feed-json.http": "url: https://kim.example.net/feed.json\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let wrong = try CLI.run(["follow", "remove", "Kym", folder.path])
        #expect(wrong.status == 1)
        #expect(wrong.stderr.contains("error: no followed lifter 'Kym'"))
        #expect(wrong.stderr.contains("hint: followed: Sam, https://kim.example.net/feed.json"))
        let run = try CLI.run(["follow", "remove", "https://kim.example.net/feed.json", folder.path])
        #expect(run.status == 0)
        #expect(run.stdout == "No longer following https://kim.example.net/feed.json.\n")
        let text = try String(contentsOf: folder.appending(path: "following.yaml"), encoding: .utf8)
        // The other lines, comments included, stay as written.
        #expect(text == "schema: 1\nfollowing:\n  - url: https://sam.example.org/log/feed.json   # mornings\n    name: Sam\n")
        #expect(TemporarySite.read(folder, under: "following") == [:])
    }

    @Test func removeSaysWhichCopyItCannotDelete() throws {
        let copy = "following/kim-example-net-feed-json.json"
        // A folder in place of the copy: unlink refuses it (a permission would not stop root).
        let folder = try TemporarySite.make(["liftbook.yaml": "title: Mine\n", "following.yaml": Self.following,
                                             "\(copy)/inside.txt": "kept\n",
                                             "following/kim-example-net-feed-json.http": "url: https://kim.example.net/feed.json\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLI.run(["follow", "remove", "https://kim.example.net/feed.json", folder.path])
        #expect(run.status == 1)
        #expect(run.stderr == "liftbook: error: cannot delete '\(folder.path)/\(copy)': is a directory\n  hint: delete it by hand; build no longer reads it\n")
        // The validators went; the folder is left as it was.
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "following/kim-example-net-feed-json.http").path))
        #expect(FileManager.default.contents(atPath: folder.appending(path: "\(copy)/inside.txt").path) == Data("kept\n".utf8))
        let text = try String(contentsOf: folder.appending(path: "following.yaml"), encoding: .utf8)
        #expect(!text.contains("kim.example.net"))
    }

    @Test func addRefusesWhatIsNotAWebAddressAndWhatDoesNotAnswer() throws {
        let folder = try TemporarySite.make(["liftbook.yaml": "title: Mine\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = try CLI.run(["follow", "add", "javascript:alert(1)", folder.path])
        #expect(script.status == 1)
        #expect(script.stderr.contains("error: 'javascript:alert(1)' is not an http or https address"))
        // Port 9 (discard) on 127.0.0.1: nothing listens there in a test run.
        let closed = try CLI.run(["follow", "add", "http://127.0.0.1:9/", folder.path])
        #expect(closed.status == 1)
        #expect(closed.stderr.contains("error: cannot read http://127.0.0.1:9/: the connection was refused"))
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "following.yaml").path))
        let empty = try CLI.run(["follow", "fetch", folder.path])
        #expect(empty.status == 0)
        #expect(empty.stdout == "Following no one. Follow a lifter with: liftbook follow add https://their.site/\n")
    }

    @Test func aBrokenFollowingYAMLStopsEveryCommand() throws {
        let folder = try TemporarySite.make(["liftbook.yaml": "title: Mine\n", "following.yaml": "schema: 1\nfollowing: sam\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLI.run(["follow", "fetch", folder.path])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("\(folder.path)/following.yaml:2:12: error: 'following' should be a list\n"))
    }
}
