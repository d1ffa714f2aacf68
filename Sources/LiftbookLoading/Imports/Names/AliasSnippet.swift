import LiftbookModel

/// The list `liftbook check --unmapped` prints for `exercises/aliases.yaml`: an active entry
/// only where the match is certain (``AliasGuess``), a commented entry to uncomment for every
/// other name. The entries are indented list items and every other line is a comment, so the
/// output can be appended to the same file again and again: to a file of its own, or after an
/// `exercises:` list indented by two spaces. An entry repeated apart from its aliases adds them
/// (``ExerciseFileLoader``). An entry for one of the site's own exercises repeats its name and
/// category, so it reads whatever the file order.
package enum AliasSnippet {
    /// The list for every name no library entry matched; empty when there are none.
    package static func text(for result: SiteLoader.Result) -> String {
        let names = result.unmappedNames.keys.sorted { $0.lowercased() < $1.lowercased() }
        guard !names.isEmpty else { return "" }
        var sets: [String: Int] = [:]
        for session in result.data.sessions {
            for exercise in session.exercises where !exercise.isKnown { sets[exercise.name, default: 0] += exercise.sets.count }
        }
        let library = result.library
        let skeletons = AliasGuess.Skeletons(library)
        var lines = [
            "# exercises/aliases.yaml: what the exercise names of your logs and exports mean.",
            "# Append this list to the file: liftbook check --unmapped >> exercises/aliases.yaml",
            "# (a file of its own, or after an 'exercises:' list indented by two spaces); appending again stays valid.",
            "# Active entries are certain matches (a misspelling or a qualified name of one library exercise).",
            "# For the others, uncomment the entry you agree with (delete '# ' on its lines), or change its id;",
            "# a name you leave commented stays an exercise of its own. Then run 'liftbook check'.",
        ]
        for name in names {
            let count = sets[name, default: 0]
            var about = "'\(oneLine(name))': \(count) set\(count == 1 ? "" : "s")"
            if let location = result.unmappedNames[name] { about += ", first at \(location)" }
            switch AliasGuess.guess(name, in: library, skeletons: skeletons) {
            case .certain(let id):
                lines.append("  # \(about): certainly \(describe(id, in: library))")
                lines += entry(id: id, alias: name, library: library).map { "  " + $0 }
            case .candidates(let ids) where !ids.isEmpty:
                lines.append("  # \(about): not certain; closest: " + ids.map { describe($0, in: library) }.joined(separator: ", "))
                lines += entry(id: ids[0], alias: name, library: library).map { "  # " + $0 }
            case .candidates:
                lines.append("  # \(about): no close match; it stays an exercise of its own. To file it under a category:")
                lines += ["- id: \(ExerciseID(slugOf: name).rawValue.isEmpty ? "my-exercise" : ExerciseID(slugOf: name).rawValue)",
                          "  name: " + ExportText.quoted(oneLine(name)),
                          "  category: full-body"].map { "  # " + $0 }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `- id: …` and its aliases; a site's own exercise also repeats its name and category.
    private static func entry(id: ExerciseID, alias: String, library: ExerciseLibrary) -> [String] {
        var lines = ["- id: \(id)"]
        if let target = library[id], target.custom {
            // The site's own exercise may be defined in a file read after this one.
            lines += ["  name: " + ExportText.quoted(target.name), "  category: \(target.category.rawValue)"]
        }
        lines.append("  aliases: [" + ExportText.quoted(alias) + "]")
        return lines
    }

    private static func describe(_ id: ExerciseID, in library: ExerciseLibrary) -> String {
        guard let exercise = library[id] else { return id.rawValue }
        return "\(id) (\(oneLine(exercise.name)))"
    }

    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
