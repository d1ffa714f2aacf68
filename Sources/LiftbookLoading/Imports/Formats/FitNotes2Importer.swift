import LiftbookModel

/// Reads the newer FitNotes 2 app's export: one row per set under
/// `Name,StartTime,EndTime,BodyWeight,Exercise,Equipment,Reps,Weight,Time,Distance,Status,IsWarmup,RPE,RIR,Categories,Note`.
/// A workout is its start (an instant in UTC, dated in the site's time zone) and name, so several
/// workouts a day stay apart; `Status` `NotStarted` is a set not done (left out) and `Failed` a
/// failure set; the equipment joins the name (`Bench Press (Barbell)`); decimals may be written
/// with a comma inside a quoted cell (`"82,5"`). The weight column names no unit: the file's
/// `unit:` in `liftbook.yaml` says it, as for other unit-less layouts.
enum FitNotes2Importer {
    /// True for FitNotes 2's header.
    static func recognises(_ table: CSVTable) -> Bool {
        table.column("StartTime") != nil && table.column("Exercise") != nil && table.column("Status") != nil
    }

    static func read(_ table: CSVTable, setting: ImportSetting?, siteUnit: MassUnit, clock: ExportClock,
                     report: inout ImportReport) -> [ImportedWorkout] {
        let name = table.column("Name")
        let start = table.column("StartTime")
        let end = table.column("EndTime")
        let bodyWeight = table.column("BodyWeight")
        let exercise = table.column("Exercise")
        let equipment = table.column("Equipment")
        let reps = table.column("Reps")
        let time = table.column("Time")
        let status = table.column("Status")
        let warmup = table.column("IsWarmup")
        let rpe = table.column("RPE")
        let rir = table.column("RIR")
        let note = table.column("Note")
        let weight = WeightColumn(in: table, named: [("Weight (kg)", .kg), ("Weight (lbs)", .lb)], plain: ["Weight"], unitColumn: nil,
                                  setting: setting, siteUnit: siteUnit, report: &report)
        let distance = DistanceColumn(in: table, named: [], plain: ["Distance"], unitColumn: nil, fallback: weight.unit == .kg ? .km : .mi)
        return RowImport.workouts(table, weight: weight, report: &report) { row, fields, grouper, report throws(RowError) in
            let startText = fields.text(start)
            guard let w = grouper.workout(startText + "|" + fields.text(name), row: row, make: { () throws(RowError) in
                try workout(fields, start: start, end: end, name: name, bodyWeight: bodyWeight, unit: weight.unit, clock: clock)
            }) else { return }
            guard let kind = try setKind(fields, status: status, warmup: warmup) else { return }
            let exerciseName = fullName(fields.text(exercise), equipment: fields.text(equipment))
            guard !exerciseName.isEmpty else { throw RowError(message: "the row names no exercise", field: exercise) }
            let e = grouper.exercise(exerciseName, in: w, row: row, field: exercise)
            var set = ImportedSet(kind: kind)
            set.weight = try weight.weight(fields)
            set.reps = try fields.wholeNumber(reps, maximum: NotationParser.maxLoggedReps)
            set.rpe = try fields.number(rpe, in: 0...10).flatMap { $0 > 0 ? $0 : nil }
            set.rir = try fields.number(rir, in: 0...10)
            set.duration = try fields.duration(time)
            set.distance = try distance.distance(fields)
            set.dropZeroReps()
            grouper.addNote(fields.text(note), to: e, in: w)
            try grouper.addRecorded(set, to: e, in: w, line: row.line, emptyField: reps)
        }
    }

    /// The workout a row starts: its start and end (UTC instants, `2025-01-14 17:05:00` with or
    /// without `Z`), its name and the lifter's body weight.
    private static func workout(_ fields: FieldReader, start: Int?, end: Int?, name: Int?, bodyWeight: Int?, unit: MassUnit,
                                clock: ExportClock) throws(RowError) -> ImportedWorkout {
        let text = fields.text(start)
        guard let instant = utcInstant(text), let local = clock.local(epochSeconds: instant) else {
            throw RowError(message: "'\(text)' is not a date and time", field: start,
                           hint: "FitNotes 2 writes start times in UTC, like 2025-01-14 17:05:00")
        }
        var workout = ImportedWorkout(date: local.date, start: local.time, title: fields.text(name), line: fields.row.line)
        let endText = fields.text(end)
        if !endText.isEmpty {
            guard let finish = utcInstant(endText) else {
                throw RowError(message: "'\(endText)' is not a date and time", field: end,
                               hint: "FitNotes 2 writes end times in UTC, like 2025-01-14 18:10:00; an empty cell means no end")
            }
            if finish > instant { workout.setDuration(finish - instant) }
        }
        if let value = try fields.number(bodyWeight, in: 0...NotationParser.maxLoggedKilograms), value > 0 {
            let weight = Weight(value, unit)
            if BodyWeightLayout.plausibleKilograms.contains(weight.kilograms) { workout.bodyWeight = weight }
        }
        return workout
    }

    /// Seconds since 1970 of a UTC time written with or without its `Z`.
    static func utcInstant(_ text: String) -> Double? {
        ExportClock.instant(text) ?? ExportClock.instant(text + " Z")
    }

    /// The set's label; nil for a set not done (`NotStarted`, `Skipped`).
    static func setKind(_ fields: FieldReader, status: Int?, warmup: Int?) throws(RowError) -> SetKind? {
        let word = fields.text(status)
        let isWarmup: Bool
        switch fields.text(warmup).lowercased() {
        case "true", "1", "yes": isWarmup = true
        case "false", "0", "no", "": isWarmup = false
        default: throw RowError(message: "'IsWarmup' should be true or false, found '\(fields.text(warmup))'", field: warmup)
        }
        switch word.lowercased().filter({ $0 != " " && $0 != "_" }) {
        case "notstarted", "skipped", "notdone": return nil
        case "failed", "failure": return .failure
        case "", "completed", "complete", "done", "inprogress":
            return isWarmup ? .warmup : .working
        default:
            throw RowError(message: "'\(word)' is not a set status", field: status,
                           hint: "FitNotes 2 writes Completed, NotStarted (not done) or Failed (a failure set)")
        }
    }

    /// `Bench Press` with `Barbell` → `Bench Press (Barbell)`, the spelling the library's aliases
    /// use; no equipment, or a name that already says it, stays as written.
    static func fullName(_ exercise: String, equipment: String) -> String {
        let kit = equipment.trimmingWhitespace
        let plain = ["", "none", "other", "bodyweight", "body weight"]
        guard !exercise.isEmpty, !plain.contains(kit.lowercased()), !exercise.lowercased().contains(kit.lowercased()) else { return exercise }
        return "\(exercise) (\(kit))"
    }
}
