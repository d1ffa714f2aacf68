import Foundation
import LiftbookLoading
import LiftbookModel
import LiftbookTestSupport
import Testing

/// Share a day from site A, import it into a rest day of site B: B's plan for that day is A's.
struct ShareImportRoundTripTests {
    /// Site B: pounds, its own comments, Tuesday and Thursday rest.
    static let siteB: [String: String] = [
        "liftbook.yaml": "title: Bo's log\nunits: lb\nlogUnit: lb\n",
        "routine.yaml": """
            # Bo's plan
            schema: 1
            name: Bo's split
            days:
              monday:
                title: Squat day   # the big one
                exercises:
                  - {exercise: barbell-back-squat, sets: 5, reps: 5, weight: 225}
              tuesday: rest
              # Thursdays are for walking
              thursday: rest

            """,
    ]

    @Test func aSharedDayImportsIntoAnotherSitesRestDay() throws {
        let a = BuiltSite(PostFixture.site)
        let shared = try #require(a.files["posts/upper-day.yaml"])
        let loadedB = loadSite(Self.siteB)
        let outcome = RoutineImport(library: ExerciseLibrary(Array(loadedB.data.exercises.values)), unit: loadedB.data.config.units)
            .run(shared: shared, sharedPath: "upper-day.yaml", into: Self.siteB["routine.yaml"], as: .tuesday)
        let text = try #require(outcome.text, "\(outcome.diagnostics)")
        var files = Self.siteB
        files["routine.yaml"] = text
        let b = loadSite(files)
        #expect(b.diagnostics.errors == [])
        let planA = try #require(a.data.routine?.day(.monday))
        let planB = try #require(b.data.routine?.day(.tuesday))
        #expect(RoutineImport.samePlan(planA, planB))
        #expect(planB.exercises.first?.setGroups.first?.weight == Weight(60, .kg))
        #expect(b.data.routine?.day(.monday).exercises.first?.setGroups.first?.weight == Weight(225, .lb))
        for line in Self.siteB["routine.yaml", default: ""].split(separator: "\n") where line != "  tuesday: rest" {
            #expect(text.contains(line + "\n"), "kept: \(line)")
        }
    }

    @Test func theCommandsShareBuildAndImport() throws {
        let a = try Scratch.folder("a"), b = try Scratch.folder("b")
        defer { Scratch.remove(a); Scratch.remove(b) }
        try Scratch.write(ReportFixture.site, into: a)
        try Scratch.write(Self.siteB, into: b)
        let now = ["--now", ReportFixture.today]

        let shared = try CLI.run(["share", "monday", a.path, "--title", "Upper, my way"] + now)
        #expect(shared.status == 0, "\(shared.stderr)")
        #expect(shared.stdout == "Wrote posts/upper-my-way.md; edit its description, then run 'liftbook build'.\n")
        let post = String(decoding: try Data(contentsOf: a.appending(path: "posts/upper-my-way.md")), as: UTF8.self)
        #expect(post.hasPrefix("---\ntitle: \"Upper, my way\"\ndate: 2026-11-22\nday: monday\n"))
        let again = try CLI.run(["share", "monday", a.path, "--title", "Upper, my way"] + now)
        #expect(again.status == 1)
        #expect(again.stderr.contains("posts/upper-my-way.md already exists"))

        let built = try CLI.run(["build", a.path, "-q"] + now)
        #expect(built.status == 0, "\(built.stderr)")
        let file = a.appending(path: "public/posts/upper-my-way.yaml").path

        let imported = try CLI.run(["import-routine", file, "--day", "tuesday", b.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout == "Imported 'Upper' (3 exercises) as tuesday (was a rest day).\n")
        let refused = try CLI.run(["import-routine", file, "--day", "monday", b.path])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("routine.yaml:5:3: error: monday is already a training day ('Squat day')"))
        #expect(refused.stderr.contains("--replace"))
        let checked = try CLI.run(["check", b.path, "-q"])
        #expect(checked.status == 0, "\(checked.stderr)")

        let planA = SiteLoader(files: DiskSiteFiles(root: a), today: day(ReportFixture.today)).load().data.routine?.day(.monday)
        let planB = SiteLoader(files: DiskSiteFiles(root: b), today: day(ReportFixture.today)).load().data.routine?.day(.tuesday)
        let dayA = try #require(planA), dayB = try #require(planB)
        #expect(RoutineImport.samePlan(dayA, dayB))
    }

    @Test(arguments: [
        (["share", "mondey", "--title", "x"], "error: unknown day 'mondey'\n  hint: did you mean 'monday'?"),
        (["share", "tuesday", "--title", "x"], "routine.yaml:11:12: error: tuesday is a rest day"),
        (["import-routine", "missing.yaml", "--day", "sunday"], "error: cannot read 'missing.yaml'"),
        (["import-routine", "missing.yaml", "--day", "someday"], "error: unknown day 'someday' for --day"),
    ])
    func unknownDaysAndFilesAreInputErrors(_ arguments: [String], _ message: String) throws {
        let a = try Scratch.folder("a")
        defer { Scratch.remove(a) }
        try Scratch.write(ReportFixture.site, into: a)
        let run = try CLI.run(arguments + [a.path, "--now", ReportFixture.today], in: a)
        #expect(run.status == 1)
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }

    @Test func shareNeedsATitle() throws {
        let run = try CLI.run(["share", "monday", "--title", " "])
        #expect(run.status == 2)
    }
}
