import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Data-parallel helpers: the same results, in the same order, as a plain loop, computed on
/// every core.
public enum Parallel {
    /// `items.map(transform)`, spread over the machine's cores in contiguous chunks. Each worker
    /// maps its chunk into an array of its own and hands it over once, under a lock; the chunks
    /// are then joined in order.
    public static func map<Item: Sendable, Result: Sendable>(_ items: [Item], _ transform: @Sendable (Item) -> Result) -> [Result] {
        let count = items.count
        guard count > 1 else { return items.map(transform) }
        let chunks = min(count, max(1, Cores.count * 4))
        let done = Locked([[Result]](repeating: [], count: chunks))
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            let start = chunk * count / chunks
            let end = (chunk + 1) * count / chunks
            var results: [Result] = []
            results.reserveCapacity(end - start)
            for index in start..<end { results.append(transform(items[index])) }
            done.withLock { $0[chunk] = results }
        }
        return done.withLock { parts in
            var joined: [Result] = []
            joined.reserveCapacity(count)
            for part in parts { joined.append(contentsOf: part) }
            return joined
        }
    }
}

/// The number of cores to use.
public enum Cores {
    public static let count: Int = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
}
