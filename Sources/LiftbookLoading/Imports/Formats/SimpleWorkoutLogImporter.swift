import LiftbookModel

/// Reads Simple Workout Log's export, `Date,Exercise,Set,Weight,Reps,Comment`: one row per set,
/// `m/d/yy` dates (a day is the workout), no workout name and no unit (the file's `unit:` in
/// `liftbook.yaml` says it, as for other unit-less layouts). The app writes the first set of each
/// exercise with its comment field and later sets without it: a row one field short has exactly
/// one reading (no comment), is read so, and the repair is reported once per file.
enum SimpleWorkoutLogImporter {
    /// The columns, in the app's order.
    static let header = ["Date", "Exercise", "Set", "Weight", "Reps", "Comment"]

    /// True for Simple Workout Log's header.
    static func recognises(_ table: CSVTable) -> Bool {
        table.header.count == header.count && zip(table.header, header).allSatisfy { $0.lowercased() == $1.lowercased() }
    }

    static func read(_ table: CSVTable, setting: ImportSetting?, siteUnit: MassUnit, clock: ExportClock,
                     report: inout ImportReport) -> [ImportedWorkout] {
        let date = table.column("Date")
        let exercise = table.column("Exercise")
        let order = table.column("Set")
        let reps = table.column("Reps")
        let comment = table.column("Comment")
        let weight = WeightColumn(in: table, named: [], plain: ["Weight"], unitColumn: nil, setting: setting, siteUnit: siteUnit, report: &report)
        let formatText = setting?.dateFormat ?? "M/D/YY"
        let format = DateFormat(formatText)
        // Rows one field short are read with an empty comment (the shared repair leaves alone
        // the rows it finds two readings for; here the comment is the one field that can be missing).
        var padded = table
        var shortRows: [Int] = []
        for index in padded.rows.indices where padded.rows[index].fields.count == table.header.count - 1 {
            padded.rows[index] = CSVRow(line: padded.rows[index].line, fields: padded.rows[index].fields + [""])
            shortRows.append(padded.rows[index].line)
        }
        if let first = shortRows.first {
            let count = shortRows.count == 1 ? "1 row has" : "\(shortRows.count) rows have"
            report.warn("\(count) no Comment field (\(PlausibilityFindings.list(shortRows))): read as sets without a comment, the only reading that fits",
                        at: SourceLocation(path: table.path, line: first),
                        hint: "Simple Workout Log writes the comment field on the first set of an exercise only; nothing is lost")
        }
        return RowImport.workouts(padded, weight: weight, report: &report) { row, fields, grouper, report throws(RowError) in
            let dateText = fields.text(date)
            guard let w = grouper.workout(dateText, row: row, make: { () throws(RowError) in
                guard let day = format?.read(dateText, clock: clock) else {
                    throw RowError(message: "'\(dateText)' does not fit the date format '\(formatText)'", field: date,
                                   hint: "Simple Workout Log writes dates like 3/14/25 (month first); for another order say it with dateFormat: D/M/YY on the file's entry")
                }
                return ImportedWorkout(date: day.date, line: row.line)
            }) else { return }
            let name = fields.text(exercise)
            guard !name.isEmpty else { throw RowError(message: "the row names no exercise", field: exercise) }
            _ = try fields.wholeNumber(order, maximum: 1000)
            let e = grouper.exercise(name, in: w, row: row, field: exercise)
            var set = ImportedSet()
            set.weight = try weight.weight(fields)
            set.reps = try fields.wholeNumber(reps, maximum: NotationParser.maxLoggedReps)
            set.dropZeroReps()
            grouper.addNote(fields.text(comment), to: e, in: w)
            try grouper.addRecorded(set, to: e, in: w, line: row.line, emptyField: reps)
        }
    }
}
