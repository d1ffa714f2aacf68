import LiftbookModel

/// One exercise's rows, oldest first, with the names each was logged under: everything its
/// history, type and records are worked out from.
struct ExerciseRows: Sendable, Equatable {
    /// The library entry, if the library knows the exercise.
    var exercise: Exercise?
    var formula: E1RMFormula
    var limits: PlausibilityLimits
    /// One row per session it was logged in, oldest first.
    var rows: [HistoryRow]
    /// The names each row was logged under that day (the first names the row).
    var names: [[String]]
}

/// An exercise's rows run through its record tracker, in session order: its history, type and
/// records, and which records each row beat.
///
/// It depends on nothing but its ``ExerciseRows``, so exercises are run side by side, and `serve`
/// keeps the runs of exercises a change did not touch (``AnalysisCache``).
struct ExerciseRun: Sendable {
    /// The rows, oldest first.
    let history: [HistoryRow]
    /// Every name it was logged under.
    let names: Set<String>
    /// The library's type, or for an exercise the library does not know, the type its first sets suggest.
    let type: ExerciseType
    /// The current records.
    let records: PersonalRecords
    /// Every record it beat, oldest first.
    let events: [PersonalRecord]
    /// The records each row beat, by row.
    let beaten: [[PersonalRecord]]
    /// The history's hash, when asked for (`serve` hashes every exercise's analysis on every rebuild).
    let historyHash: Int?

    /// Runs `input`'s rows of exercise `id` through a record tracker; hashes them when `hashHistory`.
    init(_ id: ExerciseID, _ input: ExerciseRows, hashHistory: Bool = false) {
        var type = input.exercise?.type ?? .strength
        if input.exercise == nil, let first = input.rows.first, let inferred = ExerciseType(inferredFrom: first.workingSets) {
            type = inferred
        }
        // Assisted: the library says so, or a name it was logged under, or a set logged with help.
        var distinctNames: Set<String> = []
        for rowNames in input.names { distinctNames.formUnion(rowNames) }
        let assisted = input.exercise.map(\.isAssisted) ?? distinctNames.contains(where: Exercise.namesAssistance)
            || input.rows.contains { $0.sets.contains { $0.helpKilograms != nil } }
        let family = RecordFamily(type, rows: input.rows)
        // Cardio and isometric sets with a weight (a carry, an app's default 10 lb on jumping
        // jacks) count toward no volume or e1RM (SPEC §4).
        let rows = family == .load ? input.rows : input.rows.map(\.withoutLoadFigures)
        var tracker = RecordTracker(exercise: id, family: family, formula: input.formula, limits: input.limits,
                                    assisted: assisted)
        var names: Set<String> = []
        var events: [PersonalRecord] = []
        var beaten: [[PersonalRecord]] = []
        beaten.reserveCapacity(input.rows.count)
        for (row, rowNames) in zip(rows, input.names) {
            names.formUnion(rowNames)
            let records = tracker.add(row)
            if !records.isEmpty { events += records }
            beaten.append(records)
        }
        history = rows
        self.names = names
        self.type = type
        records = tracker.records
        self.events = events
        self.beaten = beaten
        historyHash = hashHistory ? rows.hashValue : nil
    }
}
