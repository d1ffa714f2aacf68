/// A YAML file as lines, for edits that insert or replace text and leave every other line (and
/// its comments) as written.
struct YAMLLines {
    /// The lines without their line breaks; a file ending in a line break has an empty last line.
    var lines: [String]
    /// True when the file used CRLF line breaks.
    let crlf: Bool

    init(_ text: String) {
        crlf = text.unicodeScalars.contains("\r")
        lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(String.UnicodeScalarView(line.last == "\r" ? line.dropLast() : line))
        }
    }

    /// The text, with the file's line breaks.
    var text: String { lines.joined(separator: crlf ? "\r\n" : "\n") }

    /// Leading spaces of a line (0-based index).
    func indent(_ index: Int) -> Int { lines[index].unicodeScalars.prefix { $0 == " " }.count }

    /// True for a line of spaces only.
    func isBlank(_ index: Int) -> Bool { lines[index].unicodeScalars.allSatisfy { $0 == " " || $0 == "\t" } }

    /// True for a line holding only a comment.
    func isComment(_ index: Int) -> Bool { lines[index].unicodeScalars.drop { $0 == " " || $0 == "\t" }.first == "#" }

    /// The last line (0-based) of the entry whose key is on line `keyLine` at indentation
    /// `keyIndent`: the key line, and the following lines indented deeper up to the first
    /// non-blank line that is not (blank lines and comments at the key's indentation end it).
    func entryEnd(keyLine: Int, keyIndent: Int) -> Int {
        var last = keyLine
        var index = keyLine + 1
        while index < lines.count {
            if !isBlank(index) {
                guard indent(index) > keyIndent else { break }
                last = index
            }
            index += 1
        }
        return last
    }

    /// The text of a line from a 1-based scalar column to its end.
    func text(ofLine index: Int, fromColumn column: Int) -> String {
        String(String.UnicodeScalarView(lines[index].unicodeScalars.dropFirst(max(0, column - 1))))
    }

    /// The comment at the end of a line (`   # …`, with the spaces before it), outside quotes;
    /// empty when there is none or the whole line is a comment.
    func trailingComment(_ index: Int) -> String {
        var quote: Unicode.Scalar?
        var previous: Unicode.Scalar = " "
        var spaceStart = 0
        let scalars = Array(lines[index].unicodeScalars)
        for (offset, scalar) in scalars.enumerated() {
            if let open = quote {
                if scalar == open { quote = nil }
            } else if scalar == "\"" || scalar == "'" {
                quote = scalar
            } else if scalar == "#", previous == " " || previous == "\t" {
                return spaceStart == 0 ? "" : String(String.UnicodeScalarView(scalars[spaceStart...]))
            }
            if scalar != " ", scalar != "\t" { spaceStart = offset + 1 }
            previous = scalar
        }
        return ""
    }
}
