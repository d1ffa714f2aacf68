/// The 64-bit FNV-1a hash, as 16 hexadecimal digits: the same in every run and on every machine
/// (Swift's `Hasher` is seeded per process), for names that must follow content (calendar UIDs,
/// the gym page's cache name).
package struct FNV1a {
    /// An empty hash.
    package init() {}

    private var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Adds bytes to the hash.
    package mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
    }

    /// Adds bytes to the hash, read in place (not through the generic sequence, which another
    /// module calls unspecialised, a byte at a time through its witness table).
    package mutating func add(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { add(UnsafeRawBufferPointer($0)) }
    }

    /// Adds a text's UTF-8 bytes to the hash, read in place.
    package mutating func add(_ text: String.UTF8View) {
        if text.withContiguousStorageIfAvailable({ add(UnsafeRawBufferPointer($0)) }) != nil { return }
        for byte in text { add(byte: byte) }
    }

    /// Adds bytes to the hash.
    package mutating func add(_ bytes: UnsafeRawBufferPointer) {
        var value = self.value
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
        self.value = value
    }

    /// Adds one byte to the hash (the separators between entries).
    package mutating func add(byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* 0x0000_0100_0000_01B3
    }

    /// The hash so far, as 16 lowercase hexadecimal digits.
    package var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 16 - digits.count)) + digits
    }

    /// The hash of a text's UTF-8 bytes.
    package static func hex(_ text: String) -> String {
        var hash = FNV1a()
        hash.add(text.utf8)
        return hash.hex
    }
}
