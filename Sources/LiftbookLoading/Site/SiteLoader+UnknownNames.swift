import LiftbookModel

/// Session files that name exercises the library does not know get one warning for all of
/// them, as an import file does: a log exported from a CSV (a file per workout) warns no more
/// than the CSV did. Unknown names in one file keep a warning each, at their heading, with its
/// did-you-mean hint.
extension SiteLoader {
    /// `problems` with the unknown-exercise warnings of session files grouped into one when
    /// they are in more than one file.
    static func groupingUnknownNames(_ problems: [Diagnostic], sessions: [Session]) -> [Diagnostic] {
        let unknown = problems.filter { ExerciseResolver.unknownName(in: $0) != nil }
        guard Set(unknown.map(\.location.path)).count > 1 else { return problems }
        var names: [String] = []
        var seen: Set<String> = []
        for diagnostic in unknown {
            guard let name = ExerciseResolver.unknownName(in: diagnostic), seen.insert(name).inserted else { continue }
            names.append(name)
        }
        var sets: [String: Int] = [:]
        for session in sessions {
            for exercise in session.exercises where !exercise.isKnown { sets[exercise.name, default: 0] += exercise.sets.count }
        }
        let files = Set(unknown.map(\.location.path)).count
        let first = unknown.min { $0.location < $1.location } ?? unknown[0]
        let grouped = Diagnostic.warning(
            UnmappedNamesWarning.text(names.map { ($0, sets[$0, default: 0]) }) + " (in \(files) session file\(files == 1 ? "" : "s"))",
            at: first.location, hint: UnmappedNamesWarning.hint)
        return problems.filter { ExerciseResolver.unknownName(in: $0) == nil } + [grouped]
    }
}
