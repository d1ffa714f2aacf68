import LiftbookModel

/// Words for an exercise another lifter shared: sets × reps and the target in their unit.
enum SharedPlanText {
    /// `3 × 5`, `3 × 8–12`, `1 × 5, 2 × 5`, `3 sets`, or `—`.
    static func scheme(_ exercise: SharedExercise, format: Format) -> String {
        Format.groups(exercise.sets.map { format.scheme(sets: $0.sets, reps: $0.reps) })
    }

    /// `80 kg`, `RPE 8`, `20 min · 5 km` (loads in the author's unit), or `—`.
    static func target(_ exercise: SharedExercise, format: Format) -> String {
        Format.groups(exercise.sets.map { group in
            let load = group.load.map { format.weight($0, unit: $0.unit) } ?? group.kilograms.map { format.weight(kilograms: $0, unit: .kg) }
            return format.target(weight: load, rpe: group.rpe, seconds: group.duration, metres: group.metres)
        })
    }

    /// A URL as a word to paste into a shell.
    static func shellWord(_ url: String) -> String { ShellText.word(url) }
}
