import LiftbookSystem
import Testing

struct FNV1aTests {
    /// The published 64-bit FNV-1a values, through every way of adding bytes.
    @Test func knownValuesWhicheverWayTheBytesAreAdded() {
        #expect(FNV1a.hex("") == "cbf29ce484222325")
        #expect(FNV1a.hex("a") == "af63dc4c8601ec8c")
        #expect(FNV1a.hex("foobar") == "85944171f73967e8")
        var array = FNV1a()
        array.add(Array("foobar".utf8))
        #expect(array.hex == "85944171f73967e8")
        var pieces = FNV1a()
        pieces.add("foo".utf8)
        pieces.add(byte: UInt8(ascii: "b"))
        pieces.add([UInt8(ascii: "a"), UInt8(ascii: "r")])
        #expect(pieces.hex == "85944171f73967e8")
        var generic = FNV1a()
        generic.add("foobar".utf8.lazy.map { $0 })
        #expect(generic.hex == "85944171f73967e8")
        // A text that is not stored contiguously (bridged or a substring's copy) hashes the same.
        var sub = FNV1a()
        sub.add(String("xfoobar".dropFirst()).utf8)
        #expect(sub.hex == "85944171f73967e8")
    }
}
