import LiftbookModel
import LiftbookResources
import LiftbookSystem

/// The exercise library that ships inside the binary.
package enum BuiltInLibrary {
    /// The built-in entries, parsed once per process.
    package static let library: ExerciseLibrary = {
        var diagnostics: [Diagnostic] = []
        return load(into: &diagnostics)
    }()

    /// Parses the embedded YAML files; problems are reported like any input's.
    static func load(into diagnostics: inout [Diagnostic]) -> ExerciseLibrary {
        var library = ExerciseLibrary()
        // The files are parsed on every core, largest first so that no core is left with a big
        // one at the end, then added in name order (the same library as a loop).
        let files = EmbeddedFiles.exerciseLibrary.sorted { ($1.value.utf8.count, $0.key) < ($0.value.utf8.count, $1.key) }
        let parsedBySize = Parallel.map(files, oneAtATime: true) { name, text in
            var found: [Diagnostic] = []
            let path = "(built-in)/" + name
            guard let source = YAMLSource(builtIn: path, text: text, into: &found) else { return (path, [ExerciseLibrary.PreparedEntry](), found) }
            // Each entry's keys are worked out here too, leaving only the index updates in order.
            let exercises = ExerciseFileLoader.load(source, base: ExerciseLibrary(), unit: .kg, custom: false, into: &found)
            return (path, exercises.map(ExerciseLibrary.PreparedEntry.init), found)
        }
        let parsed = parsedBySize.sorted { $0.0 < $1.0 }
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
