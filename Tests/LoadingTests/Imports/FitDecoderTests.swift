@testable import LiftbookLoading
import LiftbookSample
import Testing

/// The FIT decoder against files written by `FitEncoder`, one protocol feature per case.
@Suite("FIT decoder")
struct FitDecoderTests {
    /// A file with one message of global number 225: reps 5 (uint16) and weight 1,600 (100 kg × 16).
    static func oneSet(headerSize: Int = 14, headerCRC: Bool = true, bigEndian: Bool = false) -> [UInt8] {
        var encoder = FitEncoder(headerSize: headerSize, headerCRC: headerCRC)
        encoder.message(global: 225, [.uint16(3, 5), .uint16(4, 1600)], bigEndian: bigEndian)
        return encoder.file()
    }

    @Test(arguments: [(12, true), (14, true), (14, false)])
    func headerSizes(size: Int, crc: Bool) throws {
        let messages = try FitDecoder.messages(Self.oneSet(headerSize: size, headerCRC: crc))
        #expect(messages.map(\.global) == [225])
        #expect(messages.first?.number(3) == 5)
        #expect(messages.first?.number(4) == 1600)
        // The definition (12 bytes) follows the header, then the data message.
        #expect(messages.first?.offset == size + 12)
    }

    @Test(arguments: [false, true])
    func byteOrders(bigEndian: Bool) throws {
        let bytes = Self.oneSet(bigEndian: bigEndian)
        // The definition's global number 225 = 0x00E1 is written in the message's byte order.
        #expect(Array(bytes[17...18]) == (bigEndian ? [0x00, 0xE1] : [0xE1, 0x00]))
        let message = try #require(try FitDecoder.messages(bytes).first)
        #expect(message.global == 225)
        #expect(message.number(4) == 1600)
    }

    @Test func invalidValuesAreNil() throws {
        var encoder = FitEncoder()
        encoder.message(global: 225, [.uint16(3, 0xFFFF), .uint8(5, 0xFF), .uint32(6, 0xFFFF_FFFF), .sint32(9, 0x7FFF_FFFF),
                                      FitEncoder.Field(number: 10, baseType: 0x8B, values: [0]), .uint16(7, 7, 0xFFFF), .string(11, "", size: 4),
                                      .sint32(12, -3)])
        let message = try #require(try FitDecoder.messages(encoder.file()).first)
        #expect(message.number(3) == nil)
        #expect(message.number(5) == nil)
        #expect(message.number(6) == nil)
        #expect(message.number(9) == nil)
        #expect(message.number(10) == nil)
        #expect(message.fields[7]?.values == [7, nil])
        #expect(message.fields[11]?.text == nil)
        #expect(message.number(12) == -3)
    }

    @Test func compressedTimestampsCountFromTheLastTimestamp() throws {
        var encoder = FitEncoder()
        // A full timestamp of 1,000 (1,000 & 31 = 8), then offsets 20 (same 32-second window: 1,012)
        // and 5 (below 20: the window rolls over, 1,024 + 5 = 1,029).
        encoder.message(global: 30, [.uint32(253, 1000), .uint16(0, 8000)])
        encoder.define(local: 1, global: 30, fields: [.uint16(0, 0)])
        encoder.data(local: 1, fields: [.uint16(0, 8010)], timeOffset: 20)
        encoder.data(local: 1, fields: [.uint16(0, 8020)], timeOffset: 5)
        let messages = try FitDecoder.messages(encoder.file())
        #expect(messages.map { $0.number(253) } == [1000, 1012, 1029])
        #expect(messages.map { $0.number(0) } == [8000, 8010, 8020])
    }

    @Test func developerFieldsAreSkippedBySize() throws {
        var encoder = FitEncoder()
        // developer_data_id and field_description messages, then a set with two developer fields (3 + 1 bytes).
        encoder.message(global: 207, [.uint8(3, 0)])
        encoder.message(global: 206, [.uint8(0, 0), .uint8(1, 0), .uint8(2, 2), .string(3, "Tempo", size: 8)])
        let developer = [FitEncoder.DeveloperField(number: 0, developerIndex: 0, bytes: [0xFF, 0x40, 0x41]),
                         FitEncoder.DeveloperField(number: 1, developerIndex: 0, bytes: [0x42])]
        encoder.message(local: 1, global: 225, [.uint16(3, 8)], developer: developer)
        encoder.message(local: 2, global: 225, [.uint16(3, 6)])
        let sets = try FitDecoder.messages(encoder.file(), wanted: [225])
        #expect(sets.map { $0.number(3) } == [8, 6])
    }

