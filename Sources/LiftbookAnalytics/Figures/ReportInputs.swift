import LiftbookModel
import LiftbookSystem

/// The key of each report's inputs in `serve`: a hash of exactly what ``ReportBuilder`` reads
/// for it, so a rebuild makes a report's figures again only when they can change.
///
/// A report reads its own weeks and their sessions' summaries; a week also the week before it,
/// the history rows its next-week targets look back on (a window of days before the week's end)
/// and the stalls found at its end; a month or a year each exercise's rows within it and the best
/// e1RM before it; a year also its sessions and the body-weight log. What a report carries over
/// from earlier periods is in those values already (a week's streak and records, a session's
/// records, a baseline e1RM), so an edit of an old session reaches only the reports whose values
/// it changes, not every later one. ``ReportBuilder`` must read nothing that is not hashed here.
struct ReportInputs {
    private let builder: ReportBuilder
    /// The settings, library, routine, today and every analysed exercise's name and type.
    private let base: Int
    /// Each week's key: its hash and its sessions' summaries' hashes, combined once here, so a
    /// month or a year combines one value per week.
    private let weekKeys: [ISOWeek: Int]
    /// The sessions' days and hashes, in session order (a year's key reads those within it).
    private let sessionDates: [LocalDate]
    private let sessionKeys: [Int]
    /// True when the sessions are in date order (as loading gives them), so a year's are found by halving.
    private let sessionsInOrder: Bool
    /// Each analysed exercise's rows and what the keys look up in them, in analysis order.
    private let tracks: [Track]
    private let trackIndex: [ExerciseID: Int]
    /// The track of each planned exercise of the routine's days (or cycle days), in routine order
    /// (nil for one never analysed).
    private let plannedTracks: [Int?]
    private let bodyWeight: Int
    /// The cycle log's entries' dates, oldest first, for the next cycle day before a date.
    private let cycleOrder: [(date: LocalDate, index: Int)]

    /// The keys of `builder`'s reports; `sessionHashes` and `rowHashes` are each session's (in
    /// session order) and each history row's hash (in history order, by exercise).
    /// `kept` holds the library's, routine's and body-weight log's hashes while they are unchanged,
    /// and `figures` the weeks' and session summaries' hashes while they are.
    init(_ builder: ReportBuilder, sessionHashes: [Int], rowHashes: [ExerciseID: [Int]], kept: KeptHashes,
         figures: KeptFigureHashes) {
        self.builder = builder
        let data = builder.data
        let analysis = builder.analysis
        var shared = Hasher()
        shared.combine(data.config)
        shared.combine(kept.hash(data.exercises, as: "library"))
        shared.combine(kept.hash(data.routine, as: "routine"))
        shared.combine(analysis.today)
        for exercise in analysis.exercises {
            shared.combine(exercise.id)
            shared.combine(exercise.name)
            shared.combine(exercise.type)
        }
        base = shared.finalize()
        let weeks = analysis.weeks
        let summaries = analysis.sessions
        let hashed = figures.hashes(weeks: weeks, summaries: summaries)
        // A week lists its sessions in session order, as the summaries are: follow them with a
        // cursor, and look an id up only where the two part.
        var byID: [String: Int]?
        var cursor = 0
        var keys: [ISOWeek: Int] = [:]
        keys.reserveCapacity(weeks.count)
        for (week, hash) in zip(weeks, hashed.weeks) {
            var hasher = Hasher()
            hasher.combine(hash)
            for id in week.sessionIDs {
                if cursor < summaries.count, summaries[cursor].id == id {
                    hasher.combine(hashed.summaries[cursor])
                    cursor += 1
                    continue
                }
                if byID == nil {
                    var found: [String: Int] = [:]
                    for (summary, hash) in zip(summaries, hashed.summaries) where found[summary.id] == nil { found[summary.id] = hash }
                    byID = found
                }
                hasher.combine(byID?[id] ?? 0)
            }
            keys[week.week] = hasher.finalize()
        }
        weekKeys = keys
        var dates: [LocalDate] = []
        var sessionKeys: [Int] = []
        dates.reserveCapacity(data.sessions.count)
        sessionKeys.reserveCapacity(data.sessions.count)
        for index in data.sessions.indices {
            dates.append(data.sessions[index].date)
            sessionKeys.append(index < sessionHashes.count ? sessionHashes[index] : data.sessions[index].hashValue)
        }
        sessionDates = dates
        self.sessionKeys = sessionKeys
        sessionsInOrder = zip(dates, dates.dropFirst()).allSatisfy { $0 <= $1 }
        let stallSessions = max(1, data.config.stalls.sessions)
        let exercises = analysis.exercises
        tracks = Parallel.map(Array(exercises.indices)) { index in
            Track(exercises[index], hashes: rowHashes[exercises[index].id], stallSessions: stallSessions)
        }
        var trackIndex: [ExerciseID: Int] = [:]
        for (index, track) in tracks.enumerated() where trackIndex[track.id] == nil { trackIndex[track.id] = index }
        self.trackIndex = trackIndex
        let plannedDays = data.routine.map { $0.isCycle ? $0.cycle : $0.days } ?? []
        plannedTracks = plannedDays.flatMap { day in day.exercises.map { trackIndex[$0.exercise] } }
        bodyWeight = kept.hash(data.bodyWeights, as: "body weights")
        cycleOrder = analysis.cycleLog.order
    }

