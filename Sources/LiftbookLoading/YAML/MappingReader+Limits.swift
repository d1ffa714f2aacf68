import LiftbookModel
import Yams

/// How long one value may be: a value is copied into pages, feeds and indexes, so one huge value
/// (a 4 MB title) would cost gigabytes; these limits keep every value far above what a person
/// writes and far below what could hurt.
package enum ValueLimits {
    /// Notes, descriptions, instructions and summaries: 64 KiB.
    package static let text = 64 << 10
    /// Every other value (a title, a name, an alias, an id, a number): 1 KiB.
    package static let line = 1 << 10
    /// The keys whose values are text of the longer kind.
    static let textKeys: Set = ["notes", "description", "instructions", "summary", "body", "note"]
}

extension MappingReader {
    /// The values that are within their length limit; each longer one is reported at its node.
    func checked(_ values: [String], _ key: String, at node: Node, into diagnostics: inout [Diagnostic]) -> [String] {
        let limit = ValueLimits.textKeys.contains(key) ? ValueLimits.text : ValueLimits.line
        return values.filter { value in
            let size = value.utf8.count
            guard size > limit else { return true }
            let what = limit == ValueLimits.text ? "64 KiB limit of a text" : "1 KiB limit of a one-line value"
            diagnostics.append(.error("'\(key)' is \(ByteCount.text(size)) long, over the \(what)", at: source.location(of: node),
                                      hint: "shorten it; notes and descriptions may be up to 64 KiB"))
            return false
        }
    }

    /// The value when it is within its length limit; else nil, reported at its node. A value of
    /// up to 1 KiB is within every limit, which settles nearly every value without the key's limit.
    func checked(_ value: String, _ key: String, at node: Node, into diagnostics: inout [Diagnostic]) -> String? {
        guard value.utf8.count > ValueLimits.line else { return value }
        return checked([value], key, at: node, into: &diagnostics).first
    }

    /// The texts of a list read from inside a quoted value; nil when it is not a list of texts.
    static func texts(in source: YAMLSource) -> [String]? {
        guard case .sequence(let items)? = source.root else { return nil }
        let values = items.compactMap(\.scalarText)
        return values.count == items.count ? values : nil
    }
}

/// Sizes in words: `512 bytes`, `4.0 MiB`.
enum ByteCount {
    /// The size, in bytes below a kibibyte, else in KiB or MiB with one decimal.
    static func text(_ bytes: Int) -> String {
        if bytes < 1024 { return "\(bytes) bytes" }
        if bytes < 1 << 20 { return formatNumber((Double(bytes) / 1024 * 10).rounded() / 10, decimals: 1) + " KiB" }
        return formatNumber((Double(bytes) / Double(1 << 20) * 10).rounded() / 10, decimals: 1) + " MiB"
    }
}