    @Test func chainedFilesAreReadOneAfterAnother() throws {
        let messages = try FitDecoder.messages(Self.oneSet() + Self.oneSet(headerSize: 12))
        #expect(messages.count == 2)
        // The first file: header, definition, data (5 bytes), CRC; the second: header, definition.
        #expect(messages[1].offset == 14 + 12 + 5 + 2 + 12 + 12)
    }

    @Test func aBadCRCNamesItsOffset() throws {
        var bytes = Self.oneSet()
        bytes[bytes.count - 4] ^= 0x01
        #expect(throws: FitError.self) { try FitDecoder.messages(bytes) }
        do {
            _ = try FitDecoder.messages(bytes)
        } catch {
            #expect(error.offset == bytes.count - 2)
            #expect(error.message.hasPrefix("bad CRC: the file says 0x"))
        }
    }

    @Test func aBadHeaderCRC() throws {
        var bytes = Self.oneSet()
        bytes[12] ^= 0xFF
        #expect(throws: FitError(message: "bad header CRC: the header says \(Self.hex(UInt16(bytes[12]) | UInt16(bytes[13]) << 8)), its bytes give \(Self.hex(FitEncoder.crc(Array(bytes[0..<12]))))",
                                 offset: 12, hint: "the file is damaged or incomplete; copy it from the watch or Garmin Connect again")) {
            try FitDecoder.messages(bytes)
        }
    }

    @Test func truncatedFilesAreErrors() {
        let bytes = Self.oneSet()
        for length in [0, 5, 11, 13, 20, bytes.count - 1] {
            #expect(throws: FitError.self) { try FitDecoder.messages(Array(bytes.prefix(length))) }
        }
        do {
            _ = try FitDecoder.messages(Array(bytes.dropLast(3)))
        } catch {
            #expect(error.message == "the file is truncated: its header announces 17 bytes of records and a CRC, but it ends at byte 30")
            #expect(error.offset == 30)
        }
    }

    @Test func recordsThatOverrunTheirDataAreErrors() throws {
        var encoder = FitEncoder()
        encoder.define(local: 0, global: 225, fields: [.uint32(0, 0)])
        encoder.raw([0x00, 0x01, 0x02])
        #expect(throws: FitError(message: "the records end inside a data message", offset: 14 + 10,
                                 hint: "the file is damaged; copy it from the watch or Garmin Connect again")) {
            try FitDecoder.messages(encoder.file())
        }
        var undefined = FitEncoder()
        undefined.raw([0x03, 0x01])
        #expect(throws: FitError(message: "a data message of local type 3 comes before any definition of that type", offset: 14,
                                 hint: "the file is damaged; copy it from the watch or Garmin Connect again")) {
            try FitDecoder.messages(undefined.file())
        }
    }

    @Test func notAFitFile() {
        #expect(throws: FitError(message: "this is not a FIT file (its bytes 8–11 are not '.FIT')", offset: 8,
                                 hint: "imports/ reads Garmin .fit files by their content; move other files out of imports/")) {
            try FitDecoder.messages(Array("Date,Exercise,Reps\n2024-01-01,Squat,5\n".utf8))
        }
    }

    @Test func fieldsOfAnOddSizeKeepNoValues() throws {
        var encoder = FitEncoder()
        // A uint16 field declared 3 bytes long, then a good one.
        var odd = FitEncoder.Field(number: 3, baseType: 0x84, values: [])
        odd.bytes = [1, 2, 3]
        encoder.message(global: 225, [odd, .uint16(4, 0x0201)])
        let message = try #require(try FitDecoder.messages(encoder.file()).first)
        #expect(message.fields[3]?.values == [])
        #expect(message.number(4) == 513)
    }

    static func hex(_ value: UInt16) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: 4 - digits.count) + digits
    }
}
