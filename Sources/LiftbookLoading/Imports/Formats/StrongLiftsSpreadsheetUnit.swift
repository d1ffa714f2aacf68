import LiftbookModel

/// The unit a lifter loaded in, in StrongLifts' spreadsheet layout, where every exercise has a kg
/// and an lb cell and one is the app's rounded conversion of the other. In order: the unit the
/// body weights name (`183lb`, `95.5KG`); the column that climbs while the other repeats (the
/// conversion's rounding swallows a small step, the lifter's own number never does); the column
/// of whole plate steps (1.25 kg or 2.5 lb). Never the site's display unit: a pound lifter's
/// 210 lb squat is 95.25 kg, whatever the kg cell rounds it to.
enum StrongLiftsSpreadsheetUnit {
    /// The unit, or nil when nothing in the file tells.
    static func decide(_ table: CSVTable, first: Int, bodyWeight: Int?) -> MassUnit? {
        named(table, bodyWeight: bodyWeight) ?? climbing(table, first: first) ?? plateSteps(table, first: first)
    }

    /// The unit most body-weight cells name.
    static func named(_ table: CSVTable, bodyWeight: Int?) -> MassUnit? {
        guard let bodyWeight else { return nil }
        var kg = 0
        var lb = 0
        for row in table.rows {
            let text = row[bodyWeight].trimmingSpaces.lowercased()
            if text.hasSuffix("lb") || text.hasSuffix("lbs") { lb += 1 } else if text.hasSuffix("kg") || text.hasSuffix("kgs") { kg += 1 }
        }
        return kg == lb ? nil : (kg > lb ? .kg : .lb)
    }

    /// The unit whose cell changes from one workout to the next of an exercise while the other
    /// unit's cell stays the same, more often than the other way round.
    static func climbing(_ table: CSVTable, first: Int) -> MassUnit? {
        var last: [String: (kg: String, lb: String)] = [:]
        var kgMoves = 0
        var lbMoves = 0
        for row in table.rows {
            guard let groups = try? StrongLiftsSpreadsheetImporter.groups(row, from: first) else { continue }
            for group in groups {
                let now = (kg: row[group.field + 1].trimmingSpaces, lb: row[group.field + 2].trimmingSpaces)
                defer { last[group.name] = now }
                guard let before = last[group.name], Double(now.kg) != nil, Double(now.lb) != nil else { continue }
                let kgChanged = Double(now.kg) != Double(before.kg)
                let lbChanged = Double(now.lb) != Double(before.lb)
                if kgChanged, !lbChanged { kgMoves += 1 }
                if lbChanged, !kgChanged { lbMoves += 1 }
            }
        }
        return kgMoves == lbMoves ? nil : (kgMoves > lbMoves ? .kg : .lb)
    }

    /// The unit whose weights are whole plate steps (1.25 kg or 2.5 lb) more often.
    static func plateSteps(_ table: CSVTable, first: Int) -> MassUnit? {
        var kgRound = 0
        var lbRound = 0
        for row in table.rows {
            guard let groups = try? StrongLiftsSpreadsheetImporter.groups(row, from: first) else { continue }
            for group in groups {
                if let kg = Double(row[group.field + 1]), kg > 0, isStep(kg, 1.25) { kgRound += 1 }
                if let lb = Double(row[group.field + 2]), lb > 0, isStep(lb, 2.5) { lbRound += 1 }
            }
        }
        return kgRound == lbRound ? nil : (kgRound > lbRound ? .kg : .lb)
    }

    private static func isStep(_ value: Double, _ step: Double) -> Bool {
        abs(value / step - (value / step).rounded()) < 1e-6
    }
}
