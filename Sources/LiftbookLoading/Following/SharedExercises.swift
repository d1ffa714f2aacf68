package import LiftbookModel
import Yams

/// The exercises of a shared routine file that the importing site's library does not know.
/// `import-routine` keeps each one as a custom exercise of its own (in `exercises/imported.yaml`)
/// with the usual warning, so a routine from another site is never refused for its names.
package enum SharedExercises {
    /// An exercise the library does not know.
    package struct Unknown: Sendable, Hashable {
        /// How the shared file names it (`landmine-press`).
        package var reference: String
        /// The custom exercise made for it.
        package var exercise: Exercise
        /// Where the shared file names it.
        package var location: SourceLocation
    }

    /// The unknown exercises of the routine file `text`, once each, in file order. `names` gives
    /// a display name for an id (from a followed feed); otherwise the file's `name:` or the id's words.
    package static func unknown(in text: String, path: String, library: ExerciseLibrary, names: [String: String] = [:]) -> [Unknown] {
        var ignored: [Diagnostic] = []
        guard let source = YAMLSource(path: path, text: text, into: &ignored), let days = DayEntries(source.root) else { return [] }
        var result: [Unknown] = []
        var seen: Set<String> = []
        for entry in days.entries {
            guard case .mapping(let day) = entry.value,
                  case .sequence(let exercises)? = day.first(where: { $0.key.scalarText == "exercises" })?.value else { continue }
            for item in exercises {
                guard case .mapping(let fields) = item,
                      let pair = fields.first(where: { $0.key.scalarText == "exercise" }), let reference = pair.value.scalarText,
                      library.resolve(reference) == nil, seen.insert(reference).inserted else { continue }
                let id = ExerciseID(slugOf: reference)
                guard !id.rawValue.isEmpty else { continue }
                let given = fields.first(where: { $0.key.scalarText == "name" })?.value.scalarText
                let name = names[reference] ?? given ?? words(reference)
                let exercise = Exercise(id: id, name: name, aliases: reference == id.rawValue ? [] : [reference], category: .fullBody, custom: true)
                result.append(Unknown(reference: reference, exercise: exercise, location: source.location(of: pair.value)))
            }
        }
        return result
    }

    /// `landmine-press` → `Landmine Press`.
    static func words(_ reference: String) -> String {
        reference.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " })
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// The entries `exercises/imported.yaml` gets (after `schema` and `exercises:` when `header`).
    package static func fileText(_ unknown: [Unknown], header: Bool) -> String {
        var lines = header ? ["# Exercises that routines imported from other sites use and your library did not know.",
                              "# Give each its category, type and muscles, or map it to one of yours with an alias.",
                              "schema: 1", "exercises:"] : []
        for item in unknown {
            lines.append("  - id: " + YAMLText.quoted(item.exercise.id.rawValue))
            lines.append("    name: " + YAMLText.quoted(item.exercise.name))
            if !item.exercise.aliases.isEmpty {
                lines.append("    aliases: [" + item.exercise.aliases.map(YAMLText.quoted).joined(separator: ", ") + "]")
            }
            lines.append("    category: full-body   # imported: set its category and muscles")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
