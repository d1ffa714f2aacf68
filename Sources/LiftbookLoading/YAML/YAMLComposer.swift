import CYaml
import Yams

/// Builds Yams' node tree from libyaml's events, node for node what `Yams.compose` builds, for the
/// texts made only of plain or quoted scalars, lists and mappings with distinct scalar keys: a
/// session's front matter, a settings file, a routine. Anything else (an anchor, an alias, a tag,
/// a duplicate key, a syntax error) is left to Yams, which reports it in its own words.
///
/// Yams' own composer spends most of a small document's time around libyaml, not in it: an
/// object per event, Foundation's decoding of every scalar, and a dictionary of hashed nodes per
/// mapping to look for duplicate keys (about 120,000 instructions for six lines of front matter,
/// against about 20,000 in libyaml). Here each scalar is decoded once and a mapping's keys are
/// compared as they are read.
enum YAMLComposer {
    /// What composing a text gave.
    enum Outcome {
        /// The document's root node (nil for an empty text), as Yams would have built it.
        case composed(Node?)
        /// The text needs Yams itself: a part this composer leaves to it, or an error.
        case needsYams
    }

    /// Composes `text`'s single document with `resolver` and `constructor` in every tag, as
    /// `Yams.compose(yaml:_:_:_:)` does with `.utf8`.
    static func compose(_ text: String, resolver: Resolver, constructor: Constructor) -> Outcome {
        guard MarkMaker.works else { return .needsYams }
        var text = text
        return text.withUTF8 { bytes in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else { return .needsYams }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
            var reader = EventReader(parser: &parser, resolver: resolver, constructor: constructor)
            return reader.document()
        }
    }
}

/// Reads a document's events one at a time and composes its nodes.
private struct EventReader {
    let parser: UnsafeMutablePointer<yaml_parser_t>
    let resolver: Resolver
    let constructor: Constructor

    init(parser: UnsafeMutablePointer<yaml_parser_t>, resolver: Resolver, constructor: Constructor) {
        self.parser = parser
        self.resolver = resolver
        self.constructor = constructor
    }

    /// Up to this many keys a mapping's new key is compared with each; past it, looked up in a set.
    static let keysComparedInTurn = 16

    /// Thrown (never outside this file) to hand the text to Yams.
    struct NeedsYams: Error {}