    /// The key of `week`: its hash and its sessions' summaries'.
    private func key(of week: WeekSummary) -> Int {
        if let key = weekKeys[week.week] { return key }
        var hasher = Hasher()
        hasher.combine(week)
        for id in week.sessionIDs { hasher.combine(builder.analysis.sessions.first { $0.id == id }) }
        return hasher.finalize()
    }

    /// The key of `period`'s report, whose weeks are `weeks`.
    func key(for period: ReportPeriod, weeks: [WeekSummary]) -> Int {
        var hasher = Hasher()
        hasher.combine(base)
        hasher.combine(period)
        for week in weeks { hasher.combine(key(of: week)) }
        guard let first = weeks.first?.firstDay, let last = weeks.last?.lastDay else { return hasher.finalize() }
        if case .week = period {
            let previous = builder.analysis.week(containing: first.adding(days: -7))
            hasher.combine(previous.map(key(of:)))
            combineTargets(asOf: last.adding(days: 1), into: &hasher)
            combineStalls(from: first, through: last, into: &hasher)
        } else {
            combineExercises(from: first, through: last, into: &hasher)
        }
        if case .year = period {
            if sessionsInOrder {
                let start = Self.firstIndex(in: sessionDates, onOrAfter: first.dayNumber)
                let end = Self.firstIndex(in: sessionDates, onOrAfter: last.dayNumber + 1)
                for index in start..<max(start, end) { hasher.combine(sessionKeys[index]) }
            } else {
                for index in sessionDates.indices where sessionDates[index] >= first && sessionDates[index] <= last {
                    hasher.combine(sessionKeys[index])
                }
            }
            hasher.combine(bodyWeight)
        }
        return hasher.finalize()
    }

