import LiftbookModel

/// Reads Hevy's export: one row per set, newest workout first, `set_type` labels, 0-based
/// `set_index`, `superset_id` shared by the exercises of a superset, and start times such as
/// `13 Sep 2024, 14:11` with the month in the app's language.
enum HevyImporter {
    static func read(_ table: CSVTable, setting: ImportSetting?, siteUnit: MassUnit, report: inout ImportReport) -> [ImportedWorkout] {
        let c = Columns(table)
        let weight = WeightColumn(in: table, named: [("weight_kg", .kg), ("weight_lbs", .lb), ("weight_lb", .lb)], plain: ["weight"],
                                  unitColumn: nil, setting: setting, siteUnit: siteUnit, report: &report)
        let distance = DistanceColumn(in: table, named: [("distance_km", .km), ("distance_miles", .mi), ("distance_mi", .mi), ("distance_meters", .m), ("distance_m", .m)],
                                      plain: ["distance"], unitColumn: nil, fallback: weight.unit == .kg ? .km : .mi)
        var supersets: [Int: [String: String]] = [:]
        return RowImport.workouts(table, weight: weight, report: &report) { row, fields, grouper, report throws(RowError) in
            let startText = fields.text(c.start)
            guard let w = grouper.workout(startText, row: row, make: { () throws(RowError) in
                let start = try ExportDate.hevy(startText, field: c.start)
                var workout = ImportedWorkout(date: start.date, start: start.time, title: fields.text(c.title), line: row.line)
                workout.notes = ImportText.note(fields.text(c.description))
                // An end time that cannot be read is said, and the workout is imported without it.
                let endText = fields.text(c.end)
                if !endText.isEmpty {
                    do throws(RowError) {
                        let end = try ExportDate.hevy(endText, field: c.end)
                        if let time = end.time {
                            if end.date == start.date || end.date == start.date.adding(days: 1) { workout.end = time }
                            if let begin = start.time {
                                let seconds = (end.date.dayNumber - start.date.dayNumber) * 86_400
                                    + time.secondsSinceMidnight - begin.secondsSinceMidnight
                                if seconds > 0 { workout.loggedDuration = Double(seconds) }
                            }
                        }
                    } catch {
                        report.warnOnce("end \(startText)", error.message + "; the workout is imported without its end time",
                                        at: table.location(of: row, field: c.end), hint: error.hint)
                    }
                }
                return workout
            }) else { return }
            let name = fields.text(c.exercise)
            guard !name.isEmpty else { throw RowError(message: "the row names no exercise", field: c.exercise) }
            let group = fields.text(c.superset)
            var letter: String?
            if !group.isEmpty {
                let letters = supersets[w, default: [:]]
                letter = letters[group] ?? supersetLetter(letters.count)
                supersets[w, default: [:]][group] = letter
            }
            let e = grouper.exercise(name, in: w, row: row, field: c.exercise, superset: letter)
            grouper.addNote(fields.text(c.notes), to: e, in: w)
            _ = try fields.wholeNumber(c.index, maximum: 10_000)
            var set = ImportedSet(kind: kind(fields.text(c.type), row: row, field: c.type, report: &report))
            set.weight = try weight.weight(fields)
            set.reps = try fields.wholeNumber(c.reps, maximum: NotationParser.maxLoggedReps)
            set.rpe = try fields.number(c.rpe, in: 0...10).flatMap { $0 > 0 ? $0 : nil }
            set.duration = try fields.duration(c.seconds)
            set.distance = try distance.distance(fields)
            set.dropZeroReps()
            try grouper.addRecorded(set, to: e, in: w, line: row.line, emptyField: c.reps)
        }
    }

    /// `normal`, `warmup`, `dropset`, `failure`; another label is a warning and a working set.
    private static func kind(_ text: String, row: CSVRow, field: Int?, report: inout ImportReport) -> SetKind {
        switch text.lowercased() {
        case "", "normal": return .working
        case "warmup", "warm_up", "warm-up": return .warmup
        case "dropset", "drop_set", "drop": return .drop
        case "failure": return .failure
        default:
            report.warnOnce("set_type \(text)", "unknown set_type '\(text)'; such sets are imported as working sets",
                            at: report.table.location(of: row, field: field), hint: "Hevy writes normal, warmup, dropset or failure")
            return .working
        }
    }

    /// `A` for the first superset of a workout, `B` for the second, …
    static func supersetLetter(_ index: Int) -> String {
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        return String(letters[index % letters.count])
    }

    /// The columns of Hevy's export.
    private struct Columns {
        let title, start, end, description, exercise, superset, notes, index, type, reps, seconds, rpe: Int?

        init(_ table: CSVTable) {
            title = table.column("title")
            start = table.column("start_time")
            end = table.column("end_time")
            description = table.column("description")
            exercise = table.column("exercise_title")
            superset = table.column("superset_id")
            notes = table.column("exercise_notes")
            index = table.column("set_index")
            type = table.column("set_type")
            reps = table.column("reps")
            seconds = table.column("duration_seconds")
            rpe = table.column("rpe")
        }
    }
}
