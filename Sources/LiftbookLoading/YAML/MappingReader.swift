import LiftbookModel
import Yams

/// Reads the keys of one YAML mapping, reporting each problem at its node and, at the end,
/// every key that was not read (with a did-you-mean hint from the keys that are allowed).
struct MappingReader {
    let source: YAMLSource
    let node: Node
    /// The mapping's keys in file order (a repeated key once), with their key and value nodes at
    /// the same positions: a read looks the key up among a few short texts, without copying entries.
    private var names: [String] = []
    private var keyNodes: [Node] = []
    private var values: [Node] = []
    /// Whether each key was read.
    private var isRead: [Bool] = []
    /// The keys asked for so far, present or not, in order (possibly repeated): the known keys of
    /// the hint for an unknown one.
    private var asked: [String] = []

    /// Wraps a mapping node; reports and returns nil for anything else.
    init?(_ node: Node, in source: YAMLSource, what: String, into diagnostics: inout [Diagnostic]) {
        self.source = source
        self.node = node
        guard case .mapping(let mapping) = node else {
            diagnostics.append(.error("\(what) should be a mapping of keys to values, found \(node.kindName)",
                                      at: source.location(of: node), hint: "write one 'key: value' per line"))
            return nil
        }
        // A few keys (a session's front matter) are told apart by comparing them; many, by hashing.
        var seen: Set<String> = []
        let hashes = mapping.count > 16
        names.reserveCapacity(mapping.count)
        keyNodes.reserveCapacity(mapping.count)
        values.reserveCapacity(mapping.count)
        for (key, value) in mapping {
            let name = key.scalarText ?? ""
            guard hashes ? seen.insert(name).inserted : !names.contains(name) else {
                diagnostics.append(.error("duplicate key '\(name)'", at: source.location(of: key),
                                          hint: "each key may appear once; remove one of them"))
                continue
            }
            names.append(name)
            keyNodes.append(key)
            values.append(value)
        }
        isRead = Array(repeating: false, count: names.count)
    }

    /// All keys in file order.
    var keys: [String] { names }

    /// True when the key is present with a non-null value.
    func has(_ key: String) -> Bool {
        guard let index = names.firstIndex(of: key) else { return false }
        return !values[index].isNull
    }

    /// The raw value node of `key`, marking it read; nil when absent or null.
    mutating func node(_ key: String) -> Node? {
        asked.append(key)
        guard let index = names.firstIndex(of: key) else { return nil }
        isRead[index] = true
        return values[index].isNull ? nil : values[index]
    }

    /// The location of a key's value, or of the mapping when absent.
    func location(_ key: String) -> SourceLocation {
        guard let index = names.firstIndex(of: key) else { return source.location(of: node) }
        return source.location(of: values[index])
    }

    /// The location of a key itself, or of the mapping when absent.
    func keyLocation(_ key: String) -> SourceLocation {
        guard let index = names.firstIndex(of: key) else { return source.location(of: node) }
        return source.location(of: keyNodes[index])
    }

    /// A text value.
    mutating func string(_ key: String, required: Bool = false, into diagnostics: inout [Diagnostic]) -> String? {
        guard let value = node(key) else {
            if required { diagnostics.append(missing(key)) }
            return nil
        }
        guard let text = value.scalarText else {
            diagnostics.append(.error("'\(key)' should be text, found \(value.kindName)", at: source.location(of: value),
                                      hint: "write it on one line after '\(key): '"))
            return nil
        }
        return checked(text, key, at: value, into: &diagnostics)
    }

    /// A whole number within `range`.
    mutating func int(_ key: String, in range: ClosedRange<Int>, required: Bool = false,
                      into diagnostics: inout [Diagnostic]) -> Int? {
        guard let text = string(key, required: required, into: &diagnostics) else { return nil }
        guard let value = Int(text.trimmingSpaces), range.contains(value) else {
            diagnostics.append(.error("'\(key)' should be a whole number from \(range.lowerBound) to \(range.upperBound), found '\(text)'",
                                      at: location(key), hint: "write digits only, e.g. '\(key): \(range.lowerBound)'"))
            return nil
        }
        return value
    }

