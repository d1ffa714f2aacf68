/// The stored values of a ``Session``.
@usableFromInline
struct SessionFields: Hashable, Sendable {
    @usableFromInline var date: LocalDate
    @usableFromInline var start: LocalTime?
    @usableFromInline var end: LocalTime?
    @usableFromInline var title: String
    @usableFromInline var routineDay: Weekday?
    @usableFromInline var routineLabel: String?
    @usableFromInline var routineLabelLocation: SourceLocation?
    @usableFromInline var notes: String
    @usableFromInline var bodyweight: Weight?
    @usableFromInline var isPrivate: Bool
    @usableFromInline var exercises: [LoggedExercise]
    @usableFromInline var location: SourceLocation
    @usableFromInline var sequence: Int
    @usableFromInline var isExample: Bool
    @usableFromInline var isCorrected: Bool
    @usableFromInline var loggedSeconds: Int?
    @usableFromInline var sameStartIndex = 0
    /// The session's ``Session/id``, kept in step with the values it is made from.
    @usableFromInline var id = ""
}

/// One session's values behind a reference. Changed only through ``Session``, and only while
/// that session holds the sole reference (copy on write), so sharing it between threads is safe.
@usableFromInline
final class SessionStorage: @unchecked Sendable {
    @usableFromInline var fields: SessionFields

    init(_ fields: SessionFields) {
        self.fields = fields
    }
}
