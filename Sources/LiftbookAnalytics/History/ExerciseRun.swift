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
/// keeps the runs of exercises a change did not touch (``AnalysisCache``). A run made for `serve`
/// also keeps the tracker's state every ``ExerciseRun/stride`` rows, so that the next run of a
/// changed exercise whose first rows are unchanged goes on from there instead of from its first row.
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
    /// The history's hash (``HashedRows/hash(of:)``), when asked for (`serve` hashes every
    /// exercise's analysis on every rebuild).
    let historyHash: Int?
    /// How its records are tracked, and whether its weights are help: a later run resumes only
    /// when both are the same.
    private let family: RecordFamily
    private let assisted: Bool
    /// The state before rows 0, `stride`, 2 × `stride`… (only when the history is hashed).
    private let checkpoints: [Checkpoint]

    /// Rows between two kept states: a resumed run replays fewer than this many rows it had done.
    static let stride = 64

    /// The run's state before one of its rows.
    private struct Checkpoint: Sendable {
        var tracker: RecordTracker
        /// The history's hasher after the rows before.
        var hasher: Hasher
        /// The records beaten before.
        var events: Int
    }

    /// Runs `input`'s rows of exercise `id` through a record tracker; hashes them when `hashHistory`.
    /// With `kept`, the run of the same exercise last time, the rows both have alike at the start
    /// are taken from it when they were run with the same library entry and settings.
    init(_ id: ExerciseID, _ input: ExerciseRows, hashHistory: Bool = false, resuming kept: (rows: ExerciseRows, run: ExerciseRun)? = nil) {
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
        let load = family == .load

        var tracker = RecordTracker(exercise: id, family: family, formula: input.formula, limits: input.limits,
                                    assisted: assisted)
        var hasher = Hasher()
        var history: [HistoryRow] = []
        var events: [PersonalRecord] = []
        var beaten: [[PersonalRecord]] = []
        var checkpoints: [Checkpoint] = []
        var start = 0
        if hashHistory, let kept, let from = Self.resumePoint(input, type: type, family: family, assisted: assisted, kept: kept) {
            let checkpoint = kept.run.checkpoints[from]
            start = from * Self.stride
            tracker = checkpoint.tracker
            hasher = checkpoint.hasher
            history = Array(kept.run.history[..<start])
            events = Array(kept.run.events[..<checkpoint.events])
            beaten = Array(kept.run.beaten[..<start])
            checkpoints = Array(kept.run.checkpoints[...from])
            // The checkpoint at `start` is kept already; the loop below stores the later ones.
            if start < input.rows.count { start = Self.step(start, input.rows, load: load, tracker: &tracker, hashing: true, hasher: &hasher,
                                                             history: &history, events: &events, beaten: &beaten) }
        }
        history.reserveCapacity(input.rows.count)
        beaten.reserveCapacity(input.rows.count)
        var index = start
        while index < input.rows.count {
            if hashHistory, index % Self.stride == 0 {
                checkpoints.append(Checkpoint(tracker: tracker, hasher: hasher, events: events.count))
            }
            index = Self.step(index, input.rows, load: load, tracker: &tracker, hashing: hashHistory, hasher: &hasher, history: &history,
                              events: &events, beaten: &beaten)
        }
        self.history = history
        names = distinctNames
        self.type = type
        records = tracker.records
        self.events = events
        self.beaten = beaten
        self.family = family
        self.assisted = assisted
        self.checkpoints = checkpoints
        if hashHistory {
            hasher.combine(history.count)
            historyHash = hasher.finalize()
        } else {
            historyHash = nil
        }
    }

    /// Runs row `index` of `rows` and returns the next index; with `hashing`, adds the row to
    /// `hasher` (a run that keeps nothing for the next build, such as `build`'s, hashes nothing:
    /// hashing every row was a hundredth of a full build's instructions).
    private static func step(_ index: Int, _ rows: [HistoryRow], load: Bool, tracker: inout RecordTracker, hashing: Bool, hasher: inout Hasher,
                             history: inout [HistoryRow], events: inout [PersonalRecord], beaten: inout [[PersonalRecord]]) -> Int {
        let row = load ? rows[index] : rows[index].withoutLoadFigures
        let records = tracker.add(row)
        if !records.isEmpty { events += records }
        beaten.append(records)
        if hashing { hasher.combine(row) }
        history.append(row)
        return index + 1
    }

    /// The checkpoint of `kept` to go on from: the last one before the first row `input` does
    /// not share with it; nil when none is worth it, or when anything else the rows are run with
    /// differs.
    private static func resumePoint(_ input: ExerciseRows, type: ExerciseType, family: RecordFamily, assisted: Bool,
                                    kept: (rows: ExerciseRows, run: ExerciseRun)) -> Int? {
        let run = kept.run
        guard !run.checkpoints.isEmpty, run.type == type, run.family == family, run.assisted == assisted,
              kept.rows.exercise == input.exercise, kept.rows.formula == input.formula, kept.rows.limits == input.limits,
              kept.rows.rows.count == kept.rows.names.count, input.rows.count == input.names.count else { return nil }
        let old = kept.rows
        let shared = min(old.rows.count, input.rows.count)
        var same = 0
        while same < shared, old.rows[same] == input.rows[same], old.names[same] == input.names[same] { same += 1 }
        let checkpoint = min(same / Self.stride, run.checkpoints.count - 1)
        return checkpoint > 0 ? checkpoint : nil
    }
}
