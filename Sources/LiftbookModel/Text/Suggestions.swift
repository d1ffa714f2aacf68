/// "Did you mean" suggestions by edit distance.
package enum Suggestions {
    /// The Levenshtein distance between two strings, compared case-insensitively.
    package static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a.lowercased().unicodeScalars)
        let y = Array(b.lowercased().unicodeScalars)
        return distance(x, y, limit: max(x.count, y.count)) ?? max(x.count, y.count)
    }

    /// The Levenshtein distance between two scalar sequences when it is at most `limit`, else
    /// nil. Only the cells within `limit` of the diagonal are computed, and the search stops
    /// as soon as a whole row is over the limit.
    public static func distance(_ x: [Unicode.Scalar], _ y: [Unicode.Scalar], limit: Int) -> Int? {
        guard limit >= 0, abs(x.count - y.count) <= limit else { return nil }
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        let over = limit + 1
        // Cells never computed hold `over`: the band moves right one cell a row.
        var previous = (0...y.count).map { min($0, over) }
        var current = [Int](repeating: over, count: y.count + 1)
        for i in 1...x.count {
            let low = max(1, i - limit), high = min(y.count, i + limit)
            current[low - 1] = low == 1 ? min(i, over) : over
            var rowMinimum = current[low - 1]
            for j in low...high {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                let value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost, over)
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return nil }
            swap(&previous, &current)
        }
        return previous[y.count] <= limit ? previous[y.count] : nil
    }

    /// Up to `limit` candidates closest to `word`, nearest first, within a distance that grows
    /// with the word's length.
    package static func closest(to word: String, among candidates: some Sequence<String>, limit: Int = 3) -> [String] {
        let length = word.count
        let budget = max(2, length / 3)
        let scored = candidates.compactMap { candidate -> (Int, String)? in
            guard abs(candidate.count - length) <= budget else { return nil }
            let d = distance(word, candidate)
            return d <= budget ? (d, candidate) : nil
        }
        return scored.sorted { $0 < $1 }.prefix(limit).map(\.1)
    }

    /// `did you mean 'x'?` or nil.
    package static func hint(for word: String, among candidates: some Sequence<String>) -> String? {
        guard let best = closest(to: word, among: candidates, limit: 1).first else { return nil }
        return "did you mean '\(best)'?"
    }
}
