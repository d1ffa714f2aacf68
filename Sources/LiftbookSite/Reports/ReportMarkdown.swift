/// Writes reports as Markdown that pastes well into GitHub, Obsidian or a chat: GitHub-flavoured
/// pipe tables with padded columns (so the text lines up as plain text too), lists, no HTML.
public enum ReportMarkdown {
    /// The report of a model.
    public static func text(_ model: ReportModel) -> String {
        render(ReportComposer(model: model).document())
    }

    static func render(_ document: ReportDocument) -> String {
        var out = ["# " + escape(document.title), "", escape(document.subtitle), ""]
        out += document.headline.map { "- " + escape($0.label) + ": " + escape($0.text) }
        for section in document.sections {
            out += ["", "## " + escape(section.title)]
            if section.isEmpty {
                if let empty = section.empty { out += ["", escape(empty)] }
                continue
            }
            for paragraph in section.paragraphs { out += ["", escape(paragraph)] }
            if let table = section.table, !table.rows.isEmpty { out += [""] + self.table(table) }
            for group in section.groups {
                out += ["", "### " + escape(group.title), ""]
                for item in group.items {
                    out.append("- " + escape(item.label) + ": " + escape(item.text))
                    if let note = item.note { out.append("  " + escape(note)) }
                }
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// A pipe table whose columns are padded to one width; numeric columns right-aligned.
    static func table(_ table: ReportTable) -> [String] {
        let header = table.columns.map { escape($0.title, inTable: true) }
        let rows = table.rows.map { $0.map { escape($0.text, inTable: true) } }
        var widths = header.map(\.count).map { max(3, $0) }
        for row in rows {
            for (index, cell) in row.enumerated() where index < widths.count { widths[index] = max(widths[index], cell.count) }
        }
        func line(_ cells: [String]) -> String {
            let padded = cells.enumerated().map { index, cell -> String in
                let width = index < widths.count ? widths[index] : cell.count
                let padding = String(repeating: " ", count: max(0, width - cell.count))
                let numeric = index < table.columns.count && table.columns[index].numeric
                return numeric ? padding + cell : cell + padding
            }
            return "| " + padded.joined(separator: " | ") + " |"
        }
        let rule = table.columns.enumerated().map { index, column in
            column.numeric ? String(repeating: "-", count: widths[index] - 1) + ":" : String(repeating: "-", count: widths[index])
        }
        return [line(header), "| " + rule.joined(separator: " | ") + " |"] + rows.map(line)
    }

    /// Backslash-escapes the characters Markdown would read as formatting; `|` too inside tables.
    static func escape(_ text: String, inTable: Bool = false) -> String {
        // Every special character is ASCII, so a byte scan finds them (most texts have none).
        let needsEscaping = text.utf8.contains { byte in
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "["), UInt8(ascii: "]"),
                 UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "|"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): true
            default: false
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
