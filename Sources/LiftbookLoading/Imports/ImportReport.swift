import LiftbookModel

/// A problem with one row: what is wrong, the field it is in, and how to fix it.
struct RowError: Error, Equatable {
    var message: String
    var field: Int?
    var hint: String?
    /// What happens to the data: by default the row is not imported.
    var outcome = "the row is not imported"
    /// A warning for a row that holds nothing to lose, an error otherwise.
    var severity = Severity.error
    /// What rows with this problem share, when the message says more than that (rows are
    /// reported grouped by cause).
    var cause: String?

    init(message: String, field: Int?, hint: String? = nil) {
        self.message = message
        self.field = field
        self.hint = hint
    }

    /// A set row with nothing in it: skipped with a warning.
    static func emptySet(field: Int?) -> RowError {
        var error = RowError(message: "the set records no weight, reps, time or distance", field: field, hint: "fill in the set or delete the row")
        error.outcome = "it is skipped"
        error.severity = .warning
        return error
    }
}

/// The diagnostics of one import file. Rows that cannot be read are reported once per cause,
/// with how many rows and which lines (``RowErrorGroups``): nothing is dropped silently, and a
/// broken export does not drown everything else.
struct ImportReport {
    let table: CSVTable
    private(set) var diagnostics: [Diagnostic] = []
    private var skipped = RowErrorGroups()
    private var warned: Set<String> = []
    /// True when `liftbook.yaml` states `logUnit`: it is then the unit of a weight column that
    /// names none, and no warning says it was assumed.
    var logUnitIsStated = false

    init(table: CSVTable) { self.table = table }

    /// Reports a row that cannot be imported.
    mutating func skip(_ row: CSVRow, _ error: RowError) {
        skipped.add(error, at: table.location(of: row, field: error.field), line: row.line)
    }

    /// Reports workouts whose start could not be read, once each with the rows they cost.
    mutating func skip(workouts failures: [(row: CSVRow, error: RowError, rows: Int)]) {
        for failure in failures {
            var error = failure.error
            error.outcome = failure.rows == 1 ? "the row is not imported" : "the workout's \(failure.rows) rows are not imported"
            skipped.add(error, at: table.location(of: failure.row, field: error.field), line: failure.row.line, rows: failure.rows)
        }
    }

    /// An error about the file as a whole, or a row in it.
    mutating func error(_ message: String, at location: SourceLocation, hint: String? = nil) {
        diagnostics.append(.error(message, at: location, hint: hint))
    }

    /// A warning.
    mutating func warn(_ message: String, at location: SourceLocation, hint: String? = nil) {
        diagnostics.append(.warning(message, at: location, hint: hint))
    }

    /// A warning, reported once per `key` in the file.
    mutating func warnOnce(_ key: String, _ message: String, at location: SourceLocation, hint: String? = nil) {
        guard warned.insert(key).inserted else { return }
        diagnostics.append(.warning(message, at: location, hint: hint))
    }

    /// False (with an error) for a row whose field count does not match the header's.
    mutating func hasHeaderShape(_ row: CSVRow) -> Bool {
        let expected = table.header.count
        if row.fields.count == expected { return true }
        if row.fields.count > expected, row.fields[expected...].allSatisfy({ $0.trimmingSpaces.isEmpty }) { return true }
        var error = RowError(message: "the row has \(row.fields.count) fields where the header has \(expected)", field: nil,
                             hint: "a quote may be unbalanced or a separator missing (an unquoted comma in a name is repaired only where one reading fits); fix the row or delete it")
        error.cause = "the number of fields differs from the header's \(expected)"
        skip(row, error)
        return false
    }

    /// Every diagnostic, the unreadable rows grouped by cause.
    func finished() -> [Diagnostic] {
        diagnostics + skipped.diagnostics(path: table.path, headerLine: table.headerLine)
    }
}

/// Reads typed values from one row, throwing errors that point at the field.
struct FieldReader {
    let table: CSVTable
    let row: CSVRow

    /// The trimmed text of a column (empty when the file has no such column).
    func text(_ column: Int?) -> String { row[column] }

    /// The column's name as the header writes it.
    func name(_ column: Int?) -> String {
        guard let column, column < table.header.count else { return "?" }
        return table.header[column]
    }

    /// A finite number in `range`; nil when empty. `62,5` is read as 62.5.
    func number(_ column: Int?, in range: ClosedRange<Double>) throws(RowError) -> Double? {
        let raw = text(column)
        guard !raw.isEmpty else { return nil }
        let decimalComma = !raw.utf8.contains(UInt8(ascii: ".")) && raw.utf8.contains(UInt8(ascii: ","))
        let text = decimalComma ? raw.replacing(",", with: ".") : raw
        guard let value = Double(text), value.isFinite else {
            throw RowError(message: "'\(name(column))' should be a number, found '\(raw)'", field: column,
                           hint: "numbers are written like 80, 80.5 or 8.0; an empty field means no value")
        }
        guard range.contains(value) else {
            throw RowError(message: "'\(name(column))' should be from \(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound)), found '\(raw)'",
                           field: column)
        }
        return value
    }

    /// A whole number (written `10` or `10.0`) from 0 to `maximum`; nil when empty.
    func wholeNumber(_ column: Int?, maximum: Int) throws(RowError) -> Int? {
        guard let value = try number(column, in: 0...Double(maximum)) else { return nil }
        guard value == value.rounded() else {
            throw RowError(message: "'\(name(column))' should be a whole number, found '\(text(column))'", field: column)
        }
        return Int(value)
    }

    /// A duration: seconds, `0:32:06`, or free text such as `1h 5m`, up to `maximum` seconds;
    /// nil when empty or 0.
    func duration(_ column: Int?, maximum: Double = NotationParser.maxSeconds) throws(RowError) -> Double? {
        let raw = text(column)
        guard !raw.isEmpty else { return nil }
        guard let seconds = DurationText.seconds(raw), seconds <= maximum else {
            throw RowError(message: "'\(name(column))' should be a duration such as 55s, 38min, 1h 5m, 0:32:06 or seconds, found '\(raw)'",
                           field: column, hint: "fix the value in the export or leave it empty")
        }
        return seconds > 0 ? seconds : nil
    }
}
