import LiftbookModel

/// The repair of rows one field short: an app that leaves out an empty field on some rows
/// (Simple Workout Log writes the first set of each exercise with a comment field and the later
/// sets without it). Where the file's rows are all as wide as the header or one field short, and
/// exactly one place for the missing field fits — a free-text column, or one the sound rows leave
/// empty, with every typed column then holding what it holds in the sound rows — the row is read
/// with that field empty and the repair is reported (SPEC §3.4). A row with two readings is left
/// alone (it stays an error).
extension CSVTable {
    /// The table with every repairable short row repaired, and the warning that lists the repairs.
    func repairingShortRows() -> (table: CSVTable, warning: Diagnostic?) {
        let width = header.count
        guard width > 1, rows.contains(where: { $0.fields.count == width - 1 }),
              rows.allSatisfy({ $0.fields.count >= width - 1 }) else { return (self, nil) }
        let sound = rows.filter { $0.fields.count == width }
        guard !sound.isEmpty else { return (self, nil) }
        let shapes = ColumnShapes(rows: sound, width: width)
        let free = header.indices.filter { Self.freeTextColumns.contains(header[$0].lowercased()) }
        let names = free.filter { Self.nameColumns.contains(header[$0].lowercased()) }
        // Where a field can be missing: a free-text column that is not a name, or a column the
        // sound rows sometimes leave empty.
        let places = header.indices.filter { column in
            (free.contains(column) && !names.contains(column)) || sound.contains { $0[column].isEmpty }
        }
        var repaired = self
        var lines: [Int] = []
        var columns: [String] = []
        for index in rows.indices where rows[index].fields.count == width - 1 {
            let row = rows[index]
            var readings: Set<[String]> = []
            var reading: (fields: [String], column: Int)?
            for column in places {
                var fields = row.fields
                fields.insert("", at: column)
                guard shapes.fits(fields, free: free, names: names), readings.insert(fields).inserted else { continue }
                reading = (fields, column)
            }
            guard readings.count == 1, let reading else { continue }
            repaired.rows[index] = CSVRow(line: row.line, fields: reading.fields)
            lines.append(row.line)
            let name = header[reading.column]
            if !columns.contains(name) { columns.append(name) }
        }
        guard let first = lines.first else { return (self, nil) }
        let count = lines.count == 1 ? "1 row" : "\(lines.count) rows"
        let shown = columns.map { "'\($0)'" }.joined(separator: " or ")
        let warning = Diagnostic.warning(
            "\(count) one field short, read with an empty \(shown) (\(PlausibilityFindings.list(lines))): the only reading that fits the columns",
            at: SourceLocation(path: path, line: first),
            hint: "the app leaves out an empty field on some rows; nothing is lost, and the other rows are read as they are")
        return (repaired, warning)
    }
}
