/// Splitting a file's text into lines.
enum TextLines {
    /// `text.split(separator: "\n", omittingEmptySubsequences: false)` with a trailing `\r` dropped
    /// from each line, found on the UTF-8 bytes rather than by breaking the text into Characters.
    ///
    /// The result is the same: a line feed is a Character of its own except after a carriage
    /// return, where `\r\n` is one Character that is not `"\n"` (so the lines of a file with CRLF
    /// breaks are not split there); and a carriage return that ends a line is a Character of its own.
    static func of(_ text: String) -> [Substring] {
        var copy = text
        let breaks = copy.withUTF8 { bytes -> [Int] in
            var breaks: [Int] = []
            var previous: UInt8 = 0
            for (offset, byte) in bytes.enumerated() {
                if byte == UInt8(ascii: "\n"), previous != UInt8(ascii: "\r") { breaks.append(offset) }
                previous = byte
            }
            return breaks
        }
        let utf8 = text.utf8
        var lines: [Substring] = []
        lines.reserveCapacity(breaks.count + 1)
        var start = utf8.startIndex
        for offset in breaks + [utf8.count] {
            let end = utf8.index(utf8.startIndex, offsetBy: offset)
            var line = text[start..<end]
            if line.utf8.last == UInt8(ascii: "\r") { line = line.dropLast() }
            lines.append(line)
            if end < utf8.endIndex { start = utf8.index(after: end) }
        }
        return lines
    }

    /// `lines.joined(separator: "\n")` for consecutive lines that ``of(_:)`` cut from one text:
    /// such lines and the line feeds between them are one stretch of that text (only a text's
    /// last line can have lost a carriage return, and it ends the stretch), copied at once.
    static func joined(_ lines: ArraySlice<Substring>) -> String {
        guard let first = lines.first, let last = lines.last else { return "" }
        return String(first.base[first.startIndex..<last.endIndex])
    }
}
