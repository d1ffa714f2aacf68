import LiftbookSystem
import Testing

struct KeptHashesTests {
    /// A value equal to the one kept under its name gets the kept hash; any other value is
    /// hashed again, whatever name it comes under.
    @Test func keepsAHashOnlyWhileTheValueIsEqual() {
        let kept = KeptHashes()
        let first = ["squat": [100.0, 102.5], "bench": [60.0]]
        let hash = kept.hash(first, as: "library")
        #expect(hash == first.hashValue)
        // An equal value made anew (its own storage) keeps the hash.
        var same: [String: [Double]] = [:]
        same["bench"] = [60.0]
        same["squat"] = [100.0, 102.5]
        #expect(kept.hash(same, as: "library") == hash)
        // A changed value is hashed again, and its hash is kept from then on.
        let changed = ["squat": [100.0, 105.0], "bench": [60.0]]
        #expect(kept.hash(changed, as: "library") == changed.hashValue)
        #expect(kept.hash(changed, as: "library") != hash)
        // Another name keeps its own value; a value of another type under a name is hashed.
        #expect(kept.hash([1, 2, 3], as: "other") == [1, 2, 3].hashValue)
        #expect(kept.hash("text", as: "library") == "text".hashValue)
    }

    /// An equal value is handed back as the kept one (sharing its storage); another is kept instead.
    @Test func internsEqualValues() {
        let kept = KeptHashes()
        let first = Array(0..<1000)
        _ = kept.interned(first, as: "rows")
        let again = kept.interned(Array(0..<1000), as: "rows")
        #expect(again == first)
        let sharesStorage = first.withUnsafeBufferPointer { a in again.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
        #expect(sharesStorage)
        let other = kept.interned(Array(1..<1001), as: "rows")
        #expect(other == Array(1..<1001))
        #expect(kept.interned([7], as: "rows") == [7])
    }
}
