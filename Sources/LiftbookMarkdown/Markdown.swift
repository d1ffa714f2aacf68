import CCmark

/// The one place that talks to libcmark: renders Markdown to safe HTML and exposes the block
/// structure of a document with source positions. Every buffer cmark returns is freed here.
package enum Markdown {
    /// Renders CommonMark to HTML in safe mode: raw HTML is omitted and `javascript:`, `vbscript:`,
    /// `file:` and most `data:` links are emptied.
    package static func html(_ source: String) -> String {
        guard !source.isEmpty else { return "" }
        let options = CMARK_OPT_DEFAULT | CMARK_OPT_SMART
        var bytes = Array(source.utf8)
        bytes.append(0)
        let output: UnsafeMutablePointer<CChar>? = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.flatMap { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    cmark_markdown_to_html($0, buffer.count - 1, options)
                }
            }
        }
        guard let output else { return "" }
        defer { cmark_get_default_mem_allocator().pointee.free(output) }
        return String(cString: output)
    }

    /// Parses `source` and returns its top-level blocks with their positions.
    package static func blocks(of source: String) -> [MarkdownBlock] {
        var bytes = Array(source.utf8)
        bytes.append(0)
        let document: OpaquePointer? = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.flatMap { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    cmark_parse_document($0, buffer.count - 1, CMARK_OPT_SOURCEPOS)
                }
            }
        }
        guard let document else { return [] }
        defer { cmark_node_free(document) }
        return children(of: document)
    }

    /// Lists in lists deeper than this come back as `.other` blocks: no session needs them, and
    /// walking `- - - - …` a hundred thousand levels deep would overflow the stack.
    package static let maxNesting = 64

    private static func children(of node: OpaquePointer, depth: Int = 0) -> [MarkdownBlock] {
        var result: [MarkdownBlock] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            result.append(block(current, depth: depth))
            child = cmark_node_next(current)
        }
        return result
    }

    private static func block(_ node: OpaquePointer, depth: Int) -> MarkdownBlock {
        let kind: MarkdownBlock.Kind
        var nested: [MarkdownBlock] = []
        switch cmark_node_get_type(node) {
        case CMARK_NODE_HEADING:
            kind = .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_LIST where depth < maxNesting:
            kind = .list
            nested = children(of: node, depth: depth + 1)
        case CMARK_NODE_ITEM where depth < maxNesting:
            kind = .item
            nested = children(of: node, depth: depth + 1)
        case CMARK_NODE_PARAGRAPH:
            kind = .paragraph
        default:
            kind = .other
        }
        return MarkdownBlock(
            kind: kind,
            text: kind == .other || kind == .list || kind == .item ? "" : inlineText(node),
            start: MarkdownPosition(line: Int(cmark_node_get_start_line(node)), column: Int(cmark_node_get_start_column(node))),
            end: MarkdownPosition(line: Int(cmark_node_get_end_line(node)), column: Int(cmark_node_get_end_column(node))),
            children: nested
        )
    }

    /// The plain text of a block's inline content: text and code literals, breaks as spaces.
    /// cmark's iterator walks nested emphasis and links without recursion.
    private static func inlineText(_ node: OpaquePointer) -> String {
        guard let iterator = cmark_iter_new(node) else { return "" }
        defer { cmark_iter_free(iterator) }
        var text = ""
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let current = cmark_iter_get_node(iterator) else { continue }
            switch cmark_node_get_type(current) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                if let literal = cmark_node_get_literal(current) { text += String(cString: literal) }
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                text += " "
            default:
                break
            }
        }
        return text
    }
}

/// A 1-based line and column (columns count bytes, as cmark does).
package struct MarkdownPosition: Sendable, Hashable {
    /// The line.
    package var line: Int
    /// The column.
    package var column: Int
}

/// A block of a Markdown document: what it is, its plain text, where it is, and its children
/// (items of a list, blocks of an item).
package struct MarkdownBlock: Sendable, Hashable {
    /// The kinds of block the session loader distinguishes.
    package enum Kind: Sendable, Hashable {
        case heading(level: Int)
        case list
        case item
        case paragraph
        case other
    }

    /// What kind of block.
    package var kind: Kind
    /// The inline text of a heading or paragraph.
    package var text: String
    /// Where the block starts.
    package var start: MarkdownPosition
    /// Where it ends.
    package var end: MarkdownPosition
    /// Items of a list; blocks of an item.
    package var children: [MarkdownBlock]
}
