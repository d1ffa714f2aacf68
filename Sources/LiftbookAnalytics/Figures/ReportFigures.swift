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
    /// `memory`'s last run when their inputs are unchanged.
    static func all(_ data: TrainingData, analysis: Analysis, sessionHashes: [String: Int], memory: StageMemory?) -> [ReportFigures] {
        let builder = ReportBuilder(data: data, analysis: analysis)
        let periods = builder.periods()
        let weeks = builder.weeksByPeriod()
        guard let memory else {
            return Parallel.map(periods) { period in
                builder.model(for: period, weeks: weeks[period] ?? []).map { ReportFigures(period: period, model: $0, hash: 0) }
            }.compactMap { $0 }
        }
        // A report shows what happened up to its last day (and "today" for one in progress), so
        // the hash of every session up to that day, with what every report reads, identifies it.
        let history = SessionPrefixHashes(data.sessions, hashes: sessionHashes)
        var shared = Hasher()
        shared.combine(data.config)
        shared.combine(data.exercises)
        shared.combine(data.routine)
        shared.combine(analysis.today)
        let base = shared.finalize()
        // A year's review reads the body-weight log too.
        let bodyWeight = data.bodyWeights.hashValue
        let kept = memory.part(ReportFiguresMemory.self)
        let made = Parallel.map(periods) { period -> (key: Int, figures: ReportFigures)? in
            var hasher = Hasher()
            hasher.combine(base)
            hasher.combine(period)
            hasher.combine(history.hash(through: weeks[period]?.last?.lastDay))
            if period.kind == "year" { hasher.combine(bodyWeight) }
            let key = hasher.finalize()
            if let hit = kept.figures(period, key: key) { return (key, hit) }
            guard let model = builder.model(for: period, weeks: weeks[period] ?? []) else { return nil }
            return (key, ReportFigures(period: period, model: model, hash: model.hashValue))
        }.compactMap { $0 }
        kept.keep(made)
        return made.map(\.figures)
    }
}

/// The reports' figures of the last run, by period, with the key of their inputs.
final class ReportFiguresMemory: StageMemoryPart {
    private let last = Locked<[ReportPeriod: (key: Int, figures: ReportFigures)]>([:])

    required init() {}

    func figures(_ period: ReportPeriod, key: Int) -> ReportFigures? {
        last.withLock { $0[period].flatMap { $0.key == key ? $0.figures : nil } }
    }

    func keep(_ made: [(key: Int, figures: ReportFigures)]) {
        var next: [ReportPeriod: (key: Int, figures: ReportFigures)] = [:]
        for entry in made { next[entry.figures.period] = entry }
        last.withLock { $0 = next }
    }
}

/// Running hashes of the chronological sessions: the hash of everything logged up to a day.
struct SessionPrefixHashes {
    private let dates: [LocalDate]
    private let hashes: [Int]

    init(_ sessions: [Session], hashes keys: [String: Int]) {
        var dates: [LocalDate] = []
        var hashes: [Int] = []
        var running = 0
        for session in sessions {
            var hasher = Hasher()
            hasher.combine(running)
            hasher.combine(keys[session.id] ?? session.hashValue)
            running = hasher.finalize()
            dates.append(session.date)
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
