import LiftbookModel
import LiftbookSystem

/// The hashes of the analysis's weeks and session summaries, kept between runs (`serve`): a
/// week or summary equal to last run's at the same place (or, when the count changed, with the
/// same week or id) keeps its hash instead of being hashed again. The report keys read them.
final class KeptFigureHashes: StageMemoryPart {
    private struct Last: Sendable {
        var weeks: [WeekSummary] = []
        var weekHashes: [Int] = []
        var summaries: [SessionSummary] = []
        var summaryHashes: [Int] = []
    }

    private let last = Locked(Last())

    required init() {}

    /// Each week's hash and each summary's hash, in the order given.
    func hashes(weeks: [WeekSummary], summaries: [SessionSummary]) -> (weeks: [Int], summaries: [Int]) {
        let old = last.withLock { $0 }
        let weekHashes = Self.hashes(weeks, old: old.weeks, oldHashes: old.weekHashes, id: { $0.week })
        let summaryHashes = Self.hashes(summaries, old: old.summaries, oldHashes: old.summaryHashes, id: { $0.id })
        last.withLock { $0 = Last(weeks: weeks, weekHashes: weekHashes, summaries: summaries, summaryHashes: summaryHashes) }
        return (weekHashes, summaryHashes)
    }

    /// The hash of each of `values`: the old one where the old value at the same place (or, when
    /// the counts differ, the first old value with the same id) is equal.
    private static func hashes<Value: Hashable & Sendable, ID: Hashable & Sendable>(
        _ values: [Value], old: [Value], oldHashes: [Int], id: @escaping @Sendable (Value) -> ID
    ) -> [Int] {
        guard old.count == oldHashes.count, !old.isEmpty else { return Parallel.map(values) { $0.hashValue } }
        if values.count == old.count {
            return Parallel.map(Array(values.indices)) { index in
                values[index] == old[index] ? oldHashes[index] : values[index].hashValue
            }
        }
        var places: [ID: Int] = [:]
        places.reserveCapacity(old.count)
        for index in old.indices where places[id(old[index])] == nil { places[id(old[index])] = index }
        let found = places
        return Parallel.map(Array(values.indices)) { index in
            if let place = found[id(values[index])], values[index] == old[place] { return oldHashes[place] }
            return values[index].hashValue
        }
    }
}
