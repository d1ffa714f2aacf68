import LiftbookModel

/// A name prepared for many did-you-mean comparisons: its scalars and a coarse count of its
/// letters, which rules most candidates out before their edit distance is measured.
struct SuggestionKey: Sendable {
    let scalars: [Unicode.Scalar]
    private let histogram: [UInt16]

    /// Buckets of the letter count: a–z one each, the rest folded together.
    private static let buckets = 32

    /// `text` as given (callers pass names already normalised to lower case).
    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        var histogram = [UInt16](repeating: 0, count: Self.buckets)
        for scalar in scalars {
            let value = scalar.value
            let bucket = (0x61...0x7A).contains(value) ? Int(value - 0x61) : 26 + Int(value % 6)
            if histogram[bucket] < .max { histogram[bucket] += 1 }
        }
        self.histogram = histogram
    }

    /// Whether `word` occurs in the name.
    func contains(_ word: [Unicode.Scalar]) -> Bool {
        guard !word.isEmpty else { return true }
        guard word.count <= scalars.count else { return false }
        let first = word[0]
        var start = 0
        while start <= scalars.count - word.count {
            if scalars[start] == first {
                var matched = 1
                while matched < word.count, scalars[start + matched] == word[matched] { matched += 1 }
                if matched == word.count { return true }
            }
            start += 1
        }
        return false
    }

    /// The edit distance to `other` when it is at most `limit`, else nil; the cost stays in
    /// proportion to the shorter name times the limit.
    func distance(to other: SuggestionKey, limit: Int) -> Int? {
        guard limit >= 0, abs(scalars.count - other.scalars.count) <= limit else { return nil }
        // Each edit removes at most one surplus letter from each side: a lower bound.
        var surplus = 0, shortfall = 0
        for bucket in 0..<Self.buckets {
            let a = Int(histogram[bucket]), b = Int(other.histogram[bucket])
            if a > b { surplus += a - b } else { shortfall += b - a }
        }
        guard max(surplus, shortfall) <= limit else { return nil }
        return Suggestions.distance(scalars, other.scalars, limit: limit)
    }
}
