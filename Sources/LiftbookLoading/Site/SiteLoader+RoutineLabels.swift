import LiftbookModel

extension SiteLoader {
    /// A session's `routine:` that is not a weekday must name a day of the cycle routine.
    static func checkRoutineLabels(_ sessions: [Session], routine: Routine?, into diagnostics: inout [Diagnostic]) {
        for session in sessions {
            guard let label = session.routineLabel else { continue }
            if let routine, routine.isCycle, routine.cycleDay(named: label) != nil { continue }
            let location = session.routineLabelLocation ?? session.location
            if let routine, routine.isCycle {
                let titles = routine.cycle.map(\.title)
                diagnostics.append(.error("unknown cycle day '\(label)'", at: location,
                                          hint: Suggestions.hint(for: label, among: titles)
                                            ?? "name a day of the cycle by its title (\(titles.joined(separator: ", "))) or its number"))
            } else {
                diagnostics.append(.error("unknown routine day '\(label)'", at: location,
                                          hint: Suggestions.hint(for: label, among: Weekday.allCases.map(\.rawValue))
                                            ?? "name the routine's weekday, e.g. monday"))
            }
        }
    }
}
