public import LiftbookModel
public import LiftbookSystem

/// What the pages show beyond ``Analysis``, worked out in the analyse stage so that rendering
/// only reads figures: each session's record badges, the library's entries, every report's
/// figures and every year in review.
public struct PageFigures: Sendable {
    /// The records each session beat, by session id, for its badges and its row in lists.
    public let recordsBySession: [String: [RecordBadge]]
    /// The library's entries that get a page, plus one for every logged exercise the library does not know, by id.
    public let libraryEntries: [Exercise]
    /// Every week, month and year with training, each kind in time order, with its report's figures.
    public let reports: [ReportFigures]
    /// Every year with training, oldest first, with its review (the yearly report's).
    public let years: [YearFigures]
    /// Each session's hash by id (only with a memory, whose pages are compared by their inputs).
    public let sessionHashes: [String: Int]
    /// Body weight day by day, for the pages that chart it.
    public let bodyWeight: BodyWeightSeries

    /// The figures of `data` and its `analysis`; with a `memory` (`serve`), a report whose
    /// inputs (``ReportInputs``: its weeks and sessions, the rows its targets, stalls and
    /// exercise figures read, the settings, library and routine, today, and for a year the
    /// body-weight log) are unchanged is taken from the last run.
    public static func compute(_ data: TrainingData, analysis: Analysis, memory: StageMemory? = nil) -> PageFigures {
        let hashed = memory.map { $0.part(SessionHashes.self).hashes(data.sessions) }
        let hashes = hashed?.byID ?? [:]
        // The badges, the library's entries and the body-weight series are serial work: made on
        // a thread of their own while the reports keep the cores busy, not after them (or when
        // the pages are planned) with the other core idle.
        let serial = Background { (records: records(analysis), entries: entries(data, analysis: analysis), bodyWeight: BodyWeightSeries(data)) }
        let reports = ReportFigures.all(data, analysis: analysis, sessionHashes: hashed?.inOrder ?? [], memory: memory)
        var years: [YearFigures] = []
        for report in reports {
            guard case .year(let year) = report.period else { continue }
            years.append(YearFigures(year: year, review: report.model.review))
        }
        let (badges, library, bodyWeight) = serial.value
        return PageFigures(recordsBySession: badges, libraryEntries: library, reports: reports, years: years, sessionHashes: hashes,
                           bodyWeight: bodyWeight)
    }

    private static func records(_ analysis: Analysis) -> [String: [RecordBadge]] {
        var badges: [String: [RecordBadge]] = [:]
        for exercise in analysis.exercises {
            for record in exercise.recordEvents where record.isImprovement && record.kind != .sessionVolume {
                let title = record.kind == .repMax ? "\(record.reps ?? 0)RM" : "PR"
                badges[record.sessionID, default: []].append(RecordBadge(exercise: record.exercise, title: title,
                                                                         weightKilograms: record.weightKilograms, reps: record.reps))
            }
        }
        return badges
    }

    private static func entries(_ data: TrainingData, analysis: Analysis) -> [Exercise] {
        var entries = data.exercises
        if data.config.libraryPages == .used {
            let logged = Set(analysis.exercises.map(\.id))
            entries = entries.filter { $0.value.custom || logged.contains($0.key) }
        }
        for stats in analysis.exercises where entries[stats.id] == nil {
            entries[stats.id] = Exercise(id: stats.id, name: stats.name, type: stats.type, category: .fullBody, custom: true)
        }
        return entries.values.sorted { $0.id < $1.id }
    }
}

/// A record a set of a session beat, for the session's badge: `5RM` or `PR`.
public struct RecordBadge: Hashable, Sendable {
    /// The exercise.
    public var exercise: ExerciseID
    /// `5RM` for a rep max, `PR` for any other record.
    public var title: String
    /// The weight, kg.
    public var weightKilograms: Double?
    /// The reps.
    public var reps: Int?
}

/// A year with training and its review.
public struct YearFigures: Sendable, Hashable {
    /// The year.
    public var year: Int
    /// Its review; nil when its weeks hold no session.
    public var review: YearReview?
}
