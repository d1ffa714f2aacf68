/// How numbers and dates read in a language, from its string table (never from the machine's
/// locale): decimal and group separators, month and weekday names, date patterns, the first
/// day of the week and the Open Graph locale.
public struct LocaleFormats: Sendable, Hashable {
    /// Everything, behind one reference: the formats are copied with every ``Strings``, and a
    /// copy then retains one object instead of every name list and pattern.
    private let compiled: Patterns

    /// `.` in English, `,` in German.
    public var decimal: String { compiled.decimal }
    /// `,` in English, `.` in German.
    public var group: String { compiled.group }
    /// January … December.
    public var months: [String] { compiled.months }
    /// Jan … Dec.
    public var monthsShort: [String] { compiled.monthsShort }
    /// Monday … Sunday.
    public var weekdays: [String] { compiled.weekdays }
    /// Mon … Sun.
    public var weekdaysShort: [String] { compiled.weekdaysShort }
    /// The first day of the week in this language, when its table says.
    public var firstWeekday: Weekday? { compiled.firstWeekday }
    /// `en_US`, `de_DE`.
    public var ogLocale: String { compiled.ogLocale }

    init(phrases: [String: Phrase]) {
        compiled = Patterns(phrases: phrases)
    }

    /// The pattern of `key` with its placeholders filled.
    public func fill(_ key: String, _ args: PhraseArguments) -> String {
        compiled.patterns[key]?.fill(args) ?? ""
    }

    /// The compiled pattern of `key` (`duration.minutes`), for code that fills it often.
    public func pattern(_ key: String) -> CompiledPhrase {
        compiled.patterns[key] ?? CompiledPhrase([])
    }

    /// Appends `value` as ``number(_:decimals:)`` writes it.
    public func append(_ value: Double, decimals: Int, to text: inout ShortText) {
        if compiled.decimalIsPoint { text.append(value, decimals: decimals) } else { text.append(value, decimals: decimals, point: compiled.decimal) }
    }

    /// `82.5 kg` / `82,5 kg`: a number as ``number(_:decimals:)`` writes it, a space and its unit.
    public func number(_ value: Double, decimals: Int, unit: String) -> String {
        ShortText.make { text in
            append(value, decimals: decimals, to: &text)
            text.append(" ")
            text.append(unit)
        }
    }

    /// `82.5` / `82,5`: at most `decimals` decimals, no trailing zeros, no grouping.
    public func number(_ value: Double, decimals: Int) -> String {
        let text = formatNumber(value, decimals: decimals)
        guard !compiled.decimalIsPoint, let point = text.utf8.firstIndex(of: UInt8(ascii: ".")) else { return text }
        // The number has at most one point: the text around it, joined by the separator.
        return String(text[..<point]) + compiled.decimal + String(text[text.utf8.index(after: point)...])
    }

    /// `12,345` / `12.345`.
    public func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        let utf8 = digits.utf8
        let count = utf8.count
        guard count > 3 else { return value < 0 ? "-" + digits : digits }
        var result = value < 0 ? "-" : ""
        var index = utf8.startIndex
        var take = count % 3 == 0 ? 3 : count % 3
        while index < utf8.endIndex {
            let end = utf8.index(index, offsetBy: take)
            if index != utf8.startIndex { result += compiled.group }
            result += digits[index..<end]
            index = end
            take = 3
        }
        return result
    }

    /// The abbreviated name of a month (1…12); empty outside.
    public func monthShort(_ month: Int) -> String { (1...12).contains(month) ? compiled.monthsShort[month - 1] : "" }
    /// The full name of a month (1…12); empty outside.
    public func month(_ month: Int) -> String { (1...12).contains(month) ? compiled.months[month - 1] : "" }
    /// The full name of a weekday.
    public func weekday(_ day: Weekday) -> String { compiled.weekdays[day.index] }
    /// The abbreviated name of a weekday.
    public func weekdayShort(_ day: Weekday) -> String { compiled.weekdaysShort[day.index] }

    /// `Mon 16 Nov 2026`, `Mo., 16. Nov. 2026`.
    public func date(_ date: LocalDate) -> String {
        compiled.datePattern.fill { position in
            switch position {
            case 0: .text(weekdayShort(date.weekday))
            case 1: .number(date.day)
            case 2: .text(monthShort(date.month))
            default: .number(date.year)
            }
        }
    }

    /// `16 Nov`, `16. Nov.`.
    public func shortDate(_ date: LocalDate) -> String {
        compiled.shortPattern.fill { $0 == 0 ? .number(date.day) : .text(monthShort(date.month)) }
    }

    /// `16 Nov 2026`.
    public func shortDateWithYear(_ date: LocalDate) -> String {
        compiled.shortYearPattern.fill { position in
            switch position {
            case 0: .number(date.day)
            case 1: .text(monthShort(date.month))
            default: .number(date.year)
            }
        }
    }

    /// `November 2026`.
    public func monthYear(month: Int, year: Int) -> String {
        compiled.monthYearPattern.fill { $0 == 0 ? .text(self.month(month)) : .number(year) }
    }
}

