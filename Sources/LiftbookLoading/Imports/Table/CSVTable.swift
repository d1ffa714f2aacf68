import CSV
import LiftbookModel

/// One data row of a CSV file: its fields and the physical line it starts on.
struct CSVRow {
    /// The 1-based line the row starts on (quoted fields may span several lines).
    let line: Int
    /// The fields as the CSV library read them.
    let fields: [String]

    /// The field at `column` without surrounding spaces; empty when the column is absent.
    subscript(column: Int?) -> String {
        guard let column, column >= 0, column < fields.count else { return "" }
        return fields[column].trimmingSpaces
    }
}

/// A CSV export read with the CSV library: the header, the data rows with their line numbers,
/// and enough of the text to point a diagnostic at a field's column.
struct CSVTable {
    /// The file's path relative to the site folder.
    let path: String
    /// The field separator: `,` or `;` (or a tab), decided from the header line.
    let delimiter: Unicode.Scalar
    /// The column names, trimmed.
    let header: [String]
    /// The line the header is on.
    let headerLine: Int
    /// The data rows; blank lines are left out.
    var rows: [CSVRow]
    private let bytes: [UInt8]
    private let lineStarts: [Int]
    /// The names `column(_:)` looks up: the header in lower case, or its English names for a translated export.
    private var lowercasedHeader: [String]

    /// Reads `text`; nil (with an error) when it has no header row.
    init?(path: String, text: String, into diagnostics: inout [Diagnostic]) {
        self.path = path
        bytes = Array(text.utf8)
        lineStarts = CSVTable.lineStarts(of: bytes)
        let delimiter = CSVTable.delimiter(of: text)
        self.delimiter = delimiter
        let reader: CSVReader
        do {
            reader = try CSVReader(string: text, hasHeaderRow: false, trimFields: false, delimiter: delimiter)
        } catch {
            diagnostics.append(.error("cannot read the file as CSV", at: SourceLocation(path: path)))
            return nil
        }
        var line = 1
        var header: [String]?
        var headerLine = 1
        var rows: [CSVRow] = []
        while let fields = reader.next() {
            let start = line
            line += 1 + fields.reduce(0) { $0 + CSVTable.lineBreaks(in: $1) }
            if fields.count == 1, fields[0].trimmingSpaces.isEmpty { continue }
            if header == nil {
                header = fields.map { $0.trimmingSpaces }
                headerLine = start
            } else {
                rows.append(CSVRow(line: start, fields: fields))
            }
        }
        guard let header else {
            diagnostics.append(.error("the file has no header row", at: SourceLocation(path: path),
                                      hint: "import files are CSV exports of a training app (Strong, Hevy, FitNotes, Liftosaur, StrongLifts, Jefit, Fitbod), with their header line"))
            return nil
        }
        self.header = header
        self.headerLine = headerLine
        self.rows = rows
        lowercasedHeader = header.map { $0.lowercased() }
    }

    /// The index of the first column named any of `names` (compared without case).
    func column(_ names: String...) -> Int? {
        for name in names {
            if let index = lowercasedHeader.firstIndex(of: name.lowercased()) { return index }
        }
        return nil
    }

    /// The same table whose columns are looked up by other names (an export's header translated
    /// to English); diagnostics still show the header as written.
    func lookingUp(_ names: [String]) -> CSVTable {
        var table = self
        table.lowercasedHeader = names.map { $0.lowercased() }
        return table
    }

    /// The location of a row's field, with the field's column when the row is on one line.
    func location(of row: CSVRow, field: Int?) -> SourceLocation {
        SourceLocation(path: path, line: row.line, column: field.map { column(ofField: $0, in: row) } ?? 1)
    }

    /// The location of a header column.
    func headerLocation(field: Int?) -> SourceLocation {
        location(of: CSVRow(line: headerLine, fields: header), field: field)
    }

    /// The 1-based byte column a field starts at, found by walking the row's raw line with the
    /// field lengths the library read; 1 when the row spans several lines.
    private func column(ofField field: Int, in row: CSVRow) -> Int {
        guard field > 0, field < row.fields.count, row.line >= 1, row.line <= lineStarts.count,
              !row.fields[..<field].contains(where: { CSVTable.lineBreaks(in: $0) > 0 }) else { return 1 }
        let start = lineStarts[row.line - 1]
        let end = row.line < lineStarts.count ? lineStarts[row.line] : bytes.count
        var position = start
        for index in 0..<field {
            let value = row.fields[index].utf8
            if position < end, bytes[position] == UInt8(ascii: "\"") {
                position += value.count + 2 + value.filter { $0 == UInt8(ascii: "\"") }.count
            } else {
                position += value.count
            }
            position += 1
        }
        return min(position, end) - start + 1
    }

    /// The byte offset each physical line starts at.
    private static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\r"), index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { starts.append(index) }
        }
        return starts
    }

    /// The line breaks inside a field: `\r\n`, `\n` or a lone `\r`.
    static func lineBreaks(in field: String) -> Int {
        var text = field
        return text.withUTF8 { bytes in
            var count = 0
            var previousCR = false
            for byte in bytes {
                if byte == UInt8(ascii: "\n") {
                    if !previousCR { count += 1 }
                    previousCR = false
                } else {
                    previousCR = byte == UInt8(ascii: "\r")
                    if previousCR { count += 1 }
                }
            }
            return count
        }
    }

    /// `;` or a tab when the header line has more of them than commas, else `,`.
    static func delimiter(of text: String) -> Unicode.Scalar {
        var counts: [UInt8: Int] = [:]
        var quoted = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\"") { quoted.toggle() }
            if !quoted, byte == UInt8(ascii: "\n") { break }
            if !quoted { counts[byte, default: 0] += 1 }
        }
        let commas = counts[UInt8(ascii: ","), default: 0]
        let semicolons = counts[UInt8(ascii: ";"), default: 0]
        let tabs = counts[UInt8(ascii: "\t"), default: 0]
        if semicolons > commas, semicolons >= tabs { return ";" }
        if tabs > commas { return "\t" }
        return ","
    }
}
