import LiftbookModel

/// What `check` tells a site that states no `language:` while its exports are written in another
/// language: the line to add to `liftbook.yaml` (or, for a language Liftbook does not ship, how to
/// add its table). `init` asks nothing; this is where the choice is offered.
public enum LanguageSuggestion {
    /// The English names of the languages exports are seen in, for the suggestion's wording.
    static let names: [String: String] = [
        "de": "German", "fr": "French", "es": "Spanish", "it": "Italian", "pt-BR": "Portuguese", "zh-Hans": "Chinese",
        "tr": "Turkish", "nl": "Dutch", "pl": "Polish", "sv": "Swedish", "ru": "Russian",
    ]

    /// The suggestion for a loaded site, or nil when it states its language or its exports are
    /// English (or say nothing of their language).
    public static func text(for result: SiteLoader.Result) -> String? {
        text(stated: result.data.config.languageLocation != nil, exportLanguages: result.exportLanguages)
    }

    /// The suggestion for exports in `exportLanguages` (path → tag) when the site does not state its language.
    static func text(stated: Bool, exportLanguages: [String: String]) -> String? {
        guard !stated else { return nil }
        var paths: [String: [String]] = [:]
        for (path, tag) in exportLanguages where tag != "en" { paths[tag, default: []].append(path) }
        guard !paths.isEmpty else { return nil }
        let found = paths.map { (tag: $0.key, paths: $0.value.sorted()) }
            .sorted { ($0.paths.count, $1.tag) > ($1.paths.count, $0.tag) }
        func name(_ tag: String) -> String { names[tag] ?? tag }
        func files(_ paths: [String]) -> String {
            paths.count == 1 ? paths[0] : "\(paths[0]) and \(paths.count - 1) more"
        }
        if found.count > 1 {
            let list = found.map { "\(name($0.tag)) (\(files($0.paths)))" }.joined(separator: ", ")
            return "note: the exports are written in \(list); set `language:` in liftbook.yaml to read the site in one of them "
                + "(\(LanguageTag.shipped.joined(separator: ", ")) are built in; see docs/languages.md)"
        }
        let only = found[0]
        let subject = only.paths.count == 1 ? "\(only.paths[0]) is" : "\(files(only.paths)) are"
        guard LanguageTag.shipped.contains(only.tag) else {
            return "note: \(subject) written in \(name(only.tag)), which Liftbook has no table for yet: "
                + "add i18n/\(only.tag).yaml and `language: \(only.tag)` to read the site in it (see docs/translating.md)"
        }
        return "note: \(subject) written in \(name(only.tag)): add `language: \(only.tag)` to liftbook.yaml to read the site in \(name(only.tag)) (see docs/languages.md)"
    }
}
