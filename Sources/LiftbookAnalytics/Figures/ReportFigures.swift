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
        // A report's key hashes what it reads (its weeks, sessions and rows, and what it carries
        // over from before as values), so an edit reaches only the reports it changes.
        let inputs = ReportInputs(builder, sessionHashes: sessionHashes,
                                  rowHashes: memory.part(HistoryRowHashes.self).hashes(analysis.exercises))
        let kept = memory.part(ReportFiguresMemory.self)
        let made = Parallel.map(periods) { period -> (key: Int, figures: ReportFigures)? in
            let key = inputs.key(for: period, weeks: weeks[period] ?? [])
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
