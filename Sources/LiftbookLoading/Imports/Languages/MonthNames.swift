/// Month names and abbreviations, per language, as apps write them in dates (`13 Sep 2024`,
/// `13 sept. 2024`, `13 Şub 2024`). A language is one more row: no code changes. Case and a
/// trailing dot are ignored.
enum MonthNames {
    /// Per language (BCP 47; Portuguese as Brazil writes it), each month's spellings from January to December (names separated by `/`).
    static let languages: [(language: String, months: [String])] = [
        ("en", ["jan/january", "feb/february", "mar/march", "apr/april", "may", "jun/june",
                     "jul/july", "aug/august", "sep/sept/september", "oct/october", "nov/november", "dec/december"]),
        ("de", ["jan/januar/jän/jänner", "feb/februar", "mär/märz/maerz", "apr/april", "mai", "jun/juni",
                    "jul/juli", "aug/august", "sep/sept/september", "okt/oktober", "nov/november", "dez/dezember"]),
        ("fr", ["janv/janvier", "févr/fevr/février", "mars", "avr/avril", "mai", "juin",
                    "juil/juillet", "août/aout", "sept/septembre", "oct/octobre", "nov/novembre", "déc/décembre"]),
        ("es", ["ene/enero", "feb/febrero", "mar/marzo", "abr/abril", "may/mayo", "jun/junio",
                     "jul/julio", "ago/agosto", "sep/sept/septiembre", "oct/octubre", "nov/noviembre", "dic/diciembre"]),
        ("pt-BR", ["jan/janeiro", "fev/fevereiro", "mar/março", "abr/abril", "mai/maio", "jun/junho",
                        "jul/julho", "ago/agosto", "set/setembro", "out/outubro", "nov/novembro", "dez/dezembro"]),
        ("it", ["gen/gennaio", "feb/febbraio", "mar/marzo", "apr/aprile", "mag/maggio", "giu/giugno",
                     "lug/luglio", "ago/agosto", "set/settembre", "ott/ottobre", "nov/novembre", "dic/dicembre"]),
        ("tr", ["oca/ocak", "şub/şubat", "mar/mart", "nis/nisan", "may/mayıs", "haz/haziran",
                     "tem/temmuz", "ağu/ağustos", "eyl/eylül", "eki/ekim", "kas/kasım", "ara/aralık"]),
        ("nl", ["jan/januari", "feb/februari", "mrt/maart", "apr/april", "mei", "jun/juni",
                   "jul/juli", "aug/augustus", "sep/september", "okt/oktober", "nov/november", "dec/december"]),
        ("pl", ["sty", "lut", "mar", "kwi", "maj", "cze", "lip", "sie", "wrz", "paź", "lis", "gru"]),
        ("sv", ["jan/januari", "feb/februari", "mars", "apr/april", "maj", "juni", "juli", "aug/augusti",
                     "sep/september", "okt/oktober", "nov/november", "dec/december"]),
        ("ru", ["янв/января", "фев/февр/февраля", "мар/марта", "апр/апреля", "мая/май", "июн/июня",
                     "июл/июля", "авг/августа", "сен/сент/сентября", "окт/октября", "ноя/нояб/ноября", "дек/декабря"]),
    ]

    /// The languages that spell a month `word` (case and a trailing dot ignored); empty when none does.
    static func languages(spelling word: String) -> Set<String> {
        var key = word.lowercased()
        while key.hasSuffix(".") { key.removeLast() }
        return spellers[key] ?? []
    }

    private static let spellers: [String: Set<String>] = {
        var result: [String: Set<String>] = [:]
        for (language, months) in languages {
            for names in months {
                for name in names.split(separator: "/") { result[String(name), default: []].insert(language) }
            }
        }
        return result
    }()

    /// 1 to 12, or nil.
    static func number(of word: String) -> Int? {
        var key = word.lowercased()
        while key.hasSuffix(".") { key.removeLast() }
        return table[key]
    }

    private static let table: [String: Int] = {
        var result: [String: Int] = [:]
        for (_, months) in languages {
            for (index, names) in months.enumerated() {
                for name in names.split(separator: "/") { result[String(name)] = index + 1 }
            }
        }
        return result
    }()
}
