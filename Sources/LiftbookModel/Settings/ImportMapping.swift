/// What a column of another app's export holds, as `columns:` in an import entry of
/// `liftbook.yaml` names it.
public enum MappedField: String, Sendable, Hashable, CaseIterable, Codable {
    /// The fields, spelt as the keys of `columns:`.
    case date, time, workout, exercise, weight, unit, reps, setType, status, rpe, notes, workoutNotes, duration, distance, distanceUnit

    /// The fields a mapping must name (a body-weight file names `weight` instead of `exercise`).
    public static let required: [MappedField] = [.date, .exercise]
}

/// What a mapped status column's value says about a set.
public enum MappedStatus: String, Sendable, Hashable, CaseIterable {
    /// Spelt as the keys of `status:`.
    case done, notDone, failed, warmup

    /// The words read without configuration (compared without case, spaces, `-` and `_`).
    public var defaultWords: [String] {
        switch self {
        case .done: ["", "done", "completed", "complete", "yes", "true", "1", "✓", "x"]
        case .notDone: ["notdone", "notstarted", "skipped", "skip", "missed", "no", "false", "0", "planned"]
        case .failed: ["failed", "failure", "fail", "f"]
        case .warmup: ["warmup", "warm", "w", "wu"]
        }
    }
}

/// A column mapping for one import file: each field's column name and where the mapping says so.
public struct ImportMapping: Sendable, Hashable {
    /// A mapped column: its name in the file's header, and where `liftbook.yaml` names it.
    public struct Column: Sendable, Hashable {
        /// The header cell's text.
        public var name: String
        /// The place in `liftbook.yaml`.
        public var location: SourceLocation

        /// Creates a mapped column.
        public init(name: String, location: SourceLocation) {
            self.name = name
            self.location = location
        }
    }

    /// The mapped columns by field.
    public var columns: [MappedField: Column]
    /// The unit of distances when no column names it.
    public var distanceUnit: DistanceUnit?
    /// Where `columns:` is written.
    public var location: SourceLocation
    /// The words of a status column, by what they say, written under `status:` (read before the
    /// default words).
    public var statusWords: [MappedStatus: [String]] = [:]

    /// True when the file is a body-weight log: a date and a weight, no exercise.
    public var isBodyWeight: Bool { columns[.exercise] == nil && columns[.weight] != nil }

    /// Creates a mapping.
    public init(columns: [MappedField: Column], distanceUnit: DistanceUnit? = nil, location: SourceLocation) {
        self.columns = columns
        self.distanceUnit = distanceUnit
        self.location = location
    }
}
