/// "Did you mean" suggestions by edit distance.
public enum Suggestions {
    /// The Levenshtein distance between two strings, compared case-insensitively.
    public static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a.lowercased().unicodeScalars)
        let y = Array(b.lowercased().unicodeScalars)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous = Array(0...y.count)
        var current = Array(repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[y.count]
    }

    /// Up to `limit` candidates closest to `word`, nearest first, within a distance that grows
    /// with the word's length.
    public static func closest(to word: String, among candidates: some Sequence<String>, limit: Int = 3) -> [String] {
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
    public static func hint(for word: String, among candidates: some Sequence<String>) -> String? {
        guard let best = closest(to: word, among: candidates, limit: 1).first else { return nil }
        return "did you mean '\(best)'?"
    }
}
