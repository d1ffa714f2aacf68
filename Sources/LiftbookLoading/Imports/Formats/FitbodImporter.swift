import LiftbookModel

/// Reads Fitbod's export: one row per set (identical rows are separate sets); the rows of a
/// workout share its start (`2021-01-17 22:14:35 +0000`, dated in the site's time zone); a stamp
/// at most ten minutes after the previous one (a warm-up row logged just before, or sets stamped
/// one by one) belongs to the same workout, a longer gap starts a new one. Weights are kilograms whatever the app shows;
/// `isWarmup`, durations in seconds and distances in metres. Cells may start with a space.
/// `multiplier` (2 for a pair of dumbbells) is not applied: the weight is per implement, as
/// Liftbook records dumbbells.
enum FitbodImporter {
    static func read(_ table: CSVTable, setting: ImportSetting?, siteUnit: MassUnit, clock: ExportClock,
                     report: inout ImportReport) -> [ImportedWorkout] {
        let date = table.column("Date")
        let exercise = table.column("Exercise")
        let reps = table.column("Reps")
        let seconds = table.column("Duration(s)", "Duration (s)", "Duration")
        let warmup = table.column("isWarmup")
        let note = table.column("Note")
        let weight = WeightColumn(in: table, named: [("Weight(kg)", .kg), ("Weight (kg)", .kg)], plain: ["Weight"],
                                  unitColumn: nil, setting: setting, siteUnit: siteUnit, report: &report)
        let distance = DistanceColumn(in: table, named: [("Distance(m)", .m), ("Distance (m)", .m)], plain: ["Distance"],
                                      unitColumn: nil, fallback: .m)
        let starts = workoutStarts(table, column: date)
        return RowImport.workouts(table, report: &report) { row, fields, grouper, report throws(RowError) in
            let rowText = fields.text(date)
            let startText = starts[rowText] ?? rowText
            guard let w = grouper.workout(startText, row: row, make: { () throws(RowError) in
                guard let start = clock.local(startText) ?? ExportDate.iso(startText) else {
                    throw RowError(message: "'\(startText)' is not a date and time", field: date,
                                   hint: "Fitbod writes dates like 2021-01-17 22:14:35 +0000")
                }
                return ImportedWorkout(date: start.date, start: start.time, line: row.line)
            }) else { return }
            let name = fields.text(exercise)
            guard !name.isEmpty else { throw RowError(message: "the row names no exercise", field: exercise) }
            let e = grouper.exercise(name, in: w, row: row, field: exercise)
            var set = ImportedSet(kind: try isWarmup(fields, warmup) ? .warmup : .working)
            set.weight = try weight.weight(fields)
            set.reps = try fields.wholeNumber(reps, maximum: NotationParser.maxLoggedReps)
            set.duration = try fields.duration(seconds)
            set.distance = try distance.distance(fields)
            set.dropZeroReps()
            grouper.addNote(fields.text(note), to: e, in: w)
            try grouper.addRecorded(set, to: e, in: w, line: row.line, emptyField: reps)
        }
    }

    /// The rows of a workout share its start; a stamp at most `gap` after the previous stamp
    /// belongs to the same workout (a warm-up row just before, sets stamped one by one), so three
    /// walks of an afternoon or two workouts 50 minutes apart stay apart. Per date text, the text
    /// of the earliest time of its workout (each distinct text is parsed once).
    static func workoutStarts(_ table: CSVTable, column: Int?, gap: Double = 10 * 60) -> [String: String] {
        var instants: [String: Double] = [:]
        for row in table.rows {
            let text = row[column]
            if instants[text] == nil, let instant = ExportClock.instant(text) { instants[text] = instant }
        }
        var result: [String: String] = [:]
        var first = ""
        var previous = -Double.infinity
        for (text, instant) in instants.sorted(by: { ($0.value, $0.key) < ($1.value, $1.key) }) {
            if instant - previous > gap { first = text }
            previous = instant
            result[text] = first
        }
        return result
    }

    /// `true`/`false` (or `1`/`0`, empty for false).
    private static func isWarmup(_ fields: FieldReader, _ column: Int?) throws(RowError) -> Bool {
        switch fields.text(column).lowercased() {
        case "true", "1", "yes": return true
        case "false", "0", "no", "": return false
        default:
            throw RowError(message: "'isWarmup' should be true or false, found '\(fields.text(column))'", field: column)
        }
    }
}
