/// A FIT field's base type (the low five bits of its base-type byte): its size and the value that
/// means "not recorded".
enum FitBaseType: Equatable {
    case enumeration, sint8, uint8, sint16, uint16, sint32, uint32, string, float32, float64
    case uint8z, uint16z, uint32z, byte, sint64, uint64, uint64z

    /// The type a base-type byte names; unknown numbers are read as bytes.
    init(byte: UInt8) {
        switch byte & 0x1F {
        case 0: self = .enumeration
        case 1: self = .sint8
        case 2: self = .uint8
        case 3: self = .sint16
        case 4: self = .uint16
        case 5: self = .sint32
        case 6: self = .uint32
        case 7: self = .string
        case 8: self = .float32
        case 9: self = .float64
        case 10: self = .uint8z
        case 11: self = .uint16z
        case 12: self = .uint32z
        case 14: self = .sint64
        case 15: self = .uint64
        case 16: self = .uint64z
        default: self = .byte
        }
    }

    /// Bytes per value.
    var size: Int {
        switch self {
        case .enumeration, .sint8, .uint8, .string, .uint8z, .byte: 1
        case .sint16, .uint16, .uint16z: 2
        case .sint32, .uint32, .uint32z, .float32: 4
        case .float64, .sint64, .uint64, .uint64z: 8
        }
    }

    /// The value of `bits` (read in the message's byte order), or nil when it is this type's
    /// invalid value.
    func value(_ bits: UInt64) -> Double? {
        switch self {
        case .enumeration, .uint8, .byte: bits == 0xFF ? nil : Double(bits)
        case .uint8z, .uint16z, .uint32z, .uint64z: bits == 0 ? nil : Double(bits)
        case .sint8: bits == 0x7F ? nil : Double(Int8(truncatingIfNeeded: bits))
        case .uint16: bits == 0xFFFF ? nil : Double(bits)
        case .sint16: bits == 0x7FFF ? nil : Double(Int16(truncatingIfNeeded: bits))
        case .uint32: bits == 0xFFFF_FFFF ? nil : Double(bits)
        case .sint32: bits == 0x7FFF_FFFF ? nil : Double(Int32(truncatingIfNeeded: bits))
        case .uint64: bits == UInt64.max ? nil : Double(bits)
        case .sint64: bits == 0x7FFF_FFFF_FFFF_FFFF ? nil : Double(Int64(bitPattern: bits))
        case .float32:
            bits == 0xFFFF_FFFF ? nil : Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits))).finiteOrNil
        case .float64:
            bits == UInt64.max ? nil : Double(bitPattern: bits).finiteOrNil
        case .string: nil
        }
    }
}

private extension Double {
    var finiteOrNil: Double? { isFinite ? self : nil }
}
