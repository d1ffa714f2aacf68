import LiftbookMarkdown

/// The blocks cmark finds in a session body written the usual way, worked out line by line
/// without parsing the Markdown: most bodies are only `## Exercise` headings, `- 80 x 5` set
/// lines, one-line notes between empty lines and empty lines. Any other body (a note, an indented line, a character that could
/// start emphasis, a link or an HTML block, …) gets nil, and is parsed by cmark.
///
/// The blocks, texts and positions are the ones ``Markdown/blocks(of:)`` gives for the same
/// body (`SimpleBodyTests` compares the two on many generated and hand-written bodies):
/// - an ATX heading (`#` to `######`, one space, text) is closed by the next line, so it ends at
///   its own line's end; its text is the text after the space, which holds no character with a
///   meaning in CommonMark's inline syntax;
/// - a `- ` item holds one paragraph, its text; the paragraph ends at its line's end, the item
///   when the next item or heading starts, at the end of the line before it (column 0 for an
///   empty line), or at the end of the text;
/// - items follow each other in one list until a heading or a note comes, however many empty
///   lines separate them;
/// - a note is a line of plain text that starts with a letter or a digit (not `1.` nor `1)`)
///   after an empty line or a heading: a paragraph of its own, ending at its line's end (a line
///   of text right after an item or a note would continue it, so such a body is left to cmark);
/// - a line break that ends the text does not start a line.
enum SimpleBody {
    /// The top-level blocks of the body of `lines` that starts at index `bodyStart` (the lines
    /// before it stand for empty lines, as the loader hands cmark), or nil when the body is not
    /// one of the simple ones.
    static func blocks(_ lines: [Substring], bodyStart: Int) -> [MarkdownBlock]? {
        guard bodyStart >= 0, bodyStart <= lines.count else { return nil }
        // cmark's last line: a text that ends with a line break has no line after it.
        let lineCount = lines.last?.isEmpty == true ? lines.count - 1 : lines.count
        func length(_ line: Int) -> Int { line <= bodyStart || line < 1 ? 0 : lines[line - 1].utf8.count }
        func endOfLine(_ line: Int) -> MarkdownPosition { MarkdownPosition(line: line, column: length(line)) }

        var blocks: [MarkdownBlock] = []
        var list: MarkdownBlock?
        var item: MarkdownBlock?
        func closeItem(at end: MarkdownPosition) {
            guard var open = item else { return }
            open.end = end
            list?.children.append(open)
            item = nil
        }
        func closeList(at end: MarkdownPosition) {
            closeItem(at: end)
            guard var open = list else { return }
            open.end = end
            blocks.append(open)
            list = nil
        }

        var number = bodyStart
        // Whether the line before is an item or a note, which a line of text would continue.
        var continues = false
        while number < lineCount {
            number += 1
            let line = lines[number - 1]
            if line.isEmpty {
                continues = false
                continue
            }
            let found = kind(of: line)
            if case .text = found, continues { return nil }
            continues = found != nil && found?.isHeading == false
            switch found {
            case nil:
                return nil
            case .text(let text)?:
                closeList(at: endOfLine(number - 1))
                blocks.append(MarkdownBlock(kind: .paragraph, text: text,
                                            start: MarkdownPosition(line: number, column: 1), end: endOfLine(number), children: []))
            case .heading(let level, let text)?:
                closeList(at: endOfLine(number - 1))
                blocks.append(MarkdownBlock(kind: .heading(level: level), text: text,
                                            start: MarkdownPosition(line: number, column: 1), end: endOfLine(number), children: []))
            case .item(let text)?:
                if list == nil {
                    list = MarkdownBlock(kind: .list, text: "", start: MarkdownPosition(line: number, column: 1),
                                         end: MarkdownPosition(line: number, column: 1), children: [])
                } else {
                    closeItem(at: endOfLine(number - 1))
                }
                let paragraph = MarkdownBlock(kind: .paragraph, text: text, start: MarkdownPosition(line: number, column: 3),
                                              end: endOfLine(number), children: [])
                item = MarkdownBlock(kind: .item, text: "", start: MarkdownPosition(line: number, column: 1),
                                     end: endOfLine(number), children: [paragraph])
            }
        }
        closeList(at: endOfLine(lineCount))
        return blocks
    }

    /// What a non-empty line of a simple body is.
    enum LineKind: Equatable {
        /// `## text`: the level and the text.
        case heading(Int, String)
        /// `- text`: the item's text.
        case item(String)
        /// A line of text.
        case text(String)

        var isHeading: Bool {
            if case .heading = self { true } else { false }
        }
    }

    /// The kind of a non-empty line, or nil when it is neither a plain heading, a plain item nor
    /// plain text.
    static func kind(of line: Substring) -> LineKind? {
        let bytes = line.utf8
        guard let first = bytes.first else { return nil }
        if isASCIIAlphanumeric(first) || first >= 0x80 {
            guard !startsOrderedList(bytes[...]), let content = plainText(bytes[...]) else { return nil }
            return .text(content)
        }
        if first == UInt8(ascii: "#") {
            let level = bytes.prefix { $0 == UInt8(ascii: "#") }.count
            guard level <= 6 else { return nil }
            let rest = bytes.dropFirst(level)
            guard rest.first == UInt8(ascii: " "), let content = plainText(rest.dropFirst()) else { return nil }
            return .heading(level, content)
        }
        guard first == UInt8(ascii: "-"), bytes.dropFirst().first == UInt8(ascii: " ") else { return nil }
        let rest = bytes.dropFirst(2)
        guard let start = rest.first, isASCIIAlphanumeric(start), !startsOrderedList(rest),
              let content = plainText(rest) else { return nil }
        return .item(content)
    }

    /// The text when it starts and ends with a character other than a space and holds no control
    /// character and none of the characters that open CommonMark inline syntax (emphasis, code,
    /// links, images, entities, autolinks and HTML, escapes, closing `#`s).
    private static func plainText(_ bytes: Substring.UTF8View.SubSequence) -> String? {
        guard let first = bytes.first, let last = bytes.last, first != UInt8(ascii: " "), last != UInt8(ascii: " ") else { return nil }
        for byte in bytes {
            if byte < 0x20 || byte == 0x7F || specials[Int(byte)] { return nil }
        }
        return String(Substring(bytes))
    }

    /// The bytes with an inline meaning: `\` `` ` `` `*` `_` `&` `<` `>` `[` `]` `!` `#`.
    private static let specials: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in "\\`*_&<>[]!#".utf8 { table[Int(byte)] = true }
        return table
    }()

    /// True for `1.` or `12)` followed by a space or the end: an ordered list inside the item.
    private static func startsOrderedList(_ bytes: Substring.UTF8View.SubSequence) -> Bool {
        let digits = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
        guard digits > 0 else { return false }
        let after = bytes.dropFirst(digits)
        guard let mark = after.first, mark == UInt8(ascii: ".") || mark == UInt8(ascii: ")") else { return false }
        let next = after.dropFirst().first
        return next == nil || next == UInt8(ascii: " ")
    }

    private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }
}
