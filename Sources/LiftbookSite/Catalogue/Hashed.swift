/// A page input with its hash computed once per build and shared by every page that reads it
/// (a session by its page, the history lists and the reports; an exercise's analysis by its page
/// and its API document). Two are equal when their hashes are, as cache keys are compared.
struct Hashed<Value: Sendable>: Hashable, Sendable {
    /// The value a page reads.
    let value: Value
    /// Its hash (0 in a build without a cache, where nothing is compared).
    let hash: Int

    static func == (a: Hashed, b: Hashed) -> Bool { a.hash == b.hash }
    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}
