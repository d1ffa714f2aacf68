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
    /// shares leave one core working alone when later items cost more). Each worker keeps what
    /// it mapped and hands it over once, under a lock; the chunks are then joined in order.
    /// `oneAtATime` makes every item a chunk of its own, for a few thousand items of very
    /// different cost (the render stage's pages, costliest first).
    package static func map<Item: Sendable, Result: Sendable>(_ items: [Item], oneAtATime: Bool = false,
                                                           _ transform: @Sendable (Item) -> Result) -> [Result] {
        let count = items.count
        guard count > 1, Cores.count > 1 else { return items.map(transform) }
        let chunks = oneAtATime ? count : min(count, Cores.count * chunksPerCore)
        let workers = min(Cores.count, chunks)
        let next = Locked(0)
        let done = Locked([[Result]](repeating: [], count: chunks))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            var mapped: [(chunk: Int, results: [Result])] = []
            while true {
                let chunk = next.withLock { next in
                    defer { next += 1 }
                    return next
                }
                guard chunk < chunks else { break }
                let start = chunk * count / chunks
                let end = (chunk + 1) * count / chunks
                var results: [Result] = []
                results.reserveCapacity(end - start)
                for index in start..<end { results.append(transform(items[index])) }
                mapped.append((chunk, results))
            }
            done.withLock { parts in
                for (chunk, results) in mapped { parts[chunk] = results }
            }
        }
        return done.withLock { parts in
            var joined: [Result] = []
            joined.reserveCapacity(count)
            for part in parts { joined.append(contentsOf: part) }
            return joined
        }
    }

    /// `items.map(transform)`, one item at a time, the costliest (by `cost`, largest first)
    /// handed out first: for a few hundred items of very different cost (every exercise's
    /// record run, where a few main lifts hold most rows), so that no core is left alone at the
    /// end with a large one. The results are in `items`' order.
    package static func map<Item: Sendable, Result: Sendable>(_ items: [Item], costliestFirst cost: (Item) -> Int,
                                                           _ transform: @Sendable (Item) -> Result) -> [Result] {
        let costs = items.map(cost)
        let order = items.indices.sorted { (costs[$0], $1) > (costs[$1], $0) }
        let made = map(order, oneAtATime: true) { index in transform(items[index]) }
        var placed = [Result?](repeating: nil, count: items.count)
        for (result, index) in zip(made, order) { placed[index] = result }
        return placed.compactMap { $0 }
    }

    /// Chunks per core: enough that the last chunk to finish is a small part of the work, few
    /// enough that claiming them (one lock each) costs nothing measurable.
    static let chunksPerCore = 32
}

/// The number of cores to use.
package enum Cores {
    package static let count: Int = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
}
