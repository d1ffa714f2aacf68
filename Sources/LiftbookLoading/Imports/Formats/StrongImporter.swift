import LiftbookModel

/// Reads every Strong layout: one row per set, workout fields repeated on every row; `Set Order`
/// is a number (from 0 or 1), `W`, `D`, `F`, or a `Rest Timer` or `Note` row that is not a set. A
/// translated header arrives with its English names to look up (``StrongHeaderNames``).
enum StrongImporter {
    static func read(_ table: CSVTable, setting: ImportSetting?, siteUnit: MassUnit, report: inout ImportReport) -> [ImportedWorkout] {
        let c = Columns(table)
        let weight = WeightColumn(in: table, named: [("Weight (kg)", .kg), ("Weight (kgs)", .kg), ("kg", .kg), ("Weight (lbs)", .lb), ("Weight (lb)", .lb), ("lbs", .lb)],
                                  plain: ["Weight"], unitColumn: "Weight Unit", setting: setting, siteUnit: siteUnit, report: &report)
        let distance = DistanceColumn(in: table, named: [("Distance (meters)", .m), ("Distance (m)", .m), ("Distance (km)", .km), ("km", .km), ("Distance (miles)", .mi), ("mi", .mi)],
                                      plain: ["Distance"], unitColumn: "Distance Unit", fallback: weight.unit == .kg ? .km : .mi)
        return RowImport.workouts(table, weight: weight, report: &report) { row, fields, grouper, report throws(RowError) in
            let dateText = fields.text(c.date)
            let key = fields.text(c.number) + "|" + dateText
            guard let w = grouper.workout(key, row: row, make: { () throws(RowError) in
                guard let start = ExportDate.iso(dateText) else {
                    throw RowError(message: "'\(dateText)' is not a date and time", field: c.date,
                                   hint: "Strong writes dates like 2024-09-13 14:11:05")
                }
                var workout = ImportedWorkout(date: start.date, start: start.time, title: fields.text(c.title), line: row.line)
                do throws(RowError) {
                    // Any length is read: a workout left running is warned about with the others, not here.
                    workout.setDuration(try fields.duration(c.duration, maximum: .greatestFiniteMagnitude))
                } catch {
                    report.warnOnce("duration \(key)", error.message + "; the workout is imported without it",
                                    at: table.location(of: row, field: c.duration), hint: error.hint)
                }
                return workout
            }) else { return }
            grouper.setNotes(fields.text(c.workoutNotes), in: w)
            let name = fields.text(c.exercise)
            guard !name.isEmpty else { throw RowError(message: "the row names no exercise", field: c.exercise) }
            let order = fields.text(c.setOrder)
            if StrongHeaderNames.isRestTimer(order)
                || isUnlistedLabel(order, fields: fields, weight: weight.index, reps: c.reps, field: c.setOrder, report: &report) { return }
            let e = grouper.exercise(name, in: w, row: row, field: c.exercise)
            if order.lowercased() == "note" {
                grouper.addNote(fields.text(c.notes), to: e, in: w)
                return
            }
            var set = ImportedSet(kind: try kind(order, field: c.setOrder))
            set.weight = try weight.weight(fields)
            set.reps = try fields.wholeNumber(c.reps, maximum: NotationParser.maxLoggedReps)
            set.rpe = try fields.number(c.rpe, in: 0...10).flatMap { $0 > 0 ? $0 : nil }
            set.duration = try fields.duration(c.seconds)
            set.distance = try distance.distance(fields)
            set.dropZeroReps()
            grouper.addNote(fields.text(c.notes), to: e, in: w)
            try grouper.addRecorded(set, to: e, in: w, line: row.line, emptyField: c.reps)
        }
    }

    /// `W`, `D`, `F` or a set number (`1`, `1.0`).
    static func kind(_ text: String, field: Int?) throws(RowError) -> SetKind {
        switch text.uppercased() {
        case "W": return .warmup
        case "D": return .drop
        case "F": return .failure
        case "": return .working
        default:
            guard let number = Double(text), number >= 0 else {
                throw RowError(message: "unknown Set Order '\(text)'", field: field,
                               hint: "Strong writes a set number, W (warm-up), D (drop set), F (failure), Rest Timer or Note")
            }
            return .working
        }
    }

    /// The columns Strong's layouts name.
    private struct Columns {
        let number, date, title, duration, exercise, setOrder, reps, rpe, seconds, notes, workoutNotes: Int?

        init(_ table: CSVTable) {
            number = table.column("Workout #")
            date = table.column("Date")
            title = table.column("Workout Name")
            duration = table.column("Duration", "Duration (sec)", "Duration (seconds)")
            exercise = table.column("Exercise Name")
            setOrder = table.column("Set Order")
            reps = table.column("Reps")
            rpe = table.column("RPE")
            seconds = table.column("Seconds")
            notes = table.column("Notes")
            workoutNotes = table.column("Workout Notes")
        }
    }
}
