/// The stable identifier of an exercise: a slug such as `barbell-bench-press` that never changes.
public struct ExerciseID: Sendable, Hashable, Comparable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The slug.
    public let rawValue: String

    /// Wraps a slug as given.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Wraps a literal slug.
    public init(stringLiteral value: String) { rawValue = value }

    /// The slug of a display name: `Bench Press (Barbell)` → `bench-press-barbell`.
    public init(slugOf name: String) { rawValue = slugify(name) }

    /// The id of a name that has no letters or digits (`---`, `?!`): `exercise-` and a stable hash
    /// of the name, so two such names never share an id.
    public init(unsluggable name: String) { rawValue = "exercise-" + stableHash(name) }

    /// True when the text is already a slug: lowercase letters, digits and single hyphens.
    public static func isSlug(_ text: String) -> Bool { !text.isEmpty && slugify(text) == text }

    /// The slug.
    public var description: String { rawValue }

    /// Alphabetical.
    public static func < (a: ExerciseID, b: ExerciseID) -> Bool { a.rawValue < b.rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

