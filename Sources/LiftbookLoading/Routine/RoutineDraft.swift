package import LiftbookModel

/// A commented `routine.yaml` drafted from the last weeks of a log: a weekday routine when each
/// kind of workout keeps to its weekdays, else a cycle of days done in order. Every guess is
/// marked in a comment.
package enum RoutineDraft {
    /// Why no draft could be made.
    package enum Problem: Error, Equatable {
        /// No workout in the weeks looked at.
        case noSessions(weeks: Int)
        /// No workout kind was done twice.
        case noPattern(sessions: Int)
        /// The draft did not read back cleanly (a bug): the first problem.
        case unreadable(String)
    }

    /// One kind of workout: the sessions with the same title (or, untitled, the same exercises).
    struct Kind {
        var title: String
        var sessions: [Session]
    }

    /// The draft's text, read back through the routine loader before it is returned.
    package static func text(_ data: TrainingData, library: ExerciseLibrary, today: LocalDate, weeks: Int) -> Result<String, Problem> {
        let first = today.adding(days: -7 * max(1, weeks) + 1)
        let sessions = data.sessions.filter { $0.date >= first && $0.date <= today && !$0.exercises.isEmpty }
            .sorted(by: Session.chronological)
        guard !sessions.isEmpty else { return .failure(.noSessions(weeks: weeks)) }
        let all = kinds(sessions)
        let kinds = all.filter { $0.sessions.count >= 2 }
        guard !kinds.isEmpty else { return .failure(.noPattern(sessions: sessions.count)) }
        let unit = data.config.units
        var lines = [
            "# Drafted by 'liftbook routine --draft' from \(sessions.count) workouts between \(sessions[0].date) and "
                + "\(sessions[sessions.count - 1].date) (the last \(weeks) weeks).",
            "# Lines marked 'guessed' are read from your log: check each one, then delete its comment.",
        ]
        let oneOffs = all.count - kinds.count
        if oneOffs > 0 { lines.append("# \(oneOffs) workout\(oneOffs == 1 ? "" : "s") done only once left out.") }
        lines += ["schema: 1", "name: " + YAMLText.quoted("Drafted routine"), "unit: \(unit.rawValue)"]
        let guesser = ExerciseGuesser(exercises: data.exercises, unit: unit, limits: data.config.limits)
        if let weekdays = weekdayFit(kinds) {
            lines.append("days:")
            for weekday in Weekday.allCases {
                guard let kind = weekdays[weekday] else { continue }
                let on = kind.sessions.filter { $0.date.weekday == weekday }.count
                lines.append("  \(weekday.rawValue):")
                lines.append("    title: " + YAMLText.quoted(kind.title) + "   # guessed: \(on) of \(kind.sessions.count) '\(kind.title)' workouts on a \(weekday.displayName)")
                lines += guesser.exercises(kind, indent: "    ")
            }
        } else {
            let perWeek = max(1, min(14, Int((Double(sessions.count) / Double(max(1, weeks))).rounded())))
            lines.append("sessionsPerWeek: \(perWeek)   # guessed: \(sessions.count) workouts in \(weeks) weeks")
            lines.append("cycle:   # guessed: the workouts follow no fixed weekdays, so they are days done in turn")
            for kind in kinds {
                lines.append("  - title: " + YAMLText.quoted(kind.title) + "   # \(kind.sessions.count) workouts")
                lines += guesser.exercises(kind, indent: "    ")
            }
        }
        let text = lines.joined(separator: "\n") + "\n"
        var diagnostics: [Diagnostic] = []
        _ = RoutineLoader.parse(text, path: "routine.yaml", library: library, unit: unit, into: &diagnostics)
        if let problem = diagnostics.first { return .failure(.unreadable("\(problem.location.line):\(problem.location.column): \(problem.message)")) }
        return .success(text)
    }

    /// Sessions grouped by title (any case), else by their exercises; in order of first appearance.
    static func kinds(_ sessions: [Session]) -> [Kind] {
        var result: [Kind] = []
        var index: [String: Int] = [:]
        for session in sessions {
            let title = session.title.split(separator: " ").joined(separator: " ")
            let key = title.isEmpty ? "#" + Set(session.exercises.map(\.exerciseID.rawValue)).sorted().joined(separator: ",") : title.lowercased()
            if let at = index[key] {
                result[at].sessions.append(session)
            } else {
                index[key] = result.count
                let name = title.isEmpty ? "Day " + String(UnicodeScalar(UInt8(65 + result.count % 26))) : title
                result.append(Kind(title: name, sessions: [session]))
            }
        }
        return result
    }

    /// Each kind on the weekdays that hold at least two of its workouts and together three
    /// quarters of them, no weekday shared; nil when the kinds do not keep to weekdays.
    static func weekdayFit(_ kinds: [Kind]) -> [Weekday: Kind]? {
        var result: [Weekday: Kind] = [:]
        for kind in kinds {
            var counts: [Weekday: Int] = [:]
            for session in kind.sessions { counts[session.date.weekday, default: 0] += 1 }
            let days = counts.filter { $0.value >= 2 }
            guard Double(days.values.reduce(0, +)) >= 0.75 * Double(kind.sessions.count) else { return nil }
            for day in days.keys {
                guard result[day] == nil else { return nil }
                result[day] = kind
            }
        }
        return result.isEmpty ? nil : result
    }
}
