import Foundation
import LiftbookModel
import LiftbookSystem
import LiftbookPipeline
import LiftbookTestSupport
import Testing

/// `serve` rebuilds in memory through its caches; after an edit of any kind of input, that
/// rebuild must give exactly the files a fresh build of the same inputs gives, or the preview
/// shows a stale page.
@Suite(.serialized)
struct IncrementalInputKindsTests {
    /// One edit of each kind of input a site has, applied in turn to the same site.
    static let edits: [(kind: String, path: String, edit: @Sendable (String?) -> String?)] = [
        ("a session", "sessions/2026-11-18-lower-a.md", { ($0 ?? "") + "\n- 200 x 1\n" }),
        ("a new session", "sessions/2026-11-20-extra.md", { _ in "---\ndate: 2026-11-20\nbodyweight: 83.1\n---\n## Barbell Row\n- 70 x 8 x 3\n" }),
        ("the body-weight log", "bodyweight.csv", { _ in "date,weight,unit\n2026-11-10,81.6,kg\n2026-11-17,82.9,kg\n" }),
        ("the body-weight log again", "bodyweight.csv", { _ in "date,weight,unit\n2026-11-10,81.6,kg\n2026-11-17,80.2,kg\n" }),
        ("a post", "posts/upper-a.md", { _ in "---\ntitle: Upper A, shared\ndate: 2026-11-19\nday: monday\n---\nMy Monday.\n" }),
        ("the post's text", "posts/upper-a.md", { _ in "---\ntitle: Upper A, shared again\ndate: 2026-11-19\nday: monday\n---\nMy Monday, edited.\n" }),
        ("the routine", "routine.yaml", { $0?.replacingOccurrences(of: "weight: 80", with: "weight: 82.5") }),
        ("the settings", "liftbook.yaml", { $0?.replacingOccurrences(of: "units: kg", with: "units: lb") }),
        ("an exercise of the library", "exercises/overrides.yaml", { _ in
            "schema: 1\nexercises:\n  - id: barbell-row\n    name: Bent-Over Barbell Row\n    increment: 5\n"
        }),
        ("corrections", "corrections.yaml", { _ in "schema: 1\ncorrections:\n  - {workout: 2026-11-18 07:30, duration: 1h 25min}\n" }),
        ("an import", "imports/strong.csv", { _ in
            "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
                + "2026-11-21 10:00:00,Saturday,45m,Deadlift (Barbell),1,140,5,0,0,,,\n"
        }),
        ("a lifter followed", "following.yaml", { _ in "schema: 1\nfollowing:\n  - url: https://gus.example/feed.json\n" }),
        ("the followed lifter's feed", "following/\(FollowedLifter.cacheKey(for: "https://gus.example/feed.json")).json", { _ in
            #"{"version": "https://jsonfeed.org/version/1.1", "title": "Gus: posts", "authors": [{"name": "Gus"}], "items": [{"id": "g", "#
                + #""title": "Legs", "url": "https://gus.example/posts/g/", "date_published": "2026-11-20T00:00:00Z", "_liftbook": {"version": 1, "#
                + #""file": "/posts/g.yaml", "days": [{"weekday": "friday", "title": "Legs", "exercises": [{"id": "barbell-back-squat", "#
                + #""name": "Barbell Back Squat", "sets": [{"sets": 5, "reps": 5, "kg": 100}]}]}]}}]}"#
        }),
        ("a static file", "static/CNAME", { _ in "lifter.example.org\n" }),
        ("the static file's text", "static/CNAME", { _ in "log.example.org\n" }),
        ("a template", "Templates/history.mustache", { _ in "<h1 class=\"page-title\">Changed history</h1>" }),
        ("the theme", "Themes/solarized-dark/tokens.yaml", { _ in "color-accent: \"#2aa198\"\n" }),
        ("a file removed", "sessions/2026-11-20-extra.md", { _ in nil }),
    ]

    @Test func aRebuildAfterEachKindOfEditEqualsAFreshBuild() throws {
        let caches = SiteFixture.remembering()
        var site = SiteFixture.goldenSite
        var previous = try SiteFixture.render(site, remembering: caches).files
        for (kind, path, edit) in Self.edits {
            site[path] = edit(site[path])
            let fresh = try SiteFixture.render(site)
            let cached = try SiteFixture.render(site, remembering: caches)
            #expect(fresh.diagnostics.errors == [], "\(kind): \(fresh.diagnostics.errors)")
            #expect(cached.files != previous, "\(kind): the edit changes the site")
            let stale = zip(cached.files, fresh.files).filter { $0 != $1 }.map(\.0.path)
            #expect(cached.files.map(\.path) == fresh.files.map(\.path), "\(kind): the same files")
            #expect(stale.isEmpty, "\(kind): \(stale.count) stale pages, \(stale.prefix(4))")
            previous = cached.files
        }
    }
}
