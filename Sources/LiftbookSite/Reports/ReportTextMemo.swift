import LiftbookAnalytics
import LiftbookModel
import LiftbookSystem

/// Texts of reports written once per build and shared by every report that shows them: muscle
/// names as the tables show them, the muscle charts of weeks that trained the same sets per
/// muscle (a ten-year log of 490 weeks has about 110 different ones) and next-week targets written the same (`3 × 5 @ 82.5 kg (…)`,
/// about 1,600 different ones in 13,300). Each text is a function of its key alone (the language
/// and unit are the build's), so a kept one is the one that would be written.
final class ReportTextMemo: Sendable {
    /// A week's muscle summary sentence and its body map and bars.
    struct MuscleChart: Sendable {
        var summary: String
        var figure: String
    }

    /// What ``RecommendationText/target(_:)`` reads of a recommendation.
    struct TargetKey: Hashable, Sendable {
        var unit: MassUnit
        var sets: Int
        var reps: RepTarget?
        var weight: Weight?
        var rpe: Double?
        var duration: Double?
        var distance: Distance?
        var plates: PlateLoad?
        var prescribed: [PrescribedSet]

        init(_ r: Recommendation, unit: MassUnit) {
            self.unit = unit
            sets = r.sets
            reps = r.reps
            weight = r.weight
            rpe = r.rpe
            duration = r.duration
            distance = r.distance
            plates = r.plates
            prescribed = r.prescribed
        }
    }

    private let charts = Locked<[[MuscleTargetRow]: MuscleChart]>([:])
    private let targets = Locked<[TargetKey: String]>([:])
    private let muscles = Locked<[String: String]>([:])

    /// A new, empty memo.
    init() {}

    /// The chart of `rows`, drawn by `draw` the first time they are asked for.
    func chart(_ rows: [MuscleTargetRow], draw: () -> MuscleChart) -> MuscleChart {
        Self.value(rows, in: charts, make: draw)
    }

    /// The target of `recommendation` in words in `unit`, written by `write` the first time it is asked for.
    func target(_ recommendation: Recommendation, unit: MassUnit, write: () -> String) -> String {
        Self.value(TargetKey(recommendation, unit: unit), in: targets, make: write)
    }

    /// A muscle's name as a table shows it (`Front delts`), written by `write` the first time it is asked for.
    func muscle(_ muscle: String, write: () -> String) -> String {
        Self.value(muscle, in: muscles, make: write)
    }

    private static func value<Key: Hashable & Sendable, Value: Sendable>(_ key: Key, in memo: Locked<[Key: Value]>, make: () -> Value) -> Value {
        if let kept = memo.withLock({ $0[key] }) { return kept }
        // Made outside the lock: two threads may make the same value at once, and both are equal.
        let value = make()
        memo.withLock { $0[key] = value }
        return value
    }
}
