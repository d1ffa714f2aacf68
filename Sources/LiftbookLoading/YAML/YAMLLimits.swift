import CYaml

/// The limits of the one YAML reader (``YAMLSource``), which reads every YAML and JSON text
/// Liftbook parses: settings, routine, sessions' front matter, posts, corrections, body weight,
/// exercise files, theme tokens, and lists written inside quoted values.
///
/// - size: a document of more than ``bytes`` is refused before it is parsed;
/// - depth: collections nested more than ``depth`` deep are refused by libyaml as it reads them;
/// - aliases: see ``excess(in:)``.
///
/// An alias (`*name`) stands for the whole node its anchor (`&name`) marks, and anchored nodes
/// may themselves hold aliases: a few lines can stand for billions of values ("billion laughs").
/// Yams hashes every mapping key to find duplicates, so an alias used as a key costs as much as
/// everything it stands for. This check walks libyaml's events once, adds up what each alias
/// stands for, and stops at ``limit``: the cost of reading a file stays in proportion to its size.
enum YAMLLimits {
    /// The most values all the aliases of one file may stand for together.
    static let limit = 100_000
    /// The deepest nesting of lists and mappings in a document.
    static let depth = 64
    /// The largest document, 2 MiB (the largest public exercise libraries are about 1 MiB of JSON).
    static let bytes = 2 << 20

    /// Sets libyaml's nesting limit (a process-wide setting) before the first parse.
    static let configured: Void = { yaml_set_max_nest_level(Int32(depth)) }()

    /// What passes a limit, and where (1-based line and column).
    enum Violation: Equatable {
        /// The aliases stand for more than ``limit`` values.
        case aliases(line: Int, column: Int)
        /// Collections nest more than ``depth`` deep.
        case depth(line: Int, column: Int)
    }

    /// Where the aliases of `text` first stand for more than ``limit`` values, or its flow
    /// collections first nest deeper than ``depth`` (libyaml itself stops deeper block nesting);
    /// nil when it stays within both. Syntax errors are left for Yams to report.
    static func violation(in text: String) -> Violation? {
        // Without both an anchor and an alias there is nothing to expand, and without more
        // brackets than the depth limit no flow nesting can pass it: most files need no walk.
        guard mayPassLimits(text) else { return nil }
        let bytes = text.utf8
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        var input = Array(bytes)
        return input.withUnsafeMutableBufferPointer { buffer -> Violation? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var counter = AliasCounter()
            var event = yaml_event_t()
            while yaml_parser_parse(&parser, &event) == 1 {
                let done = event.type == YAML_STREAM_END_EVENT
                let within = counter.read(event)
                let mark = event.start_mark
                yaml_event_delete(&event)
                let line = Int(mark.line) + 1, column = Int(mark.column) + 1
                if !within { return .aliases(line: line, column: column) }
                if counter.depth > depth { return .depth(line: line, column: column) }
                if done { return nil }
            }
            return nil
        }
    }
}

extension YAMLLimits {
    /// False when `text` lacks an anchor or an alias (`&`, `*`) and has no more opening brackets
    /// than ``depth``: then neither limit can be passed. One look at each byte.
    static func mayPassLimits(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var ampersand = false, asterisk = false
            var brackets = 0
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "&"): ampersand = true
                case UInt8(ascii: "*"): asterisk = true
                case UInt8(ascii: "["), UInt8(ascii: "{"): brackets += 1
                default: continue
                }
            }
            return (ampersand && asterisk) || brackets > depth
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

    /// How many collections are open.
    var depth: Int { open.count }

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
        return expanded <= YAMLLimits.limit
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
