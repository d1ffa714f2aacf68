/// The one warning an import file gets for all its exercise names that match no library entry:
/// the names with their set counts, most sets first, so the names that matter are read first.
enum UnmappedNamesWarning {
    /// Names listed in the message; the rest are counted (all of them are in `check --unmapped`).
    static let listed = 12

    /// `3 exercise names match no library exercise: 'Pec Dek' (40 sets), …; they are kept as
    /// exercises of their own`.
    static func text(_ names: [(name: String, sets: Int)]) -> String {
        let sorted = names.sorted { $0.sets != $1.sets ? $0.sets > $1.sets : $0.name.lowercased() < $1.name.lowercased() }
        var parts = sorted.prefix(listed).map { "'\(oneLine($0.name))' (\($0.sets) set\($0.sets == 1 ? "" : "s"))" }
        if sorted.count > listed { parts.append("and \(sorted.count - listed) more") }
        let subject = sorted.count == 1 ? "1 exercise name matches" : "\(sorted.count) exercise names match"
        let kept = sorted.count == 1 ? "it is kept as an exercise of its own" : "they are kept as exercises of their own"
        return "\(subject) no library exercise: " + parts.joined(separator: ", ") + "; " + kept
    }

    static let hint = "run 'liftbook check --unmapped' for an exercises/aliases.yaml list that maps each name (certain matches active, the rest as comments to uncomment)"

    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
