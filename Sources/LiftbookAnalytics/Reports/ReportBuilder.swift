public import LiftbookModel

/// Builds report models from the loaded data and its analysis: every figure is the analysis's
/// own (week summaries, session summaries, history rows, records and recommendations).
///
/// `serve` reuses a report while the hash of what it reads is unchanged (``ReportInputs``): a
/// figure that reads anything new must add it to that key.
public struct ReportBuilder: Sendable {
    /// The loaded data (private sessions already removed).
    public let data: TrainingData
    /// Its analysis.
    public let analysis: Analysis

    /// For each exercise, the best e1RM of its first n history rows at index n (0 for none).
    private let bestE1RMBefore: [ExerciseID: [Double]]
    /// The analysis's name of each exercise it has (looked up for every week's stalls and records).
    private let analysedNames: [ExerciseID: String]
    /// The years in review of yearly reports.
    private let reviews: YearReviewBuilder
    /// A weekly routine's planned exercises, worked out once for every week's targets (nil for a cycle).
    private let slots: PlannedSlots?

    /// Creates a builder.
    public init(data: TrainingData, analysis: Analysis) {
        self.data = data
        self.analysis = analysis
        var best: [ExerciseID: [Double]] = [:]
        for exercise in analysis.exercises {
            var running = [0.0]
            running.reserveCapacity(exercise.history.count + 1)
            for row in exercise.history { running.append(max(running[running.count - 1], row.e1RMKilograms ?? 0)) }
            best[exercise.id] = running
        }
        bestE1RMBefore = best
        var names: [ExerciseID: String] = [:]
        for exercise in analysis.exercises where names[exercise.id] == nil { names[exercise.id] = exercise.name }
        analysedNames = names
        reviews = YearReviewBuilder(data: data, analysis: analysis)
        slots = data.routine?.isCycle == true ? nil : PlannedSlots(data, analysis: analysis, remembering: true)
    }

    /// Every week, month and year with training, each kind in time order.
    public func periods() -> [ReportPeriod] {
        let trained = analysis.weeks.filter { !$0.isEmpty }
        let weeks = trained.map { ReportPeriod.week($0.week) }
        let months = Set(trained.map(ReportPeriod.month(of:))).sorted()
        let years = Set(trained.map(ReportPeriod.year(of:))).sorted()
        return weeks + months + years
    }

    /// The report of `period`; nil when the analysis has none of its weeks (before the first
    /// session, or after today).
    public func model(for period: ReportPeriod) -> ReportModel? {
        model(for: period, weeks: analysis.weeks.filter(period.contains))
    }

    /// The weeks of each period with training, found in one pass.
    public func weeksByPeriod() -> [ReportPeriod: [WeekSummary]] {
        var result: [ReportPeriod: [WeekSummary]] = [:]
        for week in analysis.weeks {
            result[.week(week.week), default: []].append(week)
            result[ReportPeriod.month(of: week), default: []].append(week)
            result[ReportPeriod.year(of: week), default: []].append(week)
        }
        return result
    }

    /// The report of `period` from its weeks.
    public func model(for period: ReportPeriod, weeks: [WeekSummary]) -> ReportModel? {
        guard let first = weeks.first?.firstDay, let last = weeks.last?.lastDay else { return nil }
        var previous: WeekSummary?
        var targets: [ReportTarget] = []
        var exercises: [ExerciseFigures] = []
        if case .week = period {
            previous = analysis.week(containing: first.adding(days: -7))
            let date = last.adding(days: 1)
            let recommendations = slots.map { Analyzer.recommendations(data, slots: $0, asOf: date) }
                ?? Analyzer.recommendations(data, analysis: analysis, asOf: date)
            targets = recommendations.map { r in
                let day = r.cycle.flatMap { cycle in data.routine?.cycle.first { $0.cycleIndex == cycle.index } } ?? data.routine?.day(r.day)
                let planned = day?.exercises.dropFirst(r.position).first
                return ReportTarget(recommendation: r, name: planned?.displayName ?? name(of: r.exercise))
            }
        } else {
            exercises = exerciseFigures(from: first, through: last)
        }
        var names: [ExerciseID: String] = [:]
        for id in Set(weeks.flatMap { $0.records.map(\.exercise) }) { names[id] = name(of: id) }
        var titles: [Weekday: String] = [:]
        for day in data.routine?.days ?? [] where !day.isRest { titles[day.weekday] = day.title }
        var model = ReportModel(
            period: period, siteTitle: data.config.title, unit: data.config.units, weeks: weeks, previousWeek: previous,
            inProgress: last >= analysis.today, totals: ReportTotals(weeks),
            sessions: weeks.flatMap(\.sessionIDs).compactMap { analysis.session($0) },
            records: weeks.flatMap(\.records), muscles: muscles(weeks, previous: previous, isWeek: period.isWeek), exercises: exercises,
            targets: targets, names: names, dayTitles: titles, hasPlan: (data.routine?.trainingDaysPerWeek ?? 0) > 0,
            volumeTargets: data.config.volumeTargets
        )
        if case .week = period {
            model.stalls = stalls(from: first, through: last)
            model.deload = DeloadSuggestion(model.stalls, planned: targets.map(\.recommendation.exercise))
            for stall in model.stalls { model.names[stall.exercise] = name(of: stall.exercise) }
        }
        if case .year(let year) = period { model.review = reviews.review(of: year, weeks: weeks) }
        return model
    }

