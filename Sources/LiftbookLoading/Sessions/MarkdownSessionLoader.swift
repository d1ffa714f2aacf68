import LiftbookMarkdown
import LiftbookModel
import Yams

/// Reads a session written in Markdown: YAML front matter, `##` headings for exercises, list
/// items of set notation, and paragraphs of notes.
enum MarkdownSessionLoader {
    static func load(path: String, text: String, library: ExerciseLibrary, defaultUnit: MassUnit,
                     into diagnostics: inout [Diagnostic]) -> Session? {
        load(path: path, text: text, resolver: ExerciseResolver(library: library), defaultUnit: defaultUnit, into: &diagnostics)
    }

    /// Reads a session with a resolver that may be shared with other files.
    static func load(path: String, text: String, resolver: ExerciseResolver, defaultUnit: MassUnit,
                     into diagnostics: inout [Diagnostic]) -> Session? {
        let lines = TextLines.of(text)
        let fileName = Self.fileName(of: path)
        var bodyStart = 0
        var header: SessionHeader
        let errorsBefore = diagnostics.errors.count
        if let first = lines.first, Self.isFence(first, dots: false) {
            guard let close = lines.indices.dropFirst().first(where: { Self.isFence(lines[$0], dots: true) }) else {
                diagnostics.append(.error("the front matter is not closed", at: SourceLocation(path: path, line: 1),
                                          hint: "end the front matter with a line of three dashes: ---"))
                return nil
            }
            let yaml = TextLines.joined(lines[1..<close])
            bodyStart = close + 1
            guard let source = YAMLSource(path: path, text: yaml, lineOffset: 1, into: &diagnostics) else { return nil }
            let root = source.root ?? Node.mapping(Node.Mapping([]))
            guard var f = MappingReader(root, in: source, what: "the front matter", into: &diagnostics) else { return nil }
            header = SessionHeader(&f, fileName: fileName, defaultUnit: defaultUnit, into: &diagnostics)
            f.reportUnknownKeys(what: "the front matter", into: &diagnostics)
        } else {
            let source = YAMLSource(path: path, text: "{}", into: &diagnostics)
            guard let source, let root = source.root, var f = MappingReader(root, in: source, what: "the front matter", into: &diagnostics) else { return nil }
            header = SessionHeader(&f, fileName: fileName, defaultUnit: defaultUnit, into: &diagnostics)
        }
        guard let date = header.date else { return nil }

        var reader = BodyReader(path: path, lines: lines, resolver: resolver, unit: header.unit)
        for block in cmarkBlocks(lines, bodyStart: bodyStart) {
            reader.read(block, into: &diagnostics)
        }
        var notes = header.notes
        if !reader.sessionNotes.isEmpty { notes = notes.isEmpty ? reader.sessionNotes : notes + "\n\n" + reader.sessionNotes }
        if header.title.isEmpty, let title = reader.title { header.title = title }
        if reader.exercises.isEmpty, diagnostics.errors.count == errorsBefore {
            diagnostics.append(.warning("the session logs no exercises", at: SourceLocation(path: path, line: max(1, bodyStart + 1)),
                                        hint: "add '## Exercise name' followed by set lines such as '- 80 x 5'"))
        }
        // A plan not yet logged is read (so check finds its mistakes) and left out.
        if let warning = header.plannedWarning(path: path) {
            diagnostics.append(warning)
            return nil
        }
        var session = Session(date: date, start: header.start, end: header.end, title: header.title, routineDay: header.routineDay,
                              notes: notes, bodyweight: header.bodyweight, isPrivate: header.isPrivate, exercises: reader.exercises,
                              location: SourceLocation(path: path, line: 1), isExample: header.isExample,
                              isCorrected: header.isCorrected)
        header.apply(to: &session)
        return session
    }

    /// `path.split(separator: "/").last.map(String.init) ?? path`, found on the bytes for the
    /// usual path: one whose last `/` has ASCII on both sides (so it is a Character of its own)
    /// and that does not end in `/`. Any other path is split by Characters.
    static func fileName(of path: String) -> String {
        let utf8 = path.utf8
        if let slash = utf8.lastIndex(of: UInt8(ascii: "/")), slash != utf8.startIndex {
            let start = utf8.index(after: slash)
            if start < utf8.endIndex, utf8[start] < 0x80, utf8[utf8.index(before: slash)] < 0x80 {
                return String(path[start...])
            }
        } else if !utf8.contains(UInt8(ascii: "/")) {
            return path
        }
        return path.split(separator: "/").last.map(String.init) ?? path
    }

    /// True for `---` (or, with `dots`, `...`) between any spaces and tabs: a front matter fence.
    static func isFence(_ line: Substring, dots: Bool) -> Bool {
        var bytes = line.utf8[...]
        while let first = bytes.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") { bytes = bytes.dropFirst() }
        while let last = bytes.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { bytes = bytes.dropLast() }
        guard bytes.count == 3 else { return false }
        return bytes.allSatisfy { $0 == UInt8(ascii: "-") } || (dots && bytes.allSatisfy { $0 == UInt8(ascii: ".") })
    }

    /// The body's blocks as cmark parses them: blank lines stand in for the front matter so
    /// cmark's line numbers are the file's.
    static func cmarkBlocks(_ lines: [Substring], bodyStart: Int) -> [MarkdownBlock] {
        let body = String(repeating: "\n", count: bodyStart) + TextLines.joined(lines[min(bodyStart, lines.count)...])
        return Markdown.blocks(of: body)
    }
}

