import Foundation
import LiftbookFollowing
import LiftbookLoading
import LiftbookModel
import Testing

/// The feed reader on hand-written feeds: what it refuses and why, and what it reads.
struct FeedReaderTests {
    static let lifter = FollowedLifter(url: "https://sam.example.org/log/feed.json", location: SourceLocation(path: "following.yaml"))

    static let refused: [(String, Data, FeedReader.Problem)] = [
        ("over 2 MiB", Data(repeating: UInt8(ascii: " "), count: 2 * 1024 * 1024 + 1), .tooLarge(bytes: 2 * 1024 * 1024 + 1)),
        ("33 levels", Data((String(repeating: "[", count: 33) + String(repeating: "]", count: 33)).utf8), .tooDeep),
        ("a lone continuation byte", Data([0x22, 0x80, 0x22]), .notUTF8),
        ("not JSON", Data("<html></html>".utf8), .notJSON),
        ("a list", Data("[]".utf8), .notAFeed("its top level is not an object")),
        ("no version", Data("{\"items\": []}".utf8), .notAFeed("it has no JSON Feed 'version'")),
        ("no items", Data("{\"version\": \"https://jsonfeed.org/version/1.1\"}".utf8), .notAFeed("it has no 'items' list")),
    ]

    @Test(arguments: refused.indices)
    func refuses(_ index: Int) {
        let (name, data, problem) = Self.refused[index]
        #expect(FeedReader.read(data, lifter: Self.lifter) == .failure(problem), "\(name)")
    }

    @Test func thirtyTwoLevelsAndBracketsInStringsAreRead() {
        // 32 levels: the top object, items, an item, _liftbook, days, a day, … and brackets in
        // strings do not count.
        #expect(FeedReader.depth(of: Data("{\"a\": \"[[[[{{{{\", \"b\": [[1]]}".utf8)) == 3)
        #expect(FeedReader.depth(of: Data("[\"\\\"[\", [2]]".utf8)) == 2)
        let nested = String(repeating: "[", count: 32) + String(repeating: "]", count: 32)
        #expect(FeedReader.depth(of: Data(nested.utf8)) == 32)
    }

    @Test func readsThePlanAndCleansTheText() throws {
        let feed = """
            {"version": "https://jsonfeed.org/version/1.1", "title": "Sam's log: posts", "home_page_url": "https://sam.example.org/log/posts/",
             "items": [{"id": "a", "title": "Upper\\nday\\u202e", "url": "posts/upper/", "date_published": "2026-11-21T00:00:00Z",
                        "summary": "  Two   lifts ", "attachments": [{"url": "/log/posts/upper.yaml", "mime_type": "application/yaml"}],
                        "_liftbook": {"version": 1, "about": "https://sam.example.org/log/", "days": [
                          {"weekday": "monday", "title": "Upper", "exercises": [
                            {"id": "barbell-bench-press", "name": "Barbell Bench Press", "rest": 180, "progression": "linear", "superset": "A",
                             "sets": [{"sets": 3, "reps": {"low": 8, "high": 12}, "kg": 61.235, "load": {"value": 135, "unit": "lb"}, "rpe": 8}]},
                            {"id": "plank", "name": "Plank", "sets": [{"sets": 3, "seconds": 45}, {"sets": 0, "reps": 5}, {"sets": 2, "reps": 2.5}]}
                          ]}]}}]}
            """
        let read = try FeedReader.read(Data(feed.utf8), lifter: Self.lifter).get()
        #expect(read.notes == [])
        #expect(read.title == "Sam's log: posts")
        let expected = FollowedPost(
            lifter: "Sam's log", siteURL: "https://sam.example.org/log/", title: "Upper day", url: "https://sam.example.org/log/posts/upper/",
            date: LocalDate(iso: "2026-11-21"), summary: "Two lifts", routineURL: "https://sam.example.org/log/posts/upper.yaml",
            days: [SharedDay(weekday: .monday, title: "Upper", exercises: [
                SharedExercise(id: "barbell-bench-press", name: "Barbell Bench Press",
                               sets: [SharedSets(sets: 3, reps: RepTarget(low: 8, high: 12), load: Weight(135, .lb), kilograms: 61.235, rpe: 8)],
                               rest: 180, progression: "linear", superset: "A"),
                // A group of 0 sets is left out; 2.5 reps is not a rep count, so the group has none.
                SharedExercise(id: "plank", name: "Plank", sets: [SharedSets(sets: 3, duration: 45), SharedSets(sets: 2)]),
            ])])
        #expect(read.posts == [expected])
    }

