import Foundation
import LiftbookModel

/// The rows of one import file that cannot be read, grouped by cause: a broken export gives one
/// diagnostic per cause with how many rows and which lines, never one per row (fifty rows with
/// the same unquoted comma are one error, not fifty).
struct RowErrorGroups {
    /// One cause and the rows it cost.
    private struct Group {
        var error: RowError
        var location: SourceLocation
        var lines: [Int] = []
        /// Rows not imported (a workout whose start cannot be read costs all of its rows).
        var rows = 0
        /// The value of the first row, when the message quotes one.
        var example: String?
    }

    private var groups: [Group] = []
    private var indexByCause: [String: Int] = [:]

    /// Causes reported before the rest are counted in one summary.
    static let causeLimit = 50

    /// True when no row was skipped.
    var isEmpty: Bool { groups.isEmpty }

    /// Notes a row skipped for `error`, at `location`, costing `rows` rows.
    mutating func add(_ error: RowError, at location: SourceLocation, line: Int, rows: Int = 1) {
        let (cause, example) = error.cause.map { ($0, nil) } ?? Self.cause(of: error.message)
        let key = "\(error.severity)|\(error.field.map(String.init) ?? "-")|\(cause)|\(error.hint ?? "")"
        if let index = indexByCause[key] {
            groups[index].lines.append(line)
            groups[index].rows += rows
            return
        }
        indexByCause[key] = groups.count
        groups.append(Group(error: error, location: location, lines: [line], rows: rows, example: example))
    }

    /// One diagnostic per cause, in the order first found; past ``causeLimit`` causes, one summary.
    func diagnostics(path: String, headerLine: Int) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for group in groups.prefix(Self.causeLimit) {
            let hint = group.error.hint ?? "fix the value in the export or delete the row; the other rows are imported"
            guard group.lines.count > 1 else {
                result.append(Diagnostic(group.error.severity, group.error.message + "; " + group.error.outcome, at: group.location, hint: hint))
                continue
            }
            let cause = group.error.cause ?? Self.cause(of: group.error.message).cause
            let outcome = group.error.severity == .error
                ? "\(group.rows) rows are not imported" : "they are skipped"
            let example = group.example.map { "; the first: '\($0)'" } ?? ""
            result.append(Diagnostic(group.error.severity,
                                     "\(group.lines.count) rows: \(cause) (\(PlausibilityFindings.list(group.lines))\(example)); \(outcome)",
                                     at: group.location, hint: hint))
        }
        let more = groups.count - Self.causeLimit
        if more > 0 {
            let rows = groups.dropFirst(Self.causeLimit).reduce(0) { $0 + $1.lines.count }
            result.append(.error("\(more) more cause\(more == 1 ? "" : "s") of unreadable rows (\(rows) row\(rows == 1 ? "" : "s")); only the first \(Self.causeLimit) are listed",
                                 at: SourceLocation(path: path, line: headerLine), hint: "fix the errors listed above and check again"))
        }
        return result
    }

    /// A message without the value it quotes, and the value: `'Reps' should be a number, found
    /// 'abc'` → (`'Reps' should be a number`, `abc`).
    static func cause(of message: String) -> (cause: String, example: String?) {
        guard let range = message.range(of: ", found '", options: .backwards) else { return (message, nil) }
        var value = String(message[range.upperBound...])
        guard value.hasSuffix("'") else { return (message, nil) }
        value.removeLast()
        return (String(message[..<range.lowerBound]), value)
    }
}