    /// The next event, which the caller deletes; throws on a syntax error.
    private func next() throws(NeedsYams) -> yaml_event_t {
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) == 1 else { throw NeedsYams() }
        return event
    }

    /// The next event's type, the event deleted.
    private func nextType() throws(NeedsYams) -> yaml_event_type_t {
        var event = try next()
        defer { yaml_event_delete(&event) }
        return event.type
    }

    /// The stream's one document: stream start, document, stream end (as `Parser.singleRoot`).
    mutating func document() -> YAMLComposer.Outcome {
        do {
            guard try nextType() == YAML_STREAM_START_EVENT else { return .needsYams }
            var first = try next()
            let type = first.type
            yaml_event_delete(&first)
            if type == YAML_STREAM_END_EVENT { return .composed(nil) }
            guard type == YAML_DOCUMENT_START_EVENT else { return .needsYams }
            var start = try next()
            defer { yaml_event_delete(&start) }
            let root = try node(from: &start)
            guard try nextType() == YAML_DOCUMENT_END_EVENT, try nextType() == YAML_STREAM_END_EVENT else { return .needsYams }
            return .composed(root)
        } catch {
            return .needsYams
        }
    }

    /// The node that starts with `event`.
    private func node(from event: inout yaml_event_t) throws(NeedsYams) -> Node {
        switch event.type {
        case YAML_SCALAR_EVENT: return try scalar(event)
        case YAML_SEQUENCE_START_EVENT: return try sequence(from: event)
        case YAML_MAPPING_START_EVENT: return try mapping(from: event)
        default: throw NeedsYams()  // an alias, or an event out of place
        }
    }

    private func scalar(_ event: yaml_event_t) throws(NeedsYams) -> Node {
        let data = event.data.scalar
        // An anchor or a tag written out is left to Yams; a quoted scalar's tag is `str`.
        guard data.anchor == nil, data.tag == nil,
              let style = Node.Scalar.Style(rawValue: numericCast(data.style.rawValue)) else { throw NeedsYams() }
        let bytes = UnsafeBufferPointer(start: data.value, count: data.length)
        // Foundation's decoding, which Yams uses, drops a leading byte order mark: left to Yams.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { throw NeedsYams() }
        let name: Tag.Name = data.quoted_implicit == 1 ? .str : .implicit
        return .scalar(Node.Scalar(String(decoding: bytes, as: UTF8.self), Tag(name, resolver, constructor), style,
                                   MarkMaker.mark(event.start_mark)))
    }

    private func sequence(from start: yaml_event_t) throws(NeedsYams) -> Node {
        let data = start.data.sequence_start
        guard data.anchor == nil, data.implicit != 0 || data.tag == nil else { throw NeedsYams() }
        var nodes: [Node] = []
        while true {
            var event = try next()
            defer { yaml_event_delete(&event) }
            if event.type == YAML_SEQUENCE_END_EVENT {
                // Yams takes the style from the end event, as here.
                guard let style = Node.Sequence.Style(rawValue: numericCast(event.data.sequence_start.style.rawValue)) else {
                    throw NeedsYams()
                }
                return .sequence(Node.Sequence(nodes, Tag(.implicit, resolver, constructor), style, MarkMaker.mark(start.start_mark)))
            }
            nodes.append(try node(from: &event))
        }
    }

    private func mapping(from start: yaml_event_t) throws(NeedsYams) -> Node {
        let data = start.data.mapping_start
        guard data.anchor == nil, data.implicit != 0 || data.tag == nil else { throw NeedsYams() }
        var pairs: [(Node, Node)] = []
        var keys: [String] = []
        var keySet: Set<String> = []
        while true {
            var event = try next()
            defer { yaml_event_delete(&event) }
            if event.type == YAML_MAPPING_END_EVENT {
                guard let style = Node.Mapping.Style(rawValue: numericCast(event.data.mapping_start.style.rawValue)) else {
                    throw NeedsYams()
                }
                return .mapping(Node.Mapping(pairs, Tag(.implicit, resolver, constructor), style, MarkMaker.mark(start.start_mark)))
            }
            let key = try node(from: &event)
            // Only scalar keys, each text once: two equal keys are Yams' error to report. A few
            // keys are compared in turn, more through a set.
            guard case .scalar(let scalar) = key else { throw NeedsYams() }
            if keys.count < Self.keysComparedInTurn {
                if keys.contains(scalar.string) { throw NeedsYams() }
                keys.append(scalar.string)
            } else {
                if keySet.isEmpty { keySet = Set(keys) }
                guard keySet.insert(scalar.string).inserted else { throw NeedsYams() }
            }
            var valueEvent = try next()
            defer { yaml_event_delete(&valueEvent) }
            pairs.append((key, try node(from: &valueEvent)))
        }
    }
}

/// Yams' `Mark` (line and column from 1), whose initialiser Yams keeps to itself, made from a
/// libyaml position: its two stored integers written in order. Checked once; when a later Yams
/// lays it out otherwise, every text goes to Yams instead.
private enum MarkMaker {
    /// The position of libyaml's `mark` as Yams gives it.
    static func mark(_ mark: yaml_mark_t) -> Mark {
        unsafeBitCast((Int(mark.line) + 1, Int(mark.column) + 1), to: Mark.self)
    }

    /// True when a made mark reads back as written.
    static let works: Bool = {
        guard MemoryLayout<Mark>.size == MemoryLayout<(Int, Int)>.size else { return false }
        let made = unsafeBitCast((7, 11), to: Mark.self)
        return made.line == 7 && made.column == 11
    }()
}
