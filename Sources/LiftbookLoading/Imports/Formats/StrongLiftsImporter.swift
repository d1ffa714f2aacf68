import LiftbookModel

/// Reads StrongLifts 5×5's current export: one row per exercise per workout, with the workout
/// number, date (`yyyy/mm/dd`), start and end times, body weight, notes and a `Set N (Reps)`,
/// `Set N (KG)` (or `(LB)`) pair per set slot. A slot with 0 reps was not done and an empty slot
/// does not exist; both are left out. A row the Android app wrote twice is read once.
enum StrongLiftsImporter {
    static func read(_ table: CSVTable, setting: ImportSetting?, siteUnit: MassUnit, report: inout ImportReport) -> [ImportedWorkout] {
        let c = Columns(table)
        let slots = Self.slots(table)
        // The body-weight header may say KG for a pound account: the sets' unit is the lifter's.
        let bodyWeight = table.column("Body Weight (KG)", "Body Weight (LB)", "Body Weight (LBS)", "Body Weight")
        // A row may end after its last set slot: the empty slots after it do not exist.
        let shortest = (slots.pairs.first?.reps ?? table.header.count) + 1
        let endsEarly = RowImport.Rows.acceptedOrHeaderShape { row in row.fields.count >= shortest && row.fields.count < table.header.count }
        return RowImport.workouts(table, rows: endsEarly, distinct: true, report: &report) { row, fields, grouper, report throws(RowError) in
            let key = fields.text(c.number) + "|" + fields.text(c.date) + "|" + fields.text(c.start)
            guard let w = grouper.workout(key, row: row, make: { () throws(RowError) in
                try workout(fields, c, row: row, unit: slots.unit, bodyWeight: bodyWeight)
            }) else { return }
            let note = ImportText.note(fields.text(c.notes))
            grouper.setNotes(note, in: w)
            let name = fields.text(c.exercise)
            guard !name.isEmpty else { throw RowError(message: "the row names no exercise", field: c.exercise) }
            let e = grouper.exercise(name, in: w, row: row, field: c.exercise)
            if note != grouper.workouts[w].notes { grouper.addNote(note, to: e, in: w) }
            for slot in slots.pairs {
                guard let reps = try fields.wholeNumber(slot.reps, maximum: NotationParser.maxLoggedReps), reps > 0 else { continue }
                var set = ImportedSet(reps: reps)
                if let value = try fields.number(slot.weight, in: 0...NotationParser.maxKilograms * 3), value > 0 {
                    set.weight = Weight(value, slots.unit)
                }
                grouper.add(set, to: e, in: w, line: row.line)
            }
        }
    }

    /// A new workout from its first row.
    private static func workout(_ fields: FieldReader, _ c: Columns, row: CSVRow, unit: MassUnit,
                                bodyWeight: Int?) throws(RowError) -> ImportedWorkout {
        let dateText = fields.text(c.date)
        guard let date = LocalDate(iso: dateText.replacing("/", with: "-")) else {
            throw RowError(message: "'\(dateText)' is not a date", field: c.date, hint: "StrongLifts writes dates like 2024/09/13")
        }
        var workout = ImportedWorkout(date: date, start: clock(fields.text(c.start)), title: fields.text(c.title), line: row.line)
        if let end = clock(fields.text(c.end)) { workout.end = end }
        if workout.end == nil, let hours = try fields.number(c.hours, in: 0...1000), hours > 0 { workout.setDuration(hours * 3600) }
        if let value = try fields.number(bodyWeight, in: 0...2000), value > 0 { workout.bodyWeight = Weight(value, unit) }
        return workout
    }

    /// `7:05`, `17:05`, `7:05 PM`; nil when empty or unreadable.
    static func clock(_ text: String) -> LocalTime? {
        let lower = text.lowercased()
        let afternoon = lower.hasSuffix("pm")
        let morning = lower.hasSuffix("am")
        let digits = (afternoon || morning) ? String(lower.dropLast(2)).trimmingSpaces : lower
        guard var time = LocalTime(text: digits) else { return nil }
        if afternoon || morning, time.hour <= 12 {
            time = LocalTime(hour: time.hour % 12 + (afternoon ? 12 : 0), minute: time.minute, second: time.second) ?? time
        }
        return time
    }

    /// The `Set N (Reps)` / `Set N (KG|LB)` columns in slot order, and the unit of their weights.
    private static func slots(_ table: CSVTable) -> (pairs: [(reps: Int, weight: Int?)], unit: MassUnit) {
        var pairs: [(reps: Int, weight: Int?)] = []
        var unit = MassUnit.kg
        var n = 1
        while let reps = table.column("Set \(n) (Reps)") {
            let kg = table.column("Set \(n) (KG)", "Set \(n) (KGS)")
            let lb = table.column("Set \(n) (LB)", "Set \(n) (LBS)")
            if kg == nil, lb != nil { unit = .lb }
            pairs.append((reps, kg ?? lb))
            n += 1
        }
        return (pairs, unit)
    }

    /// The columns of the current layout.
    private struct Columns {
        let date, number, title, exercise, hours, start, end, notes: Int?

        init(_ table: CSVTable) {
            date = table.column("Date (yyyy/mm/dd)", "Date")
            number = table.column("Workout")
            title = table.column("Workout Name")
            exercise = table.column("Exercise")
            hours = table.column("Duration (hours)")
            start = table.column("Start Time (h:mm)", "Start Time")
            end = table.column("End Time (h:mm)", "End Time")
            notes = table.column("Notes")
        }
    }
}
