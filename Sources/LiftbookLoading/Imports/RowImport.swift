import LiftbookModel

/// The row loop every table importer shares: each chosen row is read into the workouts by the
/// importer's `read`; a row it refuses is skipped with its diagnostic (the rest of the file is
/// still read); the workouts whose first row could not be read are reported once each; and the
/// weight column says what unit it assumed.
enum RowImport {
    /// Which rows of the table are read.
    enum Rows {
        /// Rows with as many fields as the header (or more, all empty); the others are reported.
        case headerShape
        /// Every row; the importer checks the fields itself.
        case all
        /// Rows the importer's test accepts, else rows of the header's shape.
        case acceptedOrHeaderShape((CSVRow) -> Bool)
    }

    /// Reads one row: its fields, the workouts so far, and the report for warnings.
    typealias ReadRow = (CSVRow, FieldReader, inout WorkoutGrouper, inout ImportReport) throws(RowError) -> Void

    /// The workouts of `table`, each chosen row read by `read`. With `distinct`, a row repeated
    /// field for field is read once (apps that export a workout twice).
    static func workouts(_ table: CSVTable, rows: Rows = .headerShape, distinct: Bool = false, weight: WeightColumn? = nil,
                         report: inout ImportReport, read: ReadRow) -> [ImportedWorkout] {
        var grouper = WorkoutGrouper()
        var seen: Set<[String]> = []
        for row in table.rows {
            switch rows {
            case .headerShape: guard report.hasHeaderShape(row) else { continue }
            case .all: break
            case .acceptedOrHeaderShape(let accepts): guard accepts(row) || report.hasHeaderShape(row) else { continue }
            }
            if distinct { guard seen.insert(row.fields.map { $0.trimmingSpaces }).inserted else { continue } }
            do throws(RowError) {
                try read(row, FieldReader(table: table, row: row), &grouper, &report)
            } catch {
                report.skip(row, error)
            }
        }
        report.skip(workouts: grouper.failures)
        weight?.reportAssumption(for: grouper.workouts, into: &report)
        return grouper.workouts
    }
}

extension WorkoutGrouper {
    /// Adds a set that records something; an empty one is refused as ``RowError/emptySet(field:)``
    /// at `emptyField` (a warning: the row is skipped).
    mutating func addRecorded(_ set: ImportedSet, to e: Int, in w: Int, line: Int, emptyField: Int?) throws(RowError) {
        guard set.recordsSomething else { throw RowError.emptySet(field: emptyField) }
        add(set, to: e, in: w, line: line)
    }
}
