import LiftbookModel

/// Reads a mapped status column: a set done, not done (left out), failed (a failure set) or a
/// warm-up, from the words `status:` lists for the file and then the words apps commonly write.
enum MappedStatusColumn {
    /// The status of the row; `.done` when no status column is mapped. Another word does not fit.
    static func status(_ fields: FieldReader, _ column: Int?, words: [MappedStatus: [String]]) throws(RowError) -> MappedStatus? {
        guard let column else { return .done }
        let text = fields.text(column)
        let key = normalised(text)
        for status in MappedStatus.allCases where words[status, default: []].contains(where: { normalised($0) == key }) { return status }
        for status in MappedStatus.allCases where status.defaultWords.contains(key) { return status }
        let listed = MappedStatus.allCases.compactMap { status in words[status].map { "\(status.rawValue): \($0.joined(separator: ", "))" } }
        throw RowError(message: "'\(text)' is not a set status", field: column,
                       hint: "say what the word means under the file's status: in liftbook.yaml, e.g. status: {done: [Done], notDone: [Skipped], failed: [Failed], warmup: [Warm-up]}"
                           + (listed.isEmpty ? "" : " (the file's entry lists \(listed.joined(separator: "; ")))"))
    }

    /// Lower case, without spaces, `-` and `_`.
    static func normalised(_ text: String) -> String {
        text.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" }
    }
}
