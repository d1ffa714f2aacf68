import Foundation
import LiftbookLoading
import LiftbookModel
import LiftbookFixtures
import Testing

/// `liftbook routine --draft` from hand-made histories of named workouts.
struct RoutineDraftTests {
    /// A Markdown session on `date` titled `title` with `body` (exercise headings and set lines).
    static func session(_ date: String, _ title: String, _ body: String) -> (String, String) {
        ("sessions/\(date).md", "---\ndate: \(date)\ntitle: \(title)\n---\n\(body)")
    }

    static let push = "## Barbell Bench Press\n- 40 x 5 warmup\n- %@ x 5 x 3\n## Lateral Raise\n- 8 x %@\n- 8 x 10\n- 8 x 9\n"
    static let legs = "## Barbell Back Squat\n- 100 x 5 x 3 @8\n## Plank\n- 60s\n- 45s\n"

    static func draft(_ files: [(String, String)], weeks: Int = 8) -> Result<String, RoutineDraft.Problem> {
        let result = loadSite(Dictionary(uniqueKeysWithValues: files), today: AnalyticsFixtures.day("2026-11-22"))
        return RoutineDraft.text(result.data, library: result.library, today: AnalyticsFixtures.day("2026-11-22"), weeks: weeks)
    }

    static func fill(_ template: String, _ values: String...) -> String {
        var text = template
        for value in values { if let range = text.range(of: "%@") { text.replaceSubrange(range, with: value) } }
        return text
    }

    @Test func workoutsOnFixedWeekdaysGiveAWeekdayRoutine() throws {
        // Push on Mondays (bench 80 → 85, lateral raises 12, 10, 9 → 12, 12, 11 …), Legs on Thursdays; one odd Saturday.
        let files = [
            Self.session("2026-11-02", "Push", Self.fill(Self.push, "80", "12")),
            Self.session("2026-11-05", "Legs", Self.legs),
            Self.session("2026-11-09", "Push", Self.fill(Self.push, "82.5", "12")),
            Self.session("2026-11-12", "Legs", Self.legs),
            Self.session("2026-11-14", "Hike", "## Walking\n- 2:00:00 8km\n"),
            Self.session("2026-11-16", "Push", Self.fill(Self.push, "85", "11")),
            Self.session("2026-11-19", "Legs", Self.legs),
        ]
        let text = try Self.draft(files).get()
        #expect(text == """
            # Drafted by 'liftbook routine --draft' from 7 workouts between 2026-11-02 and 2026-11-19 (the last 8 weeks).
            # Lines marked 'guessed' are read from your log: check each one, then delete its comment.
            # 1 workout done only once left out.
            schema: 1
            name: "Drafted routine"
            unit: kg
            days:
              monday:
                title: "Push"   # guessed: 3 of 3 'Push' workouts on a Monday
                exercises:
                  - exercise: barbell-bench-press   # Barbell Bench Press, in 3 of 3 workouts
                    sets: 3
                    reps: 5
                    weight: 85
                    progression: linear   # guessed: the load rose from 80 to 85 kg over 3 sessions
                  - exercise: lateral-raise   # Lateral Raise, in 3 of 3 workouts
                    sets: 3
                    reps: 9-12
                    weight: 8
                    progression: double   # guessed: 9 to 12 reps over 3 sessions
              thursday:
                title: "Legs"   # guessed: 3 of 3 'Legs' workouts on a Thursday
                exercises:
                  - exercise: barbell-back-squat   # Barbell Back Squat, in 3 of 3 workouts
                    sets: 3
                    reps: 5
                    rpe: 8
                    progression: rpe   # guessed: RPE logged on most sets (median 8)
                  - exercise: plank   # Plank, in 3 of 3 workouts
                    duration: 53
                    progression: none   # guessed: timed sets; cardio and holds progress by their type

            """)
    }

    @Test func workoutsInTurnOnAnyWeekdayGiveACycle() throws {
        // A and B alternate on Mon/Wed/Fri, so each falls on every weekday: 6 workouts in 2 weeks → 3 a week.
        let a = "## Barbell Back Squat\n- 100 x 5 x 5\n## Barbell Bench Press\n- 60 x 5 x 5\n"
        let b = "## Barbell Back Squat\n- 100 x 5 x 5\n## Overhead Press\n- 40 x 5 x 5\n## Barbell Deadlift\n- 120 x 5\n"
        let files = [("2026-11-09", "A", a), ("2026-11-11", "B", b), ("2026-11-13", "A", a),
                     ("2026-11-16", "B", b), ("2026-11-18", "A", a), ("2026-11-20", "B", b)].map { Self.session($0.0, $0.1, $0.2) }
        let text = try Self.draft(files, weeks: 2).get()
        #expect(text.contains("sessionsPerWeek: 3   # guessed: 6 workouts in 2 weeks\ncycle:"))
        #expect(text.contains("  - title: \"A\"   # 3 workouts\n    exercises:\n      - exercise: barbell-back-squat"))
        #expect(text.contains("  - title: \"B\"   # 3 workouts\n    exercises:\n      - exercise: barbell-back-squat"))
        #expect(text.contains("      - exercise: barbell-deadlift   # Barbell Deadlift, in 3 of 3 workouts\n        sets: 1\n        reps: 5\n        weight: 120"))
        #expect(!text.contains("days:"))
    }

    @Test func nothingToDraftFromIsSaid() {
        #expect(Self.draft([Self.session("2026-01-05", "Push", Self.fill(Self.push, "80", "12"))]) == .failure(.noSessions(weeks: 8)))
        let once = [Self.session("2026-11-16", "Push", Self.fill(Self.push, "80", "12")), Self.session("2026-11-18", "Legs", Self.legs)]
        #expect(Self.draft(once) == .failure(.noPattern(sessions: 2)))
    }
}
