import LiftbookModel

/// The one repair made to an export's rows: a name with an unquoted comma in it
/// (`Overhead Press (Each Side, Dumbbells)` in a FitNotes export) splits its row into one field
/// too many. Where exactly one reading fits — the comma belongs to one name column, every
/// typed column after it then holds what that column holds in the file's sound rows, and no name
/// is left with an open bracket — the row is read that way and the repair is reported. A row with
/// two possible readings is left alone (it stays an error).
extension CSVTable {
    /// Columns whose text is free, lowercased: their values are not checked against the sound rows.
    static let freeTextColumns: Set<String> = [
        "exercise", "exercise name", "exercise_title", "name", "workout name", "workout", "title", "notes", "note",
        "comment", "workout notes", "description", "exercise_notes", "day name", "program",
    ]

    /// True when the fields past the header's are all empty (a trailing separator).
    static func onlyTrailingEmpties(_ row: CSVRow, width: Int) -> Bool {
        row.fields.count >= width && row.fields[width...].allSatisfy { $0.trimmingSpaces.isEmpty }
    }

    /// The free-text columns that hold names, where a stray comma is looked for: a name never
    /// has an unclosed bracket.
    static let nameColumns: Set<String> = ["exercise", "exercise name", "exercise_title", "name", "workout name", "title"]

    /// The table with every repairable row repaired, and the warning that lists the repairs.
    func repairingCommas() -> (table: CSVTable, warning: Diagnostic?) {
        let width = header.count
        let broken = rows.indices.filter { rows[$0].fields.count > width }
        guard !broken.isEmpty else { return (self, nil) }
        let sound = rows.filter { $0.fields.count == width }
        let shapes = ColumnShapes(rows: sound.isEmpty ? rows.filter { Self.onlyTrailingEmpties($0, width: width) } : sound, width: width)
        let free = header.indices.filter { Self.freeTextColumns.contains(header[$0].lowercased()) }
        let names = free.filter { Self.nameColumns.contains(header[$0].lowercased()) }
        var repaired = self
        var lines: [Int] = []
        var repairs: [String] = []
        for index in broken {
            let row = rows[index]
            let extra = row.fields.count - width
            // The row as it is, its trailing empty fields dropped, is a reading too.
            var readings = Self.onlyTrailingEmpties(row, width: width) && shapes.fits(Array(row.fields[..<width]), free: free, names: names) ? 1 : 0
            var merged: (fields: [String], column: Int)?
            for column in names where column + extra < row.fields.count {
                var fields = Array(row.fields[..<column])
                fields.append(row.fields[column...(column + extra)].joined(separator: ","))
                fields += row.fields[(column + extra + 1)...]
                guard shapes.fits(fields, free: free, names: names) else { continue }
                readings += 1
                merged = (fields, column)
            }
            guard readings == 1, let merged else { continue }
            repaired.rows[index] = CSVRow(line: row.line, fields: merged.fields)
            lines.append(row.line)
            let name = merged.fields[merged.column].trimmingSpaces
            if !repairs.contains(name) { repairs.append(name) }
        }
        guard let first = lines.first else { return (self, nil) }
        let shown = repairs.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (repairs.count > 3 ? " and \(repairs.count - 3) more" : "")
        let count = lines.count == 1 ? "1 row" : "\(lines.count) rows"
        let warning = Diagnostic.warning(
            "\(count) with an unquoted comma in a name, read as \(shown) (\(PlausibilityFindings.list(lines))): the only reading that fits the columns",
            at: SourceLocation(path: path, line: first),
            hint: "the app did not quote the name; rename the exercise without a comma in the app, or quote the name in the file, to silence this")
        return (repaired, warning)
    }
}

/// What each column holds in the sound rows of a file: only numbers (dates and times count),
/// only text, or both; and in a file of many rows, a small closed set of values (units, set
/// types, categories).
struct ColumnShapes {
    private var numeric: [Bool]
    private var textual: [Bool]
    private var values: [Set<String>?]

    /// A column of at most this many distinct values, in at least ``closedSetRows`` sound rows,
    /// is a closed set.
    static let closedSetLimit = 10
    static let closedSetRows = 20

    init(rows: [CSVRow], width: Int) {
        numeric = Array(repeating: true, count: width)
        textual = Array(repeating: true, count: width)
        values = Array(repeating: [], count: width)
        var seen = Array(repeating: false, count: width)
        for row in rows {
            for column in 0..<width {
                let value = row[column]
                guard !value.isEmpty else { continue }
                seen[column] = true
                if Self.looksNumeric(value) { textual[column] = false } else { numeric[column] = false }
                if var set = values[column] {
                    set.insert(value)
                    values[column] = set.count > Self.closedSetLimit ? nil : set
                }
            }
        }
        // A column never filled in the sound rows says nothing about its values.
        for column in 0..<width where !seen[column] {
            numeric[column] = false
            textual[column] = false
        }
        if rows.count < Self.closedSetRows { values = Array(repeating: nil, count: width) }
    }

    /// True when every non-free column of `fields` holds what it holds in the sound rows and no
    /// name has an unclosed bracket.
    func fits(_ fields: [String], free: [Int], names: [Int]) -> Bool {
        for (column, raw) in fields.enumerated() {
            let value = raw.trimmingSpaces
            if free.contains(column) {
                guard !names.contains(column) || Self.balanced(value) else { return false }
                continue
            }
            guard column < numeric.count, !value.isEmpty else { continue }
            let isNumber = Self.looksNumeric(value)
            if numeric[column], !isNumber { return false }
            if textual[column], isNumber { return false }
            if let set = values[column], !set.contains(value) { return false }
        }
        return true
    }

    /// Digits with the punctuation of numbers, dates and times: `80`, `62,5`, `2024-09-13 14:11:00`, `0:32:06`.
    static func looksNumeric(_ value: String) -> Bool {
        var digits = false
        for scalar in value.unicodeScalars {
            switch scalar {
            case "0"..."9": digits = true
            case ".", ",", "-", ":", "/", " ", "+", "T", "Z": continue
            default: return false
            }
        }
        return digits
    }

    /// True when every `(` and `[` is closed, in order.
    static func balanced(_ value: String) -> Bool {
        var stack: [Character] = []
        for character in value {
            switch character {
            case "(", "[": stack.append(character)
            case ")": guard stack.popLast() == "(" else { return false }
            case "]": guard stack.popLast() == "[" else { return false }
            default: continue
            }
        }
        return stack.isEmpty
    }
}
