import Foundation
import LiftbookModel
import LiftbookTestSupport
import Testing

/// A planned exercise reads the same on the routine page, on a post sharing its day and on the
/// following page of a lifter who follows that post's feed: one view, one partial template, one
/// wording (`plan.none` for nothing planned).
struct PlannedExerciseWordingTests {
    /// Ada's site: the routine and the two posts.
    static let ada = BuiltSite(PostFixture.site)

    /// A site that follows Ada, with the copy of her JSON Feed that `follow fetch` would save;
    /// `change` edits the feed's items first.
    static func follower(_ change: (inout [String: Any]) -> Void = { _ in }) throws -> BuiltSite {
        let json = try #require(ada.files["feed.json"])
        var feed = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        change(&feed)
        let copy = String(decoding: try JSONSerialization.data(withJSONObject: feed, options: [.sortedKeys]), as: UTF8.self)
        return BuiltSite(["liftbook.yaml": "title: Bo\nbaseURL: /bo/\n",
                          "following.yaml": "schema: 1\nfollowing:\n  - url: https://ada.example.org/log/feed.json\n",
                          "following/ada-example-org-log-feed-json.json": copy])
    }

    /// Monday of the fixture's routine as every page must show it (exercise, sets × reps, target,
    /// rest, progression): the row's rest of 90 s, the pull-up's missing load and rest, and the
    /// default progression of a rep range, worked out by hand.
    static let monday = [
        ["Barbell Bench Press", "3 × 5", "60 kg", "3 min", "linear"],
        ["A Barbell Row", "3 × 8–12", "50 kg", "1:30 min", "double"],
        ["A Pull-UpFull range, chin over the bar", "3 × 5–10", "—", "—", "double"],
    ]

    /// The first five cells of each row of the page's first planned-exercise table.
    static func firstTable(_ page: String?) throws -> [[String]] {
        let (root, errors) = StrictHTML.parse(try #require(page))
        #expect(errors == [])
        let table = try #require(root.all.first { $0.name == "table" && $0.attribute("class") == "data" })
        let body = try #require(table.all.first { $0.name == "tbody" })
        return body.all.filter { $0.name == "tr" }.map { row in
            row.all.filter { $0.name == "td" }.prefix(5).map(\.text)
        }
    }

    @Test func theRoutinePageReadsAsWorkedOut() throws {
        #expect(try Self.firstTable(Self.ada.files["routine/index.html"]) == Self.monday)
    }

    @Test func aPostReadsTheSameAsTheRoutine() throws {
        #expect(try Self.firstTable(Self.ada.files["posts/upper-day/index.html"]) == Self.monday)
    }

    @Test func theFollowingPageReadsTheSameAsTheRoutine() throws {
        let follower = try Self.follower()
        #expect(follower.diagnostics.errors == [])
        #expect(try Self.firstTable(follower.files["following/index.html"]) == Self.monday)
    }

    /// A shared day without a weekday is named by its place, as the routine page names a
    /// cycle's days (`Day 2`), in the site's language; it read a bare `Day` before.
    @Test func aFollowedDayWithoutAWeekdayIsNamedByItsPlace() throws {
        let follower = try Self.follower { feed in
            guard var items = feed["items"] as? [[String: Any]] else { return }
            for index in items.indices {
                guard var plan = items[index]["_liftbook"] as? [String: Any], let days = plan["days"] as? [[String: Any]] else { continue }
                plan["days"] = days.map { day in day.filter { $0.key != "weekday" } }
                items[index]["_liftbook"] = plan
            }
            feed["items"] = items
        }
        let (root, errors) = StrictHTML.parse(try #require(follower.files["following/index.html"]))
        #expect(errors == [])
        #expect(root.all.filter { $0.name == "h3" }.map(\.text) == ["Day 1: Upper", "Day 1: Upper", "Day 2: Lower", "Day 3: Pull"])
        #expect(try Self.firstTable(follower.files["following/index.html"]) == Self.monday)
    }
}
