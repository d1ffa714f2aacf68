/// Garmin-like FIT files built with ``FitEncoder``: a strength-training activity (`file_id`,
/// one `set` message per active and rest set, `session`, `activity`) and a weight scale's file
/// (`weight_scale` messages).
public enum FitStrengthFile {
    /// Seconds from 1970 to the FIT epoch (1989-12-31 00:00:00 UTC).
    public static let epoch: UInt64 = 631_065_600

    /// One set as a watch records it.
    public struct Set: Sendable {
        public var category: UInt64?
        public var subtype: UInt64?
        public var reps: UInt64?
        /// Kilograms; written scaled by 16.
        public var kilograms: Double?
        /// Seconds the set took.
        public var seconds: UInt64
        /// True for a rest "set" (the pause between sets).
        public var rest: Bool
        /// `weight_display_unit`: 1 kilogram, 2 pound.
        public var displayUnit: UInt64

        /// A set.
        public init(category: UInt64?, subtype: UInt64?, reps: UInt64?, kilograms: Double?, seconds: UInt64 = 30, rest: Bool = false, displayUnit: UInt64 = 1) {
            self.category = category
            self.subtype = subtype
            self.reps = reps
            self.kilograms = kilograms
            self.seconds = seconds
            self.rest = rest
            self.displayUnit = displayUnit
        }

        /// A rest of `seconds`.
        public static func rest(_ seconds: UInt64) -> Set { Set(category: nil, subtype: nil, reps: nil, kilograms: nil, seconds: seconds, rest: true) }
    }

    /// A strength activity starting at `start` (Unix seconds): the sets one after another, then
    /// the session and activity messages; `bigEndian` writes the set messages in big-endian order.
    public static func activity(start unixStart: UInt64, sets: [Set], bigEndian: Bool = false, headerSize: Int = 14) -> [UInt8] {
        var encoder = FitEncoder(headerSize: headerSize)
        let start = unixStart - epoch
        encoder.message(global: 0, [.enumeration(0, 4), .uint16(1, 1), .uint16(2, 3291), .uint32(4, start)])
        var clock = start
        for (index, set) in sets.enumerated() {
            let fields: [FitEncoder.Field] = [
                .uint32(254, clock + set.seconds), .uint32(0, set.seconds * 1000),
                .uint16(3, set.reps ?? 0xFFFF), .uint16(4, set.kilograms.map { UInt64(($0 * 16).rounded()) } ?? 0xFFFF),
                .uint8(5, set.rest ? 0 : 1), .uint32(6, clock),
                .uint16(7, set.category ?? 0xFFFF), .uint16(8, set.subtype ?? 0xFFFF),
                .uint16(9, set.displayUnit), .uint16(10, UInt64(index)),
            ]
            if index == 0 { encoder.define(local: 1, global: 225, fields: fields, bigEndian: bigEndian) }
            encoder.data(local: 1, fields: fields, bigEndian: bigEndian)
            clock += set.seconds
        }
        let elapsed = clock - start
        encoder.message(local: 2, global: 18, [.uint32(253, clock), .uint32(2, start), .uint32(7, elapsed * 1000), .uint32(8, elapsed * 1000),
                                               .enumeration(5, 10), .enumeration(6, 20)])
        encoder.message(local: 3, global: 34, [.uint32(253, clock), .uint32(0, elapsed * 1000), .uint16(1, 1)])
        return encoder.file()
    }

    /// A weight scale's file: one `weight_scale` message per weighing (Unix seconds, kilograms).
    public static func weightScale(_ weighings: [(unix: UInt64, kilograms: Double)]) -> [UInt8] {
        var encoder = FitEncoder()
        encoder.message(global: 0, [.enumeration(0, 9), .uint16(1, 1), .uint32(4, (weighings.first?.unix ?? epoch) - epoch)])
        encoder.define(local: 1, global: 30, fields: [.uint32(253, 0), .uint16(0, 0)])
        for weighing in weighings {
            encoder.data(local: 1, fields: [.uint32(253, weighing.unix - epoch), .uint16(0, UInt64((weighing.kilograms * 100).rounded()))])
        }
        return encoder.file()
    }
}