    /// The lifts trained between two days whose e1RM had stalled by the last of them, by name.
    func stalls(from first: LocalDate, through last: LocalDate) -> [Stall] {
        analysis.exercises.compactMap { exercise -> Stall? in
            guard exercise.type == .strength || exercise.type == .explosive else { return nil }
            let end = Analyzer.firstIndex(in: exercise.history, onOrAfter: last.dayNumber + 1)
            guard end > 0, exercise.history[end - 1].date >= first else { return nil }
            return Stall.detect(exercise.history[..<end], exercise: exercise.id, settings: data.config.stalls)
        }.sorted { name(of: $0.exercise) < name(of: $1.exercise) }
    }

    /// The best e1RM of an exercise's first `count` history rows (0 for none).
    func bestE1RM(of id: ExerciseID, before count: Int) -> Double {
        guard let running = bestE1RMBefore[id], running.indices.contains(count) else { return 0 }
        return running[count]
    }

    /// The analysis's name of an exercise, else the library's, else its id.
    private func name(of id: ExerciseID) -> String {
        analysedNames[id] ?? data.exercises[id]?.name ?? id.rawValue
    }

    /// The weeks' muscle figures summed, most sets first; with last week's beside a week's.
    private func muscles(_ weeks: [WeekSummary], previous: WeekSummary?, isWeek: Bool) -> [MuscleFigures] {
        var sets: [String: Double] = [:]
        var volume: [String: Double] = [:]
        var sessions: [String: Int] = [:]
        if weeks.count == 1 {
            // A week's report: the week's own figures, as they are (most reports are of one week).
            sets = weeks[0].muscleSets
            sessions = weeks[0].muscleSessions
            volume = weeks[0].muscleVolumeKilograms
        } else {
            for week in weeks {
                for (muscle, value) in week.muscleSets { sets[muscle, default: 0] += value }
                for (muscle, value) in week.muscleSessions { sessions[muscle, default: 0] += value }
                for (muscle, value) in week.muscleVolumeKilograms { volume[muscle, default: 0] += value }
            }
        }
        var names = Set(sets.keys)
        if let previous { names.formUnion(previous.muscleSets.keys) }
        // A week that trained any muscle lists every muscle with a target, so one left out shows as below it.
        if isWeek, sets.values.contains(where: { $0 > 0 }) { names.formUnion(data.config.volumeTargets.keys) }
        return names.map { muscle in
            MuscleFigures(muscle: muscle, sets: sets[muscle] ?? 0, sessions: sessions[muscle] ?? 0, volumeKilograms: volume[muscle] ?? 0,
                          previousSets: previous.map { $0.muscleSets[muscle] ?? 0 },
                          previousVolumeKilograms: previous.map { $0.muscleVolumeKilograms[muscle] ?? 0 })
        }.sorted { ($1.sets, $1.volumeKilograms, $0.muscle) < ($0.sets, $0.volumeKilograms, $1.muscle) }
    }

    /// Each exercise's history rows between two days, summed; most volume first.
    private func exerciseFigures(from first: LocalDate, through last: LocalDate) -> [ExerciseFigures] {
        var result: [ExerciseFigures] = []
        for exercise in analysis.exercises {
            let history = exercise.history
            let start = Analyzer.firstIndex(in: history, onOrAfter: first.dayNumber)
            let end = Analyzer.firstIndex(in: history, onOrAfter: last.dayNumber + 1)
            guard start < end else { continue }
            let rows = history[start..<end]
            // Sessions with only warm-ups of an exercise count as none of its sessions.
            let counted = rows.reduce(0) { $0 + ($1.countsAsSession ? 1 : 0) }
            guard counted > 0 else { continue }
            var figures = ExerciseFigures(id: exercise.id, name: exercise.name, type: exercise.type, sessions: counted,
                                          workingSets: rows.reduce(0) { $0 + $1.workingSetCount },
                                          volumeKilograms: rows.reduce(0) { $0 + $1.volumeKilograms })
            for row in rows {
                guard let top = row.topSet else { continue }
                if let best = figures.bestSet, (top.kilograms, top.reps ?? 0) <= (best.kilograms, best.reps ?? 0) { continue }
                figures.bestSet = top
                figures.bestSetDate = row.date
            }
            guard exercise.type == .strength || exercise.type == .explosive else {
                result.append(figures)
                continue
            }
            figures.bestE1RM = rows.compactMap(\.e1RMKilograms).max()
            let before = bestE1RM(of: exercise.id, before: start)
            figures.baselineE1RM = before > 0 ? before : rows.lazy.compactMap(\.e1RMKilograms).first
            result.append(figures)
        }
        return result.sorted { ($1.volumeKilograms, $1.sessions, $0.name) < ($0.volumeKilograms, $0.sessions, $1.name) }
    }
}
