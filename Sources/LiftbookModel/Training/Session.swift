/// An exercise as logged in one session: a snapshot that keeps the name it had that day.
public struct LoggedExercise: Sendable, Hashable {
    /// The library entry it resolved to, or the slug of its name when the library has none.
    public var exerciseID: ExerciseID
    /// The name as written in the log (the snapshot).
    public var name: String
    /// False when no library entry matched the name (kept, and warned about).
    public var isKnown: Bool
    /// The superset group (`A` for `## A1. …`).
    public var superset: String?
    /// The planned exercise this one replaced (`instead of …`).
    public var substitutes: ExerciseID?
    /// Markdown notes for this exercise.
    public var notes: String
    /// The sets in order.
    public var sets: [LoggedSet]
    /// Where the exercise starts in its file.
    public var location: SourceLocation

    /// Creates a logged exercise.
    public init(exerciseID: ExerciseID, name: String, isKnown: Bool = true, superset: String? = nil,
                substitutes: ExerciseID? = nil, notes: String = "", sets: [LoggedSet] = [], location: SourceLocation) {
        self.exerciseID = exerciseID
        self.name = name
        self.isKnown = isKnown
        self.superset = superset
        self.substitutes = substitutes
        self.notes = notes
        self.sets = sets
        self.location = location
    }

    /// The sets that count: everything but warm-ups.
    public var workingSets: [LoggedSet] { sets.filter { $0.kind.isWorking } }

    /// The number of ``workingSets``, counted without making the list.
    public var workingSetCount: Int { sets.reduce(0) { $1.kind.isWorking ? $0 + 1 : $0 } }
}

/// A logged workout, identified by its start (date and time), never by its calendar day alone.
///
/// Its values live in one shared reference, copied when a copy is changed: a session is copied
/// many times on its way through a build (sorted, grouped, kept between `serve` rebuilds), and each
/// copy is then one retain, and two copies of one session compare equal without reading their sets.
public struct Session: Sendable, Hashable, Identifiable {
    @usableFromInline var storage: SessionStorage

    /// The day it took place.
    public var date: LocalDate {
        @inlinable get { storage.fields.date }
        _modify {
            makeUnique()
            defer { storage.fields.id = Session.id(of: storage.fields) }
            yield &storage.fields.date
        }
    }

    /// When it started, if known.
    public var start: LocalTime? {
        @inlinable get { storage.fields.start }
        _modify {
            makeUnique()
            defer { storage.fields.id = Session.id(of: storage.fields) }
            yield &storage.fields.start
        }
    }

    /// When it ended, if known.
    public var end: LocalTime? {
        @inlinable get { storage.fields.end }
        _modify {
            makeUnique()
            yield &storage.fields.end
        }
    }

    /// The title, such as `Upper A`.
    public var title: String {
        @inlinable get { storage.fields.title }
        _modify {
            makeUnique()
            yield &storage.fields.title
        }
    }

    /// The routine day it followed.
    public var routineDay: Weekday? {
        @inlinable get { storage.fields.routineDay }
        _modify {
            makeUnique()
            yield &storage.fields.routineDay
        }
    }

    /// The cycle day it followed (`routine: A` for a routine of days done in order), as written.
    public var routineLabel: String? {
        @inlinable get { storage.fields.routineLabel }
        _modify {
            makeUnique()
            yield &storage.fields.routineLabel
        }
    }

    /// Where `routine:` names a cycle day.
    public var routineLabelLocation: SourceLocation? {
        @inlinable get { storage.fields.routineLabelLocation }
        _modify {
            makeUnique()
            yield &storage.fields.routineLabelLocation
        }
    }

    /// Markdown notes for the whole session.
    public var notes: String {
        @inlinable get { storage.fields.notes }
        _modify {
            makeUnique()
            yield &storage.fields.notes
        }
    }

    /// Body weight that day.
    public var bodyweight: Weight? {
        @inlinable get { storage.fields.bodyweight }
        _modify {
            makeUnique()
            yield &storage.fields.bodyweight
        }
    }

    /// True when the session stays off posts, feeds and public pages.
    public var isPrivate: Bool {
        @inlinable get { storage.fields.isPrivate }
        _modify {
            makeUnique()
            yield &storage.fields.isPrivate
        }
    }

    /// The exercises in order.
    public var exercises: [LoggedExercise] {
        @inlinable get { storage.fields.exercises }
        _modify {
            makeUnique()
            yield &storage.fields.exercises
        }
    }

    /// The file (and line) it came from.
    public var location: SourceLocation {
        @inlinable get { storage.fields.location }
        _modify {
            makeUnique()
            yield &storage.fields.location
        }
    }

    /// A tie-breaker for sessions with the same start, from file order.
    public var sequence: Int {
        @inlinable get { storage.fields.sequence }
        _modify {
            makeUnique()
            defer { storage.fields.id = Session.id(of: storage.fields) }
            yield &storage.fields.sequence
        }
    }

