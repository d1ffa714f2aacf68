/// The UTF-8 bytes of a Markdown text being written: plain parts are copied in, texts are escaped
/// into it byte by byte (every character Markdown reads as formatting is ASCII), and tables are
/// padded in it, so a report's Markdown is one buffer and no string per line or cell.
struct MarkdownBuffer {
    /// The bytes written so far.
    private(set) var bytes: [UInt8] = []

    /// An empty buffer, with room for a typical report.
    init() {
        bytes.reserveCapacity(8_192)
    }

    /// Appends a newline.
    mutating func newline() { bytes.append(0x0A) }

    /// Appends text as it is.
    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// `- label: text`, both escaped, and a newline: a figure of the headline or a group's item.
    mutating func item(_ label: String, _ text: String) {
        raw("- ")
        escaped(label)
        raw(": ")
        escaped(text)
        newline()
    }

    /// Appends `prefix`, `text` escaped and a newline.
    mutating func line(_ prefix: StaticString, escaping text: String) {
        raw(prefix)
        escaped(text)
        newline()
    }

    /// `\n`, `\r`, `*`, `<` and `>` as bits of a word.
    private static let specialsBelow64: UInt64 = 1 << 0x0A | 1 << 0x0D | 1 << 0x2A | 1 << 0x3C | 1 << 0x3E
    /// `[`, `\\`, `]`, `_`, `` ` `` and `|` as bits of a word, from 64 up.
    private static let specialsFrom64: UInt64 = 1 << (0x5B - 64) | 1 << (0x5C - 64) | 1 << (0x5D - 64) | 1 << (0x5F - 64)
        | 1 << (0x60 - 64) | 1 << (0x7C - 64)

    /// True for a byte that is one of the characters `escaped` changes (`|` included).
    @inline(__always)
    private static func isSpecial(_ byte: UInt8) -> Bool {
        byte < 64 ? specialsBelow64 >> UInt64(byte) & 1 != 0 : byte < 128 && specialsFrom64 >> UInt64(byte - 64) & 1 != 0
    }

