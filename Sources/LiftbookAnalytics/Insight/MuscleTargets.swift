public import LiftbookModel

/// One muscle's weekly working sets against its target band.
public struct MuscleTargetRow: Sendable, Hashable {
    /// The muscle.
    public var muscle: String
    /// Working sets in the week (primary 1, secondary 0.5).
    public var sets: Double
    /// Its band, when it has one.
    public var target: VolumeTarget?

    /// Creates a row.
    public init(muscle: String, sets: Double, target: VolumeTarget?) {
        self.muscle = muscle
        self.sets = sets
        self.target = target
    }

    /// Below, within or above the band; nil without one.
    public var status: VolumeStatus? { target?.status(of: sets) }
}

/// Weekly sets per muscle set against the site's target bands.
public enum MuscleTargets {
    /// A row for every muscle with a band or with sets, in ``VolumeTarget/displayOrder`` (other
    /// muscles after, by name).
    public static func rows(sets: [String: Double], targets: [String: VolumeTarget]) -> [MuscleTargetRow] {
        let names = Set(targets.keys).union(sets.filter { $0.value > 0 }.keys)
        let order = Dictionary(VolumeTarget.displayOrder.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { a, _ in a })
        return names.sorted { a, b in
            (order[a] ?? Int.max, a) < (order[b] ?? Int.max, b)
        }.map { MuscleTargetRow(muscle: $0, sets: sets[$0] ?? 0, target: targets[$0]) }
    }

    /// How many rows fall below, within and above their bands.
    public static func counts(_ rows: [MuscleTargetRow]) -> [VolumeStatus: Int] {
        var result: [VolumeStatus: Int] = [:]
        for row in rows { if let status = row.status { result[status, default: 0] += 1 } }
        return result
    }
}
