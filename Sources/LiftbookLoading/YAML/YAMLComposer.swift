import CYaml
import Yams

/// Composes the node tree of a plain YAML document straight from libyaml's events: the tree
/// `Yams.compose(yaml:_:_:_:)` builds with the basic resolver and UTF-8 input (the same scalars,
/// styles, marks and tags), at a fraction of its cost, since no event becomes an object and no
/// mapping's keys are hashed as nodes.
///
/// Only the common case is composed here: one document without anchors, aliases or explicit
/// tags, no syntax error, no key twice in a mapping. For anything else it answers nil, and
/// ``YAMLSource`` asks Yams, which reports exactly what it always has (`YAMLComposerTests`
/// compares the two trees on many documents).
enum YAMLComposer {
    /// The outcome of a composition.
    enum Outcome {
        /// The document's root (nil for an empty stream).
        case composed(Node?)
        /// Not a plain document: let Yams compose it.
        case unsupported
    }

    /// A Yams mark. Yams makes its marks itself (their initialiser is internal), so one is made
    /// here from the bytes of its two public integers, in order: ``marksAreMade`` checks once that
    /// this gives the line and column asked for, and the composer is not used if it does not.
    static func mark(line: Int, column: Int) -> Mark {
        withUnsafeBytes(of: (line, column)) { $0.load(as: Mark.self) }
    }

    /// True when ``mark(line:column:)`` makes the marks it is asked for.
    static let marksAreMade: Bool = {
        guard MemoryLayout<Mark>.size == MemoryLayout<(Int, Int)>.size, MemoryLayout<Mark>.alignment == MemoryLayout<Int>.alignment else { return false }
        let made = mark(line: 12_345, column: 678)
        return made.line == 12_345 && made.column == 678
    }()

    /// The tree of `text` as Yams composes it with the basic resolver (the only one Liftbook
    /// uses: it reads every scalar as text), or ``Outcome/unsupported``.
    static func compose(_ text: String, constructor: Constructor) -> Outcome {
        guard marksAreMade else { return .unsupported }
        let resolver = Resolver.basic
        _ = YAMLLimits.configured
        var text = text
        return text.withUTF8 { bytes in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else { return .unsupported }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
            var reader = EventReader(parser: parser, resolver: resolver, constructor: constructor)
            defer { parser = reader.parser }
            return reader.document()
        }
    }

    /// Walks the events of one parser.
    private struct EventReader {
        var parser: yaml_parser_t
        let resolver: Resolver
        let constructor: Constructor

        /// The next event, or nil on a syntax error. The caller deletes it.
        mutating func next() -> yaml_event_t? {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
            return event
        }

        /// The next event's type only (the event is deleted), or nil on a syntax error.
        mutating func nextType() -> yaml_event_type_t? {
            guard var event = next() else { return nil }
            defer { yaml_event_delete(&event) }
            return event.type
        }

        mutating func document() -> Outcome {
            // Stream start, then a document start or the end of an empty stream.
            guard nextType() == YAML_STREAM_START_EVENT, let first = nextType() else { return .unsupported }
            if first == YAML_STREAM_END_EVENT { return .composed(nil) }
            guard first == YAML_DOCUMENT_START_EVENT, let root = nextNode(), nextType() == YAML_DOCUMENT_END_EVENT,
                  nextType() == YAML_STREAM_END_EVENT else { return .unsupported }
            return .composed(root)
        }

        /// The node that starts with the next event, or nil when it is not plain.
        mutating func nextNode() -> Node? {
            guard var event = next() else { return nil }
            defer { yaml_event_delete(&event) }
            return node(from: event)
        }

        /// The node that starts with `event` (which the caller deletes), or nil when it is not plain.
        mutating func node(from event: yaml_event_t) -> Node? {
            let mark = YAMLComposer.mark(line: event.start_mark.line + 1, column: event.start_mark.column + 1)
            switch event.type {
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                guard scalar.anchor == nil, scalar.tag == nil,
                      let style = Node.Scalar.Style(rawValue: numericCast(scalar.style.rawValue)) else { return nil }
                let value = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                let tag = Tag(scalar.quoted_implicit == 1 ? .str : .implicit, resolver, constructor)
                return .scalar(Node.Scalar(value, tag, style, mark))
            case YAML_SEQUENCE_START_EVENT:
                let start = event.data.sequence_start
                guard start.anchor == nil, start.tag == nil else { return nil }
                var nodes: [Node] = []
                while true {
                    guard var child = next() else { return nil }
                    defer { yaml_event_delete(&child) }
                    if child.type == YAML_SEQUENCE_END_EVENT {
                        // Yams reads the collection's style from its end event, whose bytes libyaml
                        // zeroes: the same bytes are read here.
                        guard let style = Node.Sequence.Style(rawValue: numericCast(child.data.sequence_start.style.rawValue)) else { return nil }
                        return .sequence(Node.Sequence(nodes, Tag(.implicit, resolver, constructor), style, mark))
                    }
                    guard let node = node(from: child) else { return nil }
                    nodes.append(node)
                }
            case YAML_MAPPING_START_EVENT:
                let start = event.data.mapping_start
                guard start.anchor == nil, start.tag == nil else { return nil }
                var pairs: [(Node, Node)] = []
                var keys: Set<String> = []
                while true {
                    guard var child = next() else { return nil }
                    defer { yaml_event_delete(&child) }
                    if child.type == YAML_MAPPING_END_EVENT {
                        guard let style = Node.Mapping.Style(rawValue: numericCast(child.data.mapping_start.style.rawValue)) else { return nil }
                        return .mapping(Node.Mapping(pairs, Tag(.implicit, resolver, constructor), style, mark))
                    }
                    // A key twice is Yams' error to report; only text keys are compared here.
                    guard let key = node(from: child), case .scalar(let scalar) = key, keys.insert(scalar.string).inserted,
                          let value = nextNode() else { return nil }
                    // Yams hashes every key to look for duplicates, which resolves its tag in place:
                    // with the basic resolver, every scalar is text.
                    pairs.append((.scalar(Node.Scalar(scalar.string, Tag(.str, resolver, constructor), scalar.style, scalar.mark)), value))
                }
            default:
                // Aliases, and anything out of place.
                return nil
            }
        }
    }
}
