import LiftbookModel
import Yams

/// Puts a day's text into `routine.yaml`'s lines: replaces the weekday's entry when it is a rest
/// day (or, with `replace`, a training day), else inserts it in weekday order.
struct RoutineEditor {
    let source: YAMLSource
    let day: Weekday
    let text: DayText
    let replace: Bool

    /// Edits `lines`; false (with an error) when it will not.
    mutating func edit(_ lines: inout YAMLLines, into diagnostics: inout [Diagnostic]) -> Bool {
        if let root = source.root, root.mapping == nil {
            diagnostics.append(.error("routine.yaml should be a mapping with 'name' and 'days'", at: source.location(of: root),
                                      hint: "start from 'liftbook init', or fix the file by hand"))
            return false
        }
        if let root = source.root, case .mapping(let mapping) = root, mapping.style == .flow {
            diagnostics.append(flowError(at: source.location(of: root)))
            return false
        }
        guard let days = DayEntries(source.root) else {
            append(["days:"] + text.lines(key: day.rawValue, indent: 2, comment: ""), to: &lines)
            return true
        }
        guard let daysMark = days.daysKey.mark, lines.startsLine(at: daysMark) else {
            diagnostics.append(flowError(at: source.location(of: days.daysKey)))
            return false
        }
        let daysLine = daysMark.line - 1
        let daysIndent = daysMark.column - 1
        guard let value = days.days else {
            // `days:` with nothing (or `~`) after it.
            let comment = lines.trailingComment(daysLine)
            lines.lines[daysLine] = String(repeating: " ", count: daysIndent) + "days:" + comment
            lines.lines.insert(contentsOf: text.lines(key: day.rawValue, indent: daysIndent + 2, comment: ""), at: daysLine + 1)
            return true
        }
        guard value.mapping != nil, !days.isFlow else {
            diagnostics.append(value.mapping == nil
                ? .error("'days' should be a mapping of weekdays", at: source.location(of: value), hint: "write one 'weekday: …' entry per line under days:")
                : flowError(at: source.location(of: value)))
            return false
        }
        let indent = days.entries.first?.key.mark.map { $0.column - 1 } ?? daysIndent + 2
        if let entry = days.entry(for: day), let mark = entry.key.mark {
            return replaceEntry(entry, keyMark: mark, in: &lines, into: &diagnostics)
        }
        let later = days.entries.first { ($0.weekday.map { $0 > day } ?? false) && $0.key.mark.map(lines.startsLine(at:)) == true }
        let newLines = text.lines(key: day.rawValue, indent: indent, comment: "")
        if let later, let mark = later.key.mark {
            var at = mark.line - 1
            while at > daysLine + 1, lines.isComment(at - 1), lines.indent(at - 1) >= indent { at -= 1 }
            lines.lines.insert(contentsOf: newLines, at: at)
        } else {
            let end = lines.entryEnd(keyLine: daysLine, keyIndent: daysIndent)
            lines.lines.insert(contentsOf: newLines, at: end + 1)
        }
        return true
    }

    private func replaceEntry(_ entry: (key: Node, value: Node, weekday: Weekday?), keyMark: Mark, in lines: inout YAMLLines,
                              into diagnostics: inout [Diagnostic]) -> Bool {
        guard lines.startsLine(at: keyMark) else {
            diagnostics.append(flowError(at: source.location(of: entry.key)))
            return false
        }
        let isRest = entry.value.isNull || entry.value.scalarText != nil
        if !isRest, !replace {
            var f: [Diagnostic] = []
            let title = MappingReader(entry.value, in: source, what: "a routine day", into: &f).flatMap { fields in
                var copy = fields
                return copy.string("title", into: &f)
            }
            diagnostics.append(.error("\(day.rawValue) is already a training day\(title.map { " ('\($0)')" } ?? "") in \(source.path)",
                                      at: source.location(of: entry.key),
                                      hint: "import into a rest day with --day, or add --replace to overwrite \(day.rawValue)"))
            return false
        }
        let keyLine = keyMark.line - 1
        let keyIndent = keyMark.column - 1
        let end = lines.entryEnd(keyLine: keyLine, keyIndent: keyIndent)
        let key = entry.key.scalarText ?? day.rawValue
        let replacement = text.lines(key: YAMLText.key(key) == key ? key : day.rawValue, indent: keyIndent,
                                     comment: lines.trailingComment(keyLine))
        lines.lines.replaceSubrange(keyLine...end, with: replacement)
        return true
    }

    private func append(_ newLines: [String], to lines: inout YAMLLines) {
        if lines.lines.last == "" {
            lines.lines.insert(contentsOf: newLines, at: lines.lines.count - 1)
        } else {
            lines.lines += newLines + [""]
        }
    }

    private func flowError(at location: SourceLocation) -> Diagnostic {
        .error("'days' is written in flow style ({…}); Liftbook adds a day as lines of text and will not rewrite it",
               at: location, hint: "write one 'weekday:' entry per line under 'days:', then import again")
    }
}
