import LiftbookModel

/// `EXERCISE SET LOGS` of a newer Jefit backup: the sets of each exercise log by its id, in
/// `set_index` order, with warm-ups marked. Weights are in the backup's unit (`SETTING`), whatever
/// the column is called.
struct JefitSetLogs {
    private var sets: [String: [(index: Int, set: ImportedSet)]] = [:]

    init(_ table: CSVTable?, unit: MassUnit, report: inout ImportReport) {
        guard let table else { return }
        let log = table.column("exercise_log_id")
        let index = table.column("set_index")
        let weight = table.column("weight_lbs", "weight_kg", "weight")
        let reps = table.column("reps")
        let type = table.column("set_type")
        for row in table.rows {
            let fields = FieldReader(table: table, row: row)
            do throws(RowError) {
                let value = try fields.number(weight, in: 0...NotationParser.maxKilograms * 3)
                var set = ImportedSet(kind: Self.kind(fields.text(type)))
                set.weight = value.flatMap { $0 > 0 ? Weight($0, unit) : nil }
                set.reps = try fields.wholeNumber(reps, maximum: NotationParser.maxLoggedReps)
                set.dropZeroReps()
                set.line = row.line
                guard set.recordsSomething else { continue }
                let position = try fields.wholeNumber(index, maximum: 10_000) ?? 0
                sets[fields.text(log), default: []].append((position, set))
            } catch {
                report.skip(row, error)
            }
        }
    }

    /// The sets of an exercise log, or nil when the backup lists none for it (then its `logs`
    /// tokens are read).
    func sets(of id: String) -> [ImportedSet]? {
        guard let found = sets[id], !id.isEmpty else { return nil }
        return found.sorted { $0.index < $1.index }.map(\.set)
    }

    /// `warm-up` (or `warmup`) is a warm-up; `drop`, `failure` as named; anything else a working set.
    private static func kind(_ text: String) -> SetKind {
        switch text.lowercased().filter({ $0 != "-" && $0 != "_" && $0 != " " }) {
        case "warmup": .warmup
        case "drop", "dropset": .drop
        case "failure": .failure
        default: .working
        }
    }
}
