/// Writes ``Message`` values as text in the site's language: each key's sentence from the string
/// table, the plural form chosen by the `count` argument, and the placeholders filled with values
/// formatted for that language (decimal separators, grouped thousands).
public struct MessageWriter: Sendable {
    /// The string table of the language.
    public let strings: Strings

    /// A writer over a resolved string table.
    public init(strings: Strings) {
        self.strings = strings
    }

    /// The sentences one after the other, separated by a space.
    public func write(_ messages: [Message]) -> String {
        messages.map(write).joined(separator: " ")
    }

    /// One message; a key with no sentence writes the key itself, so a gap shows instead of vanishing.
    public func write(_ message: Message) -> String {
        // The values gathered as pairs, without a dictionary; `count` noted on the way.
        var values: PhraseArguments = [:]
        values.reserveCapacity(message.arguments.count)
        var count: Int?
        for (name, argument) in message.arguments {
            values.append(name, text(argument))
            if name == "count", case .count(let n) = argument { count = n }
        }
        if let count { return strings.format(message.key, count: count, values) }
        return strings.format(message.key, values)
    }

    /// One argument as text.
    func text(_ argument: MessageArgument) -> String {
        let locale = strings.locale
        switch argument {
        case .text(let text): return text
        case .count(let n): return locale.grouped(n)
        case .number(let value, let decimals): return locale.number(value, decimals: decimals)
        case .weight(let weight): return locale.number(weight.value, decimals: 2, unit: weight.unit.rawValue)
        case .distance(let distance): return locale.number(distance.value, decimals: 2, unit: distance.unit.rawValue)
        // Days in the language's short date with its year (`21 Nov 2026`, `21. Nov. 2026`).
        case .date(let date): return locale.shortDateWithYear(date)
        case .duration(let seconds): return Self.duration(seconds)
        case .list(let items, let separator):
            // Reps (`12, 12, 9, 8`) are put together as bytes: no string per count, no array of them.
            return ShortText.make { list in
                for (index, item) in items.enumerated() {
                    if index > 0 { list.append(separator) }
                    if case .count(let n) = item, n > -1000, n < 1000 { list.append(n) } else { list.append(text(item)) }
                }
            }
        case .message(let message): return write(message)
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
