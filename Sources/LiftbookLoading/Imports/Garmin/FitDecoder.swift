/// Decodes the FIT protocol (Garmin's binary activity format) without trusting a byte of it:
/// the 12- or 14-byte file header with its optional CRC, normal and compressed-timestamp record
/// headers, definition messages in little- or big-endian byte order, base types with their
/// invalid values, developer fields (skipped by their declared size), chained files one after
/// another, and each file's closing CRC. Every read is bounds-checked.
struct FitDecoder {
    /// The FIT epoch, 1989-12-31 00:00:00 UTC, in Unix seconds.
    static let epoch = 631_065_600
    /// The field number of `timestamp` in every message that has one.
    static let timestampField: UInt8 = 253

    /// A definition message: how the data messages of one local message type are laid out.
    private struct Definition {
        var global: UInt16
        var bigEndian: Bool
        var fields: [(number: UInt8, size: Int, type: FitBaseType)]
        /// Bytes of developer fields after the fields, skipped.
        var developerBytes: Int
    }

    /// The data messages of the file whose global number is in `wanted` (all when nil), in order.
    static func messages(_ bytes: UnsafeRawBufferPointer, wanted: Set<UInt16>? = nil) throws(FitError) -> [FitMessage] {
        var result: [FitMessage] = []
        var start = 0
        repeat {
            start = try decodeFile(bytes, at: start, wanted: wanted, into: &result)
        } while start < bytes.count
        return result
    }

    /// Convenience for tests and small inputs.
    static func messages(_ bytes: [UInt8], wanted: Set<UInt16>? = nil) throws(FitError) -> [FitMessage] {
        let result = bytes.withUnsafeBytes { buffer in
            Result { () throws(FitError) in try messages(buffer, wanted: wanted) }
        }
        return try result.get()
    }

    /// True when the bytes start like a FIT file (a header size of at least 12 and `.FIT` at bytes 8–11).
    static func looksLikeFit(_ bytes: UnsafeRawBufferPointer) -> Bool {
        bytes.count >= 12 && bytes[0] >= 12 && bytes[8] == 0x2E && bytes[9] == 0x46 && bytes[10] == 0x49 && bytes[11] == 0x54
    }

    /// Decodes the FIT file starting at byte `start`; returns the offset after its CRC.
    private static func decodeFile(_ bytes: UnsafeRawBufferPointer, at start: Int, wanted: Set<UInt16>?,
                                   into result: inout [FitMessage]) throws(FitError) -> Int {
        let damaged = "the file is damaged or incomplete; copy it from the watch or Garmin Connect again"
        let available = bytes.count - start
        guard available >= 12 else {
            throw FitError(message: start == 0 ? "the file is \(available) bytes long, too short for a FIT header (12 bytes)"
                                               : "\(available) bytes after the FIT file's end are not another FIT file",
                           offset: start, hint: damaged)
        }
        let base = UnsafeRawBufferPointer(rebasing: bytes[start...])
        guard looksLikeFit(base) else {
            throw FitError(message: start == 0 ? "this is not a FIT file (its bytes 8–11 are not '.FIT')"
                                               : "the bytes after the FIT file's end are not another FIT file",
                           offset: start + 8, hint: start == 0 ? "imports/ reads Garmin .fit files by their content; move other files out of imports/" : damaged)
        }
        let headerSize = Int(base[0])
        guard headerSize <= available else {
            throw FitError(message: "the file ends inside its \(headerSize)-byte header", offset: start + available, hint: damaged)
        }
        if headerSize >= 14 {
            let stored = UInt16(base[12]) | UInt16(base[13]) << 8
            let computed = FitCRC.checksum(base, 0..<12)
            if stored != 0, stored != computed {
                throw FitError(message: "bad header CRC: the header says \(hex(stored)), its bytes give \(hex(computed))",
                               offset: start + 12, hint: damaged)
            }
        }
        let dataSize = Int(base[4]) | Int(base[5]) << 8 | Int(base[6]) << 16 | Int(base[7]) << 24
        let end = headerSize + dataSize
        guard end + 2 <= available else {
            throw FitError(message: "the file is truncated: its header announces \(dataSize) bytes of records and a CRC, but it ends at byte \(bytes.count)",
                           offset: bytes.count, hint: damaged)
        }
        let stored = UInt16(base[end]) | UInt16(base[end + 1]) << 8
        let computed = FitCRC.checksum(base, 0..<end)
        guard stored == computed else {
            throw FitError(message: "bad CRC: the file says \(hex(stored)), its bytes give \(hex(computed))",
                           offset: start + end, hint: damaged)
        }
        try decodeRecords(base, from: headerSize, to: end, shift: start, wanted: wanted, into: &result)
        return start + end + 2
    }

