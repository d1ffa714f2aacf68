import Foundation
import LiftbookModel
import LiftbookPipeline
import LiftbookSample
import LiftbookSystem
import LiftbookTestSupport
import Testing

/// `serve`'s rebuild after one session changes, on a generated year of training (a routine,
/// stalls, deloads, records): the oldest session, the newest, one in the middle, a new one and a
/// removed one, each compared byte for byte with a fresh build of the same files. Reports are
/// kept by the figures they read, so an edit of an old session must remake exactly the reports
/// whose figures it changes, and no later one whose figures it does not.
@Suite(.serialized)
struct IncrementalSampleTests {
    /// A year of the sample log, without cards and unused library pages (to keep the test quick).
    static func sample() -> [String: String] {
        var site: [String: String] = [:]
        for file in SampleGenerator(years: 1, seed: 5, end: day("2026-11-20")).files() { site[file.path] = file.contents }
        site["liftbook.yaml"] = (site["liftbook.yaml"] ?? "") + "cards: false\nlibraryPages: used\n"
        return site
    }

    static func sessions(_ site: [String: String]) -> [String] {
        site.keys.filter { $0.hasPrefix("sessions/") && $0.hasSuffix(".md") }.sorted()
    }

    /// The rebuild through `cache` equals a fresh build, file for file and byte for byte.
    static func expectFresh(_ site: [String: String], cache: BuildPipeline, _ edit: String,
                            sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [OutputFile] {
        let cached = try SiteFixture.render(site, remembering: cache)
        let fresh = try SiteFixture.render(site)
        #expect(fresh.diagnostics.errors == [], "\(edit): \(fresh.diagnostics.errors)", sourceLocation: sourceLocation)
        #expect(cached.files.map(\.path) == fresh.files.map(\.path), "\(edit): the same files", sourceLocation: sourceLocation)
        let stale = zip(cached.files, fresh.files).filter { $0.0 != $0.1 }.map(\.0.path)
        #expect(stale.isEmpty, "\(edit): \(stale.count) stale files, \(stale.prefix(4))", sourceLocation: sourceLocation)
        return cached.files
    }

    @Test func oldAndNewSessionEditsEqualAFreshBuild() throws {
        var site = Self.sample()
        let cache = SiteFixture.remembering()
        let first = try Self.expectFresh(site, cache: cache, "first build")
        let reports = Set(first.map(\.path).filter { $0.hasPrefix("reports/") && $0.hasSuffix("/index.html") && $0 != "reports/index.html" })
        #expect(reports.count > 60, "a year of weekly, monthly and yearly reports")
        var paths = Self.sessions(site)
        #expect(paths.count > 150)
        let oldest = paths[0]

        // The oldest session's title changes: only the reports that list it (its week, month
        // and year) and the weeks whose next-week targets look back on its rows are made again,
        // no later report.
        let text = site[oldest] ?? ""
        #expect(text.contains("\ntitle: "))
        site[oldest] = text.replacingOccurrences(of: "\ntitle: ", with: "\ntitle: Renamed ")
        let renamed = try Self.expectFresh(site, cache: cache, "the oldest session renamed")
        #expect(renamed != first)
        let remade = cache.pagesMadeInLastBuild.filter { $0.hasPrefix("reports/") && $0 != "reports/" }
        #expect(!remade.isEmpty, "the oldest session's week, month and year")
        #expect(remade.allSatisfy { $0.hasPrefix("reports/2025") }, "\(remade.count) of \(reports.count) reports made again: \(remade.sorted())")

        // A light set added to it (as `liftbook bench` does), then a record no later session
        // beats: the records, baselines and targets of later reports change with them.
        site[oldest] = IncrementalRenderTests.appending("- 20 x 10", to: site[oldest])
        _ = try Self.expectFresh(site, cache: cache, "a light set in the oldest session")
        #expect(cache.pagesMadeInLastBuild.filter { $0.hasPrefix("reports/") }.count < reports.count, "some reports are kept")
        site[oldest] = IncrementalRenderTests.appending("- 300 x 1", to: site[oldest])
        _ = try Self.expectFresh(site, cache: cache, "a record in the oldest session")

        // One in the middle, then the newest.
        let middle = paths[paths.count / 2]
        site[middle] = IncrementalRenderTests.appending("- 60 x 12", to: site[middle])
        _ = try Self.expectFresh(site, cache: cache, "a set in a session in the middle")
        let newest = paths[paths.count - 1]
        site[newest] = IncrementalRenderTests.appending("- 200 x 1", to: site[newest])
        _ = try Self.expectFresh(site, cache: cache, "a set in the newest session")

        // A new session after the newest, then a session removed from the middle of the year.
        site["sessions/2026-11-21-extra.md"] = "---\ndate: 2026-11-21\n---\n## Barbell Back Squat\n- 100 x 5 x 5\n"
        _ = try Self.expectFresh(site, cache: cache, "a new session")
        paths = Self.sessions(site)
        site[paths[paths.count / 3]] = nil
        _ = try Self.expectFresh(site, cache: cache, "a session removed")
        // The oldest session as it was: the same site as a fresh build of it.
        site[oldest] = Self.sample()[oldest]
        _ = try Self.expectFresh(site, cache: cache, "the oldest session restored")
    }
}
