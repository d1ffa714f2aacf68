/// The string table of a site's language, resolved: the built-in English table, overridden key by
/// key by the built-in table of the language and then by the site's own `i18n/<language>.yaml`.
///
/// Templates resolve their `{{#t}}key{{/t}}` tags against it once, when they compile; Swift code
/// that writes a sentence asks ``format(_:_:)`` or ``format(_:count:_:)`` with the key and the
/// values of its placeholders.
public struct Strings: Sendable, Hashable {
    /// The BCP 47 tag of the language (`en`, `de`, `pt-BR`).
    public let language: String
    /// Every phrase by key.
    public let phrases: [String: Phrase]
    /// Numbers, dates and durations in the language, read from the table's `number.*`, `date.*`
    /// and `duration.*` keys.
    public let locale: LocaleFormats
    private let plural: @Sendable (PluralOperands) -> PluralCategory
    /// The compiled phrases, found by key without hashing it with SipHash.
    private let index: PhraseIndex

    /// A table for `language` with these phrases.
    public init(language: String, phrases: [String: Phrase]) {
        self.language = language
        self.phrases = phrases
        self.plural = PluralRules.rule(for: language)
        self.locale = LocaleFormats(phrases: phrases)
        self.index = PhraseIndex(phrases)
    }

    /// Every key, sorted.
    public var keys: [String] { phrases.keys.sorted() }

    /// The phrase of `key`, if the table has it.
    public func phrase(_ key: String) -> Phrase? { phrases[key] }

    /// The plural category of a number as shown.
    public func category(_ operands: PluralOperands) -> PluralCategory { plural(operands) }

    /// The plural category of a number shown in this language (`1,5` in German).
    public func category(shown text: String) -> PluralCategory {
        let decimal = locale.decimal.first ?? "."
        let group = locale.group.first
        return PluralOperands(text: text, decimal: decimal, group: group).map(plural) ?? .other
    }

    /// The plain text of a phrase with no placeholders (a label); the key itself when the table
    /// has no such key, so that a mistake shows on the page instead of vanishing.
    public subscript(key: String) -> String { format(key) }

    /// The phrase of `key` with its placeholders filled from `args`, as plain text (code marks
    /// dropped, links shown as their words). A placeholder without a value is left as written.
    public func format(_ key: String, _ args: PhraseArguments = [:]) -> String {
        guard let phrase = index.entry(key) else { return key }
        guard phrase.isCounted, let count = args["count"] else { return phrase.forms[PluralCategory.other.ordinal].fill(args) }
        return phrase.forms[category(shown: count).ordinal].fill(args)
    }

    /// A counted phrase: its form chosen by `count`, which also fills `{count}` (grouped, as
    /// `1,204` or `1.204`), unless `args` gives `count` another text.
    public func format(_ key: String, count: Int, _ args: PhraseArguments = [:]) -> String {
        guard let phrase = index.entry(key) else { return key }
        let form = phrase.isCounted ? plural(PluralOperands(count)) : .other
        return phrase.forms[form.ordinal].fill(args, count: locale.grouped(count))
    }

    /// A counted phrase whose count has a fraction: its form chosen by the count as shown with
    /// at most `decimals` decimals (`1.5` is `other` in English, `one` in French).
    public func format(_ key: String, count: Double, decimals: Int, _ args: PhraseArguments = [:]) -> String {
        guard let phrase = index.entry(key) else { return key }
        let shown = locale.number(count, decimals: decimals)
        let form = phrase.isCounted ? category(shown: shown) : .other
        return phrase.forms[form.ordinal].fill(args, count: shown)
    }

    /// The phrase of `key` filled from a dictionary of values, for code that gathers them
    /// first (a literal takes ``format(_:_:)`` with ``PhraseArguments``, which hashes nothing).
    public func format(_ key: String, values: [String: String]) -> String {
        format(key, PhraseArguments(values))
    }

    /// A list of names in the language: `A`, `A and B`, `A, B and C`.
    public func list(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        guard items.count > 1 else { return last }
        let first = items.dropLast().joined(separator: format("list.separator"))
        return format("list.pair", ["first": first, "last": last])
    }

    /// The parts as plain text, placeholders filled from `args` (the reference that compiled
    /// phrases, ``CompiledPhrase``, must match; the string tables no longer call it).
    public static func plain(_ parts: [PhrasePart], _ args: [String: String]) -> String {
        var text = ""
        var afterValue = false
        for part in parts {
            switch part {
            case .text(let words):
                // A value that ends with an abbreviation's point (`16. Nov.`) ends the sentence
                // too: `Basierend auf … 16. Nov.` keeps one point, not two.
                text += afterValue && text.hasSuffix(".") && words.hasPrefix(".") && !words.hasPrefix("..") ? String(words.dropFirst()) : words
                afterValue = false
            case .placeholder(let name):
                text += args[name] ?? "{\(name)}"
                afterValue = true
            case .codeStart, .codeEnd, .linkStart, .linkEnd: break
            }
        }
        return text
    }

    public static func == (a: Strings, b: Strings) -> Bool { a.language == b.language && a.phrases == b.phrases }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(language)
        for key in keys {
            hasher.combine(key)
            hasher.combine(phrases[key])
        }
    }
}
