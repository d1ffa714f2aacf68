import LiftbookModel
import LiftbookSystem

/// The loads one set of plates makes, each worked out once (``PlateMath/load(_:with:atLeast:)``
/// searches the sums of the plates): a planned lift's targets ask for the same few loads week
/// after week, so its reports' targets share them.
final class PlateLoadMemo: Sendable {
    private struct Key: Hashable {
        var requested: Double
        var floor: Double?
    }

    /// The plates the loads are made with.
    let plates: PlateSet
    private let made = Locked<[Key: PlateLoad]>([:])

    /// An empty memo of `plates`' loads.
    init(_ plates: PlateSet) { self.plates = plates }

    /// ``PlateMath/load(_:with:atLeast:)`` of `requested` with the memo's plates.
    func load(_ requested: Double, atLeast floor: Double?) -> PlateLoad {
        // A value that is not a number equals no key: it is worked out each time.
        guard requested.isFinite, floor?.isFinite ?? true else { return PlateMath.load(requested, with: plates, atLeast: floor) }
        let key = Key(requested: requested, floor: floor)
        if let kept = made.withLock({ $0[key] }) { return kept }
        let load = PlateMath.load(requested, with: plates, atLeast: floor)
        made.withLock { $0[key] = load }
        return load
    }
}
