/// The string table that `{{#t}}key{{/t}}` tags are resolved against when templates compile:
/// the engine asks it for a key's phrase once, so rendering looks nothing up.
public protocol TemplatePhrases: Sendable {
    /// Every key, for did-you-mean hints.
    var phraseKeys: [String] { get }
    /// The phrase of `key`; nil when the table has no such key.
    func templatePhrase(_ key: String) -> TemplatePhrase?
    /// Which form (0 zero, 1 one, 2 two, 3 few, 4 many, 5 other) a whole number takes.
    func pluralForm(of number: Int) -> Int
    /// Which form a number shown as text (`1.5`, `1,204`) takes.
    func pluralForm(shown text: String) -> Int
    /// A whole number as the language shows it (`1,204`, `1.204`).
    func showNumber(_ number: Int) -> String
}

/// A phrase as templates use it: its forms, each a list of parts.
public struct TemplatePhrase: Sendable {
    /// A piece of a phrase.
    public enum Part: Sendable {
        /// Words, escaped for HTML when the template compiles.
        case text(String)
        /// `{name}`: a name of the view, resolved like `{{name}}`.
        case placeholder(String)
        /// `` ` `` around code: `<code>` and `</code>`.
        case codeStart, codeEnd
        /// `[words]({name})`: a link to the address in `name`.
        case linkStart(String)
        case linkEnd
    }

    /// The forms by plural category (zero, one, two, few, many, other); nil where a form falls
    /// back to `other`, which is always there.
    public var forms: [[Part]?]
    /// Whether the form is chosen by a count.
    public var counted: Bool

    /// A phrase with these forms (six, in CLDR order; the last, `other`, is required).
    public init(forms: [[Part]?], counted: Bool) {
        self.forms = forms
        self.counted = counted
    }

    /// Every placeholder name of every form, in order of first use.
    var placeholders: [String] {
        var names: [String] = []
        for form in forms {
            for part in form ?? [] {
                switch part {
                case .placeholder(let name), .linkStart(let name): if !names.contains(name) { names.append(name) }
                default: break
                }
            }
        }
        return names
    }
}
