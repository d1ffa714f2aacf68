import LiftbookModel
import LiftbookResources
import LiftbookSystem

/// The exercise library that ships inside the binary.
package enum BuiltInLibrary {
    /// The built-in entries, parsed once per process (from ``parse(alongside:)``'s files when it ran first).
    package static let library: ExerciseLibrary = {
        var diagnostics: [Diagnostic] = []
        let parsed = parsedFiles.withLock { files in
            defer { files = nil }
            return files
        }
        return assemble(parsed ?? parseFiles(alongside: nil), into: &diagnostics)
    }()

    /// One embedded file's entries, with their keys worked out, and its problems.
    typealias ParsedFile = (path: String, entries: [ExerciseLibrary.PreparedEntry], diagnostics: [Diagnostic])

    /// The files ``parse(alongside:)`` parsed, until ``library`` takes them.
    private static let parsedFiles = Locked<[ParsedFile]?>(nil)
    /// True once ``parse(alongside:)`` has run in this process.
    private static let started = Locked(false)

    /// Parses the library's files on every core with `other` as one more job among them (the
    /// built-in string table: each would otherwise leave a core idle while the other works
    /// alone), then makes ``library`` of them. Later calls only run `other`.
    package static func parse(alongside other: @escaping @Sendable () -> Void) {
        let first = started.withLock { started in
            defer { started = true }
            return !started
        }
        guard first else { return other() }
        let parsed = parseFiles(alongside: other)
        parsedFiles.withLock { $0 = parsed }
        _ = library.exercises.count
    }

    /// Parses the embedded YAML files; problems are reported like any input's.
    static func load(into diagnostics: inout [Diagnostic]) -> ExerciseLibrary {
        assemble(parseFiles(alongside: nil), into: &diagnostics)
    }

    /// The embedded files parsed on every core, largest first so that no core is left with a
    /// big one at the end (`other`, if any, first: the string table costs more than any file), in name order.
    private static func parseFiles(alongside other: (@Sendable () -> Void)?) -> [ParsedFile] {
        let files = EmbeddedFiles.exerciseLibrary.sorted { ($1.value.utf8.count, $0.key) < ($0.value.utf8.count, $1.key) }
        var jobs: [(name: String, text: String)?] = files.map { (name: $0.key, text: $0.value) }
        if other != nil { jobs.insert(nil, at: 0) }
        let parsedBySize = Parallel.map(jobs, oneAtATime: true) { job -> ParsedFile? in
            guard let (name, text) = job else {
                other?()
                return nil
            }
            var found: [Diagnostic] = []
            let path = "(built-in)/" + name
            guard let source = YAMLSource(builtIn: path, text: text, into: &found) else { return (path, [], found) }
            // Each entry's keys are worked out here too, leaving only the index updates in order.
            let exercises = ExerciseFileLoader.load(source, base: ExerciseLibrary(), unit: .kg, custom: false, into: &found)
            return (path, exercises.map(ExerciseLibrary.PreparedEntry.init), found)
        }
        return parsedBySize.compactMap { $0 }.sorted { $0.path < $1.path }
    }

    /// The library of `parsed`'s entries, added in the files' name order (the same library as a loop).
    private static func assemble(_ parsed: [ParsedFile], into diagnostics: inout [Diagnostic]) -> ExerciseLibrary {
        var library = ExerciseLibrary()
        for (path, entries, found) in parsed {
            diagnostics += found
            for entry in entries {
                let exercise = entry.exercise
                for clash in library.add(entry) {
                    diagnostics.append(.error("'\(clash.name)' of \(exercise.id) already names \(clash.owner)",
                                              at: exercise.location ?? SourceLocation(path: path), hint: "remove the alias from one of the two entries"))
                }
            }
        }
        return library
    }
}
