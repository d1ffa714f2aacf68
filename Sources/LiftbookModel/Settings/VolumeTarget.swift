/// A weekly band of working sets for one muscle (`volumeTargets:` in `liftbook.yaml`):
/// fewer sets than `low` is below it, more than `high` above it.
public struct VolumeTarget: Sendable, Hashable {
    /// The fewest weekly sets that count as within the band.
    public var low: Double
    /// The most weekly sets that count as within the band.
    public var high: Double

    /// Creates a band; `low` is at most `high`.
    public init(low: Double, high: Double) {
        self.low = min(low, high)
        self.high = max(low, high)
    }

    /// Where `sets` falls against the band.
    public func status(of sets: Double) -> VolumeStatus {
        sets < low ? .below : (sets > high ? .above : .within)
    }

    /// The most sets a band may name: more than any muscle is trained in a week.
    public static let maximumSets = 100.0
}

/// Where a week's sets for a muscle fall against its target band.
public enum VolumeStatus: String, Sendable, Hashable, CaseIterable {
    case below, within, above
}

extension VolumeTarget {
    /// The default bands: minimum effective to maximum recoverable volume (MEV–MRV) from
    /// Renaissance Periodization's hypertrophy training tips per muscle group (Israetel, 2017).
    /// Back's band applies to the lats and the middle back alike; side delts' to the shoulders.
    /// Muscles without a published band (forearms, lower back, adductors, abductors, neck) have none.
    public static let defaults: [String: VolumeTarget] = [
        "chest": VolumeTarget(low: 10, high: 22),
        "lats": VolumeTarget(low: 10, high: 25),
        "middle back": VolumeTarget(low: 10, high: 25),
        "shoulders": VolumeTarget(low: 8, high: 26),
        "biceps": VolumeTarget(low: 8, high: 26),
        "triceps": VolumeTarget(low: 6, high: 18),
        "quadriceps": VolumeTarget(low: 8, high: 20),
        "hamstrings": VolumeTarget(low: 6, high: 20),
        "glutes": VolumeTarget(low: 0, high: 16),
        "calves": VolumeTarget(low: 8, high: 20),
        "abdominals": VolumeTarget(low: 0, high: 25),
        "traps": VolumeTarget(low: 0, high: 26),
    ]

    /// The order muscles are listed in: front to back, top to bottom.
    public static let displayOrder: [String] = [
        "chest", "shoulders", "biceps", "triceps", "forearms", "abdominals", "lats", "middle back", "traps",
        "lower back", "neck", "glutes", "quadriceps", "hamstrings", "adductors", "abductors", "calves",
    ]
}
