/// How numbers and dates read in a language, from its string table (never from the machine's
/// locale): decimal and group separators, month and weekday names, date patterns, the first
/// day of the week and the Open Graph locale.
public struct LocaleFormats: Sendable, Hashable {
    /// `.` in English, `,` in German.
    public let decimal: String
    /// Whether `decimal` is `.`, so numbers keep the spelling `formatNumber` gives them.
    private let decimalIsPoint: Bool
    /// `,` in English, `.` in German.
    public let group: String
    /// January … December.
    public let months: [String]
    /// Jan … Dec.
    public let monthsShort: [String]
    /// Monday … Sunday.
    public let weekdays: [String]
    /// Mon … Sun.
    public let weekdaysShort: [String]
    /// The first day of the week in this language, when its table says.
    public let firstWeekday: Weekday?
    /// `en_US`, `de_DE`.
    public let ogLocale: String
    private let patterns: [String: CompiledPhrase]
    /// The date patterns, bound to the values their methods pass.
    private let datePattern, shortPattern, shortYearPattern, monthYearPattern: BoundPhrase

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
                    "duration.hours", "pace.per-km", "distance.km", "distance.m", "number.percent"] {
            if let phrase = phrases[key] { patterns[key] = phrase.compiled(.other) }
        }
        self.patterns = patterns
        func bound(_ key: String, _ names: [String]) -> BoundPhrase {
            BoundPhrase(patterns[key] ?? CompiledPhrase([]), names: names)
        }
        // Each bound to the values its method passes, in this order.
        datePattern = bound("date.format.date", ["weekday", "day", "month", "year"])
        shortPattern = bound("date.format.short", ["day", "month"])
        shortYearPattern = bound("date.format.short-year", ["day", "month", "year"])
        monthYearPattern = bound("date.format.month-year", ["month", "year"])
    }

    /// The pattern of `key` with its placeholders filled.
    public func fill(_ key: String, _ args: PhraseArguments) -> String {
        patterns[key]?.fill(args) ?? ""
    }

    /// The old entry point, for values gathered in a dictionary first.
    @_disfavoredOverload
    public func fill(_ key: String, _ args: [String: String]) -> String {
        fill(key, PhraseArguments(args))
    }

    /// The compiled pattern of `key` (`duration.minutes`), for code that fills it often.
    public func pattern(_ key: String) -> CompiledPhrase {
        patterns[key] ?? CompiledPhrase([])
    }

    /// `82.5` / `82,5`: at most `decimals` decimals, no trailing zeros, no grouping.
    public func number(_ value: Double, decimals: Int) -> String {
        let text = formatNumber(value, decimals: decimals)
        guard !decimalIsPoint, let point = text.utf8.firstIndex(of: UInt8(ascii: ".")) else { return text }
        // The number has at most one point: the text around it, joined by the separator.
        return String(text[..<point]) + decimal + String(text[text.utf8.index(after: point)...])
    }

    /// `12,345` / `12.345`.
    public func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        let utf8 = digits.utf8
        let count = utf8.count
        guard count > 3 else { return value < 0 ? "-" + digits : digits }
        var result = value < 0 ? "-" : ""
        result.reserveCapacity(count + 1 + (count / 3) * group.utf8.count)
        var index = utf8.startIndex
        var take = count % 3 == 0 ? 3 : count % 3
        while index < utf8.endIndex {
            let end = utf8.index(index, offsetBy: take)
            if index != utf8.startIndex { result += group }
            result += digits[index..<end]
            index = end
            take = 3
        }
        return result
    }

    /// The abbreviated name of a month (1…12); empty outside.
    public func monthShort(_ month: Int) -> String { (1...12).contains(month) ? monthsShort[month - 1] : "" }
    /// The full name of a month (1…12); empty outside.
    public func month(_ month: Int) -> String { (1...12).contains(month) ? months[month - 1] : "" }
    /// The full name of a weekday.
    public func weekday(_ day: Weekday) -> String { weekdays[day.index] }
    /// The abbreviated name of a weekday.
    public func weekdayShort(_ day: Weekday) -> String { weekdaysShort[day.index] }

    /// `Mon 16 Nov 2026`, `Mo., 16. Nov. 2026`.
    public func date(_ date: LocalDate) -> String {
        datePattern.fill { position in
            switch position {
            case 0: weekdayShort(date.weekday)
            case 1: String(date.day)
            case 2: monthShort(date.month)
            default: String(date.year)
            }
        }
    }

    /// `16 Nov`, `16. Nov.`.
    public func shortDate(_ date: LocalDate) -> String {
        shortPattern.fill { $0 == 0 ? String(date.day) : monthShort(date.month) }
    }

    /// `16 Nov 2026`.
    public func shortDateWithYear(_ date: LocalDate) -> String {
        shortYearPattern.fill { position in
            switch position {
            case 0: String(date.day)
            case 1: monthShort(date.month)
            default: String(date.year)
            }
        }
    }

    /// `November 2026`.
    public func monthYear(month: Int, year: Int) -> String {
        monthYearPattern.fill { $0 == 0 ? self.month(month) : String(year) }
    }
}
