/// A routine another lifter shared, as read from their feed. Every text is untrusted: it is
/// shown escaped, and every URL in it is an absolute `http` or `https` URL (others are dropped).
public struct FollowedPost: Sendable, Hashable {
    /// The lifter's name (from `following.yaml`, else the feed's author or title).
    public var lifter: String
    /// The lifter's site (an http(s) URL), when the feed gives one.
    public var siteURL: String?
    /// The post's title.
    public var title: String
    /// The post's page (an http(s) URL), when given.
    public var url: String?
    /// The publication date, when the feed gives a readable one.
    public var date: LocalDate?
    /// The one-line summary.
    public var summary: String
    /// The routine file to import (an http(s) URL), when given.
    public var routineURL: String?
    /// The shared days, from the feed's structured data.
    public var days: [SharedDay]

    /// Creates a post.
    public init(lifter: String, siteURL: String? = nil, title: String, url: String? = nil, date: LocalDate? = nil,
                summary: String = "", routineURL: String? = nil, days: [SharedDay] = []) {
        self.lifter = lifter
        self.siteURL = siteURL
        self.title = title
        self.url = url
        self.date = date
        self.summary = summary
        self.routineURL = routineURL
        self.days = days
    }

    /// Newest first (undated last), then by lifter, title and URL.
    public static func newestFirst(_ a: FollowedPost, _ b: FollowedPost) -> Bool {
        if a.date != b.date {
            guard let left = a.date else { return false }
            guard let right = b.date else { return true }
            return left > right
        }
        if a.lifter != b.lifter { return a.lifter < b.lifter }
        if a.title != b.title { return a.title < b.title }
        return (a.url ?? "") < (b.url ?? "")
    }
}

/// A shared training day.
public struct SharedDay: Sendable, Hashable {
    /// The weekday it is planned on, when it names one.
    public var weekday: Weekday?
    /// The day's title (`Upper A`).
    public var title: String
    /// The exercises in order.
    public var exercises: [SharedExercise]

    /// Creates a day.
    public init(weekday: Weekday?, title: String, exercises: [SharedExercise]) {
        self.weekday = weekday
        self.title = title
        self.exercises = exercises
    }
}

/// A planned exercise of a shared day.
public struct SharedExercise: Sendable, Hashable {
    /// The library id on the author's site.
    public var id: String
    /// The name the author's site shows.
    public var name: String
    /// The set groups.
    public var sets: [SharedSets]
    /// Rest between sets, in seconds.
    public var rest: Int?
    /// The progression scheme's name (`linear`), when one is set.
    public var progression: String?
    /// The superset letter.
    public var superset: String?
    /// The author's note.
    public var notes: String?

    /// Creates an exercise.
    public init(id: String, name: String, sets: [SharedSets], rest: Int? = nil, progression: String? = nil,
                superset: String? = nil, notes: String? = nil) {
        self.id = id
        self.name = name
        self.sets = sets
        self.rest = rest
        self.progression = progression
        self.superset = superset
        self.notes = notes
    }
}

/// A set group of a shared exercise: sets, reps, and the load in kg and in the author's unit.
public struct SharedSets: Sendable, Hashable {
    /// How many sets.
    public var sets: Int
    /// The reps (`5`, or `8-12`), when given.
    public var reps: RepTarget?
    /// The load in the author's unit, when shared.
    public var load: Weight?
    /// The load in kilograms, when shared.
    public var kilograms: Double?
    /// The target RPE.
    public var rpe: Double?
    /// The duration in seconds.
    public var duration: Double?
    /// The distance in metres.
    public var metres: Double?

    /// Creates a set group.
    public init(sets: Int, reps: RepTarget? = nil, load: Weight? = nil, kilograms: Double? = nil, rpe: Double? = nil,
                duration: Double? = nil, metres: Double? = nil) {
        self.sets = sets
        self.reps = reps
        self.load = load
        self.kilograms = kilograms
        self.rpe = rpe
        self.duration = duration
        self.metres = metres
    }
}