    @Test func aNameInFollowingYAMLWinsAndTooManyItemsAreCut() throws {
        let items = (1...105).map { "{\"id\": \"\($0)\", \"title\": \"Post \($0)\"}" }.joined(separator: ",")
        let feed = "{\"version\": \"https://jsonfeed.org/version/1\", \"authors\": [{\"name\": \"Samantha\"}], \"items\": [\(items), 7]}"
        var lifter = Self.lifter
        lifter.name = "Sam"
        let read = try FeedReader.read(Data(feed.utf8), lifter: lifter).get()
        #expect(read.posts.count == 100)
        #expect(read.posts.first?.lifter == "Sam")
        #expect(read.posts.first?.date == nil)
        #expect(read.notes == ["6 items over the limit of 100"])
    }

    static let urls: [(String, String?)] = [
        ("https://a.example/feed.json", "https://a.example/feed.json"),
        ("HTTP://A.example/x", "HTTP://A.example/x"),
        ("javascript:alert(1)", nil),
        ("data:text/html,x", nil),
        ("file:///etc/passwd", nil),
        ("ftp://a.example/", nil),
        ("https://a.example/a b", nil),
        ("https://a.example/'onclick", nil),
        ("//a.example/x", nil),
        ("https://", nil),
    ]

    @Test(arguments: urls.indices)
    func keepsOnlyWebURLs(_ index: Int) {
        let (text, kept) = Self.urls[index]
        #expect(FeedURL.webURL(text)?.absoluteString == kept, "\(text)")
    }

    @Test func relativeLinksResolveAgainstTheFeed() throws {
        let base = try #require(URL(string: "https://sam.example.org/log/feed.json"))
        #expect(FeedURL.resolve("posts/a.yaml", against: base)?.absoluteString == "https://sam.example.org/log/posts/a.yaml")
        #expect(FeedURL.resolve("/x/", against: base)?.absoluteString == "https://sam.example.org/x/")
        #expect(FeedURL.resolve("javascript:alert(1)", against: base) == nil)
        #expect(FeedURL.resolve(" JavaScript:alert(1)", against: base) == nil)
    }

    static let words: [(String, String)] = [
        ("https://sam.example.org/log/posts/a.yaml", "https://sam.example.org/log/posts/a.yaml"),
        ("https://a.example/x?a=1&b=2", "'https://a.example/x?a=1&b=2'"),
        ("https://a.example/$(rm)", "'https://a.example/$(rm)'"),
        ("https://a.example/a;b", "'https://a.example/a;b'"),
    ]

    @Test(arguments: words.indices)
    func shellWords(_ index: Int) {
        #expect(FeedURL.shellWord(Self.words[index].0) == Self.words[index].1)
    }

    static let keys: [(String, String)] = [
        ("https://sam.example.org/log/feed.json", "sam-example-org-log-feed-json"),
        ("http://127.0.0.1:8701/feed.json", "127-0-0-1-8701-feed-json"),
        ("https://ÉVE.example/Feed.JSON", "ve-example-feed-json"),
        ("https://", "feed"),
    ]

    @Test(arguments: keys.indices)
    func cacheKeys(_ index: Int) {
        #expect(FollowedLifter.cacheKey(for: Self.keys[index].0) == Self.keys[index].1)
    }
}
