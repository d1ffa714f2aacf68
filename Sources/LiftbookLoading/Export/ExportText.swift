import LiftbookModel

/// How exported files write values so that reading them back gives exactly the same values.
enum ExportText {
    /// A number with every digit it needs to read back exactly (`Double.description`), without
    /// a trailing `.0`: `80`, `44.09245243697551`.
    static func number(_ value: Double) -> String {
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// A YAML double-quoted scalar: `"Push \"A\"\nday"`.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                    || scalar.value == 0xFEFF || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    result += "\\u" + hex(scalar.value)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A time as `"18:05"` or `"18:05:30"`.
    static func time(_ time: LocalTime) -> String { "\"\(time)\"" }

    /// The part of a file name a title gives: `push-day`, at most 40 characters.
    static func slug(_ title: String) -> String {
        var slug = String(slugify(title).prefix(40))
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
