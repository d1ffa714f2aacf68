import LiftbookModel

/// Reads StrongLifts' older "spreadsheet" export: one row per workout, each exercise a group of
/// name, weight in kg, weight in lb (the app's rounded conversion of the other) and its set cells
/// (reps). Rows are ragged, so a group's cells are found in the row, not from the header. Dates are
/// `m/d/yy` or `d/m/yy` with no marker: decided per file (``DayMonthOrder``). Body weight is
/// `183lb`, `95.5KG` or a number under `Body Weight (KG)`/`(LB)`. A row written twice is read once.
enum StrongLiftsSpreadsheetImporter {
    static func read(_ table: CSVTable, setting: ImportSetting?, siteUnit: MassUnit, report: inout ImportReport) -> [ImportedWorkout] {
        guard let first = table.column("Exercise 1") else { return [] }
        let date = table.column("Date")
        let note = table.column("Note")
        let title = table.column("Workout")
        let bodyKG = table.column("Body Weight (KG)")
        let bodyLB = table.column("Body Weight (LB)")
        let body = table.column("Body Weight")
        let unit = setting?.unit ?? StrongLiftsSpreadsheetUnit.decide(table, first: first, bodyWeight: body) ?? undecided(&report)
        let order = DayMonthOrder.decide(table, column: date, setting: setting, report: &report)
        var workouts: [ImportedWorkout] = []
        var seen: Set<[String]> = []
        for row in table.rows {
            guard seen.insert(row.fields.map { $0.trimmingSpaces }).inserted else { continue }
            let fields = FieldReader(table: table, row: row)
            do throws(RowError) {
                guard let day = order.date(fields.text(date)) else {
                    throw RowError(message: "'\(fields.text(date))' is not a date", field: date,
                                   hint: "StrongLifts writes dates like 9/13/24 (or 13/9/24)")
                }
                var workout = ImportedWorkout(date: day, title: fields.text(title).isEmpty ? "" : "Workout \(fields.text(title))", line: row.line)
                workout.notes = ImportText.note(fields.text(note))
                workout.bodyWeight = try bodyWeight(fields, kg: bodyKG, lb: bodyLB, text: body, unit: unit)
                for group in try groups(row, from: first) {
                    var exercise = ImportedExercise(name: group.name, superset: nil, row: row, field: group.field)
                    let weight = try groupWeight(fields, group, unit: unit)
                    for cell in group.sets {
                        guard let reps = try fields.wholeNumber(cell, maximum: NotationParser.maxLoggedReps), reps > 0 else { continue }
                        exercise.sets.append(ImportedSet(weight: weight, reps: reps, line: row.line))
                    }
                    if !exercise.sets.isEmpty { workout.exercises.append(exercise) }
                }
                workouts.append(workout)
            } catch {
                report.skip(row, error)
            }
        }
        return workouts
    }

    /// An exercise's cells in a row: its name, the kg and lb weight cells, and its set cells.
    struct Group {
        var name: String
        var field: Int
        var sets: [Int]
    }

    /// The groups of a row from `first` on: a name (text that is not a number), two weight cells,
    /// then set cells (numbers or empty) until the next name.
    static func groups(_ row: CSVRow, from first: Int) throws(RowError) -> [Group] {
        var groups: [Group] = []
        var index = first
        while index < row.fields.count {
            let name = row[index]
            if name.isEmpty { index += 1; continue }
            guard Double(name) == nil else {
                throw RowError(message: "'\(name)' stands where an exercise name was expected", field: index,
                               hint: "each exercise is its name, its weight in kg and in lb, then its sets' reps")
            }
            var end = index + 3
            while end < row.fields.count, row[end].isEmpty || Double(row[end]) != nil { end += 1 }
            groups.append(Group(name: name, field: index, sets: Array(min(index + 3, end)..<end)))
            index = end
        }
        return groups
    }

    /// The group's weight in the file's unit (from the other unit's cell when that one is empty); nil for 0.
    private static func groupWeight(_ fields: FieldReader, _ group: Group, unit: MassUnit) throws(RowError) -> Weight? {
        let kg = try fields.number(group.field + 1, in: 0...NotationParser.maxKilograms)
        let lb = try fields.number(group.field + 2, in: 0...NotationParser.maxKilograms * 3)
        let weight = unit == .kg ? (kg.map { Weight($0, .kg) } ?? lb.map { Weight($0, .lb) })
                                 : (lb.map { Weight($0, .lb) } ?? kg.map { Weight($0, .kg) })
        guard let weight, weight.value > 0 else { return nil }
        return weight
    }

    private static func bodyWeight(_ fields: FieldReader, kg: Int?, lb: Int?, text: Int?, unit: MassUnit) throws(RowError) -> Weight? {
        let numbered: [(Int?, MassUnit)] = unit == .kg ? [(kg, .kg), (lb, .lb)] : [(lb, .lb), (kg, .kg)]
        for (column, columnUnit) in numbered {
            if let value = try fields.number(column, in: 0...2000), value > 0 { return Weight(value, columnUnit) }
        }
        let written = fields.text(text)
        guard !written.isEmpty else { return nil }
        guard let weight = WeightText.parse(written, defaultUnit: unit), weight.value >= 0 else {
            throw RowError(message: "'\(written)' is not a body weight", field: text, hint: "StrongLifts writes body weights like 183lb or 95.5KG")
        }
        return weight.value > 0 ? weight : nil
    }

    /// Kilograms, with a warning, when nothing in the file says the lifter's unit.
    private static func undecided(_ report: inout ImportReport) -> MassUnit {
        report.warn("nothing in the file says whether the lifter loaded in kg or lb (no body weight like 183lb, no column that climbs while the other repeats); its weights are read from the kg cells",
                    at: report.table.headerLocation(field: nil),
                    hint: "say the file's unit in liftbook.yaml, e.g. imports: [{file: \(report.table.path), unit: lb}]")
        return .kg
    }
}
