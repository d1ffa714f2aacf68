package import LiftbookModel
package import Yams

/// A YAML or JSON text parsed into Yams' node tree, with positions for every node: the one YAML
/// reader of Liftbook, whose ``YAMLLimits`` on size, nesting and aliases bound the work of any text.
package struct YAMLSource {
    /// The file's path relative to the site folder.
    package let path: String
    /// The root node, nil for an empty document.
    package let root: Node?
    /// The line the document starts on in its file (front matter starts after `---`).
    package let lineOffset: Int
    /// The column the document starts at on its first line (a list written inside a value).
    let columnOffset: Int

    /// Parses `text`, or returns nil after reporting the syntax error, or the limit it passes, at its
    /// line and column.
    package init?(path: String, text: String, lineOffset: Int = 0, into diagnostics: inout [Diagnostic]) {
        self.init(path: path, text: text, at: SourceLocation(path: path, line: lineOffset + 1, column: 1), into: &diagnostics)
    }

    /// Parses a file built into the binary, which is known to stay within the limits on aliases
    /// and nesting (libyaml's own nesting limit still holds).
    init?(builtIn path: String, text: String, into diagnostics: inout [Diagnostic]) {
        self.init(path: path, text: text, at: SourceLocation(path: path, line: 1, column: 1), checksLimits: false, into: &diagnostics)
    }

    /// Parses `text` found at `location` in its file (a list written inside a quoted value).
    init?(path: String, text: String, at location: SourceLocation, checksLimits: Bool = true, into diagnostics: inout [Diagnostic]) {
        self.path = path
        lineOffset = location.line - 1
        columnOffset = location.column - 1
        let lineOffset = self.lineOffset
        _ = YAMLLimits.configured
        guard text.utf8.count <= YAMLLimits.bytes else {
            diagnostics.append(.error("the YAML text is \(text.utf8.count >> 20) MiB, over the \(YAMLLimits.bytes >> 20) MiB limit",
                                      at: location, hint: "split it into smaller files"))
            return nil
        }
        switch checksLimits ? YAMLLimits.violation(in: text) : nil {
        case .aliases(let line, let column):
            diagnostics.append(.error("the aliases in this file stand for more than \(YAMLLimits.limit) values",
                                      at: SourceLocation(path: path, line: line + lineOffset, column: column),
                                      hint: "an alias (*name) repeats everything its anchor (&name) holds; use fewer aliases, or write the values out"))
            return nil
        case .depth(let line, let column):
            diagnostics.append(Self.tooDeep(at: SourceLocation(path: path, line: line + lineOffset, column: column)))
            return nil
        case nil:
            break
        }
        do {
            // Every value is read from its text by the loaders (`MappingReader`), so Yams need not guess
            // scalar types with its regular expressions (the basic resolver), and no node is ever
            // turned into a Swift value by a constructor, so an empty one spares building the
            // default's tables on every parse; the encoding is given because its default reads the
            // whole environment on every parse.
            // Most texts are composed straight from libyaml's events (`YAMLComposer`), node for
            // node as Yams would; the rest, errors included, by Yams.
            let constructor = Constructor([:], [:], [:])
            switch YAMLComposer.compose(text, resolver: .basic, constructor: constructor) {
            case .composed(let node): root = node
            case .needsYams: root = try Yams.compose(yaml: text, .basic, constructor, .utf8)
            }
        } catch let error as YamlError {
            diagnostics.append(YAMLSource.diagnostic(for: error, path: path, text: text, lineOffset: lineOffset))
            return nil
        } catch {
            diagnostics.append(.error("cannot parse the file: \(error)", at: SourceLocation(path: path, line: lineOffset + 1), hint: "check that the file is valid YAML or JSON"))
            return nil
        }
    }

    /// The line of the second `key:` at the mapping's column, where a duplicate key stands.
    private static func secondOccurrence(of key: String, in text: String, after mark: Mark) -> Int? {
        var seen = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where index + 1 >= mark.line {
            let indent = line.prefix { $0 == " " }.count
            guard indent == mark.column - 1 else { continue }
            let rest = line.dropFirst(indent)
            if rest.hasPrefix(key + ":") || rest.hasPrefix("\"" + key + "\":") || rest.hasPrefix("- " + key + ":") {
                seen += 1
                if seen == 2 { return index + 1 }
            }
        }
        return nil
    }

    /// The error for lists and mappings nested past ``YAMLLimits/depth``.
    private static func tooDeep(at location: SourceLocation) -> Diagnostic {
        .error("lists and mappings nest more than \(YAMLLimits.depth) levels deep", at: location,
               hint: "no Liftbook file needs more than a few levels; check for unclosed brackets")
    }

    /// The location of a node.
    package func location(of node: Node) -> SourceLocation {
        guard let mark = node.mark else { return SourceLocation(path: path, line: lineOffset + 1) }
        return SourceLocation(path: path, line: mark.line + lineOffset, column: mark.column + (mark.line == 1 ? columnOffset : 0))
    }

    /// The location of the document's start.
    package var start: SourceLocation { SourceLocation(path: path, line: lineOffset + 1) }

    private static func diagnostic(for error: YamlError, path: String, text: String, lineOffset: Int) -> Diagnostic {
        let hint = "check indentation, and quote values that contain ': ' or start with a special character"
        switch error {
        case let .duplicatedKeysInMapping(duplicates, context):
            let key = duplicates.sorted().first ?? ""
            let line = secondOccurrence(of: key, in: text, after: context.mark) ?? context.mark.line
            let column = context.mark.column
            return .error("duplicate key '\(key)'", at: SourceLocation(path: path, line: line + lineOffset, column: column),
                          hint: "each key may appear once in a mapping; remove one of them")
        case let .parser(_, problem, mark, _) where problem.contains("Maximum nesting level"):
            return tooDeep(at: SourceLocation(path: path, line: mark.line + lineOffset, column: mark.column))
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
            let where_ = SourceLocation(path: path, line: mark.line + lineOffset, column: mark.column)
            let text = [context?.text, problem].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
            return .error("invalid YAML: \(text)", at: where_, hint: hint)
        case let .reader(problem, _, _, _):
            return .error("invalid text: \(problem)", at: SourceLocation(path: path, line: lineOffset + 1), hint: "save the file as UTF-8")
        default:
            return .error("invalid YAML: \(error)", at: SourceLocation(path: path, line: lineOffset + 1), hint: hint)
        }
    }
}

extension Node {
    /// The scalar's text, nil for mappings, sequences and null.
    var scalarText: String? {
        guard case .scalar(let scalar) = self else { return nil }
        if scalar.style == .plain, Node.isNullSpelling(scalar.string) { return nil }
        return scalar.string
    }

    /// True for an explicit or implicit null.
    var isNull: Bool {
        guard case .scalar(let scalar) = self else { return false }
        return scalar.style == .plain && Node.isNullSpelling(scalar.string)
    }

    /// `""`, `~`, `null`, `Null` or `NULL`: the plain scalars YAML reads as null. Most values are
    /// longer than four bytes, which settles it without comparing texts.
    private static func isNullSpelling(_ text: String) -> Bool {
        guard text.utf8.count <= 4 else { return false }
        switch text {
        case "", "~", "null", "Null", "NULL": return true
        default: return false
        }
    }

    /// `a mapping`, `a list`, `text`: for messages.
    var kindName: String {
        switch self {
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .scalar: "a value"
        case .alias: "an alias"
        }
    }
}
