/// The FIT protocol's 16-bit checksum (polynomial 0x8005, reflected, starting at 0), which a
/// FIT file ends with and a 14-byte header may carry for its first 12 bytes.
enum FitCRC {
    /// The checksum of `bytes[range]`, continuing from `crc`.
    static func checksum(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>, from crc: UInt16 = 0) -> UInt16 {
        var crc = crc
        for index in range {
            crc ^= UInt16(bytes[index])
            for _ in 0..<8 {
                crc = crc & 1 == 1 ? (crc >> 1) ^ 0xA001 : crc >> 1
            }
        }
        return crc
    }
}
