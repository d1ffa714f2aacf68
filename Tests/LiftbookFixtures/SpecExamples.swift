/// The example files of SPEC §1.1, verbatim: they must load without a diagnostic.
package enum SpecExamples {
    /// `liftbook.yaml`.
    package static let config = """
        title: Sam's training log
        baseURL: https://sam.example.org/log/   # a sub-path must work
        units: kg                                # display unit: kg or lb
        weekStart: monday
        timezone: Europe/Berlin
        theme: solarized-dark
        e1rm: epley                              # epley | brzycki | …
        privacy:
          shareNotes: false                      # session notes stay off posts and feeds
          shareWeights: true                     # posts may show current working weights
        imports:
          - file: imports/strong.csv
            unit: lb                             # for export layouts whose weight column names no unit
        """

    /// `exercises/custom.yaml`.
    package static let exercises = """
        schema: 1
        exercises:
          - id: landmine-press
            name: Landmine Press
            aliases: ["Landmine Press (Barbell)"]
            type: strength
            category: shoulders
            primaryMuscles: [shoulders]
            secondaryMuscles: [triceps, chest]
            equipment: barbell
            increment: 2.5
        """

    /// `routine.yaml`.
    package static let routine = """
        schema: 1
        name: Upper/Lower
        days:
          monday:
            title: Upper A
            exercises:
              - exercise: barbell-bench-press
                sets: 3
                reps: 5
                weight: 80
                progression: linear
                rest: 180
              - exercise: barbell-row
                sets: 3
                reps: 8-12
                weight: 60
                progression: double
                superset: A
          tuesday: rest
          wednesday:
            title: Lower A
            exercises:
              - exercise: barbell-back-squat
                sets: 3
                reps: 5
                rpe: 8
                progression: rpe
              - exercise: running
                duration: 20min
        """

    /// `sessions/2026-11-16-upper-a.md`.
    package static let session = """
        ---
        date: 2026-11-16
        start: "18:05"
        end: "19:10"
        routine: monday
        title: Upper A
        bodyweight: 82.4
        ---
        Slept well, bar speed good.

        ## Barbell Bench Press
        - 60 x 5 warmup
        - 80 x 5 x 3 @8

        ## A1. Barbell Row
        - 60 x 12,12,11

        ## A2. Pull-up
        - bw x 8
        - bw+10 x 5
        """

    /// The four files as a site, keyed by path (the import file named in the config is absent,
    /// so a loader that reads imports should be given one separately).
    package static var site: [String: String] {
        [
            "liftbook.yaml": config,
            "exercises/custom.yaml": exercises,
            "routine.yaml": routine,
            "sessions/2026-11-16-upper-a.md": session,
        ]
    }
}
