import LiftbookModel
import Yams

/// A routine day's text as written: what follows its key on the key line, and the lines below
/// it with the key's indentation removed, so it can be placed under another key at any depth.
struct DayText {
    /// The value on the key line (a flow mapping or `rest`), or empty.
    var inline: String
    /// The comment on the key line when the value is below it, or empty.
    var comment: String
    /// The lines below the key, relative to the key's indentation (blank lines kept).
    var body: [String]

    /// `key:` at `indent` and the body below it; `comment` (the replaced line's) wins over the day's own.
    func lines(key: String, indent: Int, comment replaced: String) -> [String] {
        let pad = String(repeating: " ", count: indent)
        let note = replaced.isEmpty ? comment : replaced
        var first = pad + key + ":"
        if !inline.isEmpty { first += " " + inline }
        if !note.isEmpty, !inline.contains("#") { first += note }
        return [first] + body.map { $0.isEmpty ? "" : pad + $0 }
    }

    /// The text of `day` in a routine file; when the file writes `days` in flow style, the day
    /// written afresh from its parsed plan.
    static func extract(_ day: Weekday, from text: String, path: String, parsed: RoutineDay) -> DayText {
        let lines = YAMLLines(text)
        var ignored: [Diagnostic] = []
        if let source = YAMLSource(path: path, text: text, into: &ignored), let entry = DayEntries(source.root)?.entry(for: day),
           let keyMark = entry.key.mark, lines.startsLine(at: keyMark) {
            let keyLine = keyMark.line - 1
            let keyIndent = keyMark.column - 1
            let end = lines.entryEnd(keyLine: keyLine, keyIndent: keyIndent)
            let body = lines.lines[(keyLine + 1)..<(end + 1)].map { line in
                line.unicodeScalars.allSatisfy { $0 == " " } ? "" : String(String.UnicodeScalarView(line.unicodeScalars.dropFirst(keyIndent)))
            }
            if let valueMark = entry.value.mark, valueMark.line == keyMark.line {
                return DayText(inline: lines.text(ofLine: keyLine, fromColumn: valueMark.column), comment: "", body: body)
            }
            return DayText(inline: "", comment: lines.trailingComment(keyLine), body: body)
        }
        let written = RoutineWriter.dayLines(parsed, key: day.rawValue, indent: 0)
        return DayText(inline: "", comment: "", body: Array(written.dropFirst()))
    }
}

/// The weekday entries of a routine's `days` mapping, with their key and value nodes.
struct DayEntries {
    /// The `days` key node.
    let daysKey: Node
    /// The `days` value node (nil when the key has no value).
    let days: Node?
    /// The entries in file order.
    let entries: [(key: Node, value: Node, weekday: Weekday?)]

    /// Nil when the root is not a mapping or has no `days` key.
    init?(_ root: Node?) {
        guard case .mapping(let mapping)? = root,
              let pair = mapping.first(where: { $0.key.scalarText == "days" }) else { return nil }
        daysKey = pair.key
        days = pair.value.isNull ? nil : pair.value
        if case .mapping(let inner) = pair.value {
            entries = inner.map { ($0.key, $0.value, $0.key.scalarText.flatMap(Weekday.init(spelling:))) }
        } else {
            entries = []
        }
    }

    /// The entry of a weekday.
    func entry(for day: Weekday) -> (key: Node, value: Node, weekday: Weekday?)? {
        entries.first { $0.weekday == day }
    }

    /// True when `days` is written as `{…}`.
    var isFlow: Bool {
        if case .mapping(let inner)? = days { return inner.style == .flow }
        return false
    }
}

extension YAMLLines {
    /// True when only spaces come before `mark` on its line (a block mapping key).
    func startsLine(at mark: Mark) -> Bool {
        let index = mark.line - 1
        guard lines.indices.contains(index) else { return false }
        return lines[index].unicodeScalars.prefix(max(0, mark.column - 1)).allSatisfy { $0 == " " }
    }
}
