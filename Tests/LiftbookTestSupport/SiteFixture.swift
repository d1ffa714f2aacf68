import LiftbookLoading
package import LiftbookPipeline
package import LiftbookModel
package import LiftbookSystem
import LiftbookSite

/// Runs the whole in-memory pipeline (load → analyse → render) on a site given as texts.
package enum SiteFixture {
    /// The rendered files and every diagnostic of loading, templates and theme, from the same
    /// pipeline `liftbook build` runs (through a copy of `remembering`, with its memory, as
    /// `serve` runs it); no files when errors stopped the build. Whatever the pipeline throws
    /// reaches the test.
    package static func render(_ texts: [String: String], today: LocalDate = day("2026-11-22"),
                              baseURL: String? = nil, remembering: BuildPipeline? = nil) throws -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        var pipeline = remembering ?? BuildPipeline(files: MemorySiteFiles(texts), today: { _ in today })
        pipeline.files = MemorySiteFiles(texts)
        pipeline.today = { _ in today }
        pipeline.baseURL = baseURL
        let outcome = try pipeline.run(through: .render)
        return (outcome.files ?? [], outcome.diagnostics)
    }

    /// A pipeline that remembers between runs, as `serve`'s does: pass it to ``render(_:today:baseURL:remembering:)``.
    package static func remembering() -> BuildPipeline {
        BuildPipeline(files: MemorySiteFiles([:]), today: { _ in day("2026-11-22") }, remembering: true)
    }

    /// A small but complete site: settings, a custom exercise, the routine, two weeks of sessions
    /// (supersets, warm-ups, RPE, a drop set, cardio, a hold, notes, an unknown exercise) and a
    /// private session that must never appear.
    package static let goldenSite: [String: String] = [
        "liftbook.yaml": """
            title: Golden log
            baseURL: https://lifter.example.org/log/
            units: kg
            timezone: Europe/Berlin
            libraryPages: used
            author: Sam
            cards: all
            """,
        "exercises/custom.yaml": SpecExamples.exercises,
        "routine.yaml": SpecExamples.routine,
        "sessions/2026-11-09-upper-a.md": """
            ---
            date: 2026-11-09
            start: "18:00"
            end: "19:02"
            routine: monday
            title: Upper A
            bodyweight: 82.0
            ---
            First week of the new plan.

            ## Barbell Bench Press
            - 60 x 5 warmup
            - 77.5 x 5 x 3 @7.5

            ## A1. Barbell Row
            - 60 x 10,10,9

            ## A2. Pull-up
            - bw x 8,7,6
            """,
        "sessions/2026-11-11-lower-a.md": """
            ---
            date: 2026-11-11
            start: "07:30"
            end: "08:35"
            routine: wednesday
            title: Lower A
            ---
            ## Barbell Back Squat
            - 60 x 5 w
            - 100 x 5 x 3 @8

            ## Running
            - 20:00 3.6km

            ## Plank
            - 45s
            - 50s
            """,
        "sessions/2026-11-16-upper-a.md": SpecExamples.session,
        "sessions/2026-11-18-lower-a.md": """
            ---
            date: 2026-11-18
            start: "07:30"
            end: "08:40"
            routine: wednesday
            title: Lower A
            ---
            Knees felt *great*.

            ## Barbell Back Squat
            - 60 x 5 w
            - 105 x 5 x 3 @8.5

            ## Leg Press
            - 140 x 12
            - 100 x 15 drop

            ## Running
            - 21:00 3.9km

            ## Zercher Carry Thing
            - 40kg x 30m
            """,
        "sessions/2026-11-19-private.md": """
            ---
            date: 2026-11-19
            title: SECRET-SESSION-TITLE
            private: true
            ---
            SECRET-SESSION-NOTE

            ## Barbell Curl
            - 30 x 10
            """,
    ]
}
