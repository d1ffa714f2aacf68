import LiftbookModel

extension ConfigLoader {
    /// `dateFormat:`, `distanceUnit:` and `columns:` of an import entry: how to read a file whose
    /// layout Liftbook does not know, or whose dates its layout leaves open.
    static func importMapping(_ f: inout MappingReader, into setting: inout ImportSetting, diagnostics: inout [Diagnostic]) {
        if let text = f.string("dateFormat", into: &diagnostics) {
            if DateFormat(text) != nil { setting.dateFormat = text } else {
                diagnostics.append(.error("'\(text)' is not a date format", at: f.location("dateFormat"),
                                          hint: "write the fields the file uses, e.g. D/M/YY, MM/DD/YYYY HH:mm, DD MMM YYYY, YYYY-MM-DD h:mm A, or unix"))
            }
        }
        var distanceUnit: DistanceUnit?
        if let text = f.string("distanceUnit", into: &diagnostics) {
            distanceUnit = DistanceUnit(spelling: text)
            if distanceUnit == nil {
                diagnostics.append(.error("unknown distance unit '\(text)'", at: f.location("distanceUnit"), hint: "use m, km, mi or yd"))
            }
        }
        guard let node = f.node("columns") else {
            if distanceUnit != nil {
                diagnostics.append(.warning("'distanceUnit' is read only with 'columns:'; it is ignored", at: f.location("distanceUnit"),
                                            hint: "remove it, or map the file's columns"))
            }
            return
        }
        guard var c = MappingReader(node, in: f.source, what: "'columns'", into: &diagnostics) else { return }
        var columns: [MappedField: ImportMapping.Column] = [:]
        for field in MappedField.allCases {
            guard let name = c.string(field.rawValue, into: &diagnostics) else { continue }
            columns[field] = ImportMapping.Column(name: name.trimmingSpaces, location: c.location(field.rawValue))
        }
        c.reportUnknownKeys(what: "'columns'", into: &diagnostics)
        let location = f.location("columns")
        // A date and a weight without an exercise is a body-weight file.
        let missing = MappedField.required.filter { columns[$0] == nil && !($0 == .exercise && columns[.weight] != nil) }
        guard missing.isEmpty else {
            diagnostics.append(.error("'columns' should name the file's \(missing.map(\.rawValue).joined(separator: " and ")) column",
                                      at: location, hint: "for example columns: {date: \"Date\", exercise: \"Exercise\", weight: \"Weight\", reps: \"Reps\"}"))
            return
        }
        var mapping = ImportMapping(columns: columns, distanceUnit: distanceUnit, location: location)
        mapping.statusWords = statusWords(&f, mapped: columns[.status] != nil, diagnostics: &diagnostics)
        setting.mapping = mapping
    }

    /// `status: {done: [Done], notDone: [Skipped], failed: [Failed], warmup: [Warm-up]}`: the words
    /// of the mapped status column, each a text or a list.
    private static func statusWords(_ f: inout MappingReader, mapped: Bool, diagnostics: inout [Diagnostic]) -> [MappedStatus: [String]] {
        guard let node = f.node("status") else { return [:] }
        guard mapped else {
            diagnostics.append(.warning("'status' is read only with a status column under 'columns:'; it is ignored", at: f.location("status"),
                                        hint: "map the column too, e.g. columns: {…, status: State}"))
            return [:]
        }
        guard var s = MappingReader(node, in: f.source, what: "'status'", into: &diagnostics) else { return [:] }
        var result: [MappedStatus: [String]] = [:]
        for status in MappedStatus.allCases {
            let words = s.strings(status.rawValue, into: &diagnostics)
            if !words.isEmpty { result[status] = words }
        }
        s.reportUnknownKeys(what: "'status'", into: &diagnostics)
        return result
    }
}
