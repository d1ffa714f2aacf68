public import LiftbookModel

/// Computes years in review from the loaded data (private sessions already removed) and its
/// analysis: the weeks, history rows and records are the analysis's own, counted by its rules
/// (warm-ups never count).
public struct YearReviewBuilder: Sendable {
    /// The loaded data.
    public let data: TrainingData
    /// Its analysis.
    public let analysis: Analysis
    /// Body weight day by day.
    private let bodyWeight: BodyWeightSeries

    /// Creates a builder.
    public init(data: TrainingData, analysis: Analysis) {
        self.data = data
        self.analysis = analysis
        bodyWeight = BodyWeightSeries(data)
    }

    /// The years with training, oldest first, each with its weeks (by their fourth day, as the
    /// yearly reports count them).
    public func years() -> [YearWeeks] { Self.years(analysis.weeks) }

    /// The years with training among `weeks`, oldest first.
    public static func trainedYears(_ weeks: [WeekSummary]) -> [Int] { years(weeks).map(\.year) }

    private static func years(_ weeks: [WeekSummary]) -> [YearWeeks] {
        var result: [YearWeeks] = []
        for week in weeks {
            guard case .year(let year) = ReportPeriod.year(of: week) else { continue }
            if result.last?.year == year { result[result.count - 1].weeks.append(week) } else { result.append(YearWeeks(year: year, weeks: [week])) }
        }
        return result.filter { $0.weeks.contains { !$0.isEmpty } }
    }

    /// The review of `year` from its weeks; nil when they hold no session.
    public func review(of year: Int, weeks: [WeekSummary]) -> YearReview? {
        guard let first = weeks.first?.firstDay, let last = weeks.last?.lastDay, weeks.contains(where: { !$0.isEmpty }) else { return nil }
        let ids = Set(weeks.flatMap(\.sessionIDs))
        let sessions = data.sessions.filter { $0.date >= first && $0.date <= last && ids.contains($0.id) }
        let timed = sessions.compactMap(\.start)
        return YearReview(
            year: year, firstDay: first, lastDay: last, inProgress: last >= analysis.today, totals: ReportTotals(weeks),
            weeks: weeks.count, weeksTrained: weeks.filter { !$0.isEmpty }.count,
            hasPlan: (data.routine?.trainingDaysPerWeek ?? 0) > 0, longestStreak: weeks.map(\.streak).max() ?? 0,
            lifts: lifts(from: first, through: last),
            favouriteWeekday: Self.favourite(sessions.map(\.date.weekday), order: weekdays()).map { DayCount(weekday: $0.0, sessions: $0.1) },
            favouriteTime: Self.favourite(timed.map(TimeOfDay.init), order: TimeOfDay.allCases).map { TimeCount(part: $0.0, sessions: $0.1) },
            timedSessions: timed.count, muscles: Array(Self.muscles(weeks).prefix(YearReview.muscleCount)),
            bodyWeight: bodyWeightChange(from: first, through: last), months: Self.months(weeks))
    }

    /// The week's days from the configured first day.
    private func weekdays() -> [Weekday] {
        let start = data.config.weekStart.index
        return (0..<7).map { Weekday.allCases[(start + $0) % 7] }
    }

    /// The most frequent value, the first in `order` on a tie.
    static func favourite<Value: Hashable>(_ values: [Value], order: [Value]) -> (Value, Int)? {
        var counts: [Value: Int] = [:]
        for value in values { counts[value, default: 0] += 1 }
        var best: (Value, Int)?
        for value in order {
            let count = counts[value] ?? 0
            if count > (best?.1 ?? 0) { best = (value, count) }
        }
        return best
    }

    /// The weeks' sets per muscle summed, most sets first (then most volume, then by name).
    static func muscles(_ weeks: [WeekSummary]) -> [MuscleFigures] {
        var sets: [String: Double] = [:]
        var volume: [String: Double] = [:]
        var sessions: [String: Int] = [:]
        for week in weeks {
            for (muscle, value) in week.muscleSets { sets[muscle, default: 0] += value }
            for (muscle, value) in week.muscleVolumeKilograms { volume[muscle, default: 0] += value }
            for (muscle, value) in week.muscleSessions { sessions[muscle, default: 0] += value }
        }
        return sets.filter { $0.value > 0 }.keys.map { muscle in
            MuscleFigures(muscle: muscle, sets: sets[muscle] ?? 0, sessions: sessions[muscle] ?? 0, volumeKilograms: volume[muscle] ?? 0)
        }.sorted { ($1.sets, $1.volumeKilograms, $0.muscle) < ($0.sets, $0.volumeKilograms, $1.muscle) }
    }

    /// The weeks grouped by month (by their fourth day).
    static func months(_ weeks: [WeekSummary]) -> [MonthFigures] {
        var groups: [(Int, [WeekSummary])] = []
        for week in weeks {
            guard case .month(_, let month) = ReportPeriod.month(of: week) else { continue }
            if groups.last?.0 == month { groups[groups.count - 1].1.append(week) } else { groups.append((month, [week])) }
        }
        return groups.map { MonthFigures(month: $0.0, totals: ReportTotals($0.1)) }
    }

    /// The main lifts with an e1RM in enough sessions between two days, in `mainLifts:` order.
    private func lifts(from first: LocalDate, through last: LocalDate) -> [LiftYear] {
        var seen = Set<ExerciseID>()
        return data.config.mainLifts.compactMap { id -> LiftYear? in
            guard seen.insert(id).inserted, let exercise = analysis.exercise(id) else { return nil }
            let history = exercise.history
            let start = Analyzer.firstIndex(in: history, onOrAfter: first.dayNumber)
            let end = Analyzer.firstIndex(in: history, onOrAfter: last.dayNumber + 1)
            guard start < end else { return nil }
            let rows = history[start..<end].filter(\.countsAsSession)
            let rated = rows.compactMap { row in row.e1RMKilograms.map { (row.date, $0) } }
            guard rated.count >= YearReview.minimumLiftSessions, let firstRated = rated.first, let lastRated = rated.last else { return nil }
            var lift = LiftYear(id: id, name: exercise.name, sessions: rows.count, bestE1RM: rated.map(\.1).max() ?? 0,
                                firstE1RM: firstRated.1, firstDate: firstRated.0, lastE1RM: lastRated.1, lastDate: lastRated.0)
            for row in rows {
                guard let top = row.topSet else { continue }
                if let best = lift.bestSet, (top.kilograms, top.reps ?? 0) <= (best.kilograms, best.reps ?? 0) { continue }
                lift.bestSet = top
                lift.bestSetDate = row.date
            }
            return lift
        }
    }

    /// Body weight on the first and last measured days between two days.
    private func bodyWeightChange(from first: LocalDate, through last: LocalDate) -> BodyWeightChange? {
        let days = bodyWeight.days.filter { $0.date >= first && $0.date <= last }
        guard let start = days.first, let end = days.last else { return nil }
        return BodyWeightChange(firstDate: start.date, firstKilograms: start.kilograms, lastDate: end.date, lastKilograms: end.kilograms)
    }
}

/// A year and its weeks.
public struct YearWeeks: Sendable, Hashable {
    /// The year.
    public var year: Int
    /// Its weeks, oldest first.
    public var weeks: [WeekSummary]
}
