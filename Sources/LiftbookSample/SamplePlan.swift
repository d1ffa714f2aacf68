import LiftbookModel

/// How a sample lift is trained and progresses.
struct SampleLift {
    enum Style {
        /// 3 × 5 (or 1 × 5), add weight after a fully successful session, deload after 3 failures.
        case linear(sets: Int, reps: Int)
        /// Work up a rep range, then add weight.
        case double(sets: Int, low: Int, high: Int)
        /// Load from the lifter's current strength for 5 reps at about RPE 8.
        case rpe(sets: Int, reps: Int)
        /// Body-weight reps up a range, then added weight.
        case bodyweight(sets: Int, low: Int, high: Int)
        /// Timed holds that lengthen.
        case hold(sets: Int)
        /// A run.
        case run
        /// 5/3/1: three weeks of percentages of a training max (`start`) and a deload; the last set is AMRAP.
        case fiveThreeOne
    }

    var id: String
    var heading: String
    var style: Style
    var start: Double
    var increment: Double
    var ceiling: Double
    var warmups: Bool
    var superset: String?
}

/// The sample's weekly plan: four training days and an occasional weekend run.
enum SamplePlan {
    static let days: [(Weekday, String, [SampleLift])] = [
        (.monday, "Upper A", [
            SampleLift(id: "barbell-bench-press", heading: "Barbell Bench Press", style: .linear(sets: 3, reps: 5), start: 50, increment: 2.5, ceiling: 120, warmups: true),
            SampleLift(id: "barbell-row", heading: "Barbell Row", style: .double(sets: 4, low: 8, high: 12), start: 40, increment: 2.5, ceiling: 100, warmups: true, superset: "A"),
            SampleLift(id: "pull-up", heading: "Pull-up", style: .bodyweight(sets: 4, low: 5, high: 10), start: 0, increment: 2.5, ceiling: 40, warmups: false, superset: "A"),
            SampleLift(id: "lateral-raise", heading: "Lateral Raise", style: .double(sets: 4, low: 12, high: 15), start: 6, increment: 1, ceiling: 16, warmups: false),
            SampleLift(id: "triceps-pushdown", heading: "Triceps Pushdown", style: .double(sets: 4, low: 10, high: 15), start: 15, increment: 2.5, ceiling: 45, warmups: false),
        ]),
        (.wednesday, "Lower A", [
            SampleLift(id: "barbell-back-squat", heading: "Barbell Back Squat", style: .rpe(sets: 3, reps: 5), start: 60, increment: 2.5, ceiling: 170, warmups: true),
            SampleLift(id: "romanian-deadlift", heading: "Romanian Deadlift", style: .double(sets: 4, low: 8, high: 12), start: 50, increment: 5, ceiling: 140, warmups: true),
            SampleLift(id: "leg-curl", heading: "Leg Curl", style: .double(sets: 4, low: 10, high: 15), start: 25, increment: 2.5, ceiling: 70, warmups: false),
            SampleLift(id: "calf-raise", heading: "Standing Calf Raise", style: .double(sets: 4, low: 10, high: 15), start: 40, increment: 5, ceiling: 120, warmups: false),
            SampleLift(id: "plank", heading: "Plank", style: .hold(sets: 3), start: 30, increment: 5, ceiling: 120, warmups: false),
            SampleLift(id: "running", heading: "Running", style: .run, start: 0, increment: 0, ceiling: 0, warmups: false),
        ]),
        (.thursday, "Arms & Core", [
            SampleLift(id: "dip", heading: "Dip", style: .bodyweight(sets: 4, low: 6, high: 12), start: 0, increment: 2.5, ceiling: 40, warmups: false),
            SampleLift(id: "hammer-curl", heading: "Hammer Curl", style: .double(sets: 4, low: 10, high: 15), start: 10, increment: 2, ceiling: 30, warmups: false, superset: "A"),
            SampleLift(id: "skull-crusher", heading: "Skull Crusher", style: .double(sets: 4, low: 8, high: 12), start: 20, increment: 2.5, ceiling: 50, warmups: false, superset: "A"),
            SampleLift(id: "cable-fly", heading: "Cable Fly", style: .double(sets: 4, low: 12, high: 15), start: 10, increment: 2.5, ceiling: 30, warmups: false),
            SampleLift(id: "hanging-leg-raise", heading: "Hanging Leg Raise", style: .bodyweight(sets: 4, low: 8, high: 15), start: 0, increment: 2.5, ceiling: 20, warmups: false),
        ]),
        (.friday, "Upper B", [
            SampleLift(id: "overhead-press", heading: "Overhead Press", style: .fiveThreeOne, start: 35, increment: 2.5, ceiling: 75, warmups: true),
            SampleLift(id: "lat-pulldown", heading: "Lat Pulldown", style: .double(sets: 4, low: 8, high: 12), start: 40, increment: 2.5, ceiling: 95, warmups: true),
            SampleLift(id: "dumbbell-bench-press", heading: "Dumbbell Bench Press", style: .double(sets: 3, low: 8, high: 12), start: 16, increment: 2, ceiling: 46, warmups: false),
            SampleLift(id: "barbell-curl", heading: "Barbell Curl", style: .double(sets: 3, low: 8, high: 12), start: 20, increment: 2.5, ceiling: 55, warmups: false, superset: "B"),
            SampleLift(id: "landmine-press", heading: "Landmine Press", style: .double(sets: 3, low: 8, high: 12), start: 15, increment: 2.5, ceiling: 45, warmups: false, superset: "B"),
            SampleLift(id: "face-pull", heading: "Face Pull", style: .double(sets: 3, low: 12, high: 20), start: 15, increment: 2.5, ceiling: 40, warmups: false),
        ]),
        (.saturday, "Lower B", [
            SampleLift(id: "barbell-deadlift", heading: "Barbell Deadlift", style: .linear(sets: 1, reps: 5), start: 70, increment: 5, ceiling: 210, warmups: true),
            SampleLift(id: "leg-press", heading: "Leg Press", style: .double(sets: 4, low: 10, high: 15), start: 80, increment: 10, ceiling: 260, warmups: true),
            SampleLift(id: "hip-thrust", heading: "Hip Thrust (Barbell)", style: .double(sets: 4, low: 8, high: 12), start: 60, increment: 5, ceiling: 180, warmups: true),
            SampleLift(id: "walking-lunge", heading: "Walking Lunge", style: .double(sets: 3, low: 10, high: 16), start: 10, increment: 2, ceiling: 40, warmups: false),
            SampleLift(id: "calf-raise", heading: "Calf Raise", style: .double(sets: 4, low: 10, high: 15), start: 40, increment: 5, ceiling: 120, warmups: false),
        ]),
    ]

    static let sessionNotes = [
        "Slept well, bar speed good.", "Short on sleep; kept it honest.", "Gym was packed, had to swap the order.",
        "Felt strong today.", "Left knee a bit cranky on the warm-ups, fine after.", "Quick session before work.",
        "New belt, took a couple of sets to get used to it.", "Deload feel — everything moved fast.",
        "Hot day, **lots** of water.", "Back after a busy week.",
    ]

    static let exerciseNotes = [
        "Paused the first rep.", "Grip gave out on the last set.", "Slower eccentric.", "Belt on the top set.",
        "Felt it more in the lats with a wider grip.", "Narrower stance.",
    ]
}
