import LiftbookModel

/// Reads FitNotes' export: one row per set, a date but no time of day (so a day is the
/// workout), no warm-up marker, `Time` as `0:32:06`, and units in the header or on every row.
enum FitNotesImporter {
    static func read(_ table: CSVTable, setting: ImportSetting?, siteUnit: MassUnit, report: inout ImportReport) -> [ImportedWorkout] {
        let date = table.column("Date")
        let exercise = table.column("Exercise")
        let reps = table.column("Reps")
        let time = table.column("Time")
        let comment = table.column("Comment")
        let weight = WeightColumn(in: table, named: [("Weight (kgs)", .kg), ("Weight (kg)", .kg), ("Weight (lbs)", .lb), ("Weight (lb)", .lb)],
                                  plain: ["Weight"], unitColumn: "Weight Unit", setting: setting, siteUnit: siteUnit, report: &report)
        let distance = DistanceColumn(in: table, named: [("Distance (km)", .km), ("Distance (m)", .m), ("Distance (mi)", .mi)],
                                      plain: ["Distance"], unitColumn: "Distance Unit", fallback: weight.unit == .kg ? .km : .mi)
        return RowImport.workouts(table, weight: weight, report: &report) { row, fields, grouper, report throws(RowError) in
            let dateText = fields.text(date)
            guard let w = grouper.workout(dateText, row: row, make: { () throws(RowError) in
                guard let day = ExportDate.iso(dateText) else {
                    throw RowError(message: "'\(dateText)' is not a date", field: date, hint: "FitNotes writes dates like 2024-09-13")
                }
                return ImportedWorkout(date: day.date, start: day.time, line: row.line)
            }) else { return }
            let name = fields.text(exercise)
            guard !name.isEmpty else { throw RowError(message: "the row names no exercise", field: exercise) }
            let e = grouper.exercise(name, in: w, row: row, field: exercise)
            var set = ImportedSet()
            set.weight = try weight.weight(fields)
            set.reps = try fields.wholeNumber(reps, maximum: NotationParser.maxLoggedReps)
            set.duration = try fields.duration(time)
            set.distance = try distance.distance(fields)
            set.dropZeroReps()
            grouper.addNote(fields.text(comment), to: e, in: w)
            try grouper.addRecorded(set, to: e, in: w, line: row.line, emptyField: reps)
        }
    }
}
