import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Data-parallel helpers: the same results, in the same order, as a plain loop, computed on
/// every core.
package enum Parallel {
    /// `items.map(transform)`, spread over the machine's cores. The items are cut into small
    /// contiguous chunks that one worker per core claims one at a time from a shared counter, so
    /// a worker that drew cheap items takes more of them and all cores finish together (fixed
    /// shares leave one core working alone when later items cost more). Each result is put in
    /// its place in the returned array as it is made, so nothing is joined afterwards.
    /// `oneAtATime` makes every item a chunk of its own, for a few thousand items of very
    /// different cost (the render stage's pages, costliest first).
    package static func map<Item: Sendable, Result: Sendable>(_ items: [Item], oneAtATime: Bool = false,
                                                           _ transform: @Sendable (Item) -> Result) -> [Result] {
        let count = items.count
        guard count > 1, Cores.count > 1 else { return items.map(transform) }
        return fill(count: count, chunks: oneAtATime ? count : min(count, Cores.count * chunksPerCore), order: nil) { transform(items[$0]) }
    }

    /// `items.map(transform)`, one item at a time, the costliest (by `cost`, largest first)
    /// handed out first: for a few hundred items of very different cost (every exercise's
    /// record run, where a few main lifts hold most rows), so that no core is left alone at the
    /// end with a large one. The results are in `items`' order.
    package static func map<Item: Sendable, Result: Sendable>(_ items: [Item], costliestFirst cost: (Item) -> Int,
                                                           _ transform: @Sendable (Item) -> Result) -> [Result] {
        let count = items.count
        guard count > 1, Cores.count > 1 else { return items.map(transform) }
        let costs = items.map(cost)
        let order = items.indices.sorted { (costs[$0], $1) > (costs[$1], $0) }
        return fill(count: count, chunks: count, order: order) { transform(items[$0]) }
    }

    /// The results of `make` for the indices `0..<count`, in index order, made on every core:
    /// positions `0..<count` are cut into `chunks` contiguous chunks that the workers claim one
    /// at a time; a position stands for `order[position]` (or itself). Each worker writes its
    /// results straight into their places in the array (each place is written exactly once,
    /// and by one worker), so nothing is collected, sorted back or copied afterwards: on the
    /// serial path between stages a generic join had cost a metadata look-up per result.
    private static func fill<Result: Sendable>(count: Int, chunks: Int, order: [Int]?,
                                               _ make: @Sendable (Int) -> Result) -> [Result] {
        Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            let places = Places(base: base)
            let next = Locked(0)
            DispatchQueue.concurrentPerform(iterations: min(Cores.count, chunks)) { _ in
                while true {
                    let chunk = next.withLock { next in
                        defer { next += 1 }
                        return next
                    }
                    guard chunk < chunks else { break }
                    for position in chunk * count / chunks..<(chunk + 1) * count / chunks {
                        let index = order?[position] ?? position
                        (places.base + index).initialize(to: make(index))
                    }
                }
            }
            initialized = count
        }
    }

    /// The start of the array being filled, handed to the workers; each writes only its own places.
    private struct Places<Result>: @unchecked Sendable {
        let base: UnsafeMutablePointer<Result>
    }

    /// Chunks per core: enough that the last chunk to finish is a small part of the work, few
    /// enough that claiming them (one lock each) costs nothing measurable.
    static let chunksPerCore = 32
}

/// The number of cores to use.
package enum Cores {
    package static let count: Int = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
}
