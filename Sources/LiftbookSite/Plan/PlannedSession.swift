package import LiftbookAnalytics
package import LiftbookModel

/// The session `liftbook log` writes for a day: the routine day it plans, with each planned
/// exercise's current target and warm-up ramp, to edit into what was done.
package struct PlannedSession: Sendable {
    /// The day of the session.
    package var date: LocalDate
    /// The routine day's title, such as `Upper A`.
    package var title: String
    /// What the front matter's `routine:` names: a weekday (`monday`) or a cycle day's title.
    package var routineLabel: String
    /// The targets, in the day's order.
    package var recommendations: [Recommendation]

    /// Why no session can be planned.
    package enum Problem: Error, Equatable, Sendable {
        /// The site has no routine (or only the example one, left out).
        case noRoutine
        /// The weekday is a rest day of a weekly routine.
        case restDay(Weekday)
        /// `--day` names no day of the routine; the names it has.
        case unknownDay(String, known: [String])
    }

    /// The plan for `date`: the routine day `day` names (a weekday, or a cycle day's title or
    /// number), else the date's weekday in a weekly routine and the next day of a cycle.
    package static func plan(for date: LocalDate, day: String? = nil, data: TrainingData, analysis: Analysis) -> Result<PlannedSession, Problem> {
        guard let routine = data.routine, routine.trainingDaysPerWeek > 0 else { return .failure(.noRoutine) }
        if routine.isCycle {
            let index: Int
            if let day {
                guard let chosen = routine.cycleDay(named: day)?.cycleIndex else {
                    return .failure(.unknownDay(day, known: routine.cycle.map(\.title)))
                }
                index = chosen
            } else {
                index = analysis.recommendations.first { $0.cycle?.sessionsAway == 0 }?.cycle?.index ?? 0
            }
            guard routine.cycle.indices.contains(index) else { return .failure(.noRoutine) }
            let planned = analysis.recommendations.filter { $0.cycle?.index == index }.sorted { $0.position < $1.position }
            let title = routine.cycle[index].title
            return .success(PlannedSession(date: date, title: title, routineLabel: title, recommendations: planned))
        }
        var weekday = date.weekday
        if let day {
            guard let named = Weekday(spelling: day) ?? routine.days.first(where: { !$0.isRest && $0.title.lowercased() == day.lowercased() })?.weekday else {
                return .failure(.unknownDay(day, known: routine.trainingDays.map { "\($0.weekday.rawValue) (\($0.title))" }))
            }
            weekday = named
        }
        let plan = routine.day(weekday)
        guard !plan.isRest else { return .failure(.restDay(weekday)) }
        let planned = analysis.recommendations.filter { $0.day == weekday && $0.cycle == nil }.sorted { $0.position < $1.position }
        return .success(PlannedSession(date: date, title: plan.title, routineLabel: weekday.rawValue, recommendations: planned))
    }

    /// `2026-11-23-upper-a`: the file name without its extension.
    package var fileStem: String {
        let slug = slugify(title)
        return slug.isEmpty ? date.description : "\(date)-\(slug)"
    }
}