/// The names, separators and patterns of a language's formats, read once when its table loads.
private final class Patterns: Sendable, Hashable {
    let decimal: String
    /// Whether `decimal` is `.`, so numbers keep the spelling `formatNumber` gives them.
    let decimalIsPoint: Bool
    let group: String
    let months, monthsShort, weekdays, weekdaysShort: [String]
    let firstWeekday: Weekday?
    let ogLocale: String
    /// Every pattern by key.
    let patterns: [String: CompiledPhrase]
    /// The date patterns, each bound to the values its method passes, in that order.
    let datePattern, shortPattern, shortYearPattern, monthYearPattern: BoundPhrase

    init(phrases: [String: Phrase]) {
        func text(_ key: String, _ fallback: String) -> String { phrases[key]?.text ?? fallback }
        decimal = text("number.decimal", ".")
        group = text("number.group", ",")
        decimalIsPoint = decimal == "."
        months = (1...12).map { text("date.month.\($0)", String($0)) }
        monthsShort = (1...12).map { text("date.month.abbr.\($0)", String($0)) }
        weekdays = (1...7).map { text("date.weekday.\($0)", String($0)) }
        weekdaysShort = (1...7).map { text("date.weekday.abbr.\($0)", String($0)) }
        firstWeekday = phrases["date.week.first"].flatMap { Weekday(spelling: $0.text) }
        ogLocale = text("language.og-locale", "en_US")
        var patterns: [String: CompiledPhrase] = [:]
        for key in ["date.format.date", "date.format.short", "date.format.short-year", "date.format.month-year",
                    "date.format.range-days", "date.format.range-months", "date.format.range-years",
                    "duration.seconds", "duration.minutes", "duration.minutes-seconds", "duration.hours-minutes",
                    "duration.hours", "pace.per-km", "distance.km", "distance.m", "number.percent", "number.thousands"] {
            if let phrase = phrases[key] { patterns[key] = phrase.compiled(.other) }
        }
        self.patterns = patterns
        func bound(_ key: String, _ names: [String]) -> BoundPhrase {
            BoundPhrase(patterns[key] ?? CompiledPhrase([]), names: names)
        }
        datePattern = bound("date.format.date", ["weekday", "day", "month", "year"])
        shortPattern = bound("date.format.short", ["day", "month"])
        shortYearPattern = bound("date.format.short-year", ["day", "month", "year"])
        monthYearPattern = bound("date.format.month-year", ["month", "year"])
    }

    static func == (a: Patterns, b: Patterns) -> Bool {
        a === b || (a.decimal == b.decimal && a.group == b.group && a.months == b.months && a.monthsShort == b.monthsShort
                    && a.weekdays == b.weekdays && a.weekdaysShort == b.weekdaysShort && a.firstWeekday == b.firstWeekday
                    && a.ogLocale == b.ogLocale && a.patterns == b.patterns)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(decimal)
        hasher.combine(group)
        hasher.combine(months)
        hasher.combine(monthsShort)
        hasher.combine(weekdays)
        hasher.combine(weekdaysShort)
        hasher.combine(firstWeekday)
        hasher.combine(ogLocale)
        for key in patterns.keys.sorted() {
            hasher.combine(key)
            hasher.combine(patterns[key])
        }
    }
}
