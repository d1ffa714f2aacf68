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
    private let weekHashes: [ISOWeek: Int]
    private let summaryHashes: [String: Int]
    private let sessionHashes: [String: Int]
    /// Each analysed exercise's rows and what the keys look up in them, in analysis order.
    private let tracks: [Track]
    private let trackIndex: [ExerciseID: Int]
    private let bodyWeight: Int
    /// The cycle log's entries' dates, oldest first, for the next cycle day before a date.
    private let cycleOrder: [(date: LocalDate, index: Int)]

    /// The keys of `builder`'s reports; `sessionHashes` and `rowHashes` are each session's and
    /// each history row's hash (in history order, by exercise).
    /// `kept` holds the library's, routine's and body-weight log's hashes while they are unchanged.
    init(_ builder: ReportBuilder, sessionHashes: [String: Int], rowHashes: [ExerciseID: [Int]], kept: KeptHashes) {
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
        let hashedWeeks = Parallel.map(weeks) { $0.hashValue }
        var byWeek: [ISOWeek: Int] = [:]
        byWeek.reserveCapacity(weeks.count)
        for (week, hash) in zip(weeks, hashedWeeks) { byWeek[week.week] = hash }
        weekHashes = byWeek
        let summaries = analysis.sessions
        let hashedSummaries = Parallel.map(summaries) { $0.hashValue }
        var bySession: [String: Int] = [:]
        bySession.reserveCapacity(summaries.count)
        for (summary, hash) in zip(summaries, hashedSummaries) { bySession[summary.id] = hash }
        summaryHashes = bySession
        self.sessionHashes = sessionHashes
        let stallSessions = max(1, data.config.stalls.sessions)
        let exercises = analysis.exercises
        tracks = Parallel.map(Array(exercises.indices)) { index in
            Track(exercises[index], hashes: rowHashes[exercises[index].id], stallSessions: stallSessions)
        }
        var trackIndex: [ExerciseID: Int] = [:]
        for (index, track) in tracks.enumerated() where trackIndex[track.id] == nil { trackIndex[track.id] = index }
        self.trackIndex = trackIndex
        bodyWeight = kept.hash(data.bodyWeights, as: "body weights")
        cycleOrder = analysis.cycleLog.order
    }

    /// The key of `period`'s report, whose weeks are `weeks`.
    func key(for period: ReportPeriod, weeks: [WeekSummary]) -> Int {
        var hasher = Hasher()
        hasher.combine(base)
        hasher.combine(period)
        for week in weeks {
            hasher.combine(weekHashes[week.week] ?? week.hashValue)
            for id in week.sessionIDs { hasher.combine(summaryHashes[id] ?? 0) }
        }
        guard let first = weeks.first?.firstDay, let last = weeks.last?.lastDay else { return hasher.finalize() }
        if case .week = period {
            let previous = builder.analysis.week(containing: first.adding(days: -7))
            hasher.combine(previous.map { weekHashes[$0.week] ?? $0.hashValue })
            combineTargets(asOf: last.adding(days: 1), into: &hasher)
            combineStalls(from: first, through: last, into: &hasher)
        } else {
            combineExercises(from: first, through: last, into: &hasher)
        }
        if case .year = period {
            let data = builder.data
            for index in data.sessions.indices where data.sessions[index].date >= first && data.sessions[index].date <= last {
                let session = data.sessions[index]
                hasher.combine(sessionHashes[session.id] ?? session.hashValue)
            }
            hasher.combine(bodyWeight)
        }
        return hasher.finalize()
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
        for day in cycle ? routine.cycle : routine.days {
            for planned in day.exercises {
                guard let index = trackIndex[planned.exercise] else {
                    hasher.combine(-1)
                    continue
                }
                let track = tracks[index]
                let range = Analyzer.windowRange(track.history, before: date)
                hasher.combine(range.count)
                track.combine(range, into: &hasher)
                if cycle {
                    for row in range { hasher.combine(builder.analysis.cycleLog.days[track.history[row].sessionID]) }
                }
            }
        }
    }

    /// What the stalls at the end of a week read: for each lift trained in it, the rows
    /// ``Stall/detect(_:exercise:settings:)`` picks (its last sessions with an e1RM, and the one before).
    private func combineStalls(from first: LocalDate, through last: LocalDate, into hasher: inout Hasher) {
        let end = last.dayNumber + 1
        for track in tracks where track.isLift {
            let stop = Analyzer.firstIndex(in: track.history, onOrAfter: end)
            guard stop > 0, track.history[stop - 1].date >= first else { continue }
            hasher.combine(track.id)
            // The rated rows before `stop`: the last `stallSessions + 1` of them are what is read.
            var low = 0, high = track.rated.count
            while low < high {
                let middle = (low + high) / 2
                if track.rated[middle] < stop { low = middle + 1 } else { high = middle }
            }
            for position in max(0, low - track.stallSessions - 1)..<low { track.combine(track.rated[position]..<track.rated[position] + 1, into: &hasher) }
        }
    }

    /// What a month's or a year's exercise figures read: each exercise's rows between two days
    /// and its best e1RM before them.
    private func combineExercises(from first: LocalDate, through last: LocalDate, into hasher: inout Hasher) {
        for track in tracks {
            let start = Analyzer.firstIndex(in: track.history, onOrAfter: first.dayNumber)
            let end = Analyzer.firstIndex(in: track.history, onOrAfter: last.dayNumber + 1)
            guard start < end else { continue }
            hasher.combine(track.id)
            hasher.combine(end - start)
            track.combine(start..<end, into: &hasher)
            hasher.combine(builder.bestE1RM(of: track.id, before: start))
        }
    }

    /// One analysed exercise's rows as the keys read them.
    private struct Track: Sendable {
        let id: ExerciseID
        let history: [HistoryRow]
        /// Each row's hash (nil without them: then the rows are hashed where read).
        let hashes: [Int]?
        /// A strength or explosive lift, whose stalls a week's report shows.
        let isLift: Bool
        /// The positions of the rows a stall is found from: sessions with an e1RM.
        let rated: [Int]
        let stallSessions: Int

        init(_ exercise: ExerciseAnalysis, hashes: [Int]?, stallSessions: Int) {
            let rows = exercise.history
            let lift = exercise.type == .strength || exercise.type == .explosive
            id = exercise.id
            history = rows
            self.hashes = hashes?.count == rows.count ? hashes : nil
            isLift = lift
            rated = lift ? rows.indices.filter { rows[$0].countsAsSession && (rows[$0].e1RMKilograms ?? 0) > 0 } : []
            self.stallSessions = stallSessions
        }

        func combine(_ range: Range<Int>, into hasher: inout Hasher) {
            if let hashes {
                for index in range { hasher.combine(hashes[index]) }
            } else {
                for index in range { hasher.combine(history[index]) }
            }
        }
    }
}

/// Each analysed exercise's history rows' hashes, kept between runs (`serve`): an exercise whose
/// history is last run's (quick to tell: an unchanged history shares its storage) keeps them.
final class HistoryRowHashes: StageMemoryPart {
    private let last = Locked<[ExerciseID: (history: [HistoryRow], hashes: [Int])]>([:])

    required init() {}

    /// Each exercise's rows' hashes, in history order.
    func hashes(_ exercises: [ExerciseAnalysis]) -> [ExerciseID: [Int]] {
        let previous = last.withLock { $0 }
        let made = Parallel.map(exercises) { exercise -> (ExerciseID, [HistoryRow], [Int]) in
            let history = exercise.history
            if let old = previous[exercise.id], old.history == history { return (exercise.id, history, old.hashes) }
            return (exercise.id, history, history.map(\.hashValue))
        }
        var next: [ExerciseID: (history: [HistoryRow], hashes: [Int])] = [:]
        next.reserveCapacity(made.count)
        for (id, history, hashes) in made where next[id] == nil { next[id] = (history, hashes) }
        last.withLock { $0 = next }
        return next.mapValues(\.hashes)
    }
}
