import Dispatch

/// Data-parallel helpers: the same results, in the same order, as a plain loop, computed on
/// every core.
public enum Parallel {
    /// `items.map(transform)`, spread over the machine's cores in contiguous chunks.
    public static func map<Item: Sendable, Result: Sendable>(_ items: [Item], _ transform: @Sendable (Item) -> Result) -> [Result] {
        let count = items.count
        guard count > 1 else { return items.map(transform) }
        let chunks = min(count, max(1, ProcessInfoCores.count * 4))
        let box = ResultBox<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            let start = chunk * count / chunks
            let end = (chunk + 1) * count / chunks
            for index in start..<end { box.set(index, transform(items[index])) }
        }
        return box.values()
    }
}

/// Slots written by exactly one worker each, read after all have finished.
private final class ResultBox<Value: Sendable>: @unchecked Sendable {
    private var slots: [Value?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
        slots.withUnsafeMutableBufferPointer { $0[index] = value }
    }

    func values() -> [Value] { slots.compactMap { $0 } }
}

/// The number of cores to use.
enum ProcessInfoCores {
    static let count: Int = {
        #if canImport(Glibc)
        return max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        #else
        return 2
        #endif
    }()
}

#if canImport(Glibc)
import Glibc
#endif
