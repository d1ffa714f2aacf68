package import LiftbookAnalytics

/// Writes reports as Markdown that pastes well into GitHub, Obsidian or a chat: GitHub-flavoured
/// pipe tables with padded columns (so the text lines up as plain text too), lists, no HTML.
package enum ReportMarkdown {
    /// The report of a model.
    package static func text(_ model: ReportModel, format: Format) -> String {
        render(ReportComposer(model: model, format: format).document())
    }

    /// The Markdown of a report document as text.
    static func render(_ document: ReportDocument) -> String {
        String(decoding: bytes(document), as: UTF8.self)
    }

    /// The Markdown of a report document as UTF-8 bytes: every line is written into one buffer,
    /// each ending in a newline, and the file is made from it without a string in between.
    static func bytes(_ document: ReportDocument) -> [UInt8] {
        var out = MarkdownBuffer()
        out.line("# ", escaping: document.title)
        out.newline()
        out.line("", escaping: document.subtitle)
        out.newline()
        for figure in document.headline { out.item(figure.label, figure.text) }
        for section in document.sections {
            out.newline()
            out.line("## ", escaping: section.title)
            if section.isEmpty {
                if let empty = section.empty {
                    out.newline()
                    out.line("", escaping: empty)
                }
                continue
            }
            for paragraph in section.paragraphs {
                out.newline()
                out.line("", escaping: paragraph)
            }
            if let table = section.table, !table.rows.isEmpty {
                out.newline()
                out.table(table)
            }
            for group in section.groups {
                out.newline()
                out.line("### ", escaping: group.title)
                out.newline()
                for item in group.items {
                    out.item(item.label, item.text)
                    if let note = item.note { out.line("  ", escaping: note) }
                }
            }
        }
        return out.bytes
    }

    /// Appends a pipe table to `out`, its columns padded to one width and numeric ones
    /// right-aligned; each line ends in a newline.
    static func table(_ table: ReportTable, into out: inout String) {
        var buffer = MarkdownBuffer()
        buffer.table(table)
        out += String(decoding: buffer.bytes, as: UTF8.self)
    }

    /// Backslash-escapes the characters Markdown would read as formatting; `|` too inside tables.
    static func escape(_ text: String, inTable: Bool = false) -> String {
        var buffer = MarkdownBuffer()
        buffer.escaped(text, inTable: inTable)
        return String(decoding: buffer.bytes, as: UTF8.self)
    }
}
