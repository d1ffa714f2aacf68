/// The values of a phrase's placeholders, by name, kept as the pairs they were written in:
/// a phrase has a handful of placeholders, so finding one by comparing names is cheaper than
/// building and hashing a dictionary for every sentence. Written like a dictionary,
/// `["day": "16", "month": "Nov"]`; the first pair of a name counts.
public struct PhraseArguments: Sendable, ExpressibleByDictionaryLiteral {
    /// The name and value of each placeholder, in the order given.
    public private(set) var pairs: [(String, String)]

    /// The pairs of a dictionary literal.
    public init(dictionaryLiteral elements: (String, String)...) {
        pairs = elements
    }

    /// The pairs of a dictionary, for code that gathers its values first.
    public init(_ values: [String: String]) {
        pairs = Array(values)
    }

    /// The value of `name`; setting it replaces the first pair of that name or adds one.
    public subscript(name: String) -> String? {
        get {
            for pair in pairs where pair.0 == name { return pair.1 }
            return nil
        }
        set {
            if let index = pairs.firstIndex(where: { $0.0 == name }) {
                if let newValue { pairs[index].1 = newValue } else { pairs.remove(at: index) }
            } else if let newValue {
                pairs.append((name, newValue))
            }
        }
    }

    /// Room for `count` pairs, for code that appends a known number of them.
    public mutating func reserveCapacity(_ count: Int) {
        pairs.reserveCapacity(count)
    }

    /// Adds a pair without looking for an earlier one of the name (which would win).
    public mutating func append(_ name: String, _ value: String) {
        pairs.append((name, value))
    }
}
