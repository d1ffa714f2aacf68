/// How an exercise is measured.
public enum ExerciseType: String, Sendable, Hashable, CaseIterable, Codable {
    /// Weight × reps.
    case strength
    /// Reps, with optional added or assisting weight.
    case bodyweight
    /// Duration and distance.
    case cardio
    /// A hold, with optional weight.
    case isometric
    /// Stretches and drills.
    case mobility
    /// Reps with optional weight or height (jumps, throws).
    case explosive
    /// Duration (foam rolling, easy walking).
    case recovery
}

/// The body region an exercise is filed under.
public enum ExerciseCategory: String, Sendable, Hashable, CaseIterable, Codable {
    case chest, back, shoulders, arms, legs, core, cardio
    case fullBody = "full-body"

    /// `Full body`, `Chest`.
    public var displayName: String {
        self == .fullBody ? "Full body" : rawValue.capitalizedFirst
    }
}

/// An entry of the exercise library.
public struct Exercise: Sendable, Hashable, Identifiable {
    /// The stable slug.
    public var id: ExerciseID
    /// The display name.
    public var name: String
    /// Older names and the names other apps use.
    public var aliases: [String]
    /// How it is measured.
    public var type: ExerciseType
    /// The body region.
    public var category: ExerciseCategory
    /// Muscles counted as 1 set each.
    public var primaryMuscles: [String]
    /// Muscles counted as half a set each.
    public var secondaryMuscles: [String]
    /// Barbell, dumbbell, cable, … .
    public var equipment: String?
    /// The smallest load step for progression, when not the default.
    public var increment: Weight?
    /// A remote image URL (referenced, never downloaded).
    public var image: String?
    /// Numbered how-to steps.
    public var instructions: [String]
    /// Markdown description.
    public var description: String?
    /// True for a user's own exercise.
    public var custom: Bool
    /// True when retired from the library (history stays).
    public var archived: Bool
    /// Where it was defined.
    public var location: SourceLocation?

    /// Creates an exercise.
    public init(
        id: ExerciseID, name: String, aliases: [String] = [], type: ExerciseType = .strength,
        category: ExerciseCategory, primaryMuscles: [String] = [], secondaryMuscles: [String] = [],
        equipment: String? = nil, increment: Weight? = nil, image: String? = nil, instructions: [String] = [],
        description: String? = nil, custom: Bool = false, archived: Bool = false, location: SourceLocation? = nil
    ) {
        self.id = id
        self.name = name
        self.aliases = aliases
        self.type = type
        self.category = category
        self.primaryMuscles = primaryMuscles
        self.secondaryMuscles = secondaryMuscles
        self.equipment = equipment
        self.increment = increment
        self.image = image
        self.instructions = instructions
        self.description = description
        self.custom = custom
        self.archived = archived
        self.location = location
    }
}

/// The muscle names the library and the week's muscle-group figures use.
public let knownMuscles: [String] = [
    "abdominals", "abductors", "adductors", "biceps", "calves", "chest", "forearms", "glutes",
    "hamstrings", "lats", "lower back", "middle back", "neck", "quadriceps", "shoulders", "traps", "triceps",
]

/// The equipment names the library uses.
public let knownEquipment: [String] = [
    "barbell", "dumbbell", "kettlebell", "cable", "machine", "smith-machine", "ez-bar", "trap-bar",
    "bodyweight", "band", "medicine-ball", "plate", "foam-roll", "exercise-ball", "cardio-machine", "suspension", "other",
]