    /// A finite number within `range`.
    mutating func number(_ key: String, in range: ClosedRange<Double>, required: Bool = false,
                         into diagnostics: inout [Diagnostic]) -> Double? {
        guard let text = string(key, required: required, into: &diagnostics) else { return nil }
        guard let value = Double(text.trimmingSpaces), value.isFinite, range.contains(value) else {
            diagnostics.append(.error("'\(key)' should be a number from \(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound)), found '\(text)'",
                                      at: location(key), hint: "write a plain number such as \(formatNumber(range.lowerBound))"))
            return nil
        }
        return value
    }

    /// `true`/`false` (also `yes`/`no`).
    mutating func bool(_ key: String, into diagnostics: inout [Diagnostic]) -> Bool? {
        guard let text = string(key, into: &diagnostics) else { return nil }
        switch text.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default:
            diagnostics.append(.error("'\(key)' should be true or false, found '\(text)'", at: location(key), hint: "write true or false"))
            return nil
        }
    }

    /// One of an enumeration's raw values, with a did-you-mean hint for a misspelling.
    mutating func choice<E: RawRepresentable & CaseIterable>(_ key: String, as type: E.Type, required: Bool = false,
                                                              into diagnostics: inout [Diagnostic]) -> E? where E.RawValue == String {
        guard let text = string(key, required: required, into: &diagnostics) else { return nil }
        if let value = E(rawValue: text.lowercased()) { return value }
        let options = E.allCases.map(\.rawValue)
        diagnostics.append(.error("unknown \(key) '\(text)'", at: location(key),
                                  hint: Suggestions.hint(for: text, among: options) ?? "use one of: \(options.joined(separator: ", "))"))
        return nil
    }

    /// A list of texts; a single text is taken as a one-element list, and a JSON-encoded array
    /// in a string (`"[\"a\", \"b\"]"`) is accepted as the ExerciseDB clients do.
    mutating func strings(_ key: String, into diagnostics: inout [Diagnostic]) -> [String] {
        guard let value = node(key) else { return [] }
        switch value {
        case .sequence(let items):
            var result: [String] = []
            for item in items {
                if let text = item.scalarText {
                    result += checked([text], key, at: item, into: &diagnostics)
                } else if !item.isNull {
                    diagnostics.append(.error("'\(key)' should list text values, found \(item.kindName)", at: source.location(of: item),
                                              hint: "write the list as [a, b] or one '- item' per line"))
                }
            }
            return result
        case .scalar:
            guard let text = value.scalarText else { return [] }
            if text.hasPrefix("[") {
                // A list written inside a quoted value is read by the same reader, with its limits.
                var found: [Diagnostic] = []
                let inner = YAMLSource(path: source.path, text: text, at: source.location(of: value), into: &found)
                if found.contains(where: { $0.message.contains("aliases") || $0.message.contains("nest") || $0.message.contains("MiB") }) {
                    diagnostics += found
                    return []
                }
                if let decoded = inner.flatMap(Self.texts(in:)) { return checked(decoded, key, at: value, into: &diagnostics) }
            }
            return checked([text], key, at: value, into: &diagnostics)
        default:
            diagnostics.append(.error("'\(key)' should be a list, found \(value.kindName)", at: source.location(of: value),
                                      hint: "write the list as [a, b] or one '- item' per line"))
            return []
        }
    }

    /// Reports every key that was not read, as an error with a did-you-mean hint.
    func reportUnknownKeys(what: String, into diagnostics: inout [Diagnostic], severity: Severity = .error) {
        guard isRead.contains(false) else { return }
        let read = Set(asked)
        for (index, name) in names.enumerated() where !isRead[index] {
            let hint = Suggestions.hint(for: name, among: read) ?? "known keys: \(read.sorted().joined(separator: ", "))"
            diagnostics.append(Diagnostic(severity, "unknown key '\(name)' in \(what)", at: source.location(of: keyNodes[index]), hint: hint))
        }
    }

    /// The error for a missing required key.
    func missing(_ key: String) -> Diagnostic {
        .error("missing '\(key)'", at: source.location(of: node), hint: "add '\(key): …'")
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
        return String(slice)
    }
}


