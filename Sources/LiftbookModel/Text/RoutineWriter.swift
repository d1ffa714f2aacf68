/// Writes routine days in the format `routine.yaml` uses, so that reading the text back gives
/// the same plan (weights carry their unit, so the text reads the same in a site of either unit).
package enum RoutineWriter {
    /// A whole routine file: `header` lines as comments (line breaks in them become spaces),
    /// `schema`, `name` and the given days (rest days as `rest`), Monday first.
    package static func file(name: String, days: [RoutineDay], header: [String] = [], includeWeights: Bool = true) -> String {
        let breaks: Set<Unicode.Scalar> = ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"]
        var lines = header.map { line in
            let flat = String(String.UnicodeScalarView(line.unicodeScalars.map { breaks.contains($0) ? " " : $0 }))
            return flat.isEmpty ? "#" : "# " + flat
        }
        lines += ["schema: 1", "name: " + YAMLText.quoted(name), "days:"]
        for day in days.sorted(by: { $0.weekday < $1.weekday }) {
            lines += dayLines(day, key: day.weekday.rawValue, indent: 2, includeWeights: includeWeights)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `monday:` and its title and exercises, indented by `indent` spaces.
    public static func dayLines(_ day: RoutineDay, key: String, indent: Int, includeWeights: Bool = true) -> [String] {
        let pad = String(repeating: " ", count: indent)
        guard !day.isRest else { return [pad + key + ": rest"] }
        var lines = [pad + key + ":", pad + "  title: " + YAMLText.quoted(day.title), pad + "  exercises:"]
        for planned in day.exercises {
            let fields = exerciseFields(planned, includeWeights: includeWeights)
            for (index, field) in fields.enumerated() {
                lines.append(pad + (index == 0 ? "    - " : "      ") + field)
            }
        }
        return lines
    }

    /// `key: value` lines of a planned exercise, `exercise:` first.
    static func exerciseFields(_ planned: PlannedExercise, includeWeights: Bool) -> [String] {
        var fields = ["exercise: " + YAMLText.key(planned.exercise.rawValue)]
        if let name = planned.displayName { fields.append("name: " + YAMLText.quoted(name)) }
        if planned.setGroups.count == 1, let group = planned.setGroups.first {
            fields += groupFields(group, includeWeights: includeWeights).map { "\($0.0): \($0.1)" }
        } else if !planned.setGroups.isEmpty {
            fields.append("sets:")
            for group in planned.setGroups {
                let inner = groupFields(group, includeWeights: includeWeights).map { "\($0.0): \($0.1)" }
                fields.append("  - {" + inner.joined(separator: ", ") + "}")
            }
        }
        if let rest = planned.rest { fields.append("rest: \(rest)") }
        if let superset = planned.superset { fields.append("superset: " + YAMLText.quoted(superset)) }
        fields.append("progression: " + planned.progression.rawValue)
        if includeWeights, let max = planned.trainingMax {
            fields.append("trainingMax: " + formatNumber(max.value, decimals: 6) + max.unit.rawValue)
        }
        if let notes = planned.notes { fields.append("notes: " + YAMLText.quoted(notes)) }
        return fields
    }

    private static func groupFields(_ group: SetGroup, includeWeights: Bool) -> [(String, String)] {
        var fields = [("sets", "\(group.sets)")]
        if let reps = group.reps { fields.append(("reps", reps.isRange ? "\(reps.low)-\(reps.high)" : "\(reps.low)")) }
        if includeWeights, let weight = group.weight {
            fields.append(("weight", formatNumber(weight.value, decimals: 6) + weight.unit.rawValue))
        }
        if let rpe = group.rpe { fields.append(("rpe", formatNumber(rpe, decimals: 2))) }
        if let duration = group.duration { fields.append(("duration", formatNumber(duration, decimals: 3))) }
        if let distance = group.distance {
            fields.append(("distance", formatNumber(distance.value, decimals: 6) + distance.unit.rawValue))
        }
        return fields
    }
}
