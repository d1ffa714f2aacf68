import CYaml

/// Bounds what YAML aliases can make of a document before Yams composes it.
///
/// An alias (`*name`) stands for the whole node its anchor (`&name`) marks, and anchored nodes
/// may themselves hold aliases: a few lines can stand for billions of values ("billion laughs").
/// Yams hashes every mapping key to find duplicates, so an alias used as a key costs as much as
/// everything it stands for. This check walks libyaml's events once, adds up what each alias
/// stands for, and stops at ``limit``: the cost of reading a file stays in proportion to its size.
enum YAMLAliasLimit {
    /// The most values all the aliases of one file may stand for together.
    static let limit = 100_000

    /// Where the aliases of `text` first stand for more than ``limit`` values (1-based line and
    /// column), or nil when they stay within it. Syntax errors are left for Yams to report.
    static func excess(in text: String) -> (line: Int, column: Int)? {
        // Without both an anchor and an alias there is nothing to expand.
        guard text.utf8.contains(UInt8(ascii: "&")), text.utf8.contains(UInt8(ascii: "*")) else { return nil }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer -> (line: Int, column: Int)? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var counter = AliasCounter()
            var event = yaml_event_t()
            while yaml_parser_parse(&parser, &event) == 1 {
                let done = event.type == YAML_STREAM_END_EVENT
                let within = counter.read(event)
                let mark = event.start_mark
                yaml_event_delete(&event)
                if !within { return (Int(mark.line) + 1, Int(mark.column) + 1) }
                if done { return nil }
            }
            return nil
        }
    }
}

/// The running count of values that aliases stand for, with the size of every anchored node.
private struct AliasCounter {
    /// Values (scalars and collections, counted once each) under every anchor seen so far.
    private var sizes: [String: Int] = [:]
    /// Open collections: their anchor and the values inside them so far.
    private var open: [(anchor: String?, size: Int)] = []
    /// What the aliases read so far stand for.
    private var expanded = 0

    /// Takes one event into account; false once the aliases stand for more than the limit.
    mutating func read(_ event: yaml_event_t) -> Bool {
        switch event.type {
        case YAML_SCALAR_EVENT:
            close(size: 1, anchor: Self.name(event.data.scalar.anchor))
        case YAML_ALIAS_EVENT:
            let size = Self.name(event.data.alias.anchor).flatMap { sizes[$0] } ?? 1
            expanded += size
            add(size)
        case YAML_SEQUENCE_START_EVENT:
            open.append((Self.name(event.data.sequence_start.anchor), 1))
        case YAML_MAPPING_START_EVENT:
            open.append((Self.name(event.data.mapping_start.anchor), 1))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            if let collection = open.popLast() { close(size: collection.size, anchor: collection.anchor) }
        default:
            break
        }
        return expanded <= YAMLAliasLimit.limit
    }

    private mutating func close(size: Int, anchor: String?) {
        if let anchor { sizes[anchor] = size }
        add(size)
    }

    private mutating func add(_ size: Int) {
        guard !open.isEmpty else { return }
        open[open.count - 1].size = min(open[open.count - 1].size + size, Int.max / 2)
    }

    private static func name(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}