    /// Appends `text` with the characters Markdown would read as formatting backslash-escaped
    /// (`|` too inside tables) and line breaks made spaces; returns true when it is all ASCII.
    @discardableResult
    mutating func escaped(_ text: String, inTable: Bool = false) -> Bool {
        var text = text
        return text.withUTF8 { source -> Bool in
            var ascii = true
            var special = false
            for byte in source {
                if byte >= 0x80 { ascii = false } else if Self.isSpecial(byte) { special = true }
            }
            // Most texts have nothing to escape: copied in one go.
            guard special else {
                bytes.append(contentsOf: source)
                return ascii
            }
            guard ascii else {
                // A special character may be part of a larger character here (`*` with a
                // combining accent is not `*`): escaped character by character.
                escapedCharacters(String(decoding: source, as: UTF8.self), inTable: inTable)
                return false
            }
            // ASCII: a byte is a character, except `\r\n`, which is one.
            var run = 0
            var index = 0
            while index < source.count {
                let byte = source[index]
                guard Self.isSpecial(byte) else {
                    index += 1
                    continue
                }
                if run < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[run..<index])) }
                switch byte {
                case 0x0A: bytes.append(0x20)
                case 0x0D:
                    bytes.append(0x20)
                    if index + 1 < source.count, source[index + 1] == 0x0A { index += 1 }
                case 0x7C:
                    if inTable { bytes.append(0x5C) }
                    bytes.append(byte)
                default:
                    bytes.append(0x5C)
                    bytes.append(byte)
                }
                index += 1
                run = index
            }
            if run < source.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[run...])) }
            return true
        }
    }

    /// ``escaped(_:inTable:)`` one character (grapheme cluster) at a time, for text that is not ASCII.
    private mutating func escapedCharacters(_ text: String, inTable: Bool) {
        var out = ""
        for character in text {
            switch character {
            case "\\", "*", "_", "`", "[", "]", "<", ">": out += "\\" + String(character)
            case "|" where inTable: out += "\\|"
            case "\n", "\r\n", "\r": out += " "
            default: out.append(character)
            }
        }
        bytes.append(contentsOf: out.utf8)
    }

    /// Appends a pipe table, its columns padded to one width and numeric ones right-aligned;
    /// each line ends in a newline.
    mutating func table(_ table: ReportTable) {
        // Each cell escaped once into a scratch buffer, with its place and width.
        var cells = MarkdownBuffer()
        var places: [(start: Int, end: Int, width: Int)] = []
        let columnCount = table.columns.count
        places.reserveCapacity(columnCount + table.rows.reduce(0) { $0 + $1.count })
        func add(_ text: String) {
            let start = cells.bytes.count
            let ascii = cells.escaped(text, inTable: true)
            let end = cells.bytes.count
            // Where a character is a byte the width is the length; else the characters are counted.
            let width = ascii ? end - start : cells.bytes[start..<end].withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self).count }
            places.append((start, end, width))
        }
        for column in table.columns { add(column.title) }
        for row in table.rows { for cell in row { add(cell.text) } }
        var widths = places.prefix(columnCount).map { max(3, $0.width) }
        var position = columnCount
        for row in table.rows {
            for index in row.indices {
                if index < widths.count { widths[index] = max(widths[index], places[position].width) }
                position += 1
            }
        }
        let numeric = table.columns.map(\.numeric)
        // Every line's length is known from the widths, so the table is written through a
        // pointer into room made once: a byte at a time into an array costs a check per byte.
        var lines: [Range<Int>] = [0..<columnCount]
        var next = columnCount
        for row in table.rows {
            lines.append(next..<next + row.count)
            next += row.count
        }
        func padded(_ index: Int, _ place: (start: Int, end: Int, width: Int)) -> Int {
            max(0, (index < widths.count ? widths[index] : place.width) - place.width)
        }
        var total = 0
        for line in lines {
            total += 5
            for (index, place) in places[line].enumerated() { total += (index > 0 ? 3 : 0) + place.end - place.start + padded(index, place) }
        }
        total += 5 + widths.reduce(0, +) + 3 * max(0, columnCount - 1)
        let offset = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: total))
        cells.bytes.withUnsafeBufferPointer { source in
            bytes.withUnsafeMutableBufferPointer { target in
                var at = offset
                func put(_ byte: UInt8) {
                    target[at] = byte
                    at += 1
                }
                func fill(_ count: Int, with byte: UInt8) {
                    guard count > 0 else { return }
                    for index in at..<at + count { target[index] = byte }
                    at += count
                }
                func write(_ line: Range<Int>) {
                    put(0x7C)
                    put(0x20)
                    for (index, place) in places[line].enumerated() {
                        if index > 0 {
                            put(0x20)
                            put(0x7C)
                            put(0x20)
                        }
                        let right = index < numeric.count && numeric[index]
                        if right { fill(padded(index, place), with: 0x20) }
                        let length = place.end - place.start
                        if length > 0, let to = target.baseAddress, let from = source.baseAddress {
                            (to + at).update(from: from + place.start, count: length)
                            at += length
                        }
                        if !right { fill(padded(index, place), with: 0x20) }
                    }
                    put(0x20)
                    put(0x7C)
                    put(0x0A)
                }
                write(lines[0])
                put(0x7C)
                put(0x20)
                for index in 0..<columnCount {
                    if index > 0 {
                        put(0x20)
                        put(0x7C)
                        put(0x20)
                    }
                    fill(numeric[index] ? widths[index] - 1 : widths[index], with: UInt8(ascii: "-"))
                    if numeric[index] { put(UInt8(ascii: ":")) }
                }
                put(0x20)
                put(0x7C)
                put(0x0A)
                for line in lines.dropFirst() { write(line) }
            }
        }
    }
}
