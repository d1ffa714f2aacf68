/// Garmin's exercise categories (`exercise_category`) and the per-category exercise names
/// (`category_subtype`) Liftbook maps to its library, from the FIT profile. A subtype is mapped
/// only where the library has that movement; a category alone only where the category is one
/// movement (a bench press, a deadlift); everything else keeps a Garmin name such as
/// `Garmin: curl #12`, never the nearest other movement.
enum GarminExercises {
    /// The profile's category names by number.
    static let categories: [Int: String] = [
        0: "bench_press", 1: "calf_raise", 2: "cardio", 3: "carry", 4: "chop", 5: "core", 6: "crunch", 7: "curl",
        8: "deadlift", 9: "flye", 10: "hip_raise", 11: "hip_stability", 12: "hip_swing", 13: "hyperextension",
        14: "lateral_raise", 15: "leg_curl", 16: "leg_raise", 17: "lunge", 18: "olympic_lift", 19: "plank", 20: "plyo",
        21: "pull_up", 22: "push_up", 23: "row", 24: "shoulder_press", 25: "shoulder_stability", 26: "shrug", 27: "sit_up",
        28: "squat", 29: "total_body", 30: "triceps_extension", 31: "warm_up", 32: "run", 33: "bike", 34: "cardio_sensors",
        35: "move", 36: "pose", 37: "banded_exercises", 38: "battle_rope", 39: "elliptical", 40: "floor_climb",
        41: "indoor_bike", 42: "indoor_row", 43: "ladder", 44: "sandbag", 45: "sled", 46: "sledge_hammer",
        47: "stair_stepper", 49: "suspension", 50: "tire", 52: "run_indoor", 53: "bike_outdoor", 65534: "unknown",
    ]

    /// Library ids of a category recorded without an exercise name.
    static let categoryDefaults: [Int: String] = [
        0: "barbell-bench-press", 1: "calf-raise", 8: "barbell-deadlift", 15: "leg-curl", 21: "pull-up", 22: "push-up",
        24: "overhead-press", 27: "sit-up", 28: "barbell-back-squat", 38: "battle-ropes",
        42: "rowing-machine", 47: "stair-climber", 39: "elliptical",
    ]

