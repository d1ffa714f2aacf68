import LiftbookModel

/// Where an export's weights are and what unit they are in: named by the header
/// (`Weight (kg)`, `weight_lbs`), by a column on every row (`Weight Unit`), or not at all — then
/// the file's `unit:` in `liftbook.yaml` decides, or else the site's `logUnit` (with a warning
/// when `liftbook.yaml` does not state it).
struct WeightColumn {
    let index: Int?
    let unitIndex: Int?
    /// The unit of a weight whose row names none.
    let unit: MassUnit
    /// The warning due when weights are read in the site's log unit because nothing says theirs.
    private var assumption: Diagnostic?

    /// Finds the weight column. `named` lists header names that state their unit; `plain` those
    /// that do not.
    init(in table: CSVTable, named: [(String, MassUnit)], plain: [String], unitColumn: String?,
         setting: ImportSetting?, siteUnit: MassUnit, report: inout ImportReport) {
        for (name, unit) in named {
            guard let index = table.column(name) else { continue }
            self.index = index
            unitIndex = nil
            self.unit = unit
            if let configured = setting?.unit, configured != unit {
                report.warnOnce("unit", "liftbook.yaml sets unit: \(configured.rawValue) for this file, but its header says '\(table.header[index])'; the header wins",
                                at: setting?.location ?? table.headerLocation(field: index), hint: "remove 'unit:' from the import entry")
            }
            return
        }
        index = plain.lazy.compactMap { table.column($0) }.first
        unitIndex = unitColumn.flatMap { table.column($0) }
        if let configured = setting?.unit {
            unit = configured
        } else {
            unit = siteUnit
            if let index, unitIndex == nil {
                assumption = .warning("the column '\(table.header[index])' does not say its unit; its weights are read as \(siteUnit.rawValue), the site's logUnit",
                                      at: table.headerLocation(field: index),
                                      hint: "say the file's unit in liftbook.yaml, e.g. imports: [{file: \(table.path), unit: \(siteUnit == .kg ? "lb" : "kg")}]")
            }
        }
    }

    /// Warns that the site's log unit was assumed, when any set has a weight.
    func reportAssumption(for workouts: [ImportedWorkout], into report: inout ImportReport) {
        guard let assumption, !report.logUnitIsStated, workouts.contains(where: { $0.exercises.contains { $0.sets.contains { $0.weight != nil } } }) else { return }
        report.warnOnce("unit", assumption.message, at: assumption.location, hint: assumption.hint)
    }

    /// The row's weight; nil when empty or 0. Any number is kept: an implausible one is warned
    /// about with the other implausible values, not refused.
    func weight(_ row: FieldReader) throws(RowError) -> Weight? {
        guard let value = try row.number(index, in: -NotationParser.maxLoggedKilograms...NotationParser.maxLoggedKilograms),
              value != 0 else { return nil }
        guard value > 0 else {
            throw RowError(message: "'\(row.name(index))' cannot be negative, found '\(row.text(index))'", field: index)
        }
        var rowUnit = unit
        let spelling = row.text(unitIndex)
        if !spelling.isEmpty {
            guard let named = MassUnit(spelling: spelling) else {
                throw RowError(message: "unknown weight unit '\(spelling)'", field: unitIndex, hint: "the unit column holds kg or lbs")
            }
            rowUnit = named
        }
        let weight = Weight(value, rowUnit)
        // A weight past human limits is still the number the export holds: it is kept, and the
        // plausibility warnings list it (a correction can fix it).
        return weight
    }
}

/// Where an export's distances are and what unit they are in.
struct DistanceColumn {
    let index: Int?
    let unitIndex: Int?
    /// The unit of a distance whose row names none.
    let unit: DistanceUnit

    /// Finds the distance column; a plain `Distance` is in `fallback`.
    init(in table: CSVTable, named: [(String, DistanceUnit)], plain: [String], unitColumn: String?, fallback: DistanceUnit) {
        if let (index, unit) = named.lazy.compactMap({ name, unit in table.column(name).map { ($0, unit) } }).first {
            self.index = index
            unitIndex = nil
            self.unit = unit
        } else {
            index = plain.lazy.compactMap { table.column($0) }.first
            unitIndex = unitColumn.flatMap { table.column($0) }
            unit = fallback
        }
    }

    /// The row's distance; nil when empty or 0. Feet are converted to metres.
    func distance(_ row: FieldReader) throws(RowError) -> Distance? {
        guard let value = try row.number(index, in: 0...NotationParser.maxMetres), value > 0 else { return nil }
        var distance = Distance(value, unit)
        let spelling = row.text(unitIndex).lowercased()
        if ["ft", "feet", "foot"].contains(spelling) {
            distance = Distance(value * 0.3048, .m)
        } else if !spelling.isEmpty {
            guard let named = DistanceUnit(spelling: spelling) else {
                throw RowError(message: "unknown distance unit '\(row.text(unitIndex))'", field: unitIndex, hint: "the unit column holds m, km, mi or ft")
            }
            distance = Distance(value, named)
        }
        guard distance.metres <= NotationParser.maxMetres else {
            throw RowError(message: "\(row.text(index)) \(distance.unit.rawValue) is not a plausible distance", field: index)
        }
        return distance
    }
}
