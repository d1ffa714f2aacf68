import LiftbookModel

/// iCalendar (RFC 5545) text: escaped values, content lines folded at 75 octets, CRLF endings.
enum ICalendarText {
    /// Escapes a TEXT value: backslash, semicolon and comma get a backslash, a line break becomes
    /// `\n`, `<` and `>` become `‹` and `›` (some apps read descriptions as HTML); other control
    /// characters are dropped.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\n": out += "\\n"
            case "\r": continue
            // Some calendar apps render descriptions as HTML: angle brackets never reach them.
            case "<": out += "‹"
            case ">": out += "›"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A content line folded so no physical line exceeds 75 octets: the first holds up to 75,
    /// each continuation a space and up to 74; a UTF-8 sequence is never split.
    static func fold(_ line: String) -> String {
        let bytes = Array(line.utf8)
        guard bytes.count > 75 else { return line }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 70 * 3)
        var start = 0
        var limit = 75
        while start < bytes.count {
            var end = min(bytes.count, start + limit)
            // Back up to the start of a UTF-8 sequence (a byte that is not 10xxxxxx).
            while end < bytes.count, end > start, bytes[end] & 0xC0 == 0x80 { end -= 1 }
            if start > 0 { out += [0x0D, 0x0A, 0x20] }
            out += bytes[start..<end]
            start = end
            limit = 74
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The lines folded and joined with CRLF, ending with one.
    static func document(_ lines: [String]) -> String {
        lines.map(fold).joined(separator: "\r\n") + "\r\n"
    }

    /// `20261124`.
    static func date(_ date: LocalDate) -> String {
        pad(date.year, 4) + pad(date.month, 2) + pad(date.day, 2)
    }

    /// `20261124T180000`.
    static func dateTime(_ date: LocalDate, secondsSinceMidnight seconds: Int) -> String {
        self.date(date) + "T" + pad(seconds / 3600, 2) + pad(seconds / 60 % 60, 2) + pad(seconds % 60, 2)
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
