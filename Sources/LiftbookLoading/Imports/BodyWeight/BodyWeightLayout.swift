import LiftbookModel

/// The apps' body-weight exports Liftbook reads from `imports/`, recognised by their header; their
/// entries join the body-weight log.
enum BodyWeightLayout: String, CaseIterable {
    case hevy = "Hevy measurements"
    case strong = "Strong body-weight"
    case fitNotes = "FitNotes body tracker"
    case withings = "Withings"
    case googleFit = "Google Fit daily metrics"

    /// A body-weight range, kg, outside which a value is a typo or a wrong unit (as for the log).
    static let plausibleKilograms = BodyWeightLoader.plausibleKilograms

    /// The layout of a file with this header, or nil.
    static func detect(_ table: CSVTable) -> BodyWeightLayout? {
        if ScaleExports.isGoogleFit(table) { return .googleFit }
        if ScaleExports.isWithings(table) { return .withings }
        if table.column("Measurement") != nil, table.column("Value") != nil, table.column("Date") != nil { return .fitNotes }
        if table.column("date") != nil, table.column("weight_kg", "weight_lbs", "weight_lb") != nil { return .hevy }
        let english = table.lookingUp(StrongHeaderNames.translate(table.header).names)
        if english.column("Date") != nil, english.column("Weight (kg)", "Weight (kgs)", "Weight (lbs)", "Weight (lb)", "Weight") != nil,
           table.header.count <= 3 { return .strong }
        return nil
    }

    /// The entries of the file; a row that cannot be read is reported and left out.
    func read(_ table: CSVTable, setting: ImportSetting?, siteUnit: MassUnit, report: inout ImportReport) -> [BodyWeightEntry] {
        switch self {
        case .withings:
            return ScaleExports.withings(table, setting: setting, siteUnit: siteUnit, report: &report)
        case .googleFit:
            return ScaleExports.googleFit(table, setting: setting, siteUnit: siteUnit, report: &report)
        case .hevy:
            let weight = WeightColumn(in: table, named: [("weight_kg", .kg), ("weight_lbs", .lb), ("weight_lb", .lb)], plain: [],
                                      unitColumn: nil, setting: setting, siteUnit: siteUnit, report: &report)
            let date = table.column("date")
            return Self.entries(table, report: &report) { fields throws(RowError) in
                guard let value = try weight.weight(fields) else { return nil }
                return (try ExportDate.hevy(fields.text(date), field: date).date, value, weight.index)
            }
        case .strong:
            let english = table.lookingUp(StrongHeaderNames.translate(table.header).names)
            let date = english.column("Date")
            let weight = WeightColumn(in: english, named: [("Weight (kg)", .kg), ("Weight (kgs)", .kg), ("Weight (lbs)", .lb), ("Weight (lb)", .lb)],
                                      plain: ["Weight"], unitColumn: "Unit", setting: setting, siteUnit: siteUnit, report: &report)
            if let index = weight.index, english.column("Weight") == index, weight.unitIndex == nil, setting?.unit == nil, !table.rows.isEmpty {
                report.warnOnce("unit", "the column '\(table.header[index])' does not say its unit; its weights are read as \(siteUnit.rawValue), the site's logUnit",
                                at: table.headerLocation(field: index),
                                hint: "say the file's unit in liftbook.yaml, e.g. imports: [{file: \(table.path), unit: \(siteUnit == .kg ? "lb" : "kg")}]")
            }
            return Self.entries(table, report: &report) { fields throws(RowError) in
                guard let value = try weight.weight(fields) else { return nil }
                guard let day = ExportDate.iso(fields.text(date)) else {
                    throw RowError(message: "'\(fields.text(date))' is not a date", field: date, hint: "Strong writes dates like 2025-03-09 10:22:48")
                }
                return (day.date, value, weight.index)
            }
        case .fitNotes:
            let date = table.column("Date")
            let measurement = table.column("Measurement")
            let value = table.column("Value")
            let unit = table.column("Unit")
            return Self.entries(table, report: &report) { fields throws(RowError) in
                let kind = fields.text(measurement).lowercased().filter { $0 != " " && $0 != "-" }
                guard kind == "bodyweight" else { return nil }
                guard let number = try fields.number(value, in: 0...2000), number > 0 else { return nil }
                let spelling = fields.text(unit)
                guard let massUnit = spelling.isEmpty ? (setting?.unit ?? siteUnit) : MassUnit(spelling: spelling) else {
                    throw RowError(message: "unknown weight unit '\(spelling)'", field: unit, hint: "FitNotes writes kgs or lbs")
                }
                guard let day = ExportDate.iso(fields.text(date)) else {
                    throw RowError(message: "'\(fields.text(date))' is not a date", field: date, hint: "FitNotes writes dates like 2024-09-13")
                }
                return (day.date, Weight(number, massUnit), value)
            }
        }
    }

    /// Reads each row with `entry` (nil for a row that holds no body weight), checking the weight
    /// is one a person can have.
    static func entries(_ table: CSVTable, report: inout ImportReport,
                         _ entry: (FieldReader) throws(RowError) -> (LocalDate, Weight, Int?)?) -> [BodyWeightEntry] {
        var result: [BodyWeightEntry] = []
        for row in table.rows where report.hasHeaderShape(row) {
            let fields = FieldReader(table: table, row: row)
            do throws(RowError) {
                guard let (date, weight, field) = try entry(fields) else { continue }
                guard Self.plausibleKilograms.contains(weight.kilograms) else {
                    throw RowError(message: "a body weight of \(formatNumber(weight.value, decimals: 2)) \(weight.unit.rawValue) is outside 20–400 kg",
                                   field: field, hint: "check the number and its unit")
                }
                result.append(BodyWeightEntry(date: date, weight: weight, location: table.location(of: row, field: nil)))
            } catch {
                report.skip(row, error)
            }
        }
        return result
    }
}
