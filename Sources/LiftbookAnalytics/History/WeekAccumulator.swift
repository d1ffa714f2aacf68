import LiftbookModel
import LiftbookSystem

/// The weeks as sessions arrive: a week for every 7 days from the first session's week, so
/// weeks without training exist as zero weeks.
struct WeekAccumulator {
    let weekStart: Weekday
    let planned: Int
    private var weeks: [WeekSummary] = []
    private var firstDay = 0
    /// The muscles by slot, and each muscle's slot.
    private var muscleNames: [String] = []
    private var muscleSlots: [String: Int] = [:]
    /// Per week, sets and volume by muscle slot (nil for a muscle not trained that week), kept in
    /// arrays while sessions arrive and turned into the weeks' dictionaries at the end: the same
    /// sums, added in the same order, without hashing a muscle's name for every row.
    private var muscleTotals: [[(sets: Double, volume: Double)?]] = []
    /// Per week, by muscle slot, the sessions that trained the muscle as a primary one.
    private var muscleSessionCounts: [[Int]] = []

    init(weekStart: Weekday, planned: Int) {
        self.weekStart = weekStart
        self.planned = planned
    }

    /// The index of the week containing `date`, adding weeks up to it as needed.
    mutating func index(for date: LocalDate) -> Int {
        if weeks.isEmpty {
            let week = ISOWeek(containing: date, weekStart: weekStart)
            let start = week.firstDay(weekStart: weekStart)
            firstDay = start.dayNumber
            weeks.append(WeekSummary(week: week, firstDay: start, plannedSessions: planned))
        }
        let offset = date.dayNumber - firstDay
        let index = max(0, offset >= 0 ? offset / 7 : (offset - 6) / 7)
        while weeks.count <= index {
            let start = LocalDate(dayNumber: firstDay + 7 * weeks.count)
            weeks.append(WeekSummary(week: ISOWeek(containing: start, weekStart: weekStart), firstDay: start, plannedSessions: planned))
        }
        return index
    }

    mutating func add(_ session: SessionSummary, week: Int) {
        weeks[week].sessionIDs.append(session.id)
        if session.isPrivate { weeks[week].privateSessionIDs.insert(session.id) }
        weeks[week].durationSeconds += session.durationSeconds ?? 0
        weeks[week].workingSets += session.workingSets
        weeks[week].volumeKilograms += session.volumeKilograms
        weeks[week].records += session.records
    }

    /// The slots of `muscles` (with their shares), for ``addMuscles(_:sets:volumeKilograms:week:)``.
    mutating func slots(for muscles: [(String, Double)]) -> [(slot: Int, share: Double)] {
        muscles.map { muscle, share in
            if let slot = muscleSlots[muscle] { return (slot, share) }
            muscleSlots[muscle] = muscleNames.count
            muscleNames.append(muscle)
            return (muscleNames.count - 1, share)
        }
    }

    /// Adds `sets` working sets and their volume to each muscle's share in `week`.
    mutating func addMuscles(_ muscles: [(slot: Int, share: Double)], sets: Double, volumeKilograms: Double = 0, week: Int) {
        if muscleTotals.count <= week { muscleTotals += Array(repeating: [], count: week + 1 - muscleTotals.count) }
        if muscleTotals[week].count < muscleNames.count {
            muscleTotals[week] += Array(repeating: nil, count: muscleNames.count - muscleTotals[week].count)
        }
        for (slot, share) in muscles where slot < muscleTotals[week].count {
            let total = muscleTotals[week][slot] ?? (0, 0)
            muscleTotals[week][slot] = (total.sets + share * sets, total.volume + share * volumeKilograms)
        }
    }

    /// Counts one session in `week` for each muscle slot in `primary` (each slot once).
    mutating func addMuscleSession(_ primary: [Int], week: Int) {
        guard !primary.isEmpty else { return }
        if muscleSessionCounts.count <= week { muscleSessionCounts += Array(repeating: [], count: week + 1 - muscleSessionCounts.count) }
        if muscleSessionCounts[week].count < muscleNames.count {
            muscleSessionCounts[week] += Array(repeating: 0, count: muscleNames.count - muscleSessionCounts[week].count)
        }
        for slot in primary where slot < muscleSessionCounts[week].count { muscleSessionCounts[week][slot] += 1 }
    }

