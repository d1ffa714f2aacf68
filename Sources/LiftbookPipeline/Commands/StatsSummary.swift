import LiftbookAnalytics
import LiftbookLoading
import LiftbookModel

/// The human summary of `liftbook stats`.
struct StatsSummary {
    let analysis: Analysis
    let data: TrainingData

    var text: String {
        var lines: [String] = []
        let first = analysis.sessions.first?.date
        let last = analysis.sessions.last?.date
        lines.append("\(analysis.sessions.count) sessions, \(analysis.totalWorkingSets) working sets, "
            + "\(weight(analysis.totalVolumeKilograms, decimals: 0)) volume"
            + (first.flatMap { f in last.map { " (\(f) to \($0))" } } ?? ""))
        if let week = analysis.week(containing: analysis.today) {
            let planned = week.plannedSessions > 0 ? " of \(week.plannedSessions) planned" : ""
            lines.append("This week (\(week.week)): \(week.sessionCount)\(planned) sessions, \(week.workingSets) sets, "
                + "\(weight(week.volumeKilograms, decimals: 0)); streak \(analysis.currentStreak) week\(analysis.currentStreak == 1 ? "" : "s")")
        }
        let records = analysis.recentRecords(5)
        if !records.isEmpty {
            lines.append("")
            lines.append("Recent records:")
            for record in records {
                lines.append("  \(record.date)  \(name(record.exercise)): \(record.kind.title) \(value(record))")
            }
        }
        if !analysis.recommendations.isEmpty {
            lines.append("")
            lines.append("Next sessions:")
            var day: Weekday?
            for recommendation in analysis.recommendations {
                if recommendation.day != day {
                    day = recommendation.day
                    let title = data.routine?.day(recommendation.day).title ?? ""
                    lines.append("  \(recommendation.day.displayName)\(title.isEmpty ? "" : " — \(title)")")
                }
                lines.append("    \(name(recommendation.exercise)): \(target(recommendation))")
                lines.append("      \(MessageWriter(strings: StringTables.english).write(recommendation.reason))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func name(_ id: ExerciseID) -> String { analysis.exercise(id)?.name ?? id.rawValue }

    private func weight(_ kilograms: Double, decimals: Int = 2) -> String {
        let display = analysis.display(kilograms: kilograms)
        return formatNumber(display.value, decimals: decimals) + " " + display.unit.rawValue
    }

    private func value(_ record: PersonalRecord) -> String {
        switch record.kind {
        case .heaviest, .e1rm, .setVolume, .sessionVolume:
            return weight(record.value)
        case .repMax:
            return "\(record.reps ?? 0) × \(weight(record.value))"
        case .mostReps where (record.weightKilograms ?? 0) < 0:
            return "\(Int(record.value)) reps with \(weight(-(record.weightKilograms ?? 0))) help"
        case .mostReps:
            return "\(Int(record.value)) reps at \(weight(record.weightKilograms ?? 0))"
        case .leastHelp:
            return "\(record.reps ?? 0) reps with \(weight(record.value)) help"
        case .longestDistance:
            return formatNumber(record.value / 1000) + " km"
        case .longestDuration, .longestHold:
            return formatNumber(record.value, decimals: 0) + " s"
        case .fastestPace:
            let seconds = Int(record.value.rounded())
            return "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60) /km"
        }
    }

    private func target(_ r: Recommendation) -> String {
        var parts: [String] = []
        if let reps = r.reps { parts.append("\(r.sets) × \(reps)") } else if r.sets > 1 { parts.append("\(r.sets) sets") }
        if let weight = r.weight { parts.append("at \(weight)") }
        if let rpe = r.rpe { parts.append("@ RPE \(formatNumber(rpe, decimals: 1))") }
        if let duration = r.duration {
            let seconds = Int(duration.rounded())
            parts.append(seconds < 120 ? "\(seconds) s" : "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60) min")
        }
        if let distance = r.distance { parts.append(distance.description) }
        return parts.isEmpty ? "as planned" : parts.joined(separator: " ")
    }
}
