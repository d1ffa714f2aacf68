/// The gym page's settings (`gym:` in `liftbook.yaml`).
public struct GymSettings: Sendable, Hashable, Codable {
    /// False keeps `/gym/` out of the built site: only `liftbook serve` offers it.
    public var publish: Bool
    /// The rest timer's seconds when the routine names no rest for an exercise.
    public var rest: Int

    /// Creates settings; by default the page is published and rests last two minutes.
    public init(publish: Bool = true, rest: Int = 120) {
        self.publish = publish
        self.rest = rest
    }
}
