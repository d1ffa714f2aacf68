import LiftbookModel
import LiftbookResources

/// The exercise library that ships inside the binary.
public enum BuiltInLibrary {
    /// The built-in entries, parsed once per process.
    public static let library: ExerciseLibrary = {
        var diagnostics: [Diagnostic] = []
        return load(into: &diagnostics)
    }()

    /// Parses the embedded YAML files; problems are reported like any input's.
    static func load(into diagnostics: inout [Diagnostic]) -> ExerciseLibrary {
        var library = ExerciseLibrary()
        for (name, text) in EmbeddedFiles.exerciseLibrary.sorted(by: { $0.key < $1.key }) {
            let path = "(built-in)/" + name
            guard let source = YAMLSource(path: path, text: text, into: &diagnostics) else { continue }
            for exercise in ExerciseFileLoader.load(source, base: ExerciseLibrary(), unit: .kg, custom: false, into: &diagnostics) {
                for clash in library.add(exercise) {
                    diagnostics.append(.error("'\(clash.name)' of \(exercise.id) already names \(clash.owner)",
                                              at: exercise.location ?? SourceLocation(path: path), hint: "remove the alias from one of the two entries"))
                }
            }
        }
        return library
    }
}
