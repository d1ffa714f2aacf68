import LiftbookModel

/// A small fixed training log for report, post and feed tests: a three-day routine, a week at the
/// turn of 2025/2026 (ISO week 2026-W01) and seven weeks in October and November 2026, with a
/// missed session, a failed bench session, a private session and session notes that must never
/// reach posts or feeds.
package enum ReportFixture {
    /// Today for the fixture: Sunday 2026-11-22 (2026-W47); the last complete week is 2026-W46.
    package static let today = "2026-11-22"

    /// A marker in the private session's notes.
    package static let privateMarker = "SECRET-NOTE-7731"
    /// A marker in a public session's notes (shown on its session page, never on posts or feeds).
    package static let notesMarker = "PUBLIC-NOTE-4242"
    /// The private session's bench single, unique in the log.
    package static let privateLoad = "142.5"
    /// The private session's body weight, unique in the log.
    package static let privateBodyweight = "91.3"

    /// `liftbook.yaml`.
    package static let config = """
        title: Ada's log
        baseURL: https://ada.example.org/log/
        units: kg
        weekStart: monday
        timezone: UTC
        author: Ada Lifter
        privacy:
          shareNotes: false
          shareWeights: true
        """

    /// `routine.yaml`, with comments that an import must keep.
    package static let routine = """
        schema: 1
        name: Three-day full body
        days:
          # Heavy upper day
          monday:
            title: Upper
            exercises:
              - {exercise: barbell-bench-press, sets: 3, reps: 5, weight: 60, progression: linear, rest: 180}
              - {exercise: barbell-row, sets: 3, reps: 8-12, weight: 50, superset: A, rest: 90}
              - {exercise: pull-up, sets: 3, reps: 5-10, superset: A, notes: "Full range, chin over the bar"}
          tuesday: rest   # recovery
          wednesday:
            title: Lower
            exercises:
              - {exercise: barbell-back-squat, sets: 3, reps: 5, rpe: 8, progression: rpe}
              - {exercise: running, duration: 20min}
          friday:
            title: Pull
            exercises:
              - {exercise: barbell-deadlift, sets: 1, reps: 5, weight: 100, progression: linear}
              - {exercise: plank, sets: 3, duration: 45s}

        """

    /// Every file of the site folder.
    package static var site: [String: String] {
        var files = ["liftbook.yaml": config, "routine.yaml": routine]
        for (path, text) in sessions { files[path] = text }
        return files
    }

    /// The session files.
    package static var sessions: [(String, String)] {
        var result: [(String, String)] = []
        // 2026-W01: Monday 29 December 2025 and Friday 2 January 2026.
        result.append(upper("2025-12-29", week: 0, bench: "50 x 5 x 3"))
        result.append(pull("2026-01-02", week: 0))
        // 2026-W41 to W47: Monday, Wednesday, Friday; the Friday of W44 is missed.
        let mondays = ["2026-10-05", "2026-10-12", "2026-10-19", "2026-10-26", "2026-11-02", "2026-11-09", "2026-11-16"]
        for (index, monday) in mondays.enumerated() {
            let week = index + 1
            let bench = week == 5 ? "70 x 5,5,3" : "\(formatted(57.5 + 2.5 * Double(week))) x 5 x 3"
            result.append(upper(monday, week: week, bench: bench))
            result.append(lower(day(monday, plus: 2), week: week))
            if week != 4 { result.append(pull(day(monday, plus: 4), week: week)) }
        }
        result.append(("sessions/2026-11-21-secret.md", """
            ---
            date: 2026-11-21
            start: "10:00"
            end: "10:40"
            title: Max day
            bodyweight: \(privateBodyweight)
            private: true
            ---
            \(privateMarker): tried a heavy single.

            ## Barbell Bench Press
            - \(privateLoad) x 1

            """))
        return result
    }

    private static func upper(_ date: String, week: Int, bench: String) -> (String, String) {
        ("sessions/\(date)-upper.md", """
            ---
            date: \(date)
            start: "18:00"
            end: "19:05"
            routine: monday
            title: Upper
            bodyweight: 82.\(week)
            ---
            \(week == 3 ? notesMarker + ": slept badly." : "Good session.")

            ## Barbell Bench Press
            - 40 x 5 warmup
            - \(bench)

            ## A1. Barbell Row
            - 50 x \(min(12, 8 + week)),\(min(12, 8 + week)),\(min(12, 7 + week))

            ## A2. Pull-up
            - bw x \(5 + week / 2),\(5 + week / 3),5

            """)
    }

    private static func lower(_ date: String, week: Int) -> (String, String) {
        ("sessions/\(date)-lower.md", """
            ---
            date: \(date)
            start: "07:30"
            end: "08:20"
            routine: wednesday
            title: Lower
            ---
            ## Barbell Back Squat
            - 60 x 5 warmup
            - \(formatted(80 + 2.5 * Double(week))) x 5 x 3 @8

            ## Running
            - \(20 + week):00 \(formatted(4 + 0.2 * Double(week)))km

            """)
    }

    private static func pull(_ date: String, week: Int) -> (String, String) {
        ("sessions/\(date)-pull.md", """
            ---
            date: \(date)
            start: "17:45"
            end: "18:30"
            routine: friday
            title: Pull
            ---
            ## Barbell Deadlift
            - 60 x 5 warmup
            - \(100 + 5 * week) x 5

            ## Plank
            - \(45 + 5 * week)s
            - \(45 + 5 * week)s
            - 45s

            """)
    }

    /// `YYYY-MM-DD` plus `days`.
    private static func day(_ date: String, plus days: Int) -> String {
        LocalDate(iso: date).map { $0.adding(days: days).description } ?? date
    }

    private static func formatted(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
