import LiftbookModel

/// The `exercises/aliases.yaml` snippet `liftbook check --unmapped` prints: one entry per
/// library exercise the unmapped names most likely mean (the closest matches as comments), and
/// an exercise of the user's own for a name with no close match. An entry for one of the site's
/// own exercises repeats its name and category, so it reads whatever the file order.
public enum AliasSnippet {
    /// The snippet for every name no library entry matched; empty when there are none.
    public static func text(for result: SiteLoader.Result) -> String {
        let names = result.unmappedNames.keys.sorted { $0.lowercased() < $1.lowercased() }
        guard !names.isEmpty else { return "" }
        var sets: [String: Int] = [:]
        for session in result.data.sessions {
            for exercise in session.exercises where !exercise.isKnown { sets[exercise.name, default: 0] += exercise.sets.count }
        }
        var entries: [ExerciseID: Entry] = [:]
        var order: [ExerciseID] = []
        for name in names {
            let matches = result.library.suggestions(for: name, limit: 3)
            let id = matches.first?.id ?? ExerciseID(slugOf: name)
            let count = sets[name, default: 0]
            var comment = "'\(oneLine(name))': \(count) set\(count == 1 ? "" : "s")"
            if let location = result.unmappedNames[name] { comment += ", first at \(location)" }
            if matches.isEmpty {
                comment += "\n# no close match in the library: kept as an exercise of your own (set its category)"
            } else {
                comment += "\n# closest: " + matches.map { "\($0.id) (\(oneLine($0.name)))" }.joined(separator: ", ")
            }
            if entries[id] == nil {
                entries[id] = Entry(isCustom: matches.isEmpty, name: name)
                order.append(id)
            }
            entries[id]?.comments.append(comment)
            entries[id]?.aliases.append(name)
        }
        var lines = [
            "# exercises/aliases.yaml: what the exercise names of your logs and exports mean.",
            "# Each entry adds names as aliases of the library exercise named by 'id' (the closest match).",
            "# Check each id against the matches listed, change it where it is wrong, then run 'liftbook check'.",
            "schema: 1",
            "exercises:",
        ]
        for id in order {
            guard let entry = entries[id] else { continue }
            lines += entry.comments.map { "  # " + $0.replacing("\n", with: "\n  ") }
            lines.append("  - id: \(id)")
            var aliases = entry.aliases
            if entry.isCustom {
                lines += ["    name: " + ExportText.quoted(entry.name), "    category: full-body"]
                aliases.removeAll { $0 == entry.name }
            } else if let target = result.library[id], target.custom {
                // The site's own exercise may be defined in a file read after this one.
                lines += ["    name: " + ExportText.quoted(target.name), "    category: \(target.category.rawValue)"]
            }
            if !aliases.isEmpty { lines.append("    aliases: [" + aliases.map(ExportText.quoted).joined(separator: ", ") + "]") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private struct Entry {
        var isCustom: Bool
        var name: String
        var comments: [String] = []
        var aliases: [String] = []
    }

    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
