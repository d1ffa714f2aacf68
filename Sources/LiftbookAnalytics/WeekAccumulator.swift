import LiftbookModel

/// The weeks as sessions arrive: a week for every 7 days from the first session's week, so
/// weeks without training exist as zero weeks.
struct WeekAccumulator {
    let weekStart: Weekday
    let planned: Int
    private var weeks: [WeekSummary] = []
    private var firstDay = 0

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

    mutating func addMuscles(_ muscles: [(String, Double)], sets: Double, volumeKilograms: Double = 0, week: Int) {
        for (muscle, share) in muscles {
            weeks[week].muscleSets[muscle, default: 0] += share * sets
            weeks[week].muscleVolumeKilograms[muscle, default: 0] += share * volumeKilograms
        }
    }

    /// The weeks through the week of `last`, with streaks, and the streak as of `today`'s week.
    mutating func finish(through last: LocalDate, today: LocalDate) -> (weeks: [WeekSummary], currentStreak: Int) {
        guard !weeks.isEmpty else { return ([], 0) }
        _ = index(for: last)
        var streak = 0
        for i in weeks.indices {
            streak = weeks[i].meetsPlan ? streak + 1 : 0
            weeks[i].streak = streak
        }
        let offset = today.dayNumber - firstDay
        guard offset >= 0 else { return (weeks, 0) }
        let current = min(offset / 7, weeks.count - 1)
        if weeks[current].meetsPlan || current == 0 { return (weeks, weeks[current].streak) }
        return (weeks, weeks[current - 1].streak)
    }
}
