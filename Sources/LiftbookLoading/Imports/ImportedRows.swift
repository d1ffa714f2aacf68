import LiftbookModel

/// Where the sets of imported workouts came from in their export, so that implausible values
/// can be warned about at their rows after `corrections.yaml` was applied (a corrected typo or a
/// capped workout is no longer warned about).
struct ImportedRows: Sendable {
    /// A workout, by its export and the row it starts at.
    struct Workout: Hashable, Sendable {
        var path: String
        var line: Int
    }

    /// Per workout: the row of each set, by exercise; and the duration the app logged, for a
    /// workout imported without an end (a day or longer).
    private var rows: [Workout: (sets: [[Int]], loggedSeconds: Int?)] = [:]
    /// The language each export is written in, where its layout shows it: path → BCP 47 tag.
    private(set) var languages: [String: String] = [:]

    /// Records the language of the export at `path`.
    mutating func record(language: String, of path: String) {
        languages[path] = language
    }

    /// Records a workout's rows.
    mutating func record(_ session: Session, sets: [[Int]], loggedSeconds: Int?) {
        rows[Workout(path: session.location.path, line: session.location.line)] = (sets, loggedSeconds)
    }

    /// Imported sessions' values beyond the limits, one warning per file and kind, each set at
    /// its row (or at its exercise when corrections moved the sets of that exercise).
    func implausibleValues(in sessions: [Session], limits: PlausibilityLimits, unit: MassUnit) -> [Diagnostic] {
        var byPath: [String: PlausibilityFindings] = [:]
        for session in sessions {
            let workout = Workout(path: session.location.path, line: session.location.line)
            guard let recorded = rows[workout] else { continue }
            var findings = byPath[workout.path] ?? PlausibilityFindings(path: workout.path)
            let seconds = session.end == nil ? recorded.loggedSeconds ?? session.durationSeconds : session.durationSeconds
            findings.check(workoutSeconds: seconds, line: workout.line, limits: limits)
            for (index, exercise) in session.exercises.enumerated() {
                let lines = index < recorded.sets.count && recorded.sets[index].count == exercise.sets.count ? recorded.sets[index] : nil
                for (position, set) in exercise.sets.enumerated() {
                    findings.check(set, line: lines?[position] ?? exercise.location.line, limits: limits)
                }
            }
            if !findings.isEmpty { byPath[workout.path] = findings }
        }
        return byPath.keys.sorted().flatMap { byPath[$0]?.diagnostics(limits: limits, unit: unit) ?? [] }
    }
}
