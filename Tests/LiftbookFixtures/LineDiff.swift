/// A readable line diff for golden-file failures.
package enum LineDiff {
    /// `-` lines expected but missing, `+` lines produced instead, with line numbers; empty when equal.
    package static func describe(expected: String, actual: String, context: Int = 2) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard a != b else { return "" }
        var prefix = 0
        while prefix < min(a.count, b.count), a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(a.count, b.count) - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        var lines: [String] = []
        for index in max(0, prefix - context)..<prefix { lines.append("  \(index + 1): \(a[index])") }
        for index in prefix..<(a.count - suffix) { lines.append("- \(index + 1): \(a[index])") }
        for index in prefix..<(b.count - suffix) { lines.append("+ \(index + 1): \(b[index])") }
        for index in (a.count - suffix)..<min(a.count, a.count - suffix + context) { lines.append("  \(index + 1): \(a[index])") }
        return lines.joined(separator: "\n")
    }
}
