import LiftbookModel

/// The language an app wrote its export in, where the layout shows it: Strong translates its
/// header, Hevy writes month names in the app's language. `check` suggests that language to a
/// site that states none (``LanguageSuggestion``).
enum ExportLanguage {
    /// How many dates of a Hevy export are looked at: enough to meet a month only one language
    /// spells ("ene", "Okt"), few enough to cost nothing.
    static let datesRead = 400

    /// The BCP 47 tag of the language `table` is written in, or nil when its layout does not say.
    static func of(_ table: CSVTable, layout: ExportLayout) -> String? {
        switch layout {
        case .strong:
            return StrongHeaderNames.language(of: table.header)
        case .hevy:
            guard let column = table.column("start_time") else { return nil }
            return monthLanguage(table.rows.prefix(datesRead).map { $0[column] })
        default:
            return nil
        }
    }

    /// The one language whose month names spell every month word of `dates` (`13 Sep 2024, 14:11`),
    /// English when English does; nil when no word is a month or the words leave several.
    static func monthLanguage(_ dates: [String]) -> String? {
        var candidates: Set<String>?
        for date in dates {
            let words = date.split(whereSeparator: { $0 == " " || $0 == "," }).filter { $0.contains(where: \.isLetter) }
            for word in words {
                let spellers = MonthNames.languages(spelling: String(word))
                guard !spellers.isEmpty else { continue }
                candidates = candidates.map { $0.intersection(spellers) } ?? spellers
            }
        }
        guard let candidates, !candidates.isEmpty else { return nil }
        if candidates.contains("en") { return "en" }
        return candidates.count == 1 ? candidates.first : nil
    }
}
