package import LiftbookModel
package import LiftbookSystem

/// The commented example files `liftbook init` writes: the SPEC's examples, ready to edit.
package enum StarterSite {
    /// The files of a new site, with one example session in `today`'s week; it and the routine
    /// are marked `example: true`, so they leave the figures once real sessions exist.
    package static func files(today: LocalDate) -> [OutputFile] {
        let monday = today.adding(days: -today.weekday.index)
        return [
            OutputFile(path: "liftbook.yaml", contents: config),
            OutputFile(path: "routine.yaml", contents: routine),
            OutputFile(path: "exercises/custom.yaml", contents: exercises),
            OutputFile(path: "sessions/\(monday)-upper-a.md", contents: session(date: monday)),
            OutputFile(path: "imports/README.md", contents: importsReadme),
            OutputFile(path: "posts/.gitkeep", contents: ""),
        ]
    }

    static let config = """
        # Liftbook site settings. Every key is optional; these are the defaults unless noted.
        title: My training log
        baseURL: /                # the public address; a sub-path such as https://me.example.org/log/ works
        units: kg                 # display unit: kg or lb
        logUnit: kg               # unit of weights written without one in sessions and routine.yaml
        weekStart: monday         # the first day of a training week
        timezone: UTC             # decides what "today" is, e.g. Europe/Berlin
        theme: solarized-dark     # or solarized-light
        e1rm: epley               # epley | brzycki | lombardi | mayhew | wathan
        privacy:
          shareNotes: false       # session notes stay off posts and feeds
          shareWeights: true      # posts may show current working weights
        # imports:
        #   - file: imports/strong.csv
        #     unit: lb            # for export layouts whose weight column names no unit

        """

    static let routine = """
        # The weekly routine. Each weekday is `rest` or a titled day with planned exercises.
        # reps: 5 or a range 8-12; weight in logUnit (or 80kg / 175lb);
        # progression: linear | double | rpe | none; rest in seconds or 3min.
        schema: 1
        example: true             # an example plan: left out once you log sessions; write yours and delete this line
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

    static let exercises = """
        # Your own exercises, and overrides of built-in ones (same id).
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

    static func session(date: LocalDate) -> String {
        """
        ---
        date: \(date)
        start: "18:05"
        end: "19:10"
        routine: monday
        title: Upper A
        bodyweight: 82.4
        example: true      # an example: left out once you log sessions of your own; then delete this file
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
    }

    static let importsReadme = """
        Drop CSV exports from Strong (in any of its languages), Hevy, FitNotes, Liftosaur, StrongLifts,
        Jefit (the backup file) or Fitbod here, and their body-weight exports; they are read on every
        build. Another app's one-row-per-set CSV is read through a column mapping in liftbook.yaml.

        """
}
