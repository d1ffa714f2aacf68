/// A phrase of a string table: one text, or one text per CLDR plural category (a counted
/// phrase, whose form is chosen by its `{count}`).
///
/// A text is a whole sentence with `{name}` placeholders; in pages, `` `text` `` is shown as code
/// and `[words]({href})` as a link whose address is the placeholder.
public struct Phrase: Sendable, Hashable {
    /// The text of each form; a plain phrase has only `other`.
    public let forms: [PluralCategory: String]
    /// Whether the phrase has plural forms.
    public let isCounted: Bool
    /// Each form read into its parts.
    public let parts: [PluralCategory: [PhrasePart]]
    /// Each form compiled for filling, in CLDR order (zero … other), a missing form as `other`.
    let compiledForms: [CompiledPhrase]

    /// A plain phrase.
    public init(_ text: String) {
        self.init(forms: [.other: text], counted: false)
    }

    /// A counted phrase (`forms` must have `other`; a missing `other` is read as empty).
    public init(forms: [PluralCategory: String], counted: Bool = true) {
        self.forms = forms
        self.isCounted = counted
        let parts = forms.mapValues(PhrasePart.parse)
        self.parts = parts
        let other = CompiledPhrase(parts[.other] ?? [])
        self.compiledForms = PluralCategory.allCases.map { category in
            category == .other ? other : parts[category].map(CompiledPhrase.init) ?? other
        }
    }

    /// The compiled form of `category`, falling back to `other`.
    public func compiled(_ category: PluralCategory) -> CompiledPhrase {
        compiledForms[category.ordinal]
    }

    /// The `other` form (the plain phrase's text).
    public var text: String { forms[.other] ?? "" }

    /// The form of `category`, falling back to `other`.
    public func parts(for category: PluralCategory) -> [PhrasePart] {
        parts[category] ?? parts[.other] ?? []
    }

    /// Every placeholder name of every form, in order of first use.
    public var placeholders: [String] {
        var seen: [String] = []
        for category in PluralCategory.allCases {
            for part in parts[category] ?? [] {
                switch part {
                case .placeholder(let name), .linkStart(let name):
                    if !seen.contains(name) { seen.append(name) }
                default: break
                }
            }
        }
        return seen
    }

    public static func == (a: Phrase, b: Phrase) -> Bool { a.forms == b.forms && a.isCounted == b.isCounted }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(isCounted)
        for category in PluralCategory.allCases { hasher.combine(forms[category]) }
    }
}

/// A piece of a phrase's text.
public enum PhrasePart: Sendable, Hashable {
    /// Words, as they are.
    case text(String)
    /// `{name}`: a value given where the phrase is used.
    case placeholder(String)
    /// The start and end of `` `code` ``.
    case codeStart, codeEnd
    /// `[words]({name})`: a link to the address in placeholder `name`, around the words.
    case linkStart(String)
    case linkEnd

    /// Whether `name` can name a placeholder: letters, digits, `_` and `.`, starting with a letter.
    public static func isPlaceholderName<S: StringProtocol>(_ name: S) -> Bool {
        guard let first = name.first, first.isASCII, first.isLetter else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
    }

    /// The parts of a phrase text. A `{` that does not open a placeholder name, a lone backtick
    /// and a `[` without its `]({name})` are plain text.
    public static func parse(_ text: String) -> [PhrasePart] {
        var parts: [PhrasePart] = []
        var literal = ""
        var inCode = false
        var linkDepth = 0
        var index = text.startIndex
        func flush() {
            if !literal.isEmpty { parts.append(.text(literal)) }
            literal = ""
        }
        while index < text.endIndex {
            let character = text[index]
            if character == "{", let close = text[index...].firstIndex(of: "}"),
               isPlaceholderName(text[text.index(after: index)..<close]) {
                flush()
                parts.append(.placeholder(String(text[text.index(after: index)..<close])))
                index = text.index(after: close)
                continue
            }
            if character == "`", inCode || text[text.index(after: index)...].contains("`") {
                flush()
                parts.append(inCode ? .codeEnd : .codeStart)
                inCode.toggle()
                index = text.index(after: index)
                continue
            }
            if character == "[", !inCode, let target = linkTarget(text, from: index) {
                flush()
                parts.append(.linkStart(target))
                linkDepth += 1
                index = text.index(after: index)
                continue
            }
            if character == "]", linkDepth > 0, let end = linkEnd(text, at: index) {
                flush()
                parts.append(.linkEnd)
                linkDepth -= 1
                index = end
                continue
            }
            literal.append(character)
            index = text.index(after: index)
        }
        flush()
        return parts
    }

    /// For a `[` at `start`: the placeholder name of its `]({name})`, if the link is well formed.
    private static func linkTarget(_ text: String, from start: String.Index) -> String? {
        guard let close = find("]({", in: text, from: start) else { return nil }
        guard !text[text.index(after: start)..<close.lowerBound].contains("[") else { return nil }
        guard let end = find("})", in: text, from: close.upperBound) else { return nil }
        let name = text[close.upperBound..<end.lowerBound]
        return isPlaceholderName(name) ? String(name) : nil
    }

    /// For the `]` of a link at `index`: the index after its `({name})`.
    private static func linkEnd(_ text: String, at index: String.Index) -> String.Index? {
        guard text[index...].hasPrefix("]({"), let end = find("})", in: text, from: index) else { return nil }
        return end.upperBound
    }

    /// The first range of `needle` in `text` at or after `start`.
    private static func find(_ needle: String, in text: String, from start: String.Index) -> Range<String.Index>? {
        var index = start
        while index < text.endIndex {
            if text[index...].hasPrefix(needle) { return index..<text.index(index, offsetBy: needle.count) }
            index = text.index(after: index)
        }
        return nil
    }
}
