import Foundation
import LiftbookModel
import LiftbookPipeline
import LiftbookTestSupport
import Testing

/// Edits of old sessions that move what later periods carry over (a week's streak, a lift's
/// records and next-week targets), and a session added and removed in the middle of the log:
/// `serve`'s rebuild must equal a fresh build byte for byte after each, and the later pages
/// whose figures moved must be among those made again.
@Suite(.serialized)
struct IncrementalOldEditsTests {
    @Test func oldEditsThatMoveStreaksRecordsAndTargetsEqualAFreshBuild() throws {
        var site = IncrementalSampleTests.sample()
        let cache = SiteFixture.remembering()
        let first = try IncrementalSampleTests.expectFresh(site, cache: cache, "first build")
        let paths = IncrementalSampleTests.sessions(site)
        #expect(paths.count > 150)

        // A whole week of the first quarter goes: that week misses its plan, so the streak of
        // every later week is counted anew (the weeks' API documents and reports show it).
        let week = Array(paths[12..<15])
        let removed = week.map { site[$0] }
        for path in week { site[path] = nil }
        let gap = try IncrementalSampleTests.expectFresh(site, cache: cache, "an old week removed")
        #expect(gap != first)
        let laterWeeks = cache.pagesMadeInLastBuild.filter { $0.hasPrefix("api/weeks/") }
        #expect(laterWeeks.count > 10, "the later weeks' streaks moved: \(laterWeeks.count) week documents made again")
        // Back again: the site a fresh build of the first files gives.
        for (path, text) in zip(week, removed) { site[path] = text }
        let restored = try IncrementalSampleTests.expectFresh(site, cache: cache, "the old week restored")
        #expect(restored == first)

        // A heavy set in an old session's first lift: a record no later session beats, and
        // the next weeks' targets look back on it.
        let old = paths[20]
        let text = site[old] ?? ""
        guard let heading = text.range(of: "\n## ") else {
            Issue.record("\(old) has no exercise")
            return
        }
        let lineEnd = text[heading.upperBound...].firstIndex(of: "\n") ?? text.endIndex
        site[old] = String(text[..<lineEnd]) + "\n- 400 x 5" + String(text[lineEnd...])
        let heavy = try IncrementalSampleTests.expectFresh(site, cache: cache, "a record and later targets from an old session")
        #expect(heavy != restored)
        let reports = cache.pagesMadeInLastBuild.filter { $0.hasPrefix("reports/20") }
        #expect(reports.count > 3, "its own week, month and year, and later weeks whose targets or records moved: \(reports.sorted())")

        // A session added between two old ones, then removed again.
        let earlier = paths[30]
        let date = String(earlier.split(separator: "/").last?.prefix(10) ?? "")
        let added = "sessions/\(date)-extra.md"
        site[added] = "---\ndate: \(date)\nstart: \"06:00\"\n---\n## Barbell Back Squat\n- 100 x 5 x 5\n"
        _ = try IncrementalSampleTests.expectFresh(site, cache: cache, "a session added in the middle")
        site[added] = nil
        let back = try IncrementalSampleTests.expectFresh(site, cache: cache, "the added session removed")
        #expect(back == heavy)
    }

    /// Edits that the analysis takes up part way (`serve`): a record in the middle of a lift's
    /// history (its record run goes on from the state kept before it, and later records move),
    /// an exercise of other muscles added to an old session and to the newest one (only their
    /// weeks' muscle figures are made again), and a session added before the first and removed.
    @Test func editsTakenUpPartWayEqualAFreshBuild() throws {
        var site = IncrementalSampleTests.sample()
        let cache = SiteFixture.remembering()
        let first = try IncrementalSampleTests.expectFresh(site, cache: cache, "first build")
        let paths = IncrementalSampleTests.sessions(site)
        #expect(paths.count > 150)

        func adding(_ lines: String, toFirstExerciseOf path: String) -> String? {
            guard let text = site[path], let heading = text.range(of: "\n## ") else { return nil }
            let lineEnd = text[heading.upperBound...].firstIndex(of: "\n") ?? text.endIndex
            return String(text[..<lineEnd]) + lines + String(text[lineEnd...])
        }
        let middle = paths[paths.count / 2]
        site[middle] = adding("\n- 300 x 3", toFirstExerciseOf: middle)
        let record = try IncrementalSampleTests.expectFresh(site, cache: cache, "a record in the middle of the log")
        #expect(record != first)

        for path in [paths[40], paths[paths.count - 1]] {
            site[path] = (site[path] ?? "") + "\n## Barbell Curl\n- 30 x 10 x 3\n"
            _ = try IncrementalSampleTests.expectFresh(site, cache: cache, "another muscle's exercise added to \(path)")
        }

        let firstDate = LocalDate(iso: String(paths[0].split(separator: "/").last?.prefix(10) ?? ""))
        let before = try #require(firstDate).adding(days: -9).description
        let earliest = "sessions/\(before)-before.md"
        site[earliest] = "---\ndate: \(before)\n---\n## Barbell Back Squat\n- 60 x 5 x 5\n"
        _ = try IncrementalSampleTests.expectFresh(site, cache: cache, "a session before the first")
        site[earliest] = nil
        site[middle] = IncrementalSampleTests.sample()[middle]
        for path in [paths[40], paths[paths.count - 1]] { site[path] = IncrementalSampleTests.sample()[path] }
        let back = try IncrementalSampleTests.expectFresh(site, cache: cache, "every edit undone")
        #expect(back == first)
    }
}
