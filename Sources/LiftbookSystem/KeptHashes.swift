/// Hashes of whole values kept between builds of one process (`serve`, `bench`), each under a
/// name: a value equal to the one kept under its name keeps its hash instead of being hashed
/// again. Equality is quick when the two share their storage, which ``interned(_:as:)`` arranges
/// for values loaded anew each build (the exercise library), so the settings, library and routine
/// that every page key and report key reads are hashed once, not once per key and build.
///
/// Like every part of a ``StageMemory``, it compares what it kept with this build's value, so it
/// can never hand out the hash of another value.
public final class KeptHashes: StageMemoryPart {
    private let kept = Locked<[String: (value: any Sendable, hash: Int)]>([:])
    private let values = Locked<[String: any Sendable]>([:])

    /// Nothing kept yet.
    public required init() {}

    /// The hash of `value`: the kept one when the value kept under `name` equals it.
    public func hash<Value: Hashable & Sendable>(_ value: Value, as name: String) -> Int {
        if let old = kept.withLock({ $0[name] }), let oldValue = old.value as? Value, oldValue == value { return old.hash }
        let hash = value.hashValue
        kept.withLock { $0[name] = (value, hash) }
        return hash
    }

    /// `value`, or the equal value kept under `name` from an earlier build (the same contents,
    /// sharing that value's storage, so that later comparisons with kept values are quick).
    public func interned<Value: Equatable & Sendable>(_ value: Value, as name: String) -> Value {
        if let old = values.withLock({ $0[name] }) as? Value, old == value { return old }
        values.withLock { $0[name] = value }
        return value
    }
}
