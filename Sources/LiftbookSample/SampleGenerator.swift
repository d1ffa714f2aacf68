package import LiftbookModel
package import LiftbookSystem

/// A realistic synthetic training log, deterministic for a seed and an end date: a four-day
/// upper/lower routine with progressive overload, stalls and deloads, missed sessions and
/// holidays, warm-ups, RPE, drop sets, supersets, cardio, body-weight work, notes and a custom
/// exercise. It is the demo data and the benchmark input.
package struct SampleGenerator: Sendable {
    /// Years of training.
    package let years: Int
    /// The random seed.
    package let seed: UInt64
    /// The last day of the log.
    package let end: LocalDate

    /// Creates a generator.
    package init(years: Int, seed: UInt64, end: LocalDate) {
        self.years = max(1, min(years, 100))
        self.seed = seed
        self.end = end
    }

    /// The site's files: settings, routine, a custom exercise and the sessions.
    package func files() -> [OutputFile] {
        var files = [
            OutputFile(path: "liftbook.yaml", contents: config),
            OutputFile(path: "routine.yaml", contents: StarterSiteRoutine.sample),
            OutputFile(path: "exercises/custom.yaml", contents: StarterSite.exercises),
            OutputFile(path: "posts/upper-a.md", contents: post(day: "monday", title: "Upper A: bench, rows and pull-ups", date: end.adding(days: -14),
                                                              text: "The heavy upper day of my split: bench press for strength, rows and pull-ups as a superset, then shoulders and triceps.")),
            OutputFile(path: "posts/the-whole-week.md", contents: post(day: "week", title: "My five-day upper/lower week", date: end.adding(days: -3),
                                                                     text: "The whole plan: two upper days, two lower days and an arms-and-core day, with a run on Wednesdays.")),
        ]
        var simulation = SampleSimulation(seed: seed)
        let first = end.adding(days: -(years * 365) + 1)
        var date = first
        var count = 0
        while date <= end {
            if let session = simulation.session(on: date, index: count) {
                files.append(session)
                count += 1
            }
            date = date.adding(days: 1)
        }
        return files
    }

    private func post(day: String, title: String, date: LocalDate, text: String) -> String {
        "---\ntitle: \"\(title)\"\ndate: \(date)\nday: \(day)\n---\n\(text)\n"
    }

    private var config: String {
        """
        # A synthetic training log made by `liftbook sample` (seed \(seed)).
        title: Sample training log
        baseURL: https://sam.example.org/log/
        units: kg
        logUnit: kg
        weekStart: monday
        timezone: Europe/Berlin
        theme: solarized-dark
        e1rm: epley
        author: Sam Sample
        privacy:
          shareNotes: false
          shareWeights: true
        plates:                    # the bar and plates in the gym; every barbell target shows them per side
          kg: {bar: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25]}
          exercises:
            leg-press: {step: 10}  # a plate-loaded sled, loaded in 10 kg steps
        stalls: {sessions: 3, percent: 0.5, breakDays: 14}

        """
    }
}

/// The routine of the sample site (the plan the simulation follows).
enum StarterSiteRoutine {
    static let sample = """
        schema: 1
        name: Upper/Lower + Arms, 5-day
        days:
          monday:
            title: Upper A
            exercises:
              - {exercise: barbell-bench-press, sets: 3, reps: 5, weight: 60, progression: linear, rest: 180}
              - {exercise: barbell-row, sets: 4, reps: 8-12, weight: 50, progression: double, superset: A, rest: 90}
              - {exercise: pull-up, sets: 4, reps: 5-10, superset: A, rest: 90}
              - {exercise: lateral-raise, sets: 4, reps: 12-15, weight: 8, progression: double, rest: 60}
              - {exercise: triceps-pushdown, sets: 4, reps: 10-15, weight: 20, progression: double, rest: 60}
          tuesday: rest
          wednesday:
            title: Lower A
            exercises:
              - {exercise: barbell-back-squat, sets: 3, reps: 5, rpe: 8, progression: rpe, rest: 180}
              - {exercise: romanian-deadlift, sets: 4, reps: 8-12, weight: 60, progression: double, rest: 120}
              - {exercise: leg-curl, sets: 4, reps: 10-15, weight: 30, progression: double, rest: 60}
              - {exercise: calf-raise, sets: 4, reps: 10-15, weight: 60, progression: double}
              - {exercise: plank, sets: 3, duration: 45s}
              - {exercise: running, duration: 20min, notes: Easy pace}
          thursday:
            title: Arms & Core
            exercises:
              - {exercise: dip, sets: 4, reps: 6-12}
              - {exercise: hammer-curl, sets: 4, reps: 10-15, weight: 12, progression: double, superset: A}
              - {exercise: skull-crusher, sets: 4, reps: 8-12, weight: 25, progression: double, superset: A}
              - {exercise: cable-fly, sets: 4, reps: 12-15, weight: 12.5, progression: double}
              - {exercise: hanging-leg-raise, sets: 4, reps: 8-15}
          friday:
            title: Upper B
            exercises:
              - {exercise: overhead-press, sets: 3, reps: 5, progression: 531, trainingMax: 35, rest: 180}
              - {exercise: lat-pulldown, sets: 4, reps: 8-12, weight: 50, progression: double, rest: 90}
              - {exercise: dumbbell-bench-press, sets: 3, reps: 8-12, weight: 22, progression: double, rest: 90}
              - {exercise: barbell-curl, sets: 3, reps: 8-12, weight: 25, progression: double, superset: B}
              - {exercise: landmine-press, sets: 3, reps: 8-12, weight: 20, progression: double, superset: B}
              - {exercise: face-pull, sets: 3, reps: 12-20, weight: 20, progression: double}
          saturday:
            title: Lower B
            exercises:
              - {exercise: barbell-deadlift, sets: 1, reps: 5, weight: 100, progression: linear, rest: 240}
              - {exercise: leg-press, sets: 4, reps: 10-15, weight: 120, progression: double, rest: 120}
              - {exercise: hip-thrust, sets: 4, reps: 8-12, weight: 80, progression: double}
              - {exercise: walking-lunge, sets: 3, reps: 10-16, weight: 14, progression: double}
              - {exercise: calf-raise, sets: 3, reps: 10-15, weight: 60, progression: double}
          sunday: rest

        """
}
