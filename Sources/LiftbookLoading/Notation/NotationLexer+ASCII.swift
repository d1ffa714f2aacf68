/// The lexer's fast path, for the lines nearly every log consists of: plain ASCII, where every
/// byte is one Character, so byte offsets are Character offsets. It gives exactly the tokens of
/// ``NotationLexer/characterTokens(of:)`` (a test compares the two on generated lines) without
/// breaking the line into Characters or building a String per character.
extension NotationLexer {
    /// The tokens of a line of ASCII bytes without a carriage return (`\r\n` is one Character),
    /// or nil for any other line.
    static func asciiTokens(of line: UnsafeBufferPointer<UInt8>) -> [NotationToken]? {
        for byte in line where byte >= 0x80 || byte == UInt8(ascii: "\r") { return nil }
        let count = line.count
        var tokens: [NotationToken] = []
        var i = 0
        while i < count {
            let c = line[i]
            let start = i
            if c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") {
                i += 1
            } else if isDigit(c) || (c == UInt8(ascii: ".") && i + 1 < count && isDigit(line[i + 1])) {
                // A number, or a clock like 1:02:03: the same loop as the Character scan, with
                // the parts kept as byte ranges.
                var parts: [Range<Int>] = []
                var currentStart = i
                var dots = 0
                while i < count, isDigit(line[i]) || line[i] == UInt8(ascii: ".") {
                    if line[i] == UInt8(ascii: ".") { dots += 1 }
                    i += 1
                    if i + 1 < count, line[i] == UInt8(ascii: ":"), isDigit(line[i + 1]) {
                        parts.append(currentStart..<i)
                        currentStart = i + 1
                        dots = 0
                        i += 1
                    }
                }
                let current = currentStart..<i
                if !parts.isEmpty {
                    parts.append(current)
                    tokens.append(clockToken(parts.map { text(line, $0) }, offset: start, text: text(line, start..<i)))
                    continue
                }
                var j = i
                while j < count, isLetter(line[j]) { j += 1 }
                let isTimes = j - i == 1 && line[i] | 0x20 == UInt8(ascii: "x")
                let unit = isTimes ? "" : lowercased(line, i..<j)
                if !isTimes { i = j }
                if dots <= 1, let value = number(line, current), value.isFinite {
                    tokens.append(NotationToken(kind: .number(value, unit: unit, isInteger: dots == 0), offset: start, text: text(line, start..<i)))
                } else {
                    tokens.append(NotationToken(kind: .other(Character(Unicode.Scalar(c))), offset: start, text: text(line, start..<i)))
                }
            } else if isLetter(c) {
                while i < count, isLetter(line[i]) || (line[i] == UInt8(ascii: "-") && i > start && i + 1 < count && isLetter(line[i + 1])) {
                    i += 1
                }
                let isTimes = i - start == 1 && c | 0x20 == UInt8(ascii: "x")
                tokens.append(NotationToken(kind: isTimes ? .times : .word(lowercased(line, start..<i)), offset: start, text: text(line, start..<i)))
            } else {
                i += 1
                let kind: NotationToken.Kind = switch c {
                case UInt8(ascii: "*"): .times
                case UInt8(ascii: "@"): .at
                case UInt8(ascii: "+"): .plus
                case UInt8(ascii: "-"): .minus
                case UInt8(ascii: ","): .comma
                default: .other(Character(Unicode.Scalar(c)))
                }
                tokens.append(NotationToken(kind: kind, offset: start, text: text(line, start..<i)))
            }
        }
        return tokens
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")
    }

    private static func text(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: line[range]), as: UTF8.self)
    }

    private static func lowercased(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(unsafeUninitializedCapacity: range.count) { buffer in
            for (offset, byte) in line[range].enumerated() {
                buffer[offset] = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
            }
            return range.count
        }
    }

    /// Powers of ten a Double holds exactly.
    private static let exactPowersOfTen: [Double] = (0...22).map { (0..<$0).reduce(1.0) { value, _ in value * 10 } }

    /// `Double(text)` of digits with at most one point. With at most 15 digits the digits make an
    /// exact integer and the scale an exact power of ten, so their quotient is the correctly
    /// rounded value, as `Double(text)` gives; longer numbers go through `Double(text)`.
    private static func number(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Double? {
        var digits = 0
        var mantissa: Int64 = 0
        var scale = 0
        var afterPoint = false
        for byte in line[range] {
            if byte == UInt8(ascii: ".") {
                afterPoint = true
                continue
            }
            digits += 1
            guard digits <= 15 else { return Double(text(line, range)) }
            mantissa = mantissa * 10 + Int64(byte - UInt8(ascii: "0"))
            if afterPoint { scale += 1 }
        }
        return Double(mantissa) / exactPowersOfTen[scale]
    }
}
