import Foundation
import LiftbookModel
import LiftbookPipeline
import LiftbookSystem
import LiftbookTestSupport
import Testing

/// The pages that once took the whole log as one input now declare what they read: the gym page
/// the next sessions' targets and each exercise's last session, the routine and its calendar the
/// targets, the body-weight page its series and the main lifts' figures against it, the posts
/// each exercise's latest top set. `serve`'s rebuild must still equal a fresh build byte for
/// byte, and make those pages again exactly when what they read changed.
@Suite(.serialized)
struct IncrementalPageInputsTests {
    /// The pages these tests follow, by route.
    static let narrowed = ["gym/", "routine/", "routine.ics", "bodyweight/", "api/bodyweight.json", "posts/"]

    @Test func anOldEditKeepsTheGymPageANewOneMakesItAgain() throws {
        var site = IncrementalSampleTests.sample()
        let cache = SiteFixture.remembering()
        let first = try IncrementalSampleTests.expectFresh(site, cache: cache, "first build")
        #expect(first.contains { $0.path == "gym/index.html" }, "the sample publishes the gym page")
        #expect(Set(Self.narrowed).isSubset(of: cache.pagesMadeInLastBuild), "a first build makes every page")
        let paths = IncrementalSampleTests.sessions(site)

        // A light set in the oldest session (what `liftbook bench` appends): the totals on home
        // move, but no exercise's last session, no target and no body weight does.
        let oldest = paths[0]
        site[oldest] = IncrementalRenderTests.appending("- 20 x 10", to: site[oldest])
        _ = try IncrementalSampleTests.expectFresh(site, cache: cache, "a light set in the oldest session")
        var made = cache.pagesMadeInLastBuild
        #expect(made.contains(""), "home shows the totals, which moved")
        #expect(made.isDisjoint(with: Self.narrowed), "made again: \(made.intersection(Self.narrowed).sorted())")

        // The oldest session renamed: nothing those pages read.
        site[oldest] = site[oldest]?.replacingOccurrences(of: "\ntitle: ", with: "\ntitle: Renamed ")
        _ = try IncrementalSampleTests.expectFresh(site, cache: cache, "the oldest session renamed")
        made = cache.pagesMadeInLastBuild
        #expect(made.isDisjoint(with: Self.narrowed), "made again: \(made.intersection(Self.narrowed).sorted())")

        // A set in the newest session: its exercise's last session, shown on the gym page, and
        // the next targets move.
        let newest = paths[paths.count - 1]
        site[newest] = IncrementalRenderTests.appending("- 20 x 10", to: site[newest])
        _ = try IncrementalSampleTests.expectFresh(site, cache: cache, "a set in the newest session")
        made = cache.pagesMadeInLastBuild
        #expect(made.contains("gym/"), "the gym page shows the newest session's sets")
        #expect(made.isDisjoint(with: ["bodyweight/", "api/bodyweight.json"]), "no body weight moved")
    }

    @Test func aBodyWeightChangeMakesTheBodyWeightPagesAgain() throws {
        var site = IncrementalSampleTests.sample()
        let cache = SiteFixture.remembering()
        _ = try IncrementalSampleTests.expectFresh(site, cache: cache, "first build")
        let paths = IncrementalSampleTests.sessions(site)

        // An old session's body weight: the series moves, and with it the page and its document.
        let old = paths[3]
        let text = site[old] ?? ""
        guard let line = text.range(of: "\nbodyweight: ") else {
            Issue.record("\(old) logs no body weight")
            return
        }
        let end = text[line.upperBound...].firstIndex(of: "\n") ?? text.endIndex
        site[old] = String(text[..<line.upperBound]) + "99.5" + String(text[end...])
        _ = try IncrementalSampleTests.expectFresh(site, cache: cache, "an old session's body weight")
        var made = cache.pagesMadeInLastBuild
        #expect(made.isSuperset(of: ["bodyweight/", "api/bodyweight.json"]), "made again: \(made.intersection(Self.narrowed).sorted())")
        #expect(made.isDisjoint(with: ["gym/", "routine/", "routine.ics"]), "made again: \(made.intersection(Self.narrowed).sorted())")

        // A body-weight log beside the sessions: its day wins over the session's on the same day.
        let date = String(old.split(separator: "/").last?.prefix(10) ?? "")
        site["bodyweight.csv"] = "date,weight,unit\n\(date),80.5,kg\n"
        let logged = try IncrementalSampleTests.expectFresh(site, cache: cache, "a body-weight log added")
        made = cache.pagesMadeInLastBuild
        #expect(made.isSuperset(of: ["bodyweight/", "api/bodyweight.json"]))
        let document = logged.first { $0.path == "api/bodyweight.json" }.map { String(decoding: $0.bytes, as: UTF8.self) } ?? ""
        #expect(document.contains("80.5"), "the logged weight is in the document")
    }
}
