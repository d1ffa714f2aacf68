/// Writes FIT files (Garmin's binary activity format) from the published protocol, for test
/// fixtures, fuzz seeds and benchmarks: a 12- or 14-byte header, definition and data messages in
/// either byte order, compressed-timestamp headers, developer fields, and the closing CRC.
/// Nothing is validated: tests use it to write broken files too.
public struct FitEncoder: Sendable {
    /// A field of a message: its definition number, base-type byte (0x84 uint16, …) and values.
    public struct Field: Sendable {
        public var number: UInt8
        public var baseType: UInt8
        public var values: [UInt64]
        /// For strings: the bytes, written as they are.
        public var bytes: [UInt8]?

        /// A field of any base type.
        public init(number: UInt8, baseType: UInt8, values: [UInt64]) {
            self.number = number
            self.baseType = baseType
            self.values = values
        }

        /// An `enum` field (one byte).
        public static func enumeration(_ number: UInt8, _ value: UInt64) -> Field { Field(number: number, baseType: 0x00, values: [value]) }
        /// A `uint8` field.
        public static func uint8(_ number: UInt8, _ value: UInt64) -> Field { Field(number: number, baseType: 0x02, values: [value]) }
        /// A `uint16` field (several values make an array).
        public static func uint16(_ number: UInt8, _ values: UInt64...) -> Field { Field(number: number, baseType: 0x84, values: values) }
        /// A `uint32` field.
        public static func uint32(_ number: UInt8, _ value: UInt64) -> Field { Field(number: number, baseType: 0x86, values: [value]) }
        /// A `sint32` field.
        public static func sint32(_ number: UInt8, _ value: Int32) -> Field {
            Field(number: number, baseType: 0x85, values: [UInt64(UInt32(bitPattern: value))])
        }
        /// A `string` field of `size` bytes, padded with zeros.
        public static func string(_ number: UInt8, _ text: String, size: Int) -> Field {
            var field = Field(number: number, baseType: 0x07, values: [])
            field.bytes = Array((Array(text.utf8) + Array(repeating: 0, count: size)).prefix(size))
            return field
        }

        /// Bytes per value of the base type.
        var valueSize: Int {
            switch baseType & 0x1F {
            case 3, 4, 11: 2
            case 5, 6, 8, 12: 4
            case 9, 14, 15, 16: 8
            default: 1
            }
        }

        /// The field's size in a definition.
        var size: Int { bytes?.count ?? values.count * valueSize }
    }

    /// A developer field: its number, size and developer data index; its bytes are written as given.
    public struct DeveloperField: Sendable {
        public var number: UInt8
        public var developerIndex: UInt8
        public var bytes: [UInt8]

        /// A developer field of `bytes`.
        public init(number: UInt8, developerIndex: UInt8, bytes: [UInt8]) {
            self.number = number
            self.developerIndex = developerIndex
            self.bytes = bytes
        }
    }

    /// The records written so far.
    public private(set) var records: [UInt8] = []
    /// The header's size, 12 or 14.
    public var headerSize: Int
    /// Whether a 14-byte header carries its CRC (else 0, which the protocol allows).
    public var headerCRC: Bool

    /// An empty file.
    public init(headerSize: Int = 14, headerCRC: Bool = true) {
        self.headerSize = headerSize
        self.headerCRC = headerCRC
    }

    /// Writes a definition message for local type `local`.
    public mutating func define(local: UInt8, global: UInt16, fields: [Field], developer: [DeveloperField] = [], bigEndian: Bool = false) {
        records.append(0x40 | (developer.isEmpty ? 0 : 0x20) | (local & 0x0F))
        records += [0, bigEndian ? 1 : 0]
        records += bigEndian ? [UInt8(global >> 8), UInt8(global & 0xFF)] : [UInt8(global & 0xFF), UInt8(global >> 8)]
        records.append(UInt8(fields.count))
        for field in fields { records += [field.number, UInt8(field.size), field.baseType] }
        if !developer.isEmpty {
            records.append(UInt8(developer.count))
            for field in developer { records += [field.number, UInt8(field.bytes.count), field.developerIndex] }
        }
    }

    /// Writes a data message of local type `local` with a normal header, or a compressed-timestamp
    /// header when `timeOffset` (0–31 s) is given (then `local` must be 0–3).
    public mutating func data(local: UInt8, fields: [Field], developer: [DeveloperField] = [], bigEndian: Bool = false, timeOffset: UInt8? = nil) {
        if let timeOffset {
            records.append(0x80 | (local & 0x03) << 5 | (timeOffset & 0x1F))
        } else {
            records.append(local & 0x0F)
        }
        for field in fields {
            if let bytes = field.bytes {
                records += bytes
                continue
            }
            for value in field.values { records += Self.bytes(value, size: field.valueSize, bigEndian: bigEndian) }
        }
        for field in developer { records += field.bytes }
    }

    /// Defines local type `local` and writes one message with it.
    public mutating func message(local: UInt8 = 0, global: UInt16, _ fields: [Field], developer: [DeveloperField] = [], bigEndian: Bool = false) {
        define(local: local, global: global, fields: fields, developer: developer, bigEndian: bigEndian)
        data(local: local, fields: fields, developer: developer, bigEndian: bigEndian)
    }

    /// Appends bytes as they are (for broken files).
    public mutating func raw(_ bytes: [UInt8]) { records += bytes }

    /// The whole file: header, records and CRC.
    public func file() -> [UInt8] {
        var bytes: [UInt8] = [UInt8(headerSize), 0x20]
        bytes += Self.bytes(2195, size: 2, bigEndian: false)
        bytes += Self.bytes(UInt64(records.count), size: 4, bigEndian: false)
        bytes += Array(".FIT".utf8)
        if headerSize >= 14 {
            let crc = headerCRC ? Self.crc(bytes) : 0
            bytes += Self.bytes(UInt64(crc), size: 2, bigEndian: false)
            bytes += Array(repeating: 0, count: headerSize - 14)
        }
        bytes += records
        return bytes + Self.bytes(UInt64(Self.crc(bytes)), size: 2, bigEndian: false)
    }

    /// The FIT checksum of `bytes` (CRC-16, polynomial 0x8005 reflected, starting at 0).
    public static func crc(_ bytes: [UInt8]) -> UInt16 {
        var crc: UInt16 = 0
        for byte in bytes {
            crc ^= UInt16(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xA001 : crc >> 1 }
        }
        return crc
    }

    /// `value`'s low `size` bytes in the given order.
    static func bytes(_ value: UInt64, size: Int, bigEndian: Bool) -> [UInt8] {
        let little = (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
        return bigEndian ? little.reversed() : little
    }
}
