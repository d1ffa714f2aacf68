import Dispatch
import LiftbookSystem
import Testing

/// `Parallel.map` gives what a plain `map` gives, in order, whatever the count of items.
struct ParallelTests {
    @Test(arguments: [0, 1, 2, 3, 7, 8, 9, 63, 64, 65, 1000, 10_007])
    func mapsInOrderLikeAPlainLoop(count: Int) {
        let items = Array(0..<count)
        let mapped = Parallel.map(items) { $0 * 3 + 1 }
        #expect(mapped == items.map { $0 * 3 + 1 })
    }

    @Test func callsTheTransformOncePerItem() {
        let calls = Locked([Int: Int]())
        let mapped = Parallel.map(Array(0..<500)) { item -> String in
            calls.withLock { $0[item, default: 0] += 1 }
            return "#\(item)"
        }
        #expect(mapped.count == 500)
        #expect(mapped.last == "#499")
        #expect(calls.withLock { $0.count } == 500)
        #expect(calls.withLock { $0.values.allSatisfy { $0 == 1 } })
    }

    @Test(arguments: [0, 1, 2, 3, 64, 5945])
    func mapsOneAtATimeInOrder(count: Int) {
        let items = Array(0..<count)
        #expect(Parallel.map(items, oneAtATime: true) { "page \($0)" } == items.map { "page \($0)" })
    }

    /// The costliest items go first, yet every result lands at its item's place, once.
    @Test(arguments: [0, 1, 2, 7, 500])
    func mapsCostliestFirstInTheItemsOrder(count: Int) {
        let items = Array(0..<count)
        let calls = Locked(0)
        let mapped = Parallel.map(items, costliestFirst: { ($0 * 7) % 13 }) { item -> [Int] in
            calls.withLock { $0 += 1 }
            return [item, item * item]
        }
        #expect(mapped == items.map { [$0, $0 * $0] })
        #expect(calls.withLock { $0 } == count)
    }

    /// Results that own memory are handed over, not copied or lost: each is freed once, when
    /// the array goes.
    @Test func resultsAreFreedOnceWithTheArray() {
        let freed = Locked(0)
        do {
            let mapped = Parallel.map(Array(0..<300), costliestFirst: { $0 % 5 }) { Tracked(value: $0, freed: freed) }
            let plain = Parallel.map(Array(0..<300)) { Tracked(value: $0, freed: freed) }
            #expect(mapped.map(\.value) == Array(0..<300))
            #expect(plain.map(\.value) == Array(0..<300))
            withExtendedLifetime((mapped, plain)) { #expect(freed.withLock { $0 } == 0) }
        }
        #expect(freed.withLock { $0 } == 600)
    }
}

/// Counts its deinitialisations.
private final class Tracked: Sendable {
    let value: Int
    let freed: Locked<Int>

    init(value: Int, freed: Locked<Int>) {
        self.value = value
        self.freed = freed
    }

    deinit { freed.withLock { $0 += 1 } }

}

/// The project's one lock keeps a shared value consistent under contention.
struct LockedTests {
    @Test func concurrentIncrementsAreNotLost() {
        let counter = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
        }
        #expect(counter.withLock { $0 } == 80_000)
    }

    @Test func givesBackWhatTheBodyReturnsAndRethrows() {
        struct Refused: Error {}
        let names = Locked(["squat"])
        #expect(names.withLock { $0.append("bench"); return $0.count } == 2)
        #expect(throws: Refused.self) { try names.withLock { _ in throw Refused() } }
        #expect(names.withLock { $0 } == ["squat", "bench"])
    }
}