/// Walks the top-level blocks of a session body.
private struct BodyReader {
    let path: String
    let lines: [Substring]
    let resolver: ExerciseResolver
    let unit: MassUnit
    var exercises: [LoggedExercise] = []
    var sessionNotes = ""
    var title: String?

    init(path: String, lines: [Substring], resolver: ExerciseResolver, unit: MassUnit) {
        self.path = path
        self.lines = lines
        self.resolver = resolver
        self.unit = unit
    }

    mutating func read(_ block: MarkdownBlock, into diagnostics: inout [Diagnostic]) {
        let location = SourceLocation(path: path, line: block.start.line, column: block.start.column)
        switch block.kind {
        case .heading(level: 2):
            startExercise(block.text, at: location, into: &diagnostics)
        case .heading(level: 1) where exercises.isEmpty && title == nil:
            title = block.text.trimmingSpaces
        case .list:
            guard !exercises.isEmpty else {
                diagnostics.append(.error("set lines need an exercise heading above them", at: location,
                                          hint: "add a heading such as '## Barbell Bench Press' before the list"))
                return
            }
            for item in block.children { readItem(item, into: &diagnostics) }
        default:
            // An HTML comment (`<!-- … -->`, as 'liftbook log' writes the plan's words) is not a
            // note. It is an HTML block, which CommonMark ends at the line holding `-->` (cmark
            // may report only its first line, so the opening is what is looked at).
            let text = source(of: block)
            let indent = text.prefix { $0 == " " }.count
            if indent < 4, text.dropFirst(indent).hasPrefix("<!--") { return }
            appendNote(text)
        }
    }

    private mutating func startExercise(_ text: String, at location: SourceLocation, into diagnostics: inout [Diagnostic]) {
        let heading = resolver.heading(text)
        guard !heading.name.isEmpty else {
            diagnostics.append(.error("the exercise heading has no name", at: location, hint: "write the exercise after '## ', e.g. '## Barbell Row'"))
            return
        }
        let (id, known) = resolver.resolve(heading.name, at: location, into: &diagnostics)
        var substitutes: ExerciseID?
        if let original = heading.insteadOf {
            substitutes = resolver.resolve(original, at: location, into: &diagnostics).0
        }
        exercises.append(LoggedExercise(exerciseID: id, name: heading.name, isKnown: known, superset: heading.superset,
                                        substitutes: substitutes, location: location))
    }

    private mutating func readItem(_ item: MarkdownBlock, into diagnostics: inout [Diagnostic]) {
        for child in item.children {
            guard child.kind == .paragraph else {
                diagnostics.append(.error("a set line should be plain text", at: SourceLocation(path: path, line: child.start.line, column: child.start.column),
                                          hint: SetNotation.grammarHint))
                continue
            }
            for lineNumber in child.start.line...max(child.start.line, child.end.line) {
                readSetLine(lineNumber, paragraph: child, into: &diagnostics)
            }
        }
        if item.children.isEmpty {
            diagnostics.append(.error("an empty set line", at: SourceLocation(path: path, line: item.start.line, column: item.start.column),
                                      hint: SetNotation.grammarHint))
        }
    }

    private mutating func readSetLine(_ lineNumber: Int, paragraph: MarkdownBlock, into diagnostics: inout [Diagnostic]) {
        guard lineNumber >= 1, lineNumber <= lines.count else { return }
        // The line's own bytes, sliced where the paragraph starts and ends on it (no copy of the line).
        let utf8 = lines[lineNumber - 1].utf8
        let count = utf8.count
        var startByte = lineNumber == paragraph.start.line ? paragraph.start.column - 1 : 0
        startByte = min(max(0, startByte), count)
        var start = utf8.index(utf8.startIndex, offsetBy: startByte)
        while start < utf8.endIndex, utf8[start] == UInt8(ascii: " ") || utf8[start] == UInt8(ascii: "\t") {
            startByte += 1
            start = utf8.index(after: start)
        }
        var endByte = count
        if lineNumber == paragraph.end.line { endByte = min(max(startByte, paragraph.end.column), count) }
        let end = utf8.index(start, offsetBy: endByte - startByte)
        let slice = utf8[start..<end]
        // Spaces and tabs only (the start skipped the leading ones): nothing to read.
        guard slice.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) else { return }
        let text = String(decoding: slice, as: UTF8.self)
        switch resolver.sets(of: text, defaultUnit: unit) {
        case .success(let sets):
            exercises[exercises.count - 1].sets.append(contentsOf: sets)
        case .failure(let error):
            let prefixBytes = String(text.prefix(error.offset)).utf8.count
            diagnostics.append(.error(error.message, at: SourceLocation(path: path, line: lineNumber, column: startByte + prefixBytes + 1),
                                      hint: error.hint))
        }
    }

    private mutating func appendNote(_ text: String) {
        guard !text.trimmingSpaces.isEmpty else { return }
        if exercises.isEmpty {
            sessionNotes += sessionNotes.isEmpty ? text : "\n\n" + text
        } else {
            let index = exercises.count - 1
            exercises[index].notes += exercises[index].notes.isEmpty ? text : "\n\n" + text
        }
    }

    /// The block's Markdown source lines, as written.
    private func source(of block: MarkdownBlock) -> String {
        let first = max(1, block.start.line)
        let last = min(lines.count, max(first, block.end.line))
        guard first <= last else { return "" }
        return TextLines.joined(lines[(first - 1)..<last])
    }
}
