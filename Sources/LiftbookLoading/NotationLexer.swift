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
    static func tokens(of line: String) -> [NotationToken] {
        let chars = Array(line)
        var tokens: [NotationToken] = []
        var i = 0
        while i < chars.count {
            let c = chars[i]
            let start = i
            if c == " " || c == "\t" {
                i += 1
            } else if c.isASCII, c.isNumber || (c == "." && i + 1 < chars.count && chars[i + 1].isASCII && chars[i + 1].isNumber) {
                // A number, or a clock like 1:02:03.
                var parts: [String] = []
                var current = ""
                while i < chars.count, chars[i].isASCII, chars[i].isNumber || chars[i] == "." {
                    current.append(chars[i])
                    i += 1
                    if i + 1 < chars.count, chars[i] == ":", chars[i + 1].isASCII, chars[i + 1].isNumber {
                        parts.append(current)
                        current = ""
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
                while j < chars.count, chars[j].isLetter { unit.append(chars[j]); j += 1 }
                let isTimes = unit.lowercased() == "x"
                if !isTimes { i = j }
                if let value = Double(current), value.isFinite, current.filter({ $0 == "." }).count <= 1 {
                    tokens.append(NotationToken(kind: .number(value, unit: isTimes ? "" : unit.lowercased(), isInteger: !current.contains(".")),
                                                offset: start, text: String(chars[start..<i])))
                } else {
                    tokens.append(NotationToken(kind: .other(c), offset: start, text: String(chars[start..<i])))
                }
            } else if c.isLetter {
                var word = ""
                while i < chars.count, chars[i].isLetter || (chars[i] == "-" && !word.isEmpty && i + 1 < chars.count && chars[i + 1].isLetter) {
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

    private static func clockToken(_ parts: [String], offset: Int, text: String) -> NotationToken {
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