    /// Library ids by category and exercise name (profile name in the comment).
    static let names: [Int: [Int: String]] = [
        0: [1: "barbell-bench-press", 3: "barbell-floor-press", 4: "close-grip-bench-press", 5: "decline-dumbbell-bench-press",
            6: "dumbbell-bench-press", 7: "dumbbell-floor-press", 8: "incline-barbell-bench-press", 9: "incline-dumbbell-bench-press",
            10: "incline-smith-machine-bench-press", 21: "single-arm-dumbbell-bench-press", 22: "smith-machine-bench-press",
            25: "wide-grip-bench-press"],
        1: [4: "donkey-calf-raise", 6: "seated-calf-raise", 15: "single-leg-calf-raise", 17: "barbell-calf-raise",
            18: "calf-raise", 20: "dumbbell-calf-raise"],
        2: [6: "jump-rope", 12: "jumping-jacks"],
        3: [1: "farmers-walk", 7: "farmers-walk"],
        4: [0: "cable-pull-through", 2: "cable-woodchop"],
        5: [3: "barbell-rollout", 7: "cable-side-bend", 18: "ab-wheel-rollout", 46: "russian-twist", 51: "cat-cow",
            88: "l-sit", 89: "turkish-get-up"],
        6: [0: "bicycle-crunch", 1: "cable-crunch", 11: "elbow-to-knee-crunch", 13: "flutter-kicks", 28: "cable-crunch",
            46: "reverse-crunch", 68: "stability-ball-crunch", 81: "toes-to-bar", 83: "crunch"],
        7: [3: "barbell-curl", 4: "reverse-wrist-curl", 5: "wrist-curl", 8: "cable-curl", 9: "cable-hammer-curl",
            12: "cross-body-hammer-curl", 16: "hammer-curl", 17: "dumbbell-reverse-wrist-curl", 18: "dumbbell-wrist-curl",
            19: "preacher-curl", 22: "incline-dumbbell-curl", 24: "kettlebell-curl", 29: "reverse-curl", 37: "dumbbell-curl",
            38: "ez-bar-curl", 44: "concentration-curl", 45: "zottman-curl", 46: "dumbbell-curl"],
        8: [0: "barbell-deadlift", 2: "dumbbell-deadlift", 4: "dumbbell-stiff-leg-deadlift", 7: "rack-pull",
            15: "sumo-deadlift", 16: "sumo-deadlift-high-pull", 17: "trap-bar-deadlift", 23: "romanian-deadlift",
            25: "stiff-leg-deadlift"],
        9: [0: "cable-fly", 1: "decline-dumbbell-fly", 2: "dumbbell-fly", 3: "incline-dumbbell-fly"],
        10: [0: "barbell-glute-bridge", 1: "hip-thrust", 11: "glute-bridge", 23: "kettlebell-swing", 30: "single-leg-glute-bridge",
             44: "clamshell"],
        14: [5: "cable-front-raise", 13: "muscle-up", 14: "single-arm-cable-lateral-raise", 17: "ring-dip", 34: "lateral-raise"],
        15: [0: "leg-curl", 2: "good-morning"],
        16: [0: "hanging-knee-raise", 1: "hanging-leg-raise", 8: "lying-leg-raise"],
        17: [7: "barbell-bulgarian-split-squat", 10: "barbell-lunge", 18: "bulgarian-split-squat", 21: "dumbbell-lunge",
             32: "bodyweight-lunge", 61: "lateral-lunge", 78: "walking-lunge", 82: "reverse-lunge", 83: "overhead-dumbbell-lunge",
             86: "curtsy-lunge"],
        18: [0: "hang-power-clean", 2: "power-clean", 3: "power-snatch", 5: "clean-and-jerk", 9: "snatch", 11: "clean",
             15: "push-jerk", 19: "split-jerk", 25: "dumbbell-snatch", 27: "clean-and-press", 28: "snatch"],
        19: [4: "bear-crawl", 34: "mountain-climber", 43: "plank", 66: "side-plank", 90: "spiderman-plank", 117: "weighted-plank"],
        20: [7: "depth-jump", 25: "medicine-ball-slam", 33: "box-jump", 37: "jump-squat"],
        21: [5: "close-grip-lat-pulldown", 13: "lat-pulldown", 20: "straight-arm-pulldown", 24: "weighted-pull-up",
             32: "kipping-pull-up", 38: "pull-up", 39: "chin-up", 41: "weighted-chin-up", 43: "neutral-grip-pull-up"],
        22: [13: "decline-push-up", 15: "diamond-push-up", 25: "handstand-push-up", 27: "incline-push-up", 33: "knee-push-up",
             38: "one-arm-push-up", 75: "ring-push-up", 77: "push-up", 84: "pike-push-up", 90: "wall-push-up"],
        23: [2: "dumbbell-row", 5: "face-pull", 15: "renegade-row", 16: "reverse-grip-barbell-row", 18: "seated-cable-row",
             20: "single-arm-cable-row", 28: "t-bar-row", 33: "wide-grip-seated-cable-row", 35: "inverted-row",
             38: "rowing-machine", 40: "chest-supported-dumbbell-row", 45: "barbell-row", 46: "barbell-row"],
        24: [1: "arnold-press", 3: "push-press", 4: "overhead-press", 14: "overhead-press", 15: "dumbbell-shoulder-press",
             16: "seated-barbell-overhead-press", 17: "dumbbell-shoulder-press", 18: "single-arm-dumbbell-shoulder-press",
             20: "smith-machine-overhead-press", 24: "dumbbell-shoulder-press", 25: "overhead-press", 27: "overhead-press"],
        26: [1: "barbell-shrug", 2: "upright-row", 5: "dumbbell-shrug", 6: "dumbbell-upright-row", 24: "upright-row"],
        27: [31: "v-up", 37: "sit-up"],
        28: [0: "leg-press", 2: "barbell-back-squat", 6: "barbell-back-squat", 7: "box-squat", 8: "front-squat",
             9: "barbell-hack-squat", 29: "dumbbell-squat", 32: "step-up", 37: "goblet-squat", 44: "overhead-squat",
             47: "pistol-squat", 61: "bodyweight-squat", 66: "step-up", 69: "sumo-squat", 79: "thruster", 83: "wall-ball",
             86: "zercher-squat", 100: "bodyweight-squat", 101: "dumbbell-thruster"],
        29: [0: "burpee", 5: "man-maker"],
    ]

    /// The library id a set of `category` and `subtype` maps to, nil when Liftbook does not know it.
    static func libraryID(category: Int, subtype: Int?) -> String? {
        guard let subtype else { return categoryDefaults[category] }
        return names[category]?[subtype]
    }

    /// The name an unmapped set keeps: `Garmin: curl #12`, `Garmin: curl`, `Garmin: category 99`.
    static func keptName(category: Int?, subtype: Int?) -> String {
        let name = category.map { categories[$0] ?? "category \($0)" } ?? "exercise"
        return "Garmin: " + name + (subtype.map { " #\($0)" } ?? "")
    }
}
