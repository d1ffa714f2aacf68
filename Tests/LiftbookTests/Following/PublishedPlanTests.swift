import Foundation
import LiftbookLoading
import LiftbookModel
import LiftbookTestSupport
import Testing

/// What a site publishes for its followers: `_liftbook` plan data in each JSON Feed item, read
/// back by the feed reader to the same plan, and h-entry microformats on post pages.
struct PublishedPlanTests {
    static let site = BuiltSite(PostFixture.site)

    @Test func eachFeedItemCarriesThePlanAsData() throws {
        let json = try #require(Self.site.files["feed.json"])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let items = try #require(root["items"] as? [[String: Any]])
        let upper = try #require(items.first?["_liftbook"] as? [String: Any])
        #expect(upper["version"] as? Int == 1)
        #expect(upper["about"] as? String == "https://ada.example.org/log/")
        #expect(upper["file"] as? String == "https://ada.example.org/log/posts/upper-day.yaml")
        #expect(upper["routine"] as? String == "Three-day full body")
        let days = try #require(upper["days"] as? [[String: Any]])
        #expect(days.map { $0["weekday"] as? String } == ["monday"])
        let exercises = try #require(days.first?["exercises"] as? [[String: Any]])
        #expect(exercises.map { $0["id"] as? String } == ["barbell-bench-press", "barbell-row", "pull-up"])
        let bench = try #require(exercises.first?["sets"] as? [[String: Any]])
        #expect(bench.first?["sets"] as? Int == 3)
        #expect(bench.first?["reps"] as? Int == 5)
        #expect(bench.first?["kg"] as? Double == 60)
        let row = try #require(exercises[1]["sets"] as? [[String: Any]])
        #expect((row.first?["reps"] as? [String: Int]) == ["low": 8, "high": 12])
        #expect(exercises[2]["notes"] as? String == "Full range, chin over the bar")
    }

    @Test func theFeedReaderReadsThePublishedPlanBack() throws {
        let json = try #require(Self.site.files["feed.json"])
        let lifter = FollowedLifter(url: "https://ada.example.org/log/feed.json", location: SourceLocation(path: "following.yaml"))
        let feed = try FeedReader.read(Data(json.utf8), lifter: lifter).get()
        #expect(feed.notes == [])
        #expect(feed.posts.map(\.title) == ["Upper day, my way", "The whole week"])
        let upper = try #require(feed.posts.first)
        #expect(upper.lifter == "Ada Lifter")
        #expect(upper.routineURL == "https://ada.example.org/log/posts/upper-day.yaml")
        #expect(upper.days == [SharedDay(weekday: .monday, title: "Upper", exercises: [
            SharedExercise(id: "barbell-bench-press", name: "Barbell Bench Press",
                           sets: [SharedSets(sets: 3, reps: RepTarget(5), load: Weight(60, .kg), kilograms: 60)], rest: 180, progression: "linear"),
            SharedExercise(id: "barbell-row", name: "Barbell Row",
                           sets: [SharedSets(sets: 3, reps: RepTarget(low: 8, high: 12), load: Weight(50, .kg), kilograms: 50)],
                           rest: 90, progression: "double", superset: "A"),
            SharedExercise(id: "pull-up", name: "Pull-Up", sets: [SharedSets(sets: 3, reps: RepTarget(low: 5, high: 10))],
                           progression: "double", superset: "A", notes: "Full range, chin over the bar"),
        ])])
        #expect(feed.posts.last?.days.map(\.weekday) == [.monday, .wednesday, .friday])
    }

    @Test func withoutShareWeightsTheFeedCarriesNoLoads() throws {
        var files = PostFixture.site
        files["liftbook.yaml"] = ReportFixture.config.replacingOccurrences(of: "shareWeights: true", with: "shareWeights: false")
        let json = try #require(BuiltSite(files).files["feed.json"])
        #expect(json.contains("\"_liftbook\""))
        #expect(!json.contains("\"kg\""))
        #expect(!json.contains("\"load\""))
    }

    @Test func postPagesCarryHEntry() throws {
        let page = try #require(Self.site.files["posts/upper-day/index.html"])
        let (root, errors) = StrictHTML.parse(page)
        #expect(errors == [])
        let entry = try #require(root.elements(withClass: "h-entry").first)
        #expect(entry.elements(withClass: "p-name").map(\.text) == ["Upper day, my way"])
        #expect(entry.elements(withClass: "dt-published").map { $0.attribute("datetime") } == ["2026-11-21"])
        #expect(entry.elements(withClass: "p-author").map(\.text) == ["Ada Lifter"])
        #expect(entry.elements(withClass: "e-content").count == 1)
    }
}