    /// The weeks through the week of `last`, with streaks, and the streak as of `today`'s week.
    /// With `kept` (`serve`), a week whose muscle sums equal those kept takes the kept
    /// dictionaries (sharing their storage, so comparing the weeks later is quick); the sums of
    /// this run are returned to be kept for the next.
    mutating func finish(through last: LocalDate, today: LocalDate, reusing kept: WeekMuscleFigures? = nil)
        -> (weeks: [WeekSummary], currentStreak: Int, muscles: WeekMuscleFigures) {
        guard !weeks.isEmpty else { return ([], 0, WeekMuscleFigures()) }
        _ = index(for: last)
        let reusable = kept.flatMap { $0.names == muscleNames && $0.firstDay == firstDay ? $0 : nil }
        var made = WeekMuscleFigures(names: muscleNames, firstDay: firstDay, totals: muscleTotals, counts: muscleSessionCounts)
        made.sets.reserveCapacity(weeks.count)
        made.volumes.reserveCapacity(weeks.count)
        made.sessions.reserveCapacity(weeks.count)
        // Each week's dictionaries are made on every core (hundreds of weeks, each hashing its
        // muscles' names: this thread alone took milliseconds), then set in order.
        let (names, allTotals, allCounts) = (muscleNames, muscleTotals, muscleSessionCounts)
        let dictionaries = Parallel.map(Array(weeks.indices)) { week -> (sets: [String: Double], volumes: [String: Double], sessions: [String: Int]) in
            let totals = week < allTotals.count ? allTotals[week] : []
            let counts = week < allCounts.count ? allCounts[week] : []
            if let reusable, week < reusable.sets.count, WeekMuscleFigures.same(totals, reusable.totals(week)),
               counts == reusable.counts(week) {
                return (reusable.sets[week], reusable.volumes[week], reusable.sessions[week])
            }
            let trained = totals.reduce(0) { $0 + ($1 == nil ? 0 : 1) }
            var sets: [String: Double] = [:]
            var volumes: [String: Double] = [:]
            var sessions: [String: Int] = [:]
            sets.reserveCapacity(trained)
            volumes.reserveCapacity(trained)
            for (slot, total) in totals.enumerated() {
                guard let total else { continue }
                sets[names[slot]] = total.sets
                volumes[names[slot]] = total.volume
            }
            for (slot, count) in counts.enumerated() where count > 0 {
                sessions[names[slot]] = count
            }
            return (sets, volumes, sessions)
        }
        for week in weeks.indices {
            weeks[week].muscleSets = dictionaries[week].sets
            weeks[week].muscleVolumeKilograms = dictionaries[week].volumes
            weeks[week].muscleSessions = dictionaries[week].sessions
            made.sets.append(weeks[week].muscleSets)
            made.volumes.append(weeks[week].muscleVolumeKilograms)
            made.sessions.append(weeks[week].muscleSessions)
        }
        var streak = 0
        for i in weeks.indices {
            streak = weeks[i].meetsPlan ? streak + 1 : 0
            weeks[i].streak = streak
        }
        let offset = today.dayNumber - firstDay
        guard offset >= 0 else { return (weeks, 0, made) }
        let current = min(offset / 7, weeks.count - 1)
        if weeks[current].meetsPlan || current == 0 { return (weeks, weeks[current].streak, made) }
        return (weeks, weeks[current - 1].streak, made)
    }
}

/// The weeks' muscle sums and the dictionaries made of them, as an analysis kept them for the
/// next (`serve`): by week from the first week (`firstDay`), each muscle by its slot in `names`.
struct WeekMuscleFigures: Sendable {
    var names: [String] = []
    var firstDay = 0
    var totals: [[(sets: Double, volume: Double)?]] = []
    var counts: [[Int]] = []
    var sets: [[String: Double]] = []
    var volumes: [[String: Double]] = []
    var sessions: [[String: Int]] = []

    func totals(_ week: Int) -> [(sets: Double, volume: Double)?] { week < totals.count ? totals[week] : [] }
    func counts(_ week: Int) -> [Int] { week < counts.count ? counts[week] : [] }

    /// True when two weeks' sums are the same numbers, bit for bit.
    static func same(_ a: [(sets: Double, volume: Double)?], _ b: [(sets: Double, volume: Double)?]) -> Bool {
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) {
            switch (x, y) {
            case (nil, nil): continue
            case let (x?, y?) where x.sets.bitPattern == y.sets.bitPattern && x.volume.bitPattern == y.volume.bitPattern: continue
            default: return false
            }
        }
        return true
    }
}
