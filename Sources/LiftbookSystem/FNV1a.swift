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