    /// Decodes the records in `bytes[from..<to]`; offsets in errors and messages are shifted by `shift`.
    private static func decodeRecords(_ bytes: UnsafeRawBufferPointer, from: Int, to end: Int, shift: Int, wanted: Set<UInt16>?,
                                      into result: inout [FitMessage]) throws(FitError) {
        var definitions: [Definition?] = Array(repeating: nil, count: 16)
        var lastTimestamp: UInt32?
        var position = from
        let damaged = "the file is damaged; copy it from the watch or Garmin Connect again"
        func need(_ count: Int, _ what: String) throws(FitError) {
            guard count <= end - position else {
                throw FitError(message: "the records end inside \(what)", offset: shift + position, hint: damaged)
            }
        }
        while position < end {
            let recordStart = position
            let header = bytes[position]
            position += 1
            if header & 0x80 == 0, header & 0x40 != 0 {
                // Definition message: reserved, architecture, global number, fields, developer fields.
                try need(5, "a definition message")
                let bigEndian = bytes[position + 1] == 1
                guard bytes[position + 1] <= 1 else {
                    throw FitError(message: "a definition message names byte order \(bytes[position + 1]) (0 little-endian, 1 big-endian)",
                                   offset: shift + position + 1, hint: damaged)
                }
                let global = bigEndian ? UInt16(bytes[position + 2]) << 8 | UInt16(bytes[position + 3])
                                       : UInt16(bytes[position + 3]) << 8 | UInt16(bytes[position + 2])
                let count = Int(bytes[position + 4])
                position += 5
                try need(count * 3, "a definition message's fields")
                var fields: [(number: UInt8, size: Int, type: FitBaseType)] = []
                fields.reserveCapacity(count)
                for index in 0..<count {
                    let at = position + index * 3
                    fields.append((bytes[at], Int(bytes[at + 1]), FitBaseType(byte: bytes[at + 2])))
                }
                position += count * 3
                var developerBytes = 0
                if header & 0x20 != 0 {
                    try need(1, "a definition message's developer fields")
                    let developerCount = Int(bytes[position])
                    position += 1
                    try need(developerCount * 3, "a definition message's developer fields")
                    for index in 0..<developerCount { developerBytes += Int(bytes[position + index * 3 + 1]) }
                    position += developerCount * 3
                }
                definitions[Int(header & 0x0F)] = Definition(global: global, bigEndian: bigEndian, fields: fields, developerBytes: developerBytes)
                continue
            }
            let local = header & 0x80 != 0 ? Int(header >> 5 & 0x03) : Int(header & 0x0F)
            guard let definition = definitions[local] else {
                throw FitError(message: "a data message of local type \(local) comes before any definition of that type",
                               offset: shift + recordStart, hint: damaged)
            }
            let size = definition.fields.reduce(0) { $0 + $1.size } + definition.developerBytes
            try need(size, "a data message")
            var message = FitMessage(global: definition.global, offset: shift + recordStart)
            let keep = wanted?.contains(definition.global) ?? true
            var fieldStart = position
            for field in definition.fields {
                defer { fieldStart += field.size }
                if field.number == timestampField, field.size == 4, field.type.size == 4,
                   let value = field.type.value(read(bytes, fieldStart, 4, bigEndian: definition.bigEndian)), let seconds = UInt32(exactly: value) {
                    lastTimestamp = seconds
                }
                if keep { message.fields[field.number] = decode(bytes, at: fieldStart, size: field.size, type: field.type, bigEndian: definition.bigEndian) }
            }
            position += size
            if header & 0x80 != 0 {
                // Compressed timestamp: five bits of seconds after the last full timestamp, rolling over every 32 s.
                let offset = UInt32(header & 0x1F)
                let last = lastTimestamp ?? 0
                var timestamp = (last & ~0x1F) &+ offset
                if offset < last & 0x1F { timestamp &+= 0x20 }
                lastTimestamp = timestamp
                if keep, message.fields[timestampField] == nil { message.fields[timestampField] = FitFieldValue(values: [Double(timestamp)]) }
            }
            if keep { result.append(message) }
        }
    }

    /// The values of one field; a size that is not a whole number of values keeps none.
    private static func decode(_ bytes: UnsafeRawBufferPointer, at start: Int, size: Int, type: FitBaseType, bigEndian: Bool) -> FitFieldValue {
        if type == .string {
            let text = UnsafeRawBufferPointer(rebasing: bytes[start..<(start + size)]).prefix { $0 != 0 }
            return FitFieldValue(values: [], text: text.isEmpty ? nil : String(decoding: text, as: UTF8.self))
        }
        guard size % type.size == 0 else { return FitFieldValue() }
        var values: [Double?] = []
        values.reserveCapacity(size / type.size)
        for index in stride(from: start, to: start + size, by: type.size) {
            values.append(type.value(read(bytes, index, type.size, bigEndian: bigEndian)))
        }
        return FitFieldValue(values: values)
    }

    /// `count` (≤ 8) bytes at `start` as an unsigned integer in the given byte order; the caller checked the range.
    private static func read(_ bytes: UnsafeRawBufferPointer, _ start: Int, _ count: Int, bigEndian: Bool) -> UInt64 {
        var value: UInt64 = 0
        for index in 0..<count {
            let byte = UInt64(bytes[start + (bigEndian ? index : count - 1 - index)])
            value = value << 8 | byte
        }
        return value
    }

    private static func hex(_ value: UInt16) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
