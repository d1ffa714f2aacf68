import LiftbookModel

/// Reads another app's body-weight file through a column mapping that names a date and a weight
/// and no exercise (`columns: {date: Day, weight: Weight, unit: Unit}`); the unit comes from the
/// unit column, else the file's `unit:`, else the site's `logUnit`.
enum MappedBodyWeights {
    static func read(_ table: CSVTable, mapping: ImportMapping, setting: ImportSetting?, siteUnit: MassUnit, clock: ExportClock,
                     report: inout ImportReport) -> [BodyWeightEntry] {
        guard let c = MappedImporter.columns(table, mapping: mapping, report: &report) else { return [] }
        let name = { (field: MappedField) in mapping.columns[field].map { [$0.name] } ?? [] }
        let weight = WeightColumn(in: table, named: [], plain: name(.weight), unitColumn: name(.unit).first,
                                  setting: setting, siteUnit: siteUnit, report: &report)
        let format = setting?.dateFormat.flatMap(DateFormat.init)
        let entries = BodyWeightLayout.entries(table, report: &report) { fields throws(RowError) in
            guard let value = try weight.weight(fields) else { return nil }
            let when = [fields.text(c[.date]), fields.text(c[.time])].filter { !$0.isEmpty }.joined(separator: " ")
            let parsed = format == nil ? clock.local(when) ?? ExportDate.iso(when) : format?.read(when, clock: clock)
            guard let day = parsed else {
                throw RowError(message: "'\(when)' does not fit the date format \(setting?.dateFormat.map { "'\($0)'" } ?? "YYYY-MM-DD HH:mm")",
                               field: c[.date], hint: "say how the file writes dates in liftbook.yaml, e.g. dateFormat: D/M/YYYY HH:mm")
            }
            return (day.date, value, weight.index)
        }
        if let index = weight.index, weight.unitIndex == nil, setting?.unit == nil, !report.logUnitIsStated, !entries.isEmpty {
            report.warnOnce("unit", "the column '\(table.header[index])' does not say its unit; its weights are read as \(siteUnit.rawValue), the site's logUnit",
                            at: table.headerLocation(field: index),
                            hint: "say the file's unit in liftbook.yaml, e.g. imports: [{file: \(table.path), unit: \(siteUnit == .kg ? "lb" : "kg")}]")
        }
        return entries
    }
}
