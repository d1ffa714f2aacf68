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
    /// Each muscle's rows are asked for every week of every report: each name's place is looked
    /// up once, before the sort, in a table made once.
    public static func rows(sets: [String: Double], targets: [String: VolumeTarget]) -> [MuscleTargetRow] {
        let names = Set(targets.keys).union(sets.filter { $0.value > 0 }.keys)
        return names.map { (place: displayPlaces[$0] ?? Int.max, muscle: $0) }
            .sorted { ($0.place, $0.muscle) < ($1.place, $1.muscle) }
            .map { MuscleTargetRow(muscle: $0.muscle, sets: sets[$0.muscle] ?? 0, target: targets[$0.muscle]) }
    }

    /// Each muscle's place in ``VolumeTarget/displayOrder``.
    private static let displayPlaces = Dictionary(VolumeTarget.displayOrder.enumerated().map { ($0.element, $0.offset) },
                                                  uniquingKeysWith: { first, _ in first })

    /// How many rows fall below, within and above their bands.
    public static func counts(_ rows: [MuscleTargetRow]) -> [VolumeStatus: Int] {
        var result: [VolumeStatus: Int] = [:]
        for row in rows { if let status = row.status { result[status, default: 0] += 1 } }
        return result
    }
}
