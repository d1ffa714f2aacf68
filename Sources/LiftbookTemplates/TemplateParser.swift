/// Reads Mustache text into nodes: tags with their locations, standalone lines removed as the
/// Mustache spec says, set-delimiter tags applied, sections nested.
struct TemplateParser {
    let template: String
    private let source: [UInt8]

    init(template: String, text: String) {
        self.template = template
        self.source = Array(text.utf8)
    }

    /// A tag as written, before nesting.
    private struct Tag {
        var sigil: UInt8?
        var content: String
        var at: TemplateLocation
        /// The whitespace before a standalone partial tag.
        var indent = ""
    }

    private enum Token {
        case text([UInt8])
        case tag(Tag)

        var isWhitespaceText: Bool {
            guard case .text(let bytes) = self else { return false }
            return bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        }
        var endsLine: Bool {
            guard case .text(let bytes) = self else { return false }
            return bytes.last == 0x0A
        }
    }

    /// The nodes of the template, or the first mistake in its tags.
    func parse() throws(TemplateError) -> [TemplateNode] {
        let tokens = try standalone(tokenize())
        var index = 0
        let nodes = try nest(tokens, &index, closing: nil)
        return nodes
    }

    // MARK: Tokens

    private func tokenize() throws(TemplateError) -> [Token] {
        var tokens: [Token] = []
        var open = Array("{{".utf8), close = Array("}}".utf8)
        var position = 0
        var line = 1, lineStart = 0
        func location(_ offset: Int) -> TemplateLocation {
            TemplateLocation(line: line, column: String(decoding: source[lineStart..<offset], as: UTF8.self).count + 1)
        }
        func advanceLines(through end: Int, from start: Int) {
            for offset in start..<end where source[offset] == 0x0A {
                line += 1
                lineStart = offset + 1
            }
        }
        while position < source.count {
            let tagStart = find(open, from: position) ?? source.count
            // Text, one token per line so standalone tags can be recognised line by line.
            var start = position
            while start < tagStart {
                var end = start
                while end < tagStart, source[end] != 0x0A { end += 1 }
                if end < tagStart { end += 1 }
                tokens.append(.text(Array(source[start..<end])))
                start = end
            }
            advanceLines(through: tagStart, from: position)
            guard tagStart < source.count else { break }
            let at = location(tagStart)
            var contentStart = tagStart + open.count
            var sigil: UInt8? = contentStart < source.count ? source[contentStart] : nil
            var closing = close
            switch sigil {
            case 0x7B: closing = Array("}".utf8) + close   // {
            case 0x3D: closing = Array("=".utf8) + close   // =
            case 0x23, 0x5E, 0x2F, 0x21, 0x3E, 0x26: break // # ^ / ! > &
            case 0x3C, 0x24:                               // < $
                throw error(at, "template inheritance ({{<parent}} and {{$block}}) is not supported",
                            hint: "use partials ({{>name}}) to share markup")
            default: sigil = nil
            }
            if sigil != nil { contentStart += 1 }
            guard let contentEnd = find(closing, from: contentStart) else {
                throw error(at, "this tag is not closed", hint: "close it with \(String(decoding: closing, as: UTF8.self))")
            }
            let content = String(decoding: source[contentStart..<contentEnd], as: UTF8.self).trimmingWhitespace
            let end = contentEnd + closing.count
            advanceLines(through: end, from: tagStart)
            position = end
            if sigil == 0x3D {
                let parts = content.split(whereSeparator: { $0 == " " || $0 == "\t" })
                guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
                    throw error(at, "a delimiter tag needs two delimiters, such as {{=<% %>=}}", hint: "write the new opening and closing delimiters separated by a space")
                }
                open = Array(parts[0].utf8)
                close = Array(parts[1].utf8)
            }
            if sigil == 0x7B { sigil = 0x26 }  // {{{name}}} is {{&name}}
            tokens.append(.tag(Tag(sigil: sigil, content: content, at: at)))
        }
        return tokens
    }

    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= source.count else { return nil }
        var index = start
        let last = source.count - needle.count
        while index <= last {
            if source[index] == first {
                var match = true
                for offset in 1..<needle.count where source[index + offset] != needle[offset] {
                    match = false
                    break
                }
                if match { return index }
            }
            index += 1
        }
        return nil
    }

    /// Removes the whitespace and line ending around a section, comment, partial or delimiter tag
    /// that stands alone on its line; a standalone partial keeps the indentation for its lines.
    private func standalone(_ tokens: [Token]) -> [Token] {
        var result: [Token] = []
        var line: [Token] = []
        func flush() {
            let tags = line.indices.filter { if case .tag = line[$0] { true } else { false } }
            if tags.count == 1, case .tag(var tag) = line[tags[0]],
               let sigil = tag.sigil, [0x23, 0x5E, 0x2F, 0x21, 0x3E, 0x3D].contains(sigil),
               line.allSatisfy({ if case .tag = $0 { true } else { $0.isWhitespaceText } }) {
                if sigil == 0x3E {
                    var indent: [UInt8] = []
                    for token in line[..<tags[0]] { if case .text(let bytes) = token { indent += bytes } }
                    tag.indent = String(decoding: indent, as: UTF8.self)
                }
                result.append(.tag(tag))
            } else {
                result += line
            }
            line.removeAll(keepingCapacity: true)
        }
        for token in tokens {
            line.append(token)
            if token.endsLine { flush() }
        }
        flush()
        return result
    }

    // MARK: Nesting

    private func nest(_ tokens: [Token], _ index: inout Int, closing: (name: String, at: TemplateLocation)?) throws(TemplateError) -> [TemplateNode] {
        var nodes: [TemplateNode] = []
        func appendText(_ bytes: [UInt8]) {
            if case .text(let previous)? = nodes.last {
                nodes[nodes.count - 1] = .text(previous + bytes)
            } else if !bytes.isEmpty {
                nodes.append(.text(bytes))
            }
        }
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            guard case .tag(let tag) = token else {
                if case .text(let bytes) = token { appendText(bytes) }
                continue
            }
            switch tag.sigil {
            case 0x21, 0x3D: continue  // comment, delimiters
            case 0x23, 0x5E:
                try checkName(tag)
                let body = try nest(tokens, &index, closing: (tag.content, tag.at))
                nodes.append(.section(name: tag.content, inverted: tag.sigil == 0x5E, body: body, at: tag.at))
            case 0x2F:
                guard let closing else {
                    throw error(tag.at, "'{{/\(tag.content)}}' closes a section that was never opened", hint: "remove it, or open the section with {{#\(tag.content)}}")
                }
                guard closing.name == tag.content else {
                    throw error(tag.at, "'{{/\(tag.content)}}' closes '{{#\(closing.name)}}' (line \(closing.at.line))", hint: "close the inner section first with {{/\(closing.name)}}")
                }
                return nodes
            case 0x3E:
                guard !tag.content.isEmpty else { throw error(tag.at, "a partial tag needs a name", hint: "write {{>name}} for Templates/name.mustache") }
                nodes.append(.partial(name: tag.content, indent: tag.indent, at: tag.at))
            default:
                try checkName(tag)
                nodes.append(.variable(name: tag.content, escaped: tag.sigil != 0x26, at: tag.at))
            }
        }
        if let closing {
            throw error(closing.at, "'{{#\(closing.name)}}' is never closed", hint: "add {{/\(closing.name)}} where the section ends")
        }
        return nodes
    }

    private func checkName(_ tag: Tag) throws(TemplateError) {
        let name = tag.content
        guard !name.isEmpty else { throw error(tag.at, "a tag needs a name", hint: "write {{name}}, or {{.}} for the current value") }
        guard name == "." || !name.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty),
              !name.contains(where: { $0 == " " || $0 == "\t" || $0 == "\n" }) else {
            throw error(tag.at, "'\(name)' is not a name", hint: "names are letters and digits, with dots between the parts of a dotted name")
        }
    }

    private func error(_ at: TemplateLocation, _ message: String, hint: String) -> TemplateError {
        TemplateError(template: template, line: at.line, column: at.column, message: message, hint: hint)
    }
}

extension String {
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
