/// The CLDR cardinal plural rules of the languages Liftbook ships and of a few with more forms
/// (Polish, Russian), so that a site's own table in those languages counts correctly; any other
/// language counts as English does.
///
/// From the CLDR plural rules (unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html).
public enum PluralRules {
    /// The category of a number, shown as `operands`, in `language` (a BCP 47 tag such as `pt-BR`).
    public static func category(_ operands: PluralOperands, language: String) -> PluralCategory {
        rule(for: language)(operands)
    }

    /// The rule of a language, looked up once (a table keeps it for every count it formats).
    public static func rule(for language: String) -> @Sendable (PluralOperands) -> PluralCategory {
        let base = language.split(separator: "-").first.map { $0.lowercased() } ?? ""
        switch base {
        case "fr": return french
        case "pt": return language.lowercased() == "pt-pt" ? germanic : french
        case "es": return spanish
        case "it", "ca": return italian
        case "pl": return polish
        case "ru", "uk": return russian
        default: return germanic
        }
    }

    /// en, de, nl, sv…: one = i = 1 and v = 0.
    static func germanic(_ o: PluralOperands) -> PluralCategory {
        o.i == 1 && o.v == 0 ? .one : .other
    }

    /// fr, pt (Brazil): one = i = 0,1; many = e = 0 and i != 0 and i % 1000000 = 0 and v = 0.
    static func french(_ o: PluralOperands) -> PluralCategory {
        if o.i == 0 || o.i == 1 { return .one }
        return isMillions(o) ? .many : .other
    }

    /// es: one = n = 1; many as French.
    static func spanish(_ o: PluralOperands) -> PluralCategory {
        if o.n == 1 { return .one }
        return isMillions(o) ? .many : .other
    }

    /// it, ca: one = i = 1 and v = 0; many as French.
    static func italian(_ o: PluralOperands) -> PluralCategory {
        if o.i == 1 && o.v == 0 { return .one }
        return isMillions(o) ? .many : .other
    }

    /// pl: one = i = 1 and v = 0; few = v = 0 and i % 10 = 2..4 and i % 100 != 12..14;
    /// many = v = 0 and (i != 1 and i % 10 = 0..1, or i % 10 = 5..9, or i % 100 = 12..14).
    static func polish(_ o: PluralOperands) -> PluralCategory {
        guard o.v == 0 else { return .other }
        if o.i == 1 { return .one }
        let ten = o.i % 10, hundred = o.i % 100
        if (2...4).contains(ten) && !(12...14).contains(hundred) { return .few }
        return .many
    }

    /// ru, uk: one = v = 0 and i % 10 = 1 and i % 100 != 11; few = v = 0 and i % 10 = 2..4 and
    /// i % 100 != 12..14; many = v = 0 and (i % 10 = 0, or 5..9, or i % 100 = 11..14).
    static func russian(_ o: PluralOperands) -> PluralCategory {
        guard o.v == 0 else { return .other }
        let ten = o.i % 10, hundred = o.i % 100
        if ten == 1 && hundred != 11 { return .one }
        if (2...4).contains(ten) && !(12...14).contains(hundred) { return .few }
        return .many
    }

    private static func isMillions(_ o: PluralOperands) -> Bool {
        o.v == 0 && o.i != 0 && o.i % 1_000_000 == 0
    }
}
