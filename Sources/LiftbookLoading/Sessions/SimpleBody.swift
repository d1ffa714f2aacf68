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
        func endOfLine(_ line: Int) -> MarkdownPosition {
            MarkdownPosition(line: line, column: line <= bodyStart || line < 1 ? 0 : lines[line - 1].utf8.count)
        }

        var blocks: [MarkdownBlock] = []
        // The open list, its items so far, and its open item (the item's paragraph ends on its line).
        var list: MarkdownPosition?
        var items: [MarkdownBlock] = []
        var item: (start: MarkdownPosition, paragraph: MarkdownBlock)?

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
            guard let found = line.utf8.withContiguousStorageIfAvailable({ kind(of: $0) }) ?? kind(of: Array(line.utf8)) else { return nil }
            if case .text = found, continues { return nil }
            continues = !found.isHeading
            let before = endOfLine(number - 1)
            // An item ends where the next item, heading or note starts; the list, at a heading or a note.
            if let open = item {
                items.append(MarkdownBlock(kind: .item, text: "", start: open.start, end: before, children: [open.paragraph]))
                item = nil
            }
            if case .item = found {} else if let start = list {
                blocks.append(MarkdownBlock(kind: .list, text: "", start: start, end: before, children: items))
                items = []
                list = nil
            }
            let start = MarkdownPosition(line: number, column: 1)
            switch found {
            case .heading(let level, let text):
                blocks.append(MarkdownBlock(kind: .heading(level: level), text: text, start: start, end: endOfLine(number), children: []))
            case .text(let text):
                blocks.append(MarkdownBlock(kind: .paragraph, text: text, start: start, end: endOfLine(number), children: []))
            case .item(let text):
                if list == nil { list = start }
                let paragraph = MarkdownBlock(kind: .paragraph, text: text, start: MarkdownPosition(line: number, column: 3),
                                              end: endOfLine(number), children: [])
                item = (start, paragraph)
            }
        }
        let end = endOfLine(lineCount)
        if let open = item {
            items.append(MarkdownBlock(kind: .item, text: "", start: open.start, end: end, children: [open.paragraph]))
        }
        if let start = list {
            blocks.append(MarkdownBlock(kind: .list, text: "", start: start, end: end, children: items))
        }
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

    /// The kind of a non-empty line (its UTF-8 bytes), or nil when it is neither a plain heading,
    /// a plain item nor plain text.
    static func kind<Bytes: RandomAccessCollection<UInt8>>(of bytes: Bytes) -> LineKind? where Bytes.Index == Int {
        guard let first = bytes.first else { return nil }
        let start = bytes.startIndex, end = bytes.endIndex
        if isASCIIAlphanumeric(first) || first >= 0x80 {
            guard !startsOrderedList(bytes, from: start), let content = plainText(bytes, from: start) else { return nil }
            return .text(content)
        }
        if first == UInt8(ascii: "#") {
            var index = start
            while index < end, bytes[index] == UInt8(ascii: "#") { index += 1 }
            let level = index - start
            guard level <= 6, index < end, bytes[index] == UInt8(ascii: " "), let content = plainText(bytes, from: index + 1) else { return nil }
            return .heading(level, content)
        }
        guard first == UInt8(ascii: "-"), end - start > 2, bytes[start + 1] == UInt8(ascii: " "), isASCIIAlphanumeric(bytes[start + 2]),
              !startsOrderedList(bytes, from: start + 2), let content = plainText(bytes, from: start + 2) else { return nil }
        return .item(content)
    }

    /// The text from `start` to the end when it starts and ends with a character other than a
    /// space and holds no control character and none of the characters that open CommonMark
    /// inline syntax (emphasis, code, links, images, entities, autolinks and HTML, escapes,
    /// closing `#`s).
    private static func plainText<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, from start: Int) -> String? where Bytes.Index == Int {
        let end = bytes.endIndex
        guard start < end, bytes[start] != UInt8(ascii: " "), bytes[end - 1] != UInt8(ascii: " ") else { return nil }
        for index in start..<end where isSpecial(bytes[index]) { return nil }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// A control character, or `\` `` ` `` `*` `_` `&` `<` `>` `[` `]` `!` `#`: what has an inline meaning.
    private static func isSpecial(_ byte: UInt8) -> Bool {
        switch byte {
        case 0..<0x20, 0x7F, UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "&"), UInt8(ascii: "<"),
             UInt8(ascii: ">"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "!"), UInt8(ascii: "#"):
            true
        default:
            false
        }
    }

    /// True for `1.` or `12)` at `start`, followed by a space or the end: an ordered list.
    private static func startsOrderedList<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, from start: Int) -> Bool where Bytes.Index == Int {
        var index = start
        let end = bytes.endIndex
        while index < end, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
        guard index > start, index < end, bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ")") else { return false }
        return index + 1 == end || bytes[index + 1] == UInt8(ascii: " ")
    }

    private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }
}
