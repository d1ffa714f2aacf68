import LiftbookModel

/// A set as an export wrote it, before the exercise's type decides what its weight means.
struct ImportedSet: Equatable {
    var kind: SetKind = .working
    /// The weight column's value; nil when empty or 0.
    var weight: Weight?
    var reps: Int?
    var rpe: Double?
    /// Reps in reserve, for exports with an RIR column.
    var rir: Double?
    var duration: Double?
    var distance: Distance?
    /// The row it was read from.
    var line = 0

    /// Apps write 0 reps for timed, distance and empty sets: only a weight lifted 0 times keeps them.
    mutating func dropZeroReps() {
        if reps == 0, weight == nil || duration != nil || distance != nil { reps = nil }
    }

    /// True when the row measured something.
    var recordsSomething: Bool { weight != nil || reps != nil || duration != nil || distance != nil }
}

/// An exercise of an imported workout, under the name the app used.
struct ImportedExercise {
    var name: String
    var superset: String?
    var notes: [String] = []
    var sets: [ImportedSet] = []
    /// The first row, and the field of the name in it, for diagnostics.
    var row: CSVRow
    var field: Int?
    /// The last note text seen, as written: rows repeat it.
    private var lastNote = ""
    /// The notes kept so far, to keep each once without searching the list.
    private var seenNotes: Set<String> = []

    init(name: String, superset: String?, row: CSVRow, field: Int?) {
        self.name = name
        self.superset = superset
        self.row = row
        self.field = field
    }

    mutating func addNote(_ text: String) {
        guard !text.isEmpty, text != lastNote else { return }
        lastNote = text
        let note = ImportText.note(text)
        if !note.isEmpty, seenNotes.insert(note).inserted { notes.append(note) }
    }
}

/// A workout read from an export: every row that shares its identity (the start time, plus the
/// workout number where the app writes one).
struct ImportedWorkout {
    var date: LocalDate
    var start: LocalTime?
    var end: LocalTime?
    var title = ""
    var notes = ""
    var line: Int
    var exercises: [ImportedExercise] = []
    /// The duration the export gave, seconds, even when it is too long to keep as an end time.
    var loggedDuration: Double?
    /// The lifter's body weight the export records with the workout (StrongLifts), for the body-weight log.
    var bodyWeight: Weight?

    /// Sets the end from a duration in seconds (under a day) after the start.
    mutating func setDuration(_ seconds: Double?) {
        loggedDuration = seconds
        guard let start, let seconds, seconds > 0, seconds < 86_400 else { return }
        let total = (start.secondsSinceMidnight + Int(seconds.rounded())) % 86_400
        end = LocalTime(hour: total / 3600, minute: total / 60 % 60, second: total % 60)
    }
}

/// Collects rows into workouts by identity, keeping the order workouts first appear in, and
/// rows into exercises: consecutive rows with the same exercise name form one exercise.
struct WorkoutGrouper {
    private(set) var workouts: [ImportedWorkout] = []
    private var indexByKey: [String: Int] = [:]
    /// Workouts whose identity could not be read, with their first row and how many rows they had.
    private(set) var failures: [(row: CSVRow, error: RowError, rows: Int)] = []
    private var failureByKey: [String: Int] = [:]

    /// The index of the workout with `key`, created by `make` when new. Nil when `make` failed
    /// for this key: the failure is kept once, with the number of rows it costs.
    mutating func workout(_ key: String, row: CSVRow, make: () throws(RowError) -> ImportedWorkout) -> Int? {
        if let index = indexByKey[key] { return index }
        if let failure = failureByKey[key] {
            failures[failure].rows += 1
            return nil
        }
        do {
            workouts.append(try make())
        } catch {
            failureByKey[key] = failures.count
            failures.append((row, error, 1))
            return nil
        }
        indexByKey[key] = workouts.count - 1
        return workouts.count - 1
    }

    /// The index of the exercise rows named `name` go to in workout `w`.
    mutating func exercise(_ name: String, in w: Int, row: CSVRow, field: Int?, superset: String? = nil) -> Int {
        if let last = workouts[w].exercises.last, last.name == name, last.superset == superset {
            return workouts[w].exercises.count - 1
        }
        workouts[w].exercises.append(ImportedExercise(name: name, superset: superset, row: row, field: field))
        return workouts[w].exercises.count - 1
    }

    /// Adds a set read from the row at `line`.
    mutating func add(_ set: ImportedSet, to e: Int, in w: Int, line: Int) {
        var set = set
        set.line = line
        workouts[w].exercises[e].sets.append(set)
    }

    /// Adds an exercise note (kept once however many rows repeat it).
    mutating func addNote(_ text: String, to e: Int, in w: Int) {
        workouts[w].exercises[e].addNote(text)
    }

    /// Sets the workout's notes from the first row that has any.
    mutating func setNotes(_ text: String, in w: Int) {
        if workouts[w].notes.isEmpty { workouts[w].notes = ImportText.note(text) }
    }
}

/// Text cleaning shared by the importers.
enum ImportText {
    /// Notes arrive with line breaks written as the two characters `\n`.
    static func note(_ text: String) -> String {
        guard !text.isEmpty else { return "" }
        let escaped = text.utf8.contains(UInt8(ascii: "\\"))
        return (escaped ? text.replacing("\\n", with: "\n") : text).trimmingWhitespace
    }
}

extension String {
    /// Without leading and trailing white space and line breaks.
    var trimmingWhitespace: String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }
}
