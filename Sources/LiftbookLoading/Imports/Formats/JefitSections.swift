import LiftbookModel

/// A Jefit backup split into its sections: each starts at a line `### NAME #####…` and holds its
/// own CSV table. Each section is read as a table of its own with the file's line numbers, so
/// every diagnostic points at the row in the backup.
struct JefitSections {
    /// The tables by section name in upper case (`SETTING`, `WORKOUT SESSIONS`, `EXERCISE LOGS`, …).
    private(set) var tables: [String: CSVTable] = [:]

    /// True when the file's first line that is not blank is a section marker.
    static func isBackup(_ text: String) -> Bool {
        for line in text.split(separator: "\n", omittingEmptySubsequences: true).prefix(3) {
            let trimmed = line.trimmingSpaces
            if trimmed.isEmpty { continue }
            return trimmed.hasPrefix("###")
        }
        return false
    }

    /// The sections of `text`.
    init(path: String, text: String, into diagnostics: inout [Diagnostic]) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var name: String?
        var start = 0
        func close(_ end: Int) {
            guard let name, start < end else { return }
            // Blank lines before the section keep the line numbers of the file.
            let body = String(repeating: "\n", count: start) + lines[start..<end].joined(separator: "\n")
            var found: [Diagnostic] = []
            if let table = CSVTable(path: path, text: body, into: &found) { tables[name] = table }
        }
        for (index, line) in lines.enumerated() where line.trimmingSpaces.hasPrefix("###") {
            close(index)
            name = Self.name(of: line)
            start = index + 1
        }
        close(lines.count)
    }

    /// `### EXERCISE LOGS #####` → `EXERCISE LOGS`.
    static func name(of line: Substring) -> String {
        line.trimmingSpaces.trimmingCharacters(of: "#").trimmingSpaces.uppercased()
    }

    /// The table of a section.
    subscript(name: String) -> CSVTable? { tables[name] }
}

extension String {
    /// Without the character `c` at either end.
    func trimmingCharacters(of c: Character) -> String {
        var slice = Substring(self)
        while slice.first == c { slice.removeFirst() }
        while slice.last == c { slice.removeLast() }
        return String(slice)
    }
}
