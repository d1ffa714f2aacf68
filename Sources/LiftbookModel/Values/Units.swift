/// A unit of mass a weight may be written in.
public enum MassUnit: String, Sendable, Hashable, CaseIterable, Codable {
    case kg
    case lb

    /// Kilograms in one of this unit; the pound is exactly 0.45359237 kg.
    public var kilograms: Double {
        switch self {
        case .kg: 1
        case .lb: 0.45359237
        }
    }

    /// The default smallest loadable step: 2.5 kg or 5 lb.
    public var defaultIncrement: Double {
        switch self {
        case .kg: 2.5
        case .lb: 5
        }
    }

    /// Reads `kg`, `kgs`, `kilo`, `kilos`, `lb`, `lbs`, `pound`, `pounds` in any case.
    public init?(spelling: String) {
        switch spelling.lowercased() {
        case "kg", "kgs", "kilo", "kilos", "kilogram", "kilograms": self = .kg
        case "lb", "lbs", "pound", "pounds": self = .lb
        default: return nil
        }
    }
}

/// A weight as written: the number keeps its unit, and conversion is exact.
public struct Weight: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The number as written.
    public var value: Double
    /// The unit it was written in.
    public var unit: MassUnit

    /// Creates a weight.
    public init(_ value: Double, _ unit: MassUnit) {
        self.value = value
        self.unit = unit
    }

    /// The weight in kilograms (exact conversion).
    public var kilograms: Double { value * unit.kilograms }

    /// The number in another unit.
    public func value(in target: MassUnit) -> Double {
        target == unit ? value : kilograms / target.kilograms
    }

    /// The same weight expressed in another unit.
    public func converted(to target: MassUnit) -> Weight { Weight(value(in: target), target) }

    /// `80 kg`, `225 lb`: up to two decimals, no trailing zeros.
    public var description: String { "\(formatNumber(value)) \(unit.rawValue)" }
}

/// A unit of distance.
public enum DistanceUnit: String, Sendable, Hashable, CaseIterable, Codable {
    case m
    case km
    case mi
    case yd

    /// Metres in one of this unit (the mile is exactly 1609.344 m).
    public var metres: Double {
        switch self {
        case .m: 1
        case .km: 1000
        case .mi: 1609.344
        case .yd: 0.9144
        }
    }

    /// Reads `m`, `km`, `mi`, `mi.`, `miles`, `yd` in any case.
    public init?(spelling: String) {
        switch spelling.lowercased() {
        case "m", "meter", "meters", "metre", "metres": self = .m
        case "km", "kms", "kilometer", "kilometers", "kilometre", "kilometres": self = .km
        case "mi", "mi.", "mile", "miles": self = .mi
        case "yd", "yds", "yard", "yards": self = .yd
        default: return nil
        }
    }
}

/// A distance as written, convertible exactly.
public struct Distance: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The number as written.
    public var value: Double
    /// The unit it was written in.
    public var unit: DistanceUnit

    /// Creates a distance.
    public init(_ value: Double, _ unit: DistanceUnit) {
        self.value = value
        self.unit = unit
    }

    /// The distance in metres.
    public var metres: Double { value * unit.metres }

    /// `5.2 km`.
    public var description: String { "\(formatNumber(value)) \(unit.rawValue)" }
}

/// Formats a number with at most `decimals` decimals and no trailing zeros: `82.4`, `80`, `0.5`.
public func formatNumber(_ value: Double, decimals: Int = 2) -> String {
    NumberDigits.write(value, decimals: decimals) { digits, _ in String(decoding: digits, as: UTF8.self) }
        ?? (value.isFinite ? String(value) : "0")
}

/// The digits of ``formatNumber(_:decimals:)``, written right to left into a buffer on the stack:
/// pages print thousands of numbers, and this makes each one a single string (or part of one,
/// ``ShortText``) without intermediate ones.
@usableFromInline
enum NumberDigits {
    /// What `body` makes of the digits of `value` (`-82.5`) and the position of the point, if any;
    /// nil, without calling it, for a value past 1e15 or not finite, which keeps its plain spelling.
    @inlinable
    static func write<Result>(_ value: Double, decimals: Int, _ body: (UnsafeBufferPointer<UInt8>, Int?) -> Result) -> Result? {
        let places = min(max(0, decimals), 6)
        var scale: Int64 = 1
        for _ in 0..<places { scale *= 10 }
        // Past 1e15 (or past Int64 once scaled) the plain spelling is kept.
        guard value.isFinite, abs(value) < 1e15, abs(value) * Double(scale) < 9e18 else { return nil }
        let scaled = Int64((abs(value) * Double(scale)).rounded())
        var fraction = scaled % scale
        var digits = places
        while fraction != 0, fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
            var end = buffer.count
            func put(_ byte: UInt8) {
                end -= 1
                buffer[end] = byte
            }
            var point: Int?
            if fraction != 0 {
                for _ in 0..<digits {
                    put(UInt8(ascii: "0") + UInt8(fraction % 10))
                    fraction /= 10
                }
                put(UInt8(ascii: "."))
                point = end
            }
            var whole = scaled / scale
            repeat {
                put(UInt8(ascii: "0") + UInt8(whole % 10))
                whole /= 10
            } while whole > 0
            if value < 0, scaled != 0 { put(UInt8(ascii: "-")) }
            return body(UnsafeBufferPointer(rebasing: buffer[end...]), point.map { $0 - end })
        }
    }
}
