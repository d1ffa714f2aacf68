

/// Writes ``Message`` values as text in one language: each key's sentence from the string table,
/// the plural form chosen by the `count` argument, and the placeholders filled with values
/// formatted for that language.
public struct MessageWriter: Sendable {
    /// The sentences by key.
    let entries: [String: MessageEntry]
    /// The plural categories of the language.
    let plural: @Sendable (Int) -> PluralCategory

    /// A writer over `entries`, choosing plural forms with `plural`.
    init(entries: [String: MessageEntry], plural: @escaping @Sendable (Int) -> PluralCategory) {
        self.entries = entries
        self.plural = plural
    }

    /// English, the language every table falls back to.
    public static let english = MessageWriter(entries: EnglishMessages.entries) { $0 == 1 ? .one : .other }

    /// The keys that have a sentence.
    public var keys: [String] { entries.keys.sorted() }

    /// The sentences one after the other, separated by a space.
    public func write(_ phrases: [Message]) -> String {
        phrases.map(write).joined(separator: " ")
    }

    /// One phrase; a key with no sentence writes the key itself, so a gap shows instead of vanishing.
    public func write(_ phrase: Message) -> String {
        guard let entry = entries[phrase.key] else { return phrase.key }
        let template: String
        switch entry {
        case .text(let text): template = text
        case .plural(let forms):
            var count = 0
            if case .count(let n)? = phrase.arguments["count"] { count = n }
            template = forms[plural(count)] ?? forms[.other] ?? phrase.key
        }
        return fill(template, phrase.arguments)
    }

    /// The template with each `{name}` replaced by its argument; an unknown name stays as written.
    private func fill(_ template: String, _ arguments: [String: MessageArgument]) -> String {
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let after = rest.index(after: open)
            guard let close = rest[after...].firstIndex(of: "}") else { break }
            let name = String(rest[after..<close])
            if let argument = arguments[name] { result += text(argument) } else { result += rest[open...close] }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// One argument as text.
    func text(_ argument: MessageArgument) -> String {
        switch argument {
        case .text(let text): text
        case .count(let n): String(n)
        case .number(let value, let decimals): formatNumber(value, decimals: decimals)
        case .weight(let weight): weight.description
        case .distance(let distance): distance.description
        case .date(let date): date.description
        case .duration(let seconds): Self.duration(seconds)
        case .list(let items, let separator): items.map(text).joined(separator: separator)
        case .message(let phrase): write(phrase)
        }
    }

    /// `45 s`, `21 min`, `21:30`.
    static func duration(_ seconds: Double) -> String {
        guard seconds.isFinite, abs(seconds) < 1e12 else { return "\(formatNumber(seconds)) s" }
        let whole = Int(seconds.rounded())
        if whole < 120 { return "\(whole) s" }
        if whole % 60 == 0 { return "\(whole / 60) min" }
        let s = whole % 60
        return "\(whole / 60):" + (s < 10 ? "0\(s)" : "\(s)")
    }
}

/// A sentence of a string table: plain, or one form per plural category.
enum MessageEntry: Sendable, Hashable {
    /// One form for every count.
    case text(String)
    /// A form per CLDR plural category.
    case plural([PluralCategory: String])
}

/// The CLDR plural categories.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable {
    case zero, one, two, few, many, other
}