    /// The index of the first of `dates` (oldest first) on or after `day`.
    private static func firstIndex(in dates: [LocalDate], onOrAfter day: Int) -> Int {
        var low = 0, high = dates.count
        while low < high {
            let middle = (low + high) / 2
            if dates[middle].dayNumber < day { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// What the targets as of `date` read: each planned exercise's window of rows before it (and
    /// for a cycle, the next cycle day and the cycle day of each of those rows' sessions).
    private func combineTargets(asOf date: LocalDate, into hasher: inout Hasher) {
        guard let routine = builder.data.routine else { return }
        let cycle = routine.isCycle
        if cycle {
            // The recommendations as of `date` see the cycle log before that day.
            hasher.combine(CycleTracker.next(after: cycleOrder, before: date, count: routine.cycle.count))
        }
        for planned in plannedTracks {
            guard let index = planned else {
                hasher.combine(-1)
                continue
            }
            let track = tracks[index]
            let range = track.window(before: date)
            hasher.combine(range.count)
            hasher.combine(track.rows.hash(range))
            if cycle {
                for row in range { hasher.combine(builder.analysis.cycleLog.days[track.history[row].sessionID]) }
            }
        }
    }

    /// What the stalls at the end of a week read: for each lift trained in it, the rows
    /// ``Stall/detect(_:exercise:settings:)`` picks (its last sessions with an e1RM, and the one before).
    private func combineStalls(from first: LocalDate, through last: LocalDate, into hasher: inout Hasher) {
        let end = last.dayNumber + 1
        for track in tracks where track.isLift {
            let stop = track.firstIndex(onOrAfter: end)
            guard stop > 0, track.days[stop - 1] >= first.dayNumber else { continue }
            hasher.combine(track.id)
            // The rated rows before `stop`: the last `stallSessions + 1` of them are what is read.
            var low = 0, high = track.rated.count
            while low < high {
                let middle = (low + high) / 2
                if track.rated[middle] < stop { low = middle + 1 } else { high = middle }
            }
            for position in max(0, low - track.stallSessions - 1)..<low { hasher.combine(track.rows.hash(track.rated[position]..<track.rated[position] + 1)) }
        }
    }

    /// What a month's or a year's exercise figures read: each exercise's rows between two days
    /// and its best e1RM before them.
    private func combineExercises(from first: LocalDate, through last: LocalDate, into hasher: inout Hasher) {
        for track in tracks {
            let start = track.firstIndex(onOrAfter: first.dayNumber)
            let end = track.firstIndex(onOrAfter: last.dayNumber + 1)
            guard start < end else { continue }
            hasher.combine(track.id)
            hasher.combine(end - start)
            hasher.combine(track.rows.hash(start..<end))
            hasher.combine(builder.bestE1RM(of: track.id, before: start))
        }
    }

    /// One analysed exercise's rows as the keys read them.
    private struct Track: Sendable {
        let id: ExerciseID
        let history: [HistoryRow]
        /// The rows' hashes, summed so that any run of them hashes in constant time.
        let rows: RangeHashes
        /// Each row's day number, and whether it counts as a session (it has a working set):
        /// what finding a window of rows reads, without reaching into the rows.
        let days: [Int]
        let counted: [Bool]
        /// A strength or explosive lift, whose stalls a week's report shows.
        let isLift: Bool
        /// The positions of the rows a stall is found from: sessions with an e1RM.
        let rated: [Int]
        let stallSessions: Int

        /// The track of `exercise`, whose rows' hashes are `hashes` (hashed here when missing).
        init(_ exercise: ExerciseAnalysis, hashes: [Int]?, stallSessions: Int) {
            let history = exercise.history
            let lift = exercise.type == .strength || exercise.type == .explosive
            id = exercise.id
            self.history = history
            rows = RangeHashes(hashes?.count == history.count ? hashes ?? [] : history.map(\.hashValue))
            days = history.map(\.date.dayNumber)
            counted = history.map { $0.workingSetCount > 0 }
            isLift = lift
            rated = lift ? history.indices.filter { history[$0].countsAsSession && (history[$0].e1RMKilograms ?? 0) > 0 } : []
            self.stallSessions = stallSessions
        }

        /// The index of the first row dated on or after `day` (``Analyzer/firstIndex(in:onOrAfter:)``).
        func firstIndex(onOrAfter day: Int) -> Int {
            var low = 0, high = days.count
            while low < high {
                let middle = (low + high) / 2
                if days[middle] < day { low = middle + 1 } else { high = middle }
            }
            return low
        }

        /// The rows a recommendation as of `date` looks back on (``Analyzer/windowRange(_:before:)``).
        func window(before date: LocalDate) -> Range<Int> {
            let end = firstIndex(onOrAfter: date.dayNumber)
            var start = firstIndex(onOrAfter: date.dayNumber - (ProgressionEngine.windowDays - 1))
            var earlier = start - 1
            while earlier >= 0, !counted[earlier] { earlier -= 1 }
            if earlier >= 0 { start = earlier }
            return start < end ? start..<end : end..<end
        }
    }
}

/// Each analysed exercise's history rows' hashes, kept between runs (`serve`): an exercise whose
/// history is last run's (quick to tell: an unchanged history shares its storage) keeps them.
final class HistoryRowHashes: StageMemoryPart {
    private let last = Locked<[ExerciseID: (history: [HistoryRow], hashes: [Int])]>([:])

    required init() {}

    /// Each exercise's rows' hashes, in history order. A row equal to last run's row at the same
    /// place (or, when the count changed, of the same session) keeps its hash: an edited session
    /// rehashes its own rows, not its exercises' whole histories.
    func hashes(_ exercises: [ExerciseAnalysis]) -> [ExerciseID: [Int]] {
        let previous = last.withLock { $0 }
        let made = Parallel.map(exercises) { exercise -> (ExerciseID, [HistoryRow], [Int]) in
            let history = exercise.history
            guard let old = previous[exercise.id] else { return (exercise.id, history, history.map(\.hashValue)) }
            if old.history == history { return (exercise.id, history, old.hashes) }
            return (exercise.id, history, Self.hashes(history, old: old.history, oldHashes: old.hashes))
        }
        var next: [ExerciseID: (history: [HistoryRow], hashes: [Int])] = [:]
        next.reserveCapacity(made.count)
        for (id, history, hashes) in made where next[id] == nil { next[id] = (history, hashes) }
        last.withLock { $0 = next }
        return next.mapValues(\.hashes)
    }

    /// The hash of each of `rows`: the old one where the old row at the same place (or, when the
    /// counts differ, the old row of the same session) is equal.
    private static func hashes(_ rows: [HistoryRow], old: [HistoryRow], oldHashes: [Int]) -> [Int] {
        guard old.count == oldHashes.count else { return rows.map(\.hashValue) }
        if rows.count == old.count {
            return rows.indices.map { rows[$0] == old[$0] ? oldHashes[$0] : rows[$0].hashValue }
        }
        var places: [String: Int] = [:]
        places.reserveCapacity(old.count)
        for index in old.indices where places[old[index].sessionID] == nil { places[old[index].sessionID] = index }
        return rows.indices.map { index in
            if let place = places[rows[index].sessionID], rows[index] == old[place] { return oldHashes[place] }
            return rows[index].hashValue
        }
    }
}
