import LiftbookModel

/// Reads any app's one-row-per-set CSV through the column mapping of its import entry in
/// `liftbook.yaml` (`columns: {date: …, exercise: …, weight: …, reps: …}`): rows that share a
/// date (and time, and workout column when mapped) are one workout. A mapped column the header
/// lacks is an error at the mapping; a cell that does not fit its field, at the cell.
enum MappedImporter {
    static func read(_ table: CSVTable, mapping: ImportMapping, setting: ImportSetting?, siteUnit: MassUnit, clock: ExportClock,
                     report: inout ImportReport) -> [ImportedWorkout] {
        guard let c = columns(table, mapping: mapping, report: &report) else { return [] }
        let name = { (field: MappedField) in mapping.columns[field].map { [$0.name] } ?? [] }
        let weight = WeightColumn(in: table, named: [], plain: name(.weight), unitColumn: name(.unit).first,
                                  setting: setting, siteUnit: siteUnit, report: &report)
        let distance = DistanceColumn(in: table, named: [], plain: name(.distance), unitColumn: name(.distanceUnit).first,
                                      fallback: mapping.distanceUnit ?? (weight.unit == .kg ? .km : .mi))
        let format = setting?.dateFormat.flatMap(DateFormat.init)
        return RowImport.workouts(table, weight: weight, report: &report) { row, fields, grouper, report throws(RowError) in
            let when = [fields.text(c[.date]), fields.text(c[.time])].filter { !$0.isEmpty }.joined(separator: " ")
            let key = fields.text(c[.workout]) + "|" + when
            guard let w = grouper.workout(key, row: row, make: { () throws(RowError) in
                // A file whose dateFormat is given is read with it alone.
                let parsed = format == nil ? clock.local(when) ?? ExportDate.iso(when) : format?.read(when, clock: clock)
                guard let start = parsed else {
                    throw RowError(message: "'\(when)' does not fit the date format \(setting?.dateFormat.map { "'\($0)'" } ?? "YYYY-MM-DD HH:mm")",
                                   field: c[.date], hint: "say how the file writes dates in liftbook.yaml, e.g. dateFormat: D/M/YYYY HH:mm")
                }
                // A workout number identifies the workout but is no title.
                let title = Double(fields.text(c[.workout])) == nil ? fields.text(c[.workout]) : ""
                var workout = ImportedWorkout(date: start.date, start: start.time, title: title, line: row.line)
                workout.notes = ImportText.note(fields.text(c[.workoutNotes]))
                return workout
            }) else { return }
            guard let status = try MappedStatusColumn.status(fields, c[.status], words: mapping.statusWords),
                  status != .notDone else { return }
            let exercise = fields.text(c[.exercise])
            guard !exercise.isEmpty else { throw RowError(message: "the row names no exercise", field: c[.exercise]) }
            let e = grouper.exercise(exercise, in: w, row: row, field: c[.exercise])
            var set = ImportedSet(kind: try setKind(fields, c[.setType]))
            if status == .warmup { set.kind = .warmup }
            if status == .failed, set.kind == .working { set.kind = .failure }
            set.weight = try weight.weight(fields)
            set.reps = try fields.wholeNumber(c[.reps], maximum: NotationParser.maxLoggedReps)
            set.rpe = try fields.number(c[.rpe], in: 0...10).flatMap { $0 > 0 ? $0 : nil }
            set.duration = try fields.duration(c[.duration])
            set.distance = try distance.distance(fields)
            set.dropZeroReps()
            grouper.addNote(fields.text(c[.notes]), to: e, in: w)
            try grouper.addRecorded(set, to: e, in: w, line: row.line, emptyField: c[.reps])
        }
    }

    /// Each mapped field's column index; nil (with an error at the mapping for each column the
    /// header lacks) when one is missing.
    static func columns(_ table: CSVTable, mapping: ImportMapping, report: inout ImportReport) -> [MappedField: Int]? {
        var result: [MappedField: Int] = [:]
        var complete = true
        for field in MappedField.allCases {
            guard let column = mapping.columns[field] else { continue }
            if let index = table.column(column.name) {
                result[field] = index
            } else {
                complete = false
                let shown = table.header.map { "'\($0)'" }.joined(separator: ", ")
                report.error("the column '\(column.name)' mapped to \(field.rawValue) is not in the header of \(table.path)", at: column.location,
                             hint: "the file's columns are \(shown); write one of them, as the header spells it")
            }
        }
        return complete ? result : nil
    }

    /// A set type as apps write it; another word does not fit.
    private static func setKind(_ fields: FieldReader, _ column: Int?) throws(RowError) -> SetKind {
        let text = fields.text(column)
        switch text.lowercased().filter({ $0 != "-" && $0 != "_" && $0 != " " }) {
        case "", "normal", "working", "work", "regular", "n": return .working
        case "w", "warmup", "wu", "warm": return .warmup
        case "d", "drop", "dropset": return .drop
        case "f", "failure", "fail": return .failure
        case "amrap": return .amrap
        default:
            throw RowError(message: "'\(text)' is not a set type", field: column,
                           hint: "set types are normal, warmup (or w), drop (or d), failure (or f) or amrap; an empty cell is a working set")
        }
    }
}
