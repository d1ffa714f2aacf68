/// A CLDR plural category: which form of a counted phrase a number takes.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Comparable {
    case zero, one, two, few, many, other

    /// CLDR order (zero first, other last).
    public static func < (a: PluralCategory, b: PluralCategory) -> Bool {
        a.ordinal < b.ordinal
    }

    /// The position in CLDR order: 0 zero … 5 other.
    public var ordinal: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }
}

/// The operands CLDR plural rules read from a number as it is shown: `n` the absolute value,
/// `i` its integer digits, `v` the count of visible fraction digits, `f` those digits as a number.
public struct PluralOperands: Sendable, Hashable {
    /// The absolute value.
    public var n: Double
    /// The integer digits.
    public var i: Int
    /// How many fraction digits are shown (`1.50` has 2).
    public var v: Int
    /// The fraction digits, as a whole number (`1.50` has 50).
    public var f: Int

    /// The operands of a whole number.
    public init(_ value: Int) {
        let magnitude = value == Int.min ? Int.max : abs(value)
        n = Double(magnitude)
        i = magnitude
        v = 0
        f = 0
    }

    /// The operands of a number as shown: ASCII digits with an optional sign and one `.` (or
    /// the given decimal separator); group separators and anything after the number are ignored.
    /// Nil for a text that starts with no digit.
    public init?(text: String, decimal: Character = ".", group: Character? = nil) {
        var integer = 0, fraction = 0, fractionDigits = 0
        var sawDigit = false, inFraction = false
        for character in text.drop(while: { $0 == "-" || $0 == "−" || $0 == "+" }) {
            if let digit = character.wholeNumberValue, character.isASCII {
                sawDigit = true
                if inFraction {
                    guard fractionDigits < 9 else { continue }
                    fraction = fraction * 10 + digit
                    fractionDigits += 1
                } else {
                    guard integer < Int.max / 20 else { continue }
                    integer = integer * 10 + digit
                }
            } else if character == decimal, !inFraction, sawDigit {
                inFraction = true
            } else if let group, character == group, !inFraction {
                continue
            } else {
                break
            }
        }
        guard sawDigit else { return nil }
        var scale = 1.0
        for _ in 0..<fractionDigits { scale *= 10 }
        n = Double(integer) + Double(fraction) / scale
        i = integer
        v = fractionDigits
        f = fraction
    }
}
