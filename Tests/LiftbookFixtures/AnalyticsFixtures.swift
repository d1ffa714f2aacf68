package import LiftbookModel

/// Small builders for analytics tests: sessions, sets and plans written the way a lifter reads them.
package enum AnalyticsFixtures {
    /// A date from `YYYY-MM-DD`; 1970-01-01 when malformed (the test then fails on its figures).
    package static func day(_ text: String) -> LocalDate { LocalDate(iso: text) ?? LocalDate(dayNumber: 0) }

    /// A working (or other kind of) set of `kg × reps`.
    package static func set(_ kg: Double, _ reps: Int, _ kind: SetKind = .working, rpe: Double? = nil,
                           unit: MassUnit = .kg) -> LoggedSet {
        LoggedSet(kind: kind, load: .weight(Weight(kg, unit)), reps: reps, rpe: rpe)
    }

    /// `count` identical sets.
    package static func sets(_ count: Int, _ kg: Double, _ reps: Int, rpe: Double? = nil) -> [LoggedSet] {
        Array(repeating: set(kg, reps, rpe: rpe), count: max(0, count))
    }

    /// One set per rep count at `kg`: `100 x 5,5,4`.
    package static func sets(_ kg: Double, reps: [Int]) -> [LoggedSet] { reps.map { set(kg, $0) } }

    /// A body-weight set, with added (positive) or assisting (negative) kilograms.
    package static func bodyweight(_ reps: Int, added: Double? = nil) -> LoggedSet {
        LoggedSet(load: .bodyweight(added: added.map { Weight($0, .kg) }), reps: reps)
    }

    /// A timed set (a hold), optionally with a distance in km.
    package static func timed(_ seconds: Double, km: Double? = nil) -> LoggedSet {
        LoggedSet(duration: seconds, distance: km.map { Distance($0, .km) })
    }

    /// An exercise as logged.
    package static func logged(_ id: String, _ sets: [LoggedSet], name: String? = nil) -> LoggedExercise {
        LoggedExercise(exerciseID: ExerciseID(id), name: name ?? id, sets: sets,
                       location: SourceLocation(path: "sessions/test.md"))
    }

    /// A session on `date`, starting at `start` (`HH:MM`) when given.
    package static func session(_ date: String, start: String? = nil, end: String? = nil, title: String = "",
                               _ exercises: [LoggedExercise], sequence: Int = 0) -> Session {
        Session(date: day(date), start: start.flatMap { LocalTime(text: $0) }, end: end.flatMap { LocalTime(text: $0) },
                title: title, exercises: exercises, location: SourceLocation(path: "sessions/\(date).md"), sequence: sequence)
    }

    /// A library entry.
    package static func exercise(_ id: String, _ type: ExerciseType = .strength, primary: [String] = [],
                                secondary: [String] = [], increment: Weight? = nil) -> Exercise {
        Exercise(id: ExerciseID(id), name: id, type: type, category: .fullBody, primaryMuscles: primary,
                 secondaryMuscles: secondary, increment: increment)
    }

    /// A planned exercise of one set group.
    package static func planned(_ id: String, _ progression: ProgressionScheme, sets: Int = 3, reps: RepTarget? = nil,
                               kg: Double? = nil, rpe: Double? = nil, seconds: Double? = nil, km: Double? = nil) -> PlannedExercise {
        let group = SetGroup(sets: sets, reps: reps, weight: kg.map { Weight($0, .kg) }, rpe: rpe, duration: seconds,
                             distance: km.map { Distance($0, .km) })
        return PlannedExercise(exercise: ExerciseID(id), setGroups: [group], progression: progression,
                               location: SourceLocation(path: "routine.yaml"))
    }

    /// A routine with the given days.
    package static func routine(_ days: [Weekday: [PlannedExercise]]) -> Routine {
        Routine(name: "Test", days: days.map { RoutineDay(weekday: $0.key, title: $0.key.displayName, exercises: $0.value) })
    }

    /// A data set.
    package static func data(_ sessions: [Session], exercises: [Exercise] = [], routine: Routine? = nil,
                            config: SiteConfig = SiteConfig()) -> TrainingData {
        TrainingData(config: config, exercises: Dictionary(exercises.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a }),
                     routine: routine, sessions: sessions)
    }
}
