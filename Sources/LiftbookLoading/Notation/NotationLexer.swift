import LiftbookModel

/// A token of set notation with its 0-based character offset.
struct NotationToken: Equatable {
    enum Kind: Equatable {
        /// A number, with the unit letters written right after it (`100kg` → 100, "kg").
        case number(Double, unit: String, isInteger: Bool)
        /// `30:00` or `1:02:03`, in seconds.
        case clock(Double)
        /// A word such as `bw`, `band`, `red`, `warmup`.
        case word(String)
        case times, at, plus, minus, comma
        /// Any other character.
        case other(Character)
    }

    var kind: Kind
    var offset: Int
    var text: String
}

enum NotationLexer {
    /// The tokens of a line and its length in characters (what error offsets are clamped to).
    static func scan(_ line: String) -> (tokens: [NotationToken], length: Int) {
        var line = line
        if let tokens = line.withUTF8({ asciiTokens(of: $0) }) { return (tokens, line.utf8.count) }
        return (characterTokens(of: line), line.count)
    }

    /// The tokens of a line.
    static func tokens(of line: String) -> [NotationToken] { scan(line).tokens }

    /// The tokens of any line, read Character by Character (offsets count Characters).
    static func characterTokens(of line: String) -> [NotationToken] {
        let chars = Array(line)
        var tokens: [NotationToken] = []
        var i = 0
        while i < chars.count {
            let c = chars[i]
            let start = i
            if c == " " || c == "\t" {
                i += 1
            } else if isDigit(c) || (c == "." && i + 1 < chars.count && isDigit(chars[i + 1])) {
                // A number, or a clock like 1:02:03.
                var parts: [String] = []
                var current = ""
                var dots = 0
                while i < chars.count, isDigit(chars[i]) || chars[i] == "." {
                    if chars[i] == "." { dots += 1 }
                    current.append(chars[i])
                    i += 1
                    if i + 1 < chars.count, chars[i] == ":", isDigit(chars[i + 1]) {
                        parts.append(current)
                        current = ""
                        dots = 0
                        i += 1
                    }
                }
                parts.append(current)
                if parts.count > 1 {
                    tokens.append(clockToken(parts, offset: start, text: String(chars[start..<i])))
                    continue
                }
                var unit = ""
                var j = i
                while j < chars.count, isLetter(chars[j]) { unit.append(chars[j]); j += 1 }
                let lowerUnit = unit.lowercased()
                let isTimes = lowerUnit == "x"
                if !isTimes { i = j }
                if dots <= 1, let value = Double(current), value.isFinite {
                    tokens.append(NotationToken(kind: .number(value, unit: isTimes ? "" : lowerUnit, isInteger: dots == 0),
                                                offset: start, text: String(chars[start..<i])))
                } else {
                    tokens.append(NotationToken(kind: .other(c), offset: start, text: String(chars[start..<i])))
                }
            } else if isLetter(c) {
                var word = ""
                while i < chars.count, isLetter(chars[i]) || (chars[i] == "-" && !word.isEmpty && i + 1 < chars.count && isLetter(chars[i + 1])) {
                    word.append(chars[i])
                    i += 1
                }
                let lower = word.lowercased()
                tokens.append(NotationToken(kind: lower == "x" ? .times : .word(lower), offset: start, text: word))
            } else {
                i += 1
                let kind: NotationToken.Kind = switch c {
                case "×", "*": .times
                case "@": .at
                case "+": .plus
                case "-", "−", "–": .minus
                case ",": .comma
                default: .other(c)
                }
                tokens.append(NotationToken(kind: kind, offset: start, text: String(c)))
            }
        }
        return tokens
    }

    /// An ASCII digit (what `isASCII && isNumber` means), without a Unicode property lookup.
    private static func isDigit(_ c: Character) -> Bool {
        guard let byte = c.asciiValue else { return false }
        return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// `Character.isLetter`, answered directly for ASCII, which nearly every set line is.
    private static func isLetter(_ c: Character) -> Bool {
        guard let byte = c.asciiValue else { return c.isLetter }
        return (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    static func clockToken(_ parts: [String], offset: Int, text: String) -> NotationToken {
        var seconds = 0.0
        var valid = parts.count <= 3
        for (index, part) in parts.enumerated() {
            guard let value = Double(part), value.isFinite else { valid = false; break }
            if index > 0, value >= 60 || part.count != 2 { valid = false }
            seconds = seconds * 60 + value
        }
        return NotationToken(kind: valid ? .clock(seconds) : .other(":"), offset: offset, text: text)
    }
}
