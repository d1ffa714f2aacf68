import LiftbookModel

/// Reads Liftosaur's history CSV: one row per *planned* set (an empty `Completed Reps` is a set
/// that was not done and is left out), `Is Warmup Set?` and `Is AMRAP?` flags, the unit on every
/// row, and `Workout DateTime` as an ISO 8601 UTC instant, dated in the site's time zone.
/// Names carry the equipment after a comma (`Bench Press, Barbell`) and are read as
/// `Bench Press (Barbell)`, the way the library's aliases spell it.
enum LiftosaurImporter {
    static func read(_ table: CSVTable, siteUnit: MassUnit, clock: ExportClock, report: inout ImportReport) -> [ImportedWorkout] {
        let c = Columns(table)
        return RowImport.workouts(table, report: &report) { row, fields, grouper, report throws(RowError) in
            let startText = fields.text(c.start)
            guard let w = grouper.workout(startText, row: row, make: { () throws(RowError) in
                guard let start = clock.local(startText) else {
                    throw RowError(message: "'\(startText)' is not a date and time", field: c.start,
                                   hint: "Liftosaur writes UTC times like 2026-05-08T17:50:24.603Z")
                }
                return ImportedWorkout(date: start.date, start: start.time, title: fields.text(c.day), line: row.line)
            }) else { return }
            let written = fields.text(c.exercise)
            guard !written.isEmpty else { throw RowError(message: "the row names no exercise", field: c.exercise) }
            let e = grouper.exercise(libraryName(written), in: w, row: row, field: c.exercise)
            grouper.addNote(fields.text(c.notes), to: e, in: w)
            // A planned set that was not done.
            guard let reps = try fields.wholeNumber(c.completedReps, maximum: NotationParser.maxLoggedReps) else { return }
            var set = ImportedSet(kind: flag(fields.text(c.warmup)) ? .warmup : (flag(fields.text(c.amrap)) ? .amrap : .working))
            set.reps = reps
            // The completed weight, or the planned one when the app left it empty.
            set.weight = fields.text(c.completedWeight).isEmpty
                ? try weight(fields, value: c.requiredWeight, unit: c.requiredUnit)
                : try weight(fields, value: c.completedWeight, unit: c.completedUnit)
            set.rpe = try fields.number(c.completedRPE, in: 0...10).flatMap { $0 > 0 ? $0 : nil }
            set.dropZeroReps()
            try grouper.addRecorded(set, to: e, in: w, line: row.line, emptyField: c.completedReps)
        }
    }

    /// `Bench Press, Barbell` → `Bench Press (Barbell)`; a name without a comma is kept.
    static func libraryName(_ name: String) -> String {
        guard let comma = name.lastIndex(of: ","), !name.hasSuffix(")") else { return name }
        let base = name[..<comma].trimmingSpaces
        let equipment = name[name.index(after: comma)...].trimmingSpaces
        guard !base.isEmpty, !equipment.isEmpty else { return name }
        return "\(base) (\(equipment))"
    }

    /// `1`, `true`, `yes` are set.
    private static func flag(_ text: String) -> Bool {
        ["1", "true", "yes", "y"].contains(text.lowercased())
    }

    /// The weight of a value and unit column pair; nil when empty or 0.
    private static func weight(_ fields: FieldReader, value: Int?, unit: Int?) throws(RowError) -> Weight? {
        guard let number = try fields.number(value, in: 0...NotationParser.maxKilograms * 3), number > 0 else { return nil }
        let spelling = fields.text(unit)
        guard let massUnit = MassUnit(spelling: spelling.isEmpty ? "kg" : spelling) else {
            throw RowError(message: "unknown weight unit '\(spelling)'", field: unit, hint: "Liftosaur writes kg or lb")
        }
        let weight = Weight(number, massUnit)
        guard weight.kilograms <= NotationParser.maxKilograms else {
            throw RowError(message: "\(fields.text(value)) \(massUnit.rawValue) is not a plausible weight", field: value,
                           hint: "weights above \(Int(NotationParser.maxKilograms)) kg are refused; check the number and the unit")
        }
        return weight
    }

    /// The columns of Liftosaur's history export.
    private struct Columns {
        let start, day, exercise, warmup, completedReps, amrap, completedRPE, requiredWeight, requiredUnit, completedWeight, completedUnit, notes: Int?

        init(_ table: CSVTable) {
            start = table.column("Workout DateTime")
            day = table.column("Day Name")
            exercise = table.column("Exercise")
            warmup = table.column("Is Warmup Set?")
            completedReps = table.column("Completed Reps")
            amrap = table.column("Is AMRAP?")
            completedRPE = table.column("Completed RPE")
            requiredWeight = table.column("Required Weight Value")
            requiredUnit = table.column("Required Weight Unit")
            completedWeight = table.column("Completed Weight Value")
            completedUnit = table.column("Completed Weight Unit")
            notes = table.column("Notes")
        }
    }
}
