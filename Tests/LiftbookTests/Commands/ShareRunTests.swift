import Foundation
import LiftbookModel
import LiftbookSystem
import LiftbookPipeline
import LiftbookOutput
import LiftbookSite
import LiftbookTestSupport
import Testing

/// `ShareRun` called directly: the post it returns (dated by the pipeline's clock) and why it
/// refuses.
struct ShareRunTests {
    @Test func aTrainingDayBecomesAPostDatedToday() throws {
        let site = try CommandSite()
        defer { site.remove() }
        let run = try ShareRun.run(site.pipeline(today: "2026-11-25"), options: ShareRun.Options(subject: .day(.monday), title: " Push day "))
        let post = try #require(run.value)
        #expect(post.path == "posts/push-day.md")
        let text = String(decoding: post.bytes, as: UTF8.self)
        #expect(text.hasPrefix("---\ntitle: \"Push day\"\ndate: 2026-11-25\nday: monday\n"))
        #expect(text.hasSuffix("Push is the Monday of my Push routine: 1 exercise.\n"))
        // The site folder is not touched.
        #expect(site.text("posts/push-day.md") == nil)
    }

    /// The paragraph readers see on the post is in the site's language: the day's title,
    /// its weekday and the routine's name, with the count's plural form.
    @Test(arguments: [
        ("de", ShareRun.Options(subject: .day(.monday), title: "Drücken"), "Push ist der Montag meines Trainingsplans Push: 1 Übung.\n"),
        ("fr", ShareRun.Options(subject: .week, title: "Semaine"), "Mon programme Push : 1 jour d'entraînement par semaine.\n"),
        ("es", ShareRun.Options(subject: .day(.monday), title: "Empuje"), "Push es el lunes de mi rutina Push: 1 ejercicio.\n"),
    ])
    func theDraftsFirstParagraphIsInTheSitesLanguage(language: String, options: ShareRun.Options, ending: String) throws {
        let site = try CommandSite(adding: ["liftbook.yaml": "units: kg\ntimezone: UTC\nlanguage: \(language)\n"])
        defer { site.remove() }
        let post = try #require(try ShareRun.run(site.pipeline(today: "2026-11-25"), options: options).value)
        let text = String(decoding: post.bytes, as: UTF8.self)
        #expect(text.hasSuffix(ending), "\(text)")
    }

    @Test func aGivenDateAndSlugAreUsed() throws {
        let site = try CommandSite()
        defer { site.remove() }
        let options = ShareRun.Options(subject: .week, title: "My week", slug: "week-one", date: LocalDate(iso: "2026-12-01"))
        let post = try #require(try ShareRun.run(site.pipeline(), options: options).value)
        #expect(post.path == "posts/week-one.md")
        #expect(String(decoding: post.bytes, as: UTF8.self).contains("\ndate: 2026-12-01\n"))
    }

    @Test func aRestDayIsAnErrorAtItsLineInTheRoutine() throws {
        let site = try CommandSite()
        defer { site.remove() }
        let run = try ShareRun.run(site.pipeline(), options: ShareRun.Options(subject: .day(.tuesday), title: "Rest"))
        #expect(run.result == .failure(.diagnosed))
        let error = try #require(run.diagnostics.errors.first)
        #expect(run.diagnostics.errors.count == 1)
        #expect(error.message == "tuesday is a rest day")
        #expect(error.location.path == "routine.yaml")
        #expect(error.hint == "share a training day (monday) or the whole week")
    }

    @Test func anExistingPostIsNeverReplaced() throws {
        let site = try CommandSite()
        defer { site.remove() }
        let options = ShareRun.Options(subject: .day(.monday), title: "Push day")
        let post = try #require(try ShareRun.run(site.pipeline(), options: options).value)
        try SiteFolderWriter().writeNew([post], into: site.root)
        let again = try ShareRun.run(site.pipeline(), options: options)
        #expect(again.result == .failure(.refused(message: "posts/push-day.md already exists; nothing was written",
                                                  hint: "choose another --slug or --title, or edit the file")))
    }

    @Test func aSiteWithoutARoutineHasNothingToShare() throws {
        let site = try CommandSite()
        defer { site.remove() }
        try FileManager.default.removeItem(at: site.root.appending(path: "routine.yaml"))
        let run = try ShareRun.run(site.pipeline(), options: ShareRun.Options(subject: .week, title: "Week"))
        #expect(run.result == .failure(.refused(message: "the site has no training days to share", hint: "write routine.yaml first")))
    }
}
