import LiftbookLoading
import LiftbookModel

/// Words for an exercise another lifter shared: sets × reps and the target in their unit.
enum SharedPlanText {
    /// `3 × 5`, `3 × 8–12`, `1 × 5, 2 × 5`, `3 sets`, or `—`.
    static func scheme(_ exercise: SharedExercise) -> String {
        let parts = exercise.sets.map { group in
            if let reps = group.reps { return "\(group.sets) × \(reps)" }
            return group.sets == 1 ? "1 set" : "\(group.sets) sets"
        }
        return parts.isEmpty ? "—" : parts.joined(separator: ", ")
    }

    /// `80 kg`, `RPE 8`, `20 min · 5 km` (loads in the author's unit), or `—`.
    static func target(_ exercise: SharedExercise) -> String {
        let parts = exercise.sets.map { group -> String in
            var items: [String] = []
            if let load = group.load {
                items.append(Format.weight(load, unit: load.unit))
            } else if let kilograms = group.kilograms {
                items.append(Format.weight(kilograms: kilograms, unit: .kg))
            }
            if let rpe = group.rpe { items.append("RPE \(formatNumber(rpe, decimals: 1))") }
            if let duration = group.duration { items.append(Format.duration(seconds: duration)) }
            if let metres = group.metres { items.append(Format.distance(metres: metres)) }
            return items.joined(separator: " · ")
        }.filter { !$0.isEmpty }
        return parts.isEmpty ? "—" : parts.joined(separator: ", ")
    }

    /// A URL as a word to paste into a shell.
    static func shellWord(_ url: String) -> String { FeedURL.shellWord(url) }
}
