/// How numbers and dates read in a language, from its string table (never from the machine's
/// locale): decimal and group separators, month and weekday names, date patterns, the first
/// day of the week and the Open Graph locale.
public struct LocaleFormats: Sendable, Hashable {
    /// `.` in English, `,` in German.
    public let decimal: String
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
    private let patterns: [String: [PhrasePart]]

    init(phrases: [String: Phrase]) {
        func text(_ key: String, _ fallback: String) -> String { phrases[key]?.text ?? fallback }
        decimal = text("number.decimal", ".")
        group = text("number.group", ",")
        months = (1...12).map { text("date.month.\($0)", String($0)) }
        monthsShort = (1...12).map { text("date.month.abbr.\($0)", String($0)) }
        weekdays = (1...7).map { text("date.weekday.\($0)", String($0)) }
        weekdaysShort = (1...7).map { text("date.weekday.abbr.\($0)", String($0)) }
        firstWeekday = phrases["date.week.first"].flatMap { Weekday(spelling: $0.text) }
        ogLocale = text("language.og-locale", "en_US")
        var patterns: [String: [PhrasePart]] = [:]
        for key in ["date.format.date", "date.format.short", "date.format.short-year", "date.format.month-year",
                    "date.format.range-days", "date.format.range-months", "date.format.range-years",
                    "duration.seconds", "duration.minutes", "duration.minutes-seconds", "duration.hours-minutes",
                    "duration.hours", "pace.per-km", "distance.km", "distance.m", "number.percent"] {
            if let phrase = phrases[key] { patterns[key] = phrase.parts(for: .other) }
        }
        self.patterns = patterns
    }

    /// The pattern of `key` with its placeholders filled.
    public func fill(_ key: String, _ args: [String: String]) -> String {
        Strings.plain(patterns[key] ?? [], args)
    }

    /// `82.5` / `82,5`: at most `decimals` decimals, no trailing zeros, no grouping.
    public func number(_ value: Double, decimals: Int) -> String {
        let text = formatNumber(value, decimals: decimals)
        guard decimal != "." else { return text }
        var result = ""
        for character in text { if character == "." { result += decimal } else { result.append(character) } }
        return result
    }

    /// `12,345` / `12.345`.
    public func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        guard digits.utf8.count > 3 else { return value < 0 ? "-" + digits : digits }
        var result = value < 0 ? "-" : ""
        let count = digits.utf8.count
        for (offset, character) in digits.enumerated() {
            if offset > 0, (count - offset) % 3 == 0 { result += group }
            result.append(character)
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
        fill("date.format.date", ["weekday": weekdayShort(date.weekday), "day": String(date.day),
                                  "month": monthShort(date.month), "year": String(date.year)])
    }

    /// `16 Nov`, `16. Nov.`.
    public func shortDate(_ date: LocalDate) -> String {
        fill("date.format.short", ["day": String(date.day), "month": monthShort(date.month)])
    }

    /// `16 Nov 2026`.
    public func shortDateWithYear(_ date: LocalDate) -> String {
        fill("date.format.short-year", ["day": String(date.day), "month": monthShort(date.month), "year": String(date.year)])
    }

    /// `November 2026`.
    public func monthYear(month: Int, year: Int) -> String {
        fill("date.format.month-year", ["month": self.month(month), "year": String(year)])
    }
}
