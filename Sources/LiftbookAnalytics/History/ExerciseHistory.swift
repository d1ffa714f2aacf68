public import LiftbookModel

/// One session of one exercise: what was done, and the figures worked out from it.
///
/// Loads are in kilograms; warm-up sets are kept in ``sets`` but count toward nothing.
public struct HistoryRow: Sendable, Hashable {
    /// The day of the session.
    public var date: LocalDate
    /// The session's ``Session/id``.
    public var sessionID: String
    /// The session's title.
    public var sessionTitle: String
    /// The routine day the session followed, if it named one.
    public var routineDay: Weekday?
    /// True when the session is private: counted in every figure, but kept off public pages.
    public var isPrivate: Bool
    /// The name the exercise was logged under that day (the snapshot).
    public var name: String
    /// Every set in order, warm-ups included.
    public var sets: [LoggedSet]
    /// The heaviest working rep set (most reps breaks a tie), if any.
    public var topSet: LoggedSet?
    /// The best estimated 1RM of the working sets by the site's formula; nil without a loaded rep set.
    /// For a body-weight lift with added weight and a known body weight, the added load it implies.
    public var e1RMKilograms: Double?
    /// The lifter's body weight that day, kg, when known (the session's, else the body-weight log's).
    public var bodyweightKilograms: Double?
    /// Σ weight × reps of the working rep sets.
    public var volumeKilograms: Double
    /// The largest weight × reps of a single working set.
    public var bestSetVolumeKilograms: Double
    /// Working sets (everything but warm-ups).
    public var workingSetCount: Int
    /// Reps of the working sets.
    public var repCount: Int
    /// Total seconds of the working sets that were timed.
    public var durationSeconds: Double?
    /// Total metres of the working sets with a distance.
    public var distanceMetres: Double?
    /// Seconds per kilometre over the sets with both a duration and a distance.
    public var paceSecondsPerKilometre: Double?
    /// The longest timed working set without a distance (a hold), in seconds.
    public var longestHoldSeconds: Double?
    /// Indices into ``sets`` of the working sets beyond the plausibility limits: listed, counted
    /// as working sets, but toward no volume, top set, e1RM or record.
    public var implausibleSets: [Int]

    /// False for a session where only warm-ups of the exercise were logged: it shows in the
    /// history but counts toward none of the exercise's sessions, first or last date.
    public var countsAsSession: Bool { workingSetCount > 0 }

    /// The working rep sets that count toward volume, records and progression (plausible ones).
    public var countedRepSets: [LoggedSet] {
        var counted: [LoggedSet] = []
        for (index, set) in sets.enumerated() where set.isRepSet && !implausibleSets.contains(index) { counted.append(set) }
        return counted
    }

    /// The working sets in order.
    public var workingSets: [LoggedSet] { sets.filter { $0.kind.isWorking } }

    /// The row without volume or e1RM: a cardio or isometric exercise's weight is carried or
    /// held, never lifted for reps (SPEC §4).
    var withoutLoadFigures: HistoryRow {
        var row = self
        row.e1RMKilograms = nil
        row.volumeKilograms = 0
        row.bestSetVolumeKilograms = 0
        return row
    }

    /// Kilometres per hour, from the pace.
    public var speedKilometresPerHour: Double? {
        paceSecondsPerKilometre.flatMap { $0 > 0 ? 3600 / $0 : nil }
    }

    /// Works out the row of one session from the sets logged for the exercise that day. Sets
    /// beyond `limits` count toward nothing but the working sets; e1RMs come only from sets of
    /// 1 to `limits.e1rmMaxReps` reps.
    public init(session: Session, name: String, sets: [LoggedSet], formula: E1RMFormula,
                limits: PlausibilityLimits = PlausibilityLimits(), bodyweightKilograms: Double? = nil) {
        self.init(session: session, id: session.id, name: name, sets: sets, formula: formula, limits: limits,
                  bodyweightKilograms: bodyweightKilograms ?? session.bodyweight?.kilograms)
    }

    /// The same, with the session's id worked out once by the caller.
    init(session: Session, id: String, name: String, sets: [LoggedSet], formula: E1RMFormula, limits: PlausibilityLimits,
         bodyweightKilograms: Double?) {
        self.bodyweightKilograms = bodyweightKilograms
        date = session.date
        sessionID = id
        sessionTitle = session.title
        routineDay = session.routineDay
        isPrivate = session.isPrivate
        self.name = name
        self.sets = sets
        var top: LoggedSet?
        var e1RM = 0.0, volume = 0.0, bestSet = 0.0
        var working = 0, reps = 0
        var duration: Double?, distance: Double?, hold: Double?
        var pacedSeconds = 0.0, pacedMetres = 0.0
        var implausible: [Int] = []
        for (index, set) in sets.enumerated() where set.kind.isWorking {
            working += 1
            guard limits.isPlausible(set) else {
                implausible.append(index)
                continue
            }
            if set.isRepSet {
                let setReps = set.reps ?? 0
                reps += setReps
                volume += set.volumeKilograms
                bestSet = max(bestSet, set.volumeKilograms)
                if limits.allowsE1RM(set) {
                    e1RM = max(e1RM, E1RM.estimate(set, formula: formula, bodyweightKilograms: bodyweightKilograms))
                }
                if let current = top {
                    if (set.kilograms, setReps) > (current.kilograms, current.reps ?? 0) { top = set }
                } else {
                    top = set
                }
            }
            if let seconds = set.duration { duration = (duration ?? 0) + seconds }
            if let metres = set.distance?.metres { distance = (distance ?? 0) + metres }
            if let seconds = set.duration, let metres = set.distance?.metres, metres > 0 {
                pacedSeconds += seconds
                pacedMetres += metres
            } else if let seconds = set.duration, set.distance == nil {
                hold = max(hold ?? 0, seconds)
            }
        }
        topSet = top
        e1RMKilograms = e1RM > 0 ? e1RM : nil
        volumeKilograms = volume
        bestSetVolumeKilograms = bestSet
        workingSetCount = working
        repCount = reps
        durationSeconds = duration
        distanceMetres = distance
        paceSecondsPerKilometre = pacedMetres > 0 ? pacedSeconds / (pacedMetres / 1000) : nil
        longestHoldSeconds = hold
        implausibleSets = implausible
    }
}
