import Foundation
import LiftbookAnalytics
package import LiftbookModel

extension PlannedSession {
    /// The session file: front matter with `planned: true`, then per exercise its heading, an
    /// HTML comment with the target in words (plates per side, the reason, the warm-up ramp),
    /// and set lines in the log notation: the warm-up sets marked `warmup`, then the work sets.
    package func markdown(data: TrainingData, format: Format) -> String {
        let config = data.config
        let unit = config.units
        let text = RecommendationText(unit: unit, format: format)
        var lines = ["---", "date: \(date)", "routine: \(yamlText(routineLabel))", "title: \(yamlText(title))"]
        if config.logUnit != unit { lines.append("unit: \(unit.rawValue)             # the weights below") }
        lines.append("planned: true       # written by 'liftbook log': edit the sets to what you did, then delete this line")
        lines += ["---", ""]
        var supersetCounts: [String: Int] = [:]
        for r in recommendations {
            let exercise = data.exercises[r.exercise]
            let planned = plannedExercise(r, in: data.routine)
            var heading = exercise?.name ?? r.exercise.rawValue
            if let group = planned?.superset {
                supersetCounts[group, default: 0] += 1
                heading = "\(group)\(supersetCounts[group] ?? 1). \(heading)"
            }
            lines.append("## \(heading)")
            var comment = "\(planned?.displayName.map { "\($0): " } ?? "")\(text.target(r)). \(text.why(r))"
            let ramp = WarmupRamp.sets(for: r, exercise: exercise, plates: config.plates, unit: unit, scheme: config.warmup)
            if !ramp.isEmpty { comment += "\nWarm-up: \(WarmupRamp.words(ramp, in: text.words))." }
            lines.append("<!-- " + comment.replacingDashes() + " -->")
            lines += ramp.map { "- \(number($0.load.total)) x \($0.reps) warmup" }
            lines += workLines(r, type: exercise?.type ?? .strength)
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// The planned exercise a recommendation is for.
    private func plannedExercise(_ r: Recommendation, in routine: Routine?) -> PlannedExercise? {
        guard let routine else { return nil }
        let day = r.cycle.flatMap { routine.cycle.indices.contains($0.index) ? routine.cycle[$0.index] : nil } ?? routine.day(r.day)
        return day.exercises.indices.contains(r.position) ? day.exercises[r.position] : nil
    }

    /// The work sets as set lines: sets that differ one by one (alike ones counted), else
    /// `W x R x N`, with RPE, body weight, durations and distances as the notation writes them.
    func workLines(_ r: Recommendation, type: ExerciseType) -> [String] {
        if !r.prescribed.isEmpty {
            var result: [String] = []
            var index = 0
            while index < r.prescribed.count {
                var end = index
                while end < r.prescribed.count, r.prescribed[end] == r.prescribed[index] { end += 1 }
                let set = r.prescribed[index]
                let count = end - index > 1 ? " x \(end - index)" : ""
                result.append("- \(number(set.weight.value)) x \(set.reps)\(count)\(set.amrap ? " amrap" : "")")
                index = end
            }
            return result
        }
        var parts: [String] = []
        if type == .bodyweight {
            let added = r.weight?.value ?? 0
            parts.append(added > 0 ? "bw+\(number(added))" : added < 0 ? "bw-\(number(-added))" : "bw")
        } else if let weight = r.weight, weight.value > 0 {
            parts.append(number(weight.value))
        }
        if let reps = r.reps { parts.append("\(reps.low)") }
        var line = parts.joined(separator: " x ")
        var extras: [String] = []
        if let seconds = r.duration, seconds > 0 { extras.append(durationText(seconds)) }
        if let distance = r.distance, distance.metres > 0 { extras.append(number(distance.metres / 1000) + "km") }
        if !extras.isEmpty {
            // A weighted hold is `20 x 45s`; a cardio set `20:00 5km`.
            line = (line.isEmpty ? "" : line + " x ") + extras.joined(separator: " ")
        }
        guard !line.isEmpty else { return [] }
        if r.sets > 1 { line += " x \(r.sets)" }
        if let rpe = r.rpe, r.reps != nil { line += " @\(number(rpe))" }
        return ["- " + line]
    }

    private func durationText(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        if whole % 60 == 0 { return "\(whole / 60)min" }
        return "\(whole)s"
    }

    private func number(_ value: Double) -> String { formatNumber(value) }

    /// A YAML scalar in double quotes.
    private func yamlText(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

private extension String {
    /// `--` cannot stand inside an HTML comment.
    func replacingDashes() -> String { replacingOccurrences(of: "--", with: "–") }
}
