import Foundation
import LiftbookAnalytics
import LiftbookLoading
import LiftbookModel
import LiftbookOutput
import LiftbookPipeline
import LiftbookSite
import LiftbookSystem
import LiftbookTestSupport
import Testing

/// "Today" is asked of the clock once per run and every stage takes that date: a run that
/// crosses midnight never mixes two days.
struct TodayOnceTests {
    /// A clock that moves a day on at each question, and counts them.
    final class CountingClock: Sendable {
        let asked = Locked(0)

        var today: @Sendable (SiteConfig) -> LocalDate {
            { [asked] _ in
                let count = asked.withLock { count in count += 1; return count }
                return (LocalDate(iso: "2026-11-25") ?? LocalDate(dayNumber: 0)).adding(days: count - 1)
            }
        }
    }

    @Test func aBuildAsksTheClockOnce() throws {
        let site = try CommandSite()
        defer { site.remove() }
        let output = site.root.appending(path: "public")
        let clock = CountingClock()
        let pipeline = BuildPipeline(files: DiskSiteFiles(root: site.root), today: clock.today)
        let outcome = try pipeline.run(through: .write, writingTo: WriteTarget(output: output, siteFolder: site.root))
        #expect(outcome.written != nil)
        #expect(clock.asked.withLock { $0 } == 1)
        #expect(outcome.loaded.today == LocalDate(iso: "2026-11-25"))
        #expect(outcome.analysis?.today == LocalDate(iso: "2026-11-25"))
    }

    /// A build whose clock moves on while it runs (midnight) makes the same files as a build on
    /// the day it first read: the rebuild after it writes nothing.
    @Test func aBuildAcrossMidnightIsTheFirstDaysBuild() throws {
        let site = try CommandSite()
        defer { site.remove() }
        let output = site.root.appending(path: "public")
        let moving = BuildPipeline(files: DiskSiteFiles(root: site.root), today: CountingClock().today)
        _ = try moving.run(through: .write, writingTo: WriteTarget(output: output, siteFolder: site.root))
        let fixed = BuildPipeline(files: DiskSiteFiles(root: site.root), today: { _ in LocalDate(iso: "2026-11-25") ?? LocalDate(dayNumber: 0) })
        let again = try fixed.run(through: .write, writingTo: WriteTarget(output: output, siteFolder: site.root))
        #expect(again.written?.written == 0)
    }

    @Test func theCommandsTakeTheLoadsDate() throws {
        let site = try CommandSite()
        defer { site.remove() }
        let clock = CountingClock()
        let pipeline = BuildPipeline(files: DiskSiteFiles(root: site.root), today: clock.today)
        let post = try #require(try ShareRun.run(pipeline, options: ShareRun.Options(subject: .day(.monday), title: "Push")).value)
        #expect(String(decoding: post.bytes, as: UTF8.self).contains("date: 2026-11-25"))
        _ = try RoutineDraftRun.run(pipeline)
        _ = try ReportRun.run(pipeline)
        #expect(clock.asked.withLock { $0 } == 3, "once per run")
    }
}
