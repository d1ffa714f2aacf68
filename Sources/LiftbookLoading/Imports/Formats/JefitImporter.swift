import LiftbookModel

/// Reads a Jefit backup: `SETTING` gives the unit of every weight (`mass` = `lbs` or `kg`),
/// `WORKOUT SESSIONS` the start and end of each session (Unix seconds, dated in the site's time
/// zone), `EXERCISE LOGS` one row per exercise of a session with its sets as `logs` tokens
/// (`50.0x15,50.0x15`, `0x0` an empty slot), and, in newer backups, `EXERCISE SET LOGS` one row per
/// set with its type (`warm-up` marks warm-ups), which is used instead of the tokens where present.
/// A token with 0 reps (`10x0`) is a slot not done. A cardio log is five tokens whose fifth value is
/// its duration in seconds (`0x0,0x0,0x0,0x0,0x1200`): one cardio set. A log row with no exercise
/// name is kept under its Jefit id (`eid`), with one warning per file. Other sections (routines,
/// custom exercises, notes, cardio) are not read.
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
                 session: logs.column("belongsession"), exercise: logs.column("eid"))
        var unnamed: [(row: CSVRow, name: String)] = []
        let workouts = RowImport.workouts(logs, rows: .all, report: &report) { row, fields, grouper, report throws(RowError) in
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
            }) else { return }
            var name = fields.text(c.name)
            if name.isEmpty {
                name = Self.unnamed(fields.text(c.exercise).isEmpty ? fields.text(c.id) : fields.text(c.exercise))
                unnamed.append((row, name))
            }
            var sets = setLogs.sets(of: fields.text(c.id)) ?? []
            if sets.isEmpty { sets = try tokens(fields, column: c.sets, unit: unit) }
            guard !sets.isEmpty else { return }
            let e = grouper.exercise(name, in: w, row: row, field: c.name)
            for set in sets { grouper.add(set, to: e, in: w, line: set.line == 0 ? row.line : set.line) }
        }
        if let first = unnamed.first {
            let names = Array(Set(unnamed.map(\.name))).sorted()
            report.warn("\(unnamed.count) exercise log\(unnamed.count == 1 ? "" : "s") name\(unnamed.count == 1 ? "s" : "") no exercise (\(PlausibilityFindings.list(unnamed.map(\.row.line)))); kept under the Jefit id as \(names.map { "'\($0)'" }.joined(separator: ", "))",
                        at: logs.location(of: first.row, field: c.name),
                        hint: "give the exercise an alias in exercises/*.yaml, e.g. aliases: [\"\(first.name)\"]")
        }
        return (workouts, report)
    }

    /// The name a log row without one is kept under: its Jefit exercise id.
    static func unnamed(_ id: String) -> String { "Jefit exercise \(id)" }

    /// `50.0x15,50.0x15`: one `weight x reps` token per set; `0x0` is an empty slot and a token
    /// with 0 reps (`10x0`) a slot not done. `0x0,0x0,0x0,0x0,0x1200` is a cardio log: one set of
    /// 1,200 seconds.
    static func tokens(_ fields: FieldReader, column: Int?, unit: MassUnit) throws(RowError) -> [ImportedSet] {
        let text = fields.text(column)
        if let seconds = cardioSeconds(text) { return [ImportedSet(duration: seconds)] }
        var sets: [ImportedSet] = []
        for token in text.split(separator: ",") {
            let parts = token.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let weight = Double(parts[0].trimmingSpaces), let reps = Double(parts[1].trimmingSpaces),
                  weight.isFinite, weight >= 0, weight <= NotationParser.maxKilograms * 3,
                  reps >= 0, reps <= Double(NotationParser.maxReps), reps == reps.rounded() else {
                throw RowError(message: "'\(token)' is not a set written weight x reps", field: column,
                               hint: "Jefit writes each set as 50.0x15, separated by commas")
            }
            guard reps > 0 else { continue }
            sets.append(ImportedSet(weight: weight > 0 ? Weight(weight, unit) : nil, reps: Int(reps)))
        }
        return sets
    }

    /// The duration of a cardio log: five tokens, the first four `0x0`, the fifth `0x` and the
    /// seconds (Jefit's CARDIO LOGS give the same duration).
    static func cardioSeconds(_ text: String) -> Double? {
        let tokens = text.split(separator: ",").map { $0.trimmingSpaces.lowercased() }
        guard tokens.count == 5, tokens.prefix(4).allSatisfy({ Self.isEmptySlot($0) }) else { return nil }
        let parts = tokens[4].split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, Double(parts[0]) == 0, let seconds = Double(parts[1]), seconds.isFinite, seconds > 0,
              seconds < 7 * 86_400 else { return nil }
        return seconds
    }

    private static func isEmptySlot(_ token: String) -> Bool {
        let parts = token.split(separator: "x", omittingEmptySubsequences: false)
        return parts.count == 2 && Double(parts[0]) == 0 && Double(parts[1]) == 0
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
