package import LiftbookModel
import Yams

/// Adds and removes a lifter in the text of `following.yaml` by inserting or deleting the lines of
/// their entry: every other line, comment and blank line stays as written (as `import-routine`
/// keeps the routine's). The result is read back and must list exactly the lifters expected, or
/// the edit is refused.
package enum FollowingEditor {
    /// The text with `lifter` appended to the list: a new file when `text` is nil; nil with an
    /// error when the file is written in a way that lines cannot be added to (flow style).
    package static func adding(_ lifter: FollowedLifter, to text: String?, into diagnostics: inout [Diagnostic]) -> String? {
        guard let text else { return FollowingLoader.text([lifter]) }
        var found: [Diagnostic] = []
        guard let source = YAMLSource(path: FollowingLoader.path, text: text, into: &found), !found.hasErrors else {
            diagnostics += found
            return nil
        }
        let before = FollowingLoader.parse(text, into: &found)
        var lines = YAMLLines(text)
        guard case .mapping(let root)? = source.root else {
            // An empty file (or one of comments): the list is all there is.
            guard source.root == nil else { return refuse("following.yaml should be a mapping with 'following'", source, into: &diagnostics) }
            append(["schema: 1", "following:"] + entry(lifter, indent: 2), to: &lines)
            return verified(lines.text, expected: before + [lifter], into: &diagnostics)
        }
        guard let pair = root.first(where: { $0.key.scalarText == "following" }) else {
            append(["following:"] + entry(lifter, indent: 2), to: &lines)
            return verified(lines.text, expected: before + [lifter], into: &diagnostics)
        }
        guard let keyMark = pair.key.mark, lines.startsLine(at: keyMark) else { return refuse(flow, source, at: pair.key, into: &diagnostics) }
        let keyLine = keyMark.line - 1
        let keyIndent = keyMark.column - 1
        if pair.value.isNull || pair.value.sequence?.isEmpty == true {
            // `following: []`, `following:` or `following: ~`: the key line keeps its comment.
            lines.lines[keyLine] = String(repeating: " ", count: keyIndent) + "following:" + lines.trailingComment(keyLine)
            lines.lines.insert(contentsOf: entry(lifter, indent: keyIndent + 2), at: keyLine + 1)
        } else if case .sequence(let items) = pair.value, items.style != .flow, let last = items.last, let dash = dashLine(of: last, in: lines) {
            // After the last entry, at its indentation.
            let end = lines.entryEnd(keyLine: dash.line, keyIndent: dash.indent)
            lines.lines.insert(contentsOf: entry(lifter, indent: dash.indent), at: end + 1)
        } else {
            return refuse(flow, source, at: pair.value, into: &diagnostics)
        }
        return verified(lines.text, expected: before + [lifter], into: &diagnostics)
    }

    /// The text without the entry of the lifter whose feed is `url`; nil with an error when the
    /// entry is not written one item per line.
    package static func removing(url: String, from text: String, into diagnostics: inout [Diagnostic]) -> String? {
        var found: [Diagnostic] = []
        guard let source = YAMLSource(path: FollowingLoader.path, text: text, into: &found), !found.hasErrors else {
            diagnostics += found
            return nil
        }
        let before = FollowingLoader.parse(text, into: &found)
        guard case .mapping(let root)? = source.root, let pair = root.first(where: { $0.key.scalarText == "following" }),
              case .sequence(let items) = pair.value else { return refuse("following.yaml lists no '\(url)'", source, into: &diagnostics) }
        var lines = YAMLLines(text)
        let matching = items.filter { item in
            guard case .mapping(let fields) = item else { return false }
            return fields.first(where: { $0.key.scalarText == "url" })?.value.scalarText == url
        }
        guard items.style != .flow, !matching.isEmpty else { return refuse(flow, source, at: pair.value, into: &diagnostics) }
        // Last first, so the earlier lines keep their numbers.
        for item in matching.reversed() {
            guard let dash = dashLine(of: item, in: lines) else { return refuse(flow, source, at: item, into: &diagnostics) }
            lines.lines.removeSubrange(dash.line...lines.entryEnd(keyLine: dash.line, keyIndent: dash.indent))
        }
        return verified(lines.text, expected: before.filter { $0.url != url }, into: &diagnostics)
    }

    /// The lines of one entry, the dash at `indent`.
    static func entry(_ lifter: FollowedLifter, indent: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        return [pad + "- url: " + YAMLText.quoted(lifter.url)] + (lifter.name.map { [pad + "  name: " + YAMLText.quoted($0)] } ?? [])
    }

    /// The line (0-based) and indentation of the `-` that starts a block sequence item, when the
    /// item starts on that line (`  - url: …`; the item's mark is at the dash or after it).
    static func dashLine(of item: Node, in lines: YAMLLines) -> (line: Int, indent: Int)? {
        guard let mark = item.mark, lines.lines.indices.contains(mark.line - 1) else { return nil }
        let line = mark.line - 1
        let scalars = Array(lines.lines[line].unicodeScalars)
        let indent = scalars.prefix { $0 == " " }.count
        guard indent < mark.column, scalars.indices.contains(indent), scalars[indent] == "-",
              indent + 1 == scalars.count || scalars[indent + 1] == " " else { return nil }
        return (line, indent)
    }

    /// The edited text when it reads back as `expected` (same addresses and names, in order).
    private static func verified(_ text: String, expected: [FollowedLifter], into diagnostics: inout [Diagnostic]) -> String? {
        var found: [Diagnostic] = []
        let after = FollowingLoader.parse(text, into: &found)
        guard !found.hasErrors, after.map(\.url) == expected.map(\.url), after.map(\.name) == expected.map(\.name) else {
            diagnostics.append(.error("the edited following.yaml would not read as expected; nothing was changed", at: SourceLocation(path: FollowingLoader.path),
                                      hint: "write one '- url: …' entry per line under 'following:', then run the command again"))
            return nil
        }
        return text
    }

    private static func append(_ newLines: [String], to lines: inout YAMLLines) {
        if lines.lines.last == "" {
            lines.lines.insert(contentsOf: newLines, at: lines.lines.count - 1)
        } else {
            lines.lines += newLines + [""]
        }
    }

    private static let flow = "'following' is not written one '- url: …' entry per line; Liftbook edits the list as lines of text and will not rewrite it"

    private static func refuse(_ message: String, _ source: YAMLSource, at node: Node? = nil, into diagnostics: inout [Diagnostic]) -> String? {
        diagnostics.append(.error(message, at: node.map(source.location(of:)) ?? SourceLocation(path: source.path),
                                  hint: "write one '- url: …' entry per line under 'following:', then run the command again"))
        return nil
    }
}
