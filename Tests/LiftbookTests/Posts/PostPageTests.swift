import Foundation
import LiftbookLoading
import LiftbookModel
import LiftbookTestSupport
import Testing

/// Post pages: Open Graph tags, the plan from the routine, and privacy.
struct PostPageTests {
    static let site = FeedTests.site

    /// The `content` of `<meta property|name="key" content="…">`.
    static func meta(_ key: String, in html: String) -> String? {
        for attribute in ["property", "name"] {
            let opening = "<meta \(attribute)=\"\(key)\" content=\""
            guard let start = html.range(of: opening), let end = html[start.upperBound...].firstIndex(of: "\"") else { continue }
            return String(html[start.upperBound..<end])
        }
        return nil
    }

    @Test func aPostPageHasOpenGraphAndTwitterTags() throws {
        let html = try #require(Self.site.files["posts/upper-day/index.html"])
        #expect(Self.meta("og:title", in: html) == "Upper day, my way")
        #expect(Self.meta("og:type", in: html) == "article")
        #expect(Self.meta("og:url", in: html) == "https://ada.example.org/log/posts/upper-day/")
        #expect(Self.meta("og:site_name", in: html) == "Ada&#39;s log")
        #expect(Self.meta("og:description", in: html) == "Monday: Upper from Three-day full body: 3 exercises, 9 sets.")
        #expect(Self.meta("article:published_time", in: html) == "2026-11-21")
        #expect(Self.meta("article:author", in: html) == "Ada Lifter")
        #expect(Self.meta("twitter:card", in: html) == "summary_large_image")
        #expect(Self.meta("og:image", in: html) == "https://ada.example.org/log/cards/posts/upper-day.png")
        #expect(Self.meta("og:image:width", in: html) == "1200")
        #expect(Self.meta("og:image:height", in: html) == "630")
        #expect(Self.meta("twitter:title", in: html) == "Upper day, my way")
        let week = try #require(Self.site.files["posts/whole-week/index.html"])
        #expect(Self.meta("og:description", in: week) == "Three days a week &amp; nothing fancy")
    }

    @Test func aPostShowsTheRoutineDayAndTheCurrentWorkingWeights() throws {
        let html = try #require(Self.site.files["posts/upper-day/index.html"])
        for text in ["<h2 class=\"section-title\" id=\"monday\">Monday: Upper</h2>", "<span class=\"badge\">A</span>",
                     "<a href=\"/log/exercises/barbell-bench-press/\">Barbell Bench Press</a>", "<td>3 × 5</td><td>60 kg</td>",
                     "<td class=\"num\">3 min</td><td>linear</td><td class=\"num\">75 kg × 5</td>",
                     "Full range, chin over the bar", "Bench <strong>heavy</strong>",
                     "<code>liftbook import-routine upper-day.yaml --day monday</code>", "href=\"/log/posts/upper-day.yaml\""] {
            #expect(html.contains(text), "\(text)")
        }
        #expect(!html.contains("<script>alert"))
        let week = try #require(Self.site.files["posts/whole-week/index.html"])
        #expect(["Monday: Upper", "Wednesday: Lower", "Friday: Pull"].allSatisfy(week.contains))
        let yaml = try #require(Self.site.files["posts/whole-week.yaml"])
        #expect(yaml.contains("  tuesday: rest\n"))
        #expect(yaml.contains("        weight: 100kg\n"))
        let index = try #require(Self.site.files["posts/index.html"])
        #expect(index.range(of: "Upper day, my way")?.lowerBound ?? index.endIndex < index.range(of: "The whole week")?.lowerBound ?? index.startIndex)
    }

    @Test func privateSessionsNotesAndBodyWeightNeverReachPostsOrFeeds() throws {
        let shared = Self.site.files.filter { $0.key.hasPrefix("posts/") || $0.key.hasPrefix("feed.") }
        #expect(shared.count == 7)
        for (path, text) in shared {
            for secret in [ReportFixture.privateMarker, ReportFixture.notesMarker, ReportFixture.privateLoad,
                           ReportFixture.privateBodyweight, "Max day", "Good session.", "bodyweight"] {
                #expect(!text.contains(secret), "\(path) shows \(secret)")
            }
        }
        // The private session is nowhere in the site; the public notes are on their session page only.
        #expect(!Self.site.files.values.contains { $0.contains(ReportFixture.privateMarker) })
        #expect(Self.site.files["sessions/2026-10-19-1800/index.html"]?.contains(ReportFixture.notesMarker) == true)
    }

    @Test func withoutShareWeightsAPostShowsNoWeights() throws {
        var files = PostFixture.site
        files["liftbook.yaml"] = ReportFixture.config.replacingOccurrences(of: "shareWeights: true", with: "shareWeights: false")
        let site = BuiltSite(files)
        let html = try #require(site.files["posts/upper-day/index.html"])
        #expect(!html.contains("Working weight now"))
        #expect(!html.contains(" kg"))
        #expect(html.contains("<td>3 × 5</td><td>—</td>"))
        #expect(site.files["posts/upper-day.yaml"]?.contains("weight") == false)
        #expect(site.files["feed.xml"]?.contains(" kg") == false)
    }

    @Test(arguments: [
        ("Hello", "posts/p.md:1:1: error: the post has no front matter\n  hint: start the file with ---, then title:, date: and day: lines, then ---"),
        ("---\ntitle: x\ndate: 2026-11-21\nday: mondey\n---\n", "posts/p.md:4:6: error: unknown day 'mondey'\n  hint: did you mean 'monday'?"),
        ("---\ntitle: x\ndate: 2026-11-21\nday: tuesday\n---\n", "posts/p.md:4:6: error: tuesday is a rest day in routine.yaml\n  hint: share a training day (monday, wednesday, friday) or the whole week"),
        ("---\ntitle: x\ndate: 2026-02-30\nday: week\n---\n", "posts/p.md:3:7: error: 2026-02-30 is not a date: that month has 28 days\n  hint: write the date as YYYY-MM-DD, e.g. 2026-11-21; feeds use it as the publication date"),
        ("---\ntitle: x\ndate: 2026-11-21\n---\n", "posts/p.md:2:1: error: missing 'day'\n  hint: add 'day: …'"),
        ("---\ntitle: x\ndate: 2026-11-21\nday: week\ntags: [a]\n---\n", "posts/p.md:5:1: error: unknown key 'tags' in the front matter\n  hint: known keys: date, day, schema, summary, title"),
        ("---\ntitle: x\ndate: 2026-11-29\nday: week\n---\n", "posts/p.md:3:7: warning: the post is dated 2026-11-29, after today (2026-11-22); it is published anyway\n  hint: check the date"),
    ])
    func postErrorsPointAtTheirLine(_ text: String, _ expected: String) {
        var files = ReportFixture.site
        files["posts/p.md"] = text
        let result = loadSite(files, today: day(ReportFixture.today))
        #expect(result.diagnostics.map(\.description) == [expected])
        #expect(result.data.posts.count == (expected.contains("warning") ? 1 : 0))
    }

    @Test func aPostFileNameMustBeASlug() {
        var files = ReportFixture.site
        files["posts/My Post.md"] = PostFixture.upperDay
        files["posts/notes.txt"] = "x"
        let result = loadSite(files, today: day(ReportFixture.today))
        #expect(result.diagnostics.map(\.description) == [
            "posts/My Post.md:1:1: error: the file name 'My Post.md' is not a slug; it becomes the post's address\n  hint: rename it to posts/my-post.md",
            "posts/notes.txt:1:1: warning: ignored file: posts are .md files\n  hint: rename it, or move it out of posts/",
        ])
    }
}
