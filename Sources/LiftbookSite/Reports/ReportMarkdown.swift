package import LiftbookAnalytics

/// Writes reports as Markdown that pastes well into GitHub, Obsidian or a chat: GitHub-flavoured
/// pipe tables with padded columns (so the text lines up as plain text too), lists, no HTML.
package enum ReportMarkdown {
    /// The report of a model.
    package static func text(_ model: ReportModel, format: Format) -> String {
        render(ReportComposer(model: model, format: format).document())
    }

    static func render(_ document: ReportDocument) -> String {
        // Every line is appended to one string, each ending in a newline.
        var out = ""
        out.reserveCapacity(4_096)
        // Up to four parts, as plain parameters: a variadic list would be an array for every line.
        func line(_ first: String = "", _ second: String = "", _ third: String = "", _ fourth: String = "") {
            out += first
            out += second
            out += third
            out += fourth
            out += "\n"
        }
        line("# ", escape(document.title))
        line()
        line(escape(document.subtitle))
        line()
        for figure in document.headline { line("- ", escape(figure.label), ": ", escape(figure.text)) }
        for section in document.sections {
            line()
            line("## ", escape(section.title))
            if section.isEmpty {
                if let empty = section.empty {
                    line()
                    line(escape(empty))
                }
                continue
            }
            for paragraph in section.paragraphs {
                line()
                line(escape(paragraph))
            }
            if let table = section.table, !table.rows.isEmpty {
                line()
                self.table(table, into: &out)
            }
            for group in section.groups {
                line()
                line("### ", escape(group.title))
                line()
                for item in group.items {
                    line("- ", escape(item.label), ": ", escape(item.text))
                    if let note = item.note { line("  ", escape(note)) }
                }
            }
        }
        return out
    }

    /// Appends a pipe table to `out`, its columns padded to one width and numeric ones
    /// right-aligned; each line ends in a newline.
    static func table(_ table: ReportTable, into out: inout String) {
        let header = table.columns.map { Cell(escape($0.title, inTable: true)) }
        let rows = table.rows.map { $0.map { Cell(escape($0.text, inTable: true)) } }
        var widths = header.map { max(3, $0.width) }
        for row in rows {
            for (index, cell) in row.enumerated() where index < widths.count { widths[index] = max(widths[index], cell.width) }
        }
        // The table is written as UTF-8 bytes, padding included, and made a string once; each
        // text is copied from its contiguous UTF-8 in one go.
        var bytes: [UInt8] = []
        bytes.reserveCapacity((widths.reduce(0, +) + 3 * widths.count + 2) * (rows.count + 2))
        func pad(_ count: Int, with byte: UInt8) {
            if count > 0 { bytes.append(contentsOf: repeatElement(byte, count: count)) }
        }
        func append(_ text: String) {
            var text = text
            text.withUTF8 { bytes.append(contentsOf: $0) }
        }
        let start: [UInt8] = [0x7C, 0x20], between: [UInt8] = [0x20, 0x7C, 0x20], end: [UInt8] = [0x20, 0x7C, 0x0A]
        func line(_ cells: [Cell]) {
            bytes += start
            for (index, cell) in cells.enumerated() {
                if index > 0 { bytes += between }
                let width = index < widths.count ? widths[index] : cell.width
                let numeric = index < table.columns.count && table.columns[index].numeric
                if numeric { pad(width - cell.width, with: UInt8(ascii: " ")) }
                append(cell.text)
                if !numeric { pad(width - cell.width, with: UInt8(ascii: " ")) }
            }
            bytes += end
        }
        line(header)
        bytes += start
        for (index, column) in table.columns.enumerated() {
            if index > 0 { bytes += between }
            pad(column.numeric ? widths[index] - 1 : widths[index], with: UInt8(ascii: "-"))
            if column.numeric { bytes.append(UInt8(ascii: ":")) }
        }
        bytes += end
        for row in rows { line(row) }
        out += String(decoding: bytes, as: UTF8.self)
    }

    /// A table cell's text and its width in characters.
    private struct Cell {
        var text: String
        var width: Int

        init(_ text: String) {
            self.text = text
            // Most cells are ASCII, where a character is a byte: counting characters (grapheme
            // clusters) is only needed for the others.
            var contiguous = text
            let ascii = contiguous.withUTF8 { bytes in !bytes.contains { $0 >= 0x80 } }
            width = ascii ? text.utf8.count : text.count
        }
    }

    /// `\n`, `\r`, `*`, `<` and `>` as bits of a word.
    private static let specialsBelow64: UInt64 = 1 << 0x0A | 1 << 0x0D | 1 << 0x2A | 1 << 0x3C | 1 << 0x3E
    /// `[`, `\\`, `]`, `_`, `` ` `` and `|` as bits of a word, from 64 up.
    private static let specialsFrom64: UInt64 = 1 << (0x5B - 64) | 1 << (0x5C - 64) | 1 << (0x5D - 64) | 1 << (0x5F - 64)
        | 1 << (0x60 - 64) | 1 << (0x7C - 64)

    /// Backslash-escapes the characters Markdown would read as formatting; `|` too inside tables.
    static func escape(_ text: String, inTable: Bool = false) -> String {
        // Every special character is ASCII, so a byte scan finds them (most texts have none);
        // each byte is settled with one bit test of the masks.
        var contiguous = text
        let needsEscaping = contiguous.withUTF8 { bytes in
            bytes.contains { byte in
                byte < 64 ? specialsBelow64 >> UInt64(byte) & 1 != 0 : byte < 128 && specialsFrom64 >> UInt64(byte - 64) & 1 != 0
            }
        }
        guard needsEscaping else { return text }
        var out = ""
        for character in text {
            switch character {
            case "\\", "*", "_", "`", "[", "]", "<", ">": out += "\\" + String(character)
            case "|" where inTable: out += "\\|"
            case "\n", "\r\n", "\r": out += " "
            default: out.append(character)
            }
        }
        return out
    }
}
