public import LiftbookModel
import LiftbookResources
import LiftbookSystem

/// The string tables of a build: the built-in ones (`Templates/i18n/<language>.yaml`), and the
/// site's own `i18n/<language>.yaml`, which overrides them key by key.
public enum StringTables {
    /// The folder of the site's tables.
    public static let folder = "i18n"

    /// The built-in English table: the source of every key.
    public static let english: Strings = {
        var ignored: [Diagnostic] = []
        return Strings(language: "en", phrases: builtIn("en", into: &ignored)?.phrases ?? [:])
    }()

    /// The built-in table of `language` as read, nil when Liftbook ships none.
    static func builtIn(_ language: String, into diagnostics: inout [Diagnostic]) -> StringTableFile? {
        let path = "Templates/i18n/\(language).yaml"
        guard let text = EmbeddedFiles.all[path] else { return nil }
        return StringTableFile.read(path: "(built-in)/" + path, text: text, into: &diagnostics)
    }

    /// The table of the site's language: English, overridden by the built-in table of the
    /// language, overridden by the site's `i18n/<language>.yaml`.
    ///
    /// Every site table under `i18n/` is checked: a key English does not have is an error at its
    /// line (with a did-you-mean), and so is a placeholder the English phrase does not have. For a
    /// language other than English, each key its tables leave out is a warning (once per key, at
    /// the table that lacks it): the English text stands in.
    public static func load(config: SiteConfig, files: any SiteFiles, into diagnostics: inout [Diagnostic]) -> Strings {
        let english = Self.english
        let language = config.language
        var phrases = english.phrases
        var found: [String: String] = [:]
        let builtIn = language == "en" ? nil : Self.builtIn(language, into: &diagnostics)
        for entry in builtIn?.entries ?? [] where english.phrases[entry.key] != nil {
            phrases[entry.key] = entry.phrase
            found[entry.key] = builtIn?.path
        }
        var siteTable: StringTableFile?
        let paths = files.files(under: folder)
        files.reportListingProblems(under: folder, into: &diagnostics)
        for path in paths where path.hasSuffix(".yaml") || path.hasSuffix(".yml") {
            // Tables sit directly in i18n/; deeper folders are the translators' own business.
            guard !path.dropFirst(folder.count + 1).contains("/") else { continue }
            guard let text = TextFile.read(path, from: files, allowEmpty: true, into: &diagnostics) else { continue }
            let table = StringTableFile.read(path: path, text: text, into: &diagnostics)
            check(table, against: english, into: &diagnostics)
            let name = String(path.dropFirst(folder.count + 1).split(separator: ".").first ?? "")
            if LanguageTag.normalised(name) == language { siteTable = table }
        }
        for entry in siteTable?.entries ?? [] where english.phrases[entry.key] != nil {
            phrases[entry.key] = entry.phrase
            found[entry.key] = siteTable?.path
        }
        if language != "en" {
            if builtIn == nil, siteTable == nil {
                diagnostics.append(.warning("Liftbook has no string table for '\(language)'; pages are in English",
                                            at: config.languageLocation ?? SourceLocation(path: "liftbook.yaml"),
                                            hint: "add \(folder)/\(language).yaml with the keys of Templates/i18n/en.yaml, or use one of \(LanguageTag.shipped.joined(separator: ", "))"))
            } else {
                let path = siteTable?.path ?? builtIn?.path ?? "\(folder)/\(language).yaml"
                for key in english.keys where found[key] == nil {
                    diagnostics.append(.warning("'\(key)' has no '\(language)' text; the English one is used", at: SourceLocation(path: path),
                                                hint: "add '\(key)' to \(siteTable?.path ?? "\(folder)/\(language).yaml")"))
                }
            }
        }
        return Strings(language: language, phrases: phrases)
    }

    /// Reports the keys of a site table that English does not have, and placeholders that its
    /// English phrase does not have.
    static func check(_ table: StringTableFile, against english: Strings, into diagnostics: inout [Diagnostic]) {
        for entry in table.entries {
            guard let original = english.phrases[entry.key] else {
                let guess = Suggestions.closest(to: entry.key, among: english.phrases.keys, limit: 1).first
                diagnostics.append(.error("'\(entry.key)' is not a key of Liftbook's string tables", at: entry.keyLocation,
                                          hint: (guess.map { "did you mean '\($0)'? " } ?? "") + "Templates/i18n/en.yaml lists every key"))
                continue
            }
            if entry.phrase.isCounted, !original.isCounted {
                diagnostics.append(.error("'\(entry.key)' is not a counted phrase; give it one text", at: entry.valueLocation,
                                          hint: "its English text is \"\(original.text)\""))
                continue
            }
            let allowed = Set(original.placeholders)
            for name in entry.phrase.placeholders where !allowed.contains(name) {
                let list = original.placeholders.map { "{\($0)}" }.joined(separator: ", ")
                diagnostics.append(.error("'{\(name)}' is not a placeholder of '\(entry.key)'", at: entry.valueLocation,
                                          hint: list.isEmpty ? "this phrase takes no placeholders" : "it may use \(list)"))
            }
        }
    }

    /// The display names of built-in exercises in `language`, by exercise ID (empty for English,
    /// whose names are the library's own).
    /// A built-in table is read once per process.
    public static func exerciseNames(_ language: String, into diagnostics: inout [Diagnostic]) -> [ExerciseID: String] {
        let path = "Templates/i18n/exercises/\(language).yaml"
        guard language != "en", let text = EmbeddedFiles.all[path] else { return [:] }
        if let known = readNames.withLock({ $0[language] }) {
            diagnostics += known.diagnostics
            return known.names
        }
        var found: [Diagnostic] = []
        let names = StringTableFile.readNames(path: "(built-in)/" + path, text: text, into: &found)
        readNames.withLock { $0[language] = (names, found) }
        diagnostics += found
        return names
    }

    /// The built-in exercise names read so far, by language, with the problems of their tables.
    private static let readNames = Locked<[String: (names: [ExerciseID: String], diagnostics: [Diagnostic])]>([:])
}
