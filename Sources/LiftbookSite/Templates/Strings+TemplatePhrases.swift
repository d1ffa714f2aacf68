import LiftbookModel
import LiftbookTemplates

/// The site's string table as the template engine asks for it.
struct StringPhrases: TemplatePhrases {
    let strings: Strings

    var phraseKeys: [String] { strings.keys }

    func templatePhrase(_ key: String) -> TemplatePhrase? {
        guard let phrase = strings.phrase(key) else { return nil }
        let forms: [[TemplatePhrase.Part]?] = PluralCategory.allCases.map { category in
            phrase.parts[category].map { $0.map(Self.templatePart) }
        }
        return TemplatePhrase(forms: forms, counted: phrase.isCounted)
    }

    func pluralForm(of number: Int) -> Int { Self.index(strings.category(PluralOperands(number))) }

    func pluralForm(shown text: String) -> Int { Self.index(strings.category(shown: text)) }

    func showNumber(_ number: Int) -> String { strings.locale.grouped(number) }

    private static func index(_ category: PluralCategory) -> Int { PluralCategory.allCases.firstIndex(of: category) ?? 5 }

    private static func templatePart(_ part: PhrasePart) -> TemplatePhrase.Part {
        switch part {
        case .text(let words): .text(words)
        case .placeholder(let name): .placeholder(name)
        case .codeStart: .codeStart
        case .codeEnd: .codeEnd
        case .linkStart(let name): .linkStart(name)
        case .linkEnd: .linkEnd
        }
    }
}
