/// The compiled forms of a table's phrases, found by key with a cheap hash of the key's bytes:
/// pages ask for a phrase hundreds of thousands of times a build, and a dictionary keyed by
/// `String` hashes each key with SipHash. Built once, when the table is made; read only after.
final class PhraseIndex: Sendable {
    /// The forms of one phrase, as ``Phrase/compiled(_:)`` gives them.
    struct Entry: Sendable {
        /// Whether the phrase has plural forms.
        let isCounted: Bool
        /// Each form in CLDR order, a missing one as `other`.
        let forms: [CompiledPhrase]
    }

    private let keys: [String]
    private let hashes: [UInt64]
    private let entries: [Entry]
    /// Open addressing: each slot the position of a key in `keys`, or -1 for none.
    private let slots: [Int32]
    /// `slots.count - 1` (a power of two, at least twice the keys).
    private let mask: Int

    /// An index of `phrases`.
    init(_ phrases: [String: Phrase]) {
        var keys: [String] = [], hashes: [UInt64] = [], entries: [Entry] = []
        keys.reserveCapacity(phrases.count)
        hashes.reserveCapacity(phrases.count)
        entries.reserveCapacity(phrases.count)
        var size = 16
        while size < 2 * phrases.count { size *= 2 }
        var slots = [Int32](repeating: -1, count: size)
        for (key, phrase) in phrases {
            let hash = Self.hash(key)
            var slot = Int(truncatingIfNeeded: hash) & (size - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = Int32(keys.count)
            keys.append(key)
            hashes.append(hash)
            entries.append(Entry(isCounted: phrase.isCounted, forms: phrase.compiledForms))
        }
        self.keys = keys
        self.hashes = hashes
        self.entries = entries
        self.slots = slots
        mask = size - 1
    }

    /// The forms of the phrase of `key`, if the table has it.
    func entry(_ key: String) -> Entry? {
        let hash = Self.hash(key)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let position = Int(slots[slot])
            guard position >= 0 else { return nil }
            if hashes[position] == hash, keys[position] == key { return entries[position] }
            slot = (slot + 1) & mask
        }
    }

    /// FNV-1a of the key's UTF-8 bytes, its high bits folded into the low ones (which pick the slot).
    static func hash(_ key: String) -> UInt64 {
        func fnv<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
            return hash ^ (hash >> 32)
        }
        return key.utf8.withContiguousStorageIfAvailable(fnv) ?? fnv(key.utf8)
    }
}
