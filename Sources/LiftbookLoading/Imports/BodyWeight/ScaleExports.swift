import LiftbookModel

/// Body-weight exports of scales and health apps: Withings' measurements (a header in the app's
/// language, ``WithingsHeaderNames``) and Google Fit's daily metrics (one row per day, the day's
/// `Average weight (kg)`; days without a weighing leave it empty).
enum ScaleExports {
    /// True for a Withings measurement export in any language Liftbook knows.
    static func isWithings(_ table: CSVTable) -> Bool {
        column(table, WithingsHeaderNames.date) != nil
            && column(table, WithingsHeaderNames.weightKilograms + WithingsHeaderNames.weightPounds) != nil
            && column(table, WithingsHeaderNames.fatMass) != nil
    }

    /// True for Google Fit's daily metrics.
    static func isGoogleFit(_ table: CSVTable) -> Bool {
        table.column("Date") != nil && table.column("Average weight (kg)", "Average weight (lb)") != nil
    }

    /// The first column named any of `names`.
    private static func column(_ table: CSVTable, _ names: [String]) -> Int? {
        names.lazy.compactMap { table.column($0) }.first
    }

    /// Withings' entries: `2025-01-14 07:12:00` (or the day alone) and the weight in its header's unit.
    static func withings(_ table: CSVTable, setting: ImportSetting?, siteUnit: MassUnit, report: inout ImportReport) -> [BodyWeightEntry] {
        let date = column(table, WithingsHeaderNames.date)
        let named = WithingsHeaderNames.weightKilograms.map { ($0, MassUnit.kg) } + WithingsHeaderNames.weightPounds.map { ($0, MassUnit.lb) }
        let weight = WeightColumn(in: table, named: named, plain: [], unitColumn: nil, setting: setting, siteUnit: siteUnit, report: &report)
        return BodyWeightLayout.entries(table, report: &report) { fields throws(RowError) in
            guard let value = try weight.weight(fields) else { return nil }
            guard let day = ExportDate.iso(fields.text(date)) else {
                throw RowError(message: "'\(fields.text(date))' is not a date", field: date, hint: "Withings writes dates like 2025-01-14 07:12:00")
            }
            return (day.date, value, weight.index)
        }
    }

    /// Google Fit's entries: one per day that has an average weight.
    static func googleFit(_ table: CSVTable, setting: ImportSetting?, siteUnit: MassUnit, report: inout ImportReport) -> [BodyWeightEntry] {
        let date = table.column("Date")
        let weight = WeightColumn(in: table, named: [("Average weight (kg)", .kg), ("Average weight (lb)", .lb)], plain: [], unitColumn: nil,
                                  setting: setting, siteUnit: siteUnit, report: &report)
        return BodyWeightLayout.entries(table, report: &report) { fields throws(RowError) in
            guard let value = try weight.weight(fields) else { return nil }
            guard let day = ExportDate.iso(fields.text(date)) else {
                throw RowError(message: "'\(fields.text(date))' is not a date", field: date, hint: "Google Fit writes dates like 2025-01-14")
            }
            return (day.date, value, weight.index)
        }
    }
}