    /// True for the example session `liftbook init` writes (`example: true`), which is left out
    /// once the log has sessions of its own.
    public var isExample: Bool {
        @inlinable get { storage.fields.isExample }
        _modify {
            makeUnique()
            yield &storage.fields.isExample
        }
    }

    /// True when `corrections.yaml` changed the session, or when it was written by `liftbook
    /// export` after corrections were applied (`corrected: true`): it is not corrected again.
    public var isCorrected: Bool {
        @inlinable get { storage.fields.isCorrected }
        _modify {
            makeUnique()
            yield &storage.fields.isCorrected
        }
    }

    /// The duration an export logged for a workout that has no end time because it lasted a day
    /// or longer (a workout left running), seconds; what `maxDuration` in corrections caps.
    public var loggedSeconds: Int? {
        @inlinable get { storage.fields.loggedSeconds }
        _modify {
            makeUnique()
            yield &storage.fields.loggedSeconds
        }
    }

    /// For the second and later workouts of one export that start at the same time (StrongLifts
    /// numbers its workouts; two can start in the same minute): 1, 2, … in file order, which
    /// keeps their ids apart. 0 for every other session.
    public var sameStartIndex: Int {
        @inlinable get { storage.fields.sameStartIndex }
        _modify {
            makeUnique()
            defer { storage.fields.id = Session.id(of: storage.fields) }
            yield &storage.fields.sameStartIndex
        }
    }

    /// Creates a session.
    public init(date: LocalDate, start: LocalTime? = nil, end: LocalTime? = nil, title: String = "",
                routineDay: Weekday? = nil, notes: String = "", bodyweight: Weight? = nil, isPrivate: Bool = false,
                exercises: [LoggedExercise] = [], location: SourceLocation, sequence: Int = 0, isExample: Bool = false,
                isCorrected: Bool = false) {
        storage = SessionStorage(SessionFields(date: date, start: start, end: end, title: title, routineDay: routineDay,
                                               notes: notes, bodyweight: bodyweight, isPrivate: isPrivate, exercises: exercises,
                                               location: location, sequence: sequence, isExample: isExample, isCorrected: isCorrected))
        storage.fields.id = Session.id(of: storage.fields)
    }

    /// Equal when every value is: at once when both share their storage.
    public static func == (a: Session, b: Session) -> Bool {
        a.storage === b.storage || a.storage.fields == b.storage.fields
    }

    /// Hashes every value.
    public func hash(into hasher: inout Hasher) {
        storage.fields.hash(into: &hasher)
    }

    /// Gives this session its own storage before a change, when the storage is shared.
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = SessionStorage(storage.fields) }
    }

    /// A stable identifier from the start: `2026-11-16-1805`, or the date alone plus a sequence
    /// number when no time was logged. Worked out when the session is made and when its date,
    /// start, sequence or same-start index changes, not each time it is read.
    @inlinable public var id: String { storage.fields.id }

    /// The id of `fields`, from the start, sequence and same-start index.
    fileprivate static func id(of fields: SessionFields) -> String {
        let date = fields.date, start = fields.start, sequence = fields.sequence, sameStartIndex = fields.sameStartIndex
        if let start, (0..<86_400).contains(start.secondsSinceMidnight) {
            let seconds = start.secondsSinceMidnight
            let width = seconds % 60 == 0 ? 4 : 6
            let digits = width == 4 ? seconds / 3600 * 100 + seconds / 60 % 60
                                    : seconds / 3600 * 10_000 + seconds / 60 % 60 * 100 + seconds % 60
            let id = date.description + "-" + String(unsafeUninitializedCapacity: width) { bytes in
                writeDigits(digits, width: width, into: bytes, at: 0)
                return width
            }
            return sameStartIndex > 0 ? id + "-\(sameStartIndex + 1)" : id
        }
        if let start { return "\(date)-" + String(start.description.filter { $0 != ":" }) }
        return sequence > 0 ? "\(date)-\(sequence + 1)" : "\(date)"
    }

    /// Duration in seconds when both times are known; an end before the start means past midnight.
    public var durationSeconds: Int? {
        guard let start, let end else { return nil }
        let delta = end.secondsSinceMidnight - start.secondsSinceMidnight
        return delta >= 0 ? delta : delta + 86_400
    }

    /// Chronological order: date, then start time, then sequence.
    public static func chronological(_ a: Session, _ b: Session) -> Bool {
        if a.date != b.date { return a.date < b.date }
        let at = a.start?.secondsSinceMidnight ?? -1
        let bt = b.start?.secondsSinceMidnight ?? -1
        if at != bt { return at < bt }
        if a.sequence != b.sequence { return a.sequence < b.sequence }
        return a.location < b.location
    }
}
