import LiftbookModel
import Yams

/// Reads the body-weight log: `bodyweight.csv` (`date,weight,unit`) or `bodyweight.yaml`
/// (`entries: [{date, weight, unit}]`) at the top of the site folder.
enum BodyWeightLoader {
    static let paths = ["bodyweight.csv", "bodyweight.yaml", "bodyweight.yml"]
    /// A body weight outside this range (kg) is a typo or a wrong unit.
    static let plausibleKilograms = 20.0...400.0

    /// Every readable entry in date order; each bad row is an error at its line and column.
    static func load(from files: any SiteFiles, unit: MassUnit, into diagnostics: inout [Diagnostic]) -> [BodyWeightEntry] {
        var entries: [BodyWeightEntry] = []
        for path in paths where files.exists(path) {
            guard let text = TextFile.read(path, from: files, allowEmpty: true, into: &diagnostics) else { continue }
            if path.hasSuffix(".csv") {
                entries += csv(path, text: text, unit: unit, into: &diagnostics)
            } else {
                entries += yaml(path, text: text, unit: unit, into: &diagnostics)
            }
        }
        return entries.sorted { ($0.date, $0.location) < ($1.date, $1.location) }
    }

    private static func csv(_ path: String, text: String, unit: MassUnit, into diagnostics: inout [Diagnostic]) -> [BodyWeightEntry] {
        guard let table = CSVTable(path: path, text: text, into: &diagnostics) else { return [] }
        guard let dateColumn = table.column("date", "day"),
              let weightColumn = table.column("weight", "bodyweight", "body weight", "weight (kg)", "weight (lb)", "weight (lbs)", "weight_kg", "weight_lb")
        else {
            diagnostics.append(.error("the body-weight log needs a 'date' and a 'weight' column", at: table.headerLocation(field: 0),
                                      hint: "write the header as date,weight,unit and a row such as 2026-11-16,82.4,kg"))
            return []
        }
        let unitColumn = table.column("unit")
        let headerName = table.header[weightColumn].lowercased()
        let columnUnit: MassUnit = headerName.contains("lb") ? .lb : (headerName.contains("kg") ? .kg : unit)
        var result: [BodyWeightEntry] = []
        for row in table.rows {
            var rowUnit = columnUnit
            if unitColumn != nil, !row[unitColumn].isEmpty {
                guard let value = MassUnit(spelling: row[unitColumn]) else {
                    diagnostics.append(.error("unknown unit '\(row[unitColumn])'", at: table.location(of: row, field: unitColumn), hint: "use kg or lb"))
                    continue
                }
                rowUnit = value
            }
            if let entry = entry(date: row[dateColumn], weight: row[weightColumn], unit: rowUnit,
                                 dateAt: table.location(of: row, field: dateColumn), weightAt: table.location(of: row, field: weightColumn),
                                 into: &diagnostics) {
                result.append(entry)
            }
        }
        return result
    }

    private static func yaml(_ path: String, text: String, unit: MassUnit, into diagnostics: inout [Diagnostic]) -> [BodyWeightEntry] {
        guard let source = YAMLSource(path: path, text: text, into: &diagnostics), let root = source.root else { return [] }
        var items: [Node] = []
        var fileUnit = unit
        switch root {
        case .sequence(let list): items = Array(list)
        default:
            guard var f = MappingReader(root, in: source, what: "the body-weight log", into: &diagnostics),
                  SchemaVersion.check(&f, newest: 1, into: &diagnostics) else { return [] }
            if let text = f.string("unit", into: &diagnostics) {
                if let value = MassUnit(spelling: text) { fileUnit = value } else {
                    diagnostics.append(.error("unknown unit '\(text)'", at: f.location("unit"), hint: "use kg or lb"))
                }
            }
            if let node = f.node("entries") {
                if case .sequence(let list) = node { items = Array(list) } else {
                    diagnostics.append(.error("'entries' should be a list of '- {date: …, weight: …}' items", at: source.location(of: node),
                                              hint: "for example entries: [{date: 2026-11-16, weight: 82.4}]"))
                }
            }
            f.reportUnknownKeys(what: "the body-weight log", into: &diagnostics)
        }
        var result: [BodyWeightEntry] = []
        let start = diagnostics.count
        for item in items {
            if DiagnosticCap.reached(&diagnostics, since: start, at: source.location(of: item)) { break }
            guard var f = MappingReader(item, in: source, what: "a body-weight entry", into: &diagnostics),
                  let date = f.string("date", required: true, into: &diagnostics),
                  let weight = f.string("weight", required: true, into: &diagnostics) else { continue }
            var itemUnit = fileUnit
            if let text = f.string("unit", into: &diagnostics) {
                if let value = MassUnit(spelling: text) { itemUnit = value } else {
                    diagnostics.append(.error("unknown unit '\(text)'", at: f.location("unit"), hint: "use kg or lb"))
                    continue
                }
            }
            f.reportUnknownKeys(what: "a body-weight entry", into: &diagnostics)
            if let entry = entry(date: date, weight: weight, unit: itemUnit, dateAt: f.location("date"), weightAt: f.location("weight"),
                                 into: &diagnostics) {
                result.append(entry)
            }
        }
        return result
    }

    /// One entry from its date and weight text; the date may carry a time (`2026-11-16 07:30`).
    private static func entry(date: String, weight: String, unit: MassUnit, dateAt: SourceLocation, weightAt: SourceLocation,
                              into diagnostics: inout [Diagnostic]) -> BodyWeightEntry? {
        guard let day = LocalDate(iso: date.prefix(10)), date.count == 10 || date.dropFirst(10).first == " " || date.dropFirst(10).first == "T" else {
            diagnostics.append(.error("'\(date)' is not a date", at: dateAt, hint: "write dates as YYYY-MM-DD, for example 2026-11-16"))
            return nil
        }
        guard let value = WeightText.parse(weight, defaultUnit: unit) else {
            diagnostics.append(.error("'\(weight)' is not a weight", at: weightAt, hint: "write a number such as 82.4, or 82.4kg / 181.5lb"))
            return nil
        }
        guard plausibleKilograms.contains(value.kilograms) else {
            diagnostics.append(.error("a body weight of \(formatNumber(value.value, decimals: 2)) \(value.unit.rawValue) is outside 20–400 kg", at: weightAt,
                                      hint: "check the number and its unit (a 'unit' column, or kg / lb after the number)"))
            return nil
        }
        return BodyWeightEntry(date: day, weight: value, location: dateAt)
    }
}
