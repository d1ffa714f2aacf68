/// Words for a reader, kept as the key of a sentence in the string tables and its arguments, so
/// the site writes them in its language: the figures are computed once, the wording is chosen late.
public struct Message: Sendable, Hashable {
    /// The sentence's key in the string tables (`reason.linear.increase`).
    public var key: String
    /// The values of its `{placeholders}`, by name; `count` also picks the plural form.
    public var arguments: [String: MessageArgument]

    /// A phrase with its arguments.
    public init(_ key: String, _ arguments: [String: MessageArgument] = [:]) {
        self.key = key
        self.arguments = arguments
    }
}

/// One value put into a phrase, typed so that numbers, dates and units follow the language.
public indirect enum MessageArgument: Sendable, Hashable {
    /// Text shown as it is (a lifter's names, notation such as `8–12`).
    case text(String)
    /// A whole number; as `count`, it chooses the plural form.
    case count(Int)
    /// A number with at most this many decimals.
    case number(Double, decimals: Int)
    /// A weight with its unit.
    case weight(Weight)
    /// A distance with its unit.
    case distance(Distance)
    /// A day, written as the language's short date with its year (`21 Nov 2026`).
    case date(LocalDate)
    /// Seconds, written `45 s`, `21 min` or `21:30`.
    case duration(Double)
    /// Values listed with a separator: reps `5, 5, 4`, plates `25/20/10`, notes `a; b`.
    case list([MessageArgument], separator: String)
    /// Another phrase inside this one.
    case message(Message)
}

extension MessageArgument: ExpressibleByStringLiteral {
    /// A literal is text shown as it is.
    public init(stringLiteral value: String) { self = .text(value) }
}

extension MessageArgument: ExpressibleByIntegerLiteral {
    /// An integer literal is a count.
    public init(integerLiteral value: Int) { self = .count(value) }
}

extension MessageArgument {
    /// Reps of several sets: `5, 5, 4`.
    public static func reps(_ reps: [Int]) -> MessageArgument { .list(reps.map { .count($0) }, separator: ", ") }
}
