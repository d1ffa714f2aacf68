import LiftbookModel

/// Reads a Jefit backup: `SETTING` gives the unit of every weight (`mass` = `lbs` or `kg`),
/// `WORKOUT SESSIONS` the start and end of each session (Unix seconds, dated in the site's time
/// zone), `EXERCISE LOGS` one row per exercise of a session with its sets as `logs` tokens
/// (`50.0x15,50.0x15`, `0x0` an empty slot), and, in newer backups, `EXERCISE SET LOGS` one row per
/// set with its type (`warm-up` marks warm-ups), which is used instead of the tokens where present.
/// Other sections (routines, custom exercises, notes, cardio) are not read.
enum JefitImporter {
    /// True when the text is a sectioned backup, whatever the file is called.
    static func isBackup(_ text: String) -> Bool { JefitSections.isBackup(text) }

    /// The workouts of the backup and the report that holds their diagnostics; nil (with an
    /// error) when the file cannot be read.
    static func read(path: String, text: String, setting: ImportSetting?, siteUnit: MassUnit, clock: ExportClock,
                     into diagnostics: inout [Diagnostic]) -> ([ImportedWorkout], ImportReport)? {
        guard let whole = CSVTable(path: path, text: text, into: &diagnostics) else { return nil }
        var report = ImportReport(table: whole)
        let sections = JefitSections(path: path, text: text, into: &diagnostics)
        guard let logs = sections["EXERCISE LOGS"] else {
            report.error("the Jefit backup has no EXERCISE LOGS section", at: SourceLocation(path: path, line: 1),
                         hint: "export a full backup from Jefit (Settings → Export data) and replace the file")
            return ([], report)
        }
        let unit = massUnit(sections, setting: setting, siteUnit: siteUnit, report: &report)
        let times = sessionTimes(sections["WORKOUT SESSIONS"], clock: clock)
        let setLogs = JefitSetLogs(sections["EXERCISE SET LOGS"], unit: unit, report: &report)
        let c = (id: logs.column("_id"), date: logs.column("mydate"), name: logs.column("ename"), sets: logs.column("logs"),
                 session: logs.column("belongsession"))
        var grouper = WorkoutGrouper()
        for row in logs.rows {
            let fields = FieldReader(table: logs, row: row)
            do throws(RowError) {
                guard row.fields.count >= logs.header.count else {
                    throw RowError(message: "the row has \(row.fields.count) fields where the section's header has \(logs.header.count)", field: nil)
                }
                let session = fields.text(c.session)
                let known = times[session]
                let key = known != nil ? "session " + session : "day " + fields.text(c.date)
                guard let w = grouper.workout(key, row: row, make: { () throws(RowError) in
                    if let known {
                        var workout = ImportedWorkout(date: known.start.date, start: known.start.time, line: row.line)
                        if let end = known.end, end.date == known.start.date || end.date == known.start.date.adding(days: 1) {
                            workout.end = end.time
                        }
                        return workout
                    }
                    guard let day = ExportDate.iso(fields.text(c.date)) else {
                        throw RowError(message: "'\(fields.text(c.date))' is not a date", field: c.date, hint: "Jefit writes dates like 2024-09-13")
                    }
                    return ImportedWorkout(date: day.date, line: row.line)
                }) else { continue }
                let name = fields.text(c.name)
                guard !name.isEmpty else { throw RowError(message: "the row names no exercise", field: c.name) }
                var sets = setLogs.sets(of: fields.text(c.id)) ?? []
                if sets.isEmpty { sets = try tokens(fields, column: c.sets, unit: unit) }
                guard !sets.isEmpty else { continue }
                let e = grouper.exercise(name, in: w, row: row, field: c.name)
                for set in sets { grouper.add(set, to: e, in: w, line: set.line == 0 ? row.line : set.line) }
            } catch {
                report.skip(row, error)
            }
        }
        report.skip(workouts: grouper.failures)
        return (grouper.workouts, report)
    }

    /// `50.0x15,50.0x15`: one `weight x reps` token per set; `0x0` is an empty slot.
    static func tokens(_ fields: FieldReader, column: Int?, unit: MassUnit) throws(RowError) -> [ImportedSet] {
        var sets: [ImportedSet] = []
        for token in fields.text(column).split(separator: ",") {
            let parts = token.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let weight = Double(parts[0].trimmingSpaces), let reps = Double(parts[1].trimmingSpaces),
                  weight.isFinite, weight >= 0, weight <= NotationParser.maxKilograms * 3,
                  reps >= 0, reps <= Double(NotationParser.maxReps), reps == reps.rounded() else {
                throw RowError(message: "'\(token)' is not a set written weight x reps", field: column,
                               hint: "Jefit writes each set as 50.0x15, separated by commas")
            }
            guard weight > 0 || reps > 0 else { continue }
            sets.append(ImportedSet(weight: weight > 0 ? Weight(weight, unit) : nil, reps: reps > 0 ? Int(reps) : nil))
        }
        return sets
    }

    /// The unit of every weight: `SETTING`'s `mass`, else the entry's `unit:`, else the site's.
    private static func massUnit(_ sections: JefitSections, setting: ImportSetting?, siteUnit: MassUnit,
                                 report: inout ImportReport) -> MassUnit {
        if let table = sections["SETTING"], let row = table.rows.first, let unit = MassUnit(spelling: row[table.column("mass")]) {
            return unit
        }
        if let unit = setting?.unit { return unit }
        report.warn("the backup's SETTING section does not say the unit of its weights; they are read as \(siteUnit.rawValue), the site's logUnit",
                    at: SourceLocation(path: report.table.path, line: 1),
                    hint: "say the file's unit in liftbook.yaml, e.g. imports: [{file: \(report.table.path), unit: \(siteUnit == .kg ? "lb" : "kg")}]")
        return siteUnit
    }

    /// Each session's start and end by its `_id`.
    private static func sessionTimes(_ table: CSVTable?, clock: ExportClock) -> [String: (start: ExportDate, end: ExportDate?)] {
        guard let table else { return [:] }
        let id = table.column("_id")
        let start = table.column("starttime")
        let end = table.column("endtime")
        var result: [String: (start: ExportDate, end: ExportDate?)] = [:]
        for row in table.rows {
            guard let seconds = Double(row[start]), seconds > 0, let local = clock.local(epochSeconds: seconds) else { continue }
            let finish = Double(row[end]).flatMap { $0 > seconds ? clock.local(epochSeconds: $0) : nil }
            result[row[id]] = (local, finish)
        }
        return result
    }
}
