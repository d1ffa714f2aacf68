/// What a column of another app's export holds, as `columns:` in an import entry of
/// `liftbook.yaml` names it.
public enum MappedField: String, Sendable, Hashable, CaseIterable, Codable {
    /// The fields, spelt as the keys of `columns:`.
    case date, time, workout, exercise, weight, unit, reps, setType, rpe, notes, workoutNotes, duration, distance, distanceUnit

    /// The fields a mapping must name.
    public static let required: [MappedField] = [.date, .exercise]
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

    /// Creates a mapping.
    public init(columns: [MappedField: Column], distanceUnit: DistanceUnit? = nil, location: SourceLocation) {
        self.columns = columns
        self.distanceUnit = distanceUnit
        self.location = location
    }
}
