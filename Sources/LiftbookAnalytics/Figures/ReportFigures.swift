public import LiftbookModel
public import LiftbookSystem

/// A report's period and its figures, with their hash (computed once, when the figures are made:
/// the report's page is compared by it).
public struct ReportFigures: Sendable {
    /// The week, month or year.
    public var period: ReportPeriod
    /// Its figures.
    public var model: ReportModel
    /// The hash of ``model`` (0 without a memory, where nothing is compared).
    public var hash: Int

    /// Every report of `data` (each period with training has figures), made or taken from
    /// `memory`'s last run when their inputs are unchanged (`sessionHashes`: each session's hash, in order).
    static func all(_ data: TrainingData, analysis: Analysis, sessionHashes: [Int], memory: StageMemory?) -> [ReportFigures] {
        let builder = ReportBuilder(data: data, analysis: analysis)
        let periods = builder.periods()
        let weeks = builder.weeksByPeriod()
        guard let memory else {
            // Years first, then months, then weeks: a year's review costs many weeks' figures.
            return Parallel.map(periods, costliestFirst: { weeks[$0]?.count ?? 0 }) { period in
                builder.model(for: period, weeks: weeks[period] ?? []).map { ReportFigures(period: period, model: $0, hash: 0) }
            }.compactMap { $0 }
        }
        // First the quick key: a report whose sessions up to its last day, settings, library,
        // routine, today, exercise names and body-weight log are all unchanged is kept as it is
        // (a new session reaches only the reports in progress).
        let prefixes = SessionPrefixHashes(data.sessions, hashes: sessionHashes)
        let hashes = memory.part(KeptHashes.self)
        var shared = Hasher()
        shared.combine(data.config)
        shared.combine(hashes.hash(data.exercises, as: "library"))
        shared.combine(hashes.hash(data.routine, as: "routine"))
        shared.combine(analysis.today)
        shared.combine(hashes.hash(data.bodyWeights, as: "body weights"))
        for exercise in analysis.exercises {
            shared.combine(exercise.id)
            shared.combine(exercise.name)
            shared.combine(exercise.type)
        }
        let base = shared.finalize()
        let kept = memory.part(ReportFiguresMemory.self)
        var made: [Kept?] = []
        var missed: [Int] = []
        for (index, period) in periods.enumerated() {
            var hasher = Hasher()
            hasher.combine(base)
            hasher.combine(period)
            hasher.combine(prefixes.hash(through: weeks[period]?.last?.lastDay))
            let quick = hasher.finalize()
            if let hit = kept.figures(period, quick: quick) {
                made.append(hit)
            } else {
                made.append(Kept(quick: quick, key: 0, figures: nil))
                missed.append(index)
            }
        }
        // Then, for the others, the key of what each reads (its weeks, sessions and rows, and what
        // it carries over from before as values), so an edit of an old session remakes only the
        // reports whose figures it changes.
        if !missed.isEmpty {
            let inputs = ReportInputs(builder, sessionHashes: sessionHashes,
                                      rowHashes: memory.part(HistoryRowHashes.self).hashes(analysis.exercises), kept: hashes,
                                      figures: memory.part(KeptFigureHashes.self))
            let quicks = made.map { $0?.quick ?? 0 }
            let remade = Parallel.map(missed) { index -> Kept? in
                let period = periods[index]
                let quick = quicks[index]
                let key = inputs.key(for: period, weeks: weeks[period] ?? [])
                if let hit = kept.figures(period, key: key) { return Kept(quick: quick, key: key, figures: hit.figures) }
                guard let model = builder.model(for: period, weeks: weeks[period] ?? []) else { return nil }
                return Kept(quick: quick, key: key, figures: ReportFigures(period: period, model: model, hash: model.hashValue))
            }
            for (index, entry) in zip(missed, remade) { made[index] = entry }
        }
        let list = made.compactMap { entry in entry.flatMap { $0.figures == nil ? nil : $0 } }
        kept.keep(list)
        return list.compactMap(\.figures)
    }
}

/// A report's figures as kept between runs, with its quick key and the key of what it reads.
struct Kept: Sendable {
    var quick: Int
    var key: Int
    var figures: ReportFigures?
}

/// The reports' figures of the last run, by period, with their keys.
final class ReportFiguresMemory: StageMemoryPart {
    private let last = Locked<[ReportPeriod: Kept]>([:])

    required init() {}

    /// The figures kept for `period` when its quick key is `quick`.
    func figures(_ period: ReportPeriod, quick: Int) -> Kept? {
        last.withLock { $0[period].flatMap { $0.quick == quick ? $0 : nil } }
    }

    /// The figures kept for `period` when the key of what it reads is `key`.
    func figures(_ period: ReportPeriod, key: Int) -> Kept? {
        last.withLock { $0[period].flatMap { $0.key == key ? $0 : nil } }
    }

    func keep(_ made: [Kept]) {
        var next: [ReportPeriod: Kept] = [:]
        for entry in made {
            guard let period = entry.figures?.period else { continue }
            next[period] = entry
        }
        last.withLock { $0 = next }
    }
}

/// Running hashes of the chronological sessions: the hash of everything logged up to a day.
struct SessionPrefixHashes {
    private let dates: [LocalDate]
    private let hashes: [Int]

    /// The running hashes of `sessions`, whose own hashes are `keys`, in the same order (hashed here where missing).
    init(_ sessions: [Session], hashes keys: [Int]) {
        var dates: [LocalDate] = []
        var hashes: [Int] = []
        dates.reserveCapacity(sessions.count)
        hashes.reserveCapacity(sessions.count)
        var running = 0
        for index in sessions.indices {
            var hasher = Hasher()
            hasher.combine(running)
            hasher.combine(index < keys.count ? keys[index] : sessions[index].hashValue)
            running = hasher.finalize()
            dates.append(sessions[index].date)
            hashes.append(running)
        }
        self.dates = dates
        self.hashes = hashes
    }

    /// The hash of every session on or before `day` (all sessions when `day` is nil).
    func hash(through day: LocalDate?) -> Int {
        guard let day else { return hashes.last ?? 0 }
        var low = 0
        var high = dates.count
        while low < high {
            let middle = (low + high) / 2
            if dates[middle] <= day { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? 0 : hashes[low - 1]
    }
}
