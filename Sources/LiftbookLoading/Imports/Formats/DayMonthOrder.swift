import LiftbookModel

/// Whether a file's dates like `3/4/24` are month first (`m/d/yy`) or day first (`d/m/yy`), as
/// exports written without a marker need it decided once per file: by `dateFormat:` in the
/// import entry, else by a date whose first or second number is above 12, else by the order that
/// keeps the rows in date order; month first when nothing tells (with a warning).
enum DayMonthOrder: Equatable {
    case monthFirst, dayFirst
    /// The import entry's `dateFormat:`.
    case format(DateFormat)

    /// The order of the dates in `column`.
    static func decide(_ table: CSVTable, column: Int?, setting: ImportSetting?, report: inout ImportReport) -> DayMonthOrder {
        if let text = setting?.dateFormat, let format = DateFormat(text) { return .format(format) }
        let numbers = table.rows.compactMap { numbersOf($0[column]) }
        let dayFirstSeen = numbers.contains { $0.0 > 12 }
        let monthFirstSeen = numbers.contains { $0.1 > 12 }
        if dayFirstSeen != monthFirstSeen { return dayFirstSeen ? .dayFirst : .monthFirst }
        let monthFirst = inversions(numbers.compactMap { date($0, dayFirst: false) })
        let dayFirst = inversions(numbers.compactMap { date($0, dayFirst: true) })
        if monthFirst != dayFirst { return dayFirst < monthFirst ? .dayFirst : .monthFirst }
        if !numbers.isEmpty, numbers.contains(where: { $0.0 != $0.1 }) {
            report.warnOnce("date order", "the dates could be m/d/yy or d/m/yy and nothing in the file tells which; they are read as m/d/yy",
                            at: table.headerLocation(field: column), hint: "if they are day first, say so in liftbook.yaml: imports: [{file: \(table.path), dateFormat: D/M/YY}]")
        }
        return .monthFirst
    }

    /// The date of `9/13/24`, `13/9/2024` (a two-digit year is in 2000–2099); nil when unreadable.
    func date(_ text: String) -> LocalDate? {
        if case .format(let format) = self { return format.read(text, clock: ExportClock(timezone: "UTC"))?.date }
        if let iso = ExportDate.iso(text) { return iso.date }
        guard let numbers = DayMonthOrder.numbersOf(text) else { return nil }
        return DayMonthOrder.date(numbers, dayFirst: self == .dayFirst)
    }

    private static func date(_ n: (Int, Int, Int), dayFirst: Bool) -> LocalDate? {
        LocalDate(year: n.2 < 100 ? 2000 + n.2 : n.2, month: dayFirst ? n.1 : n.0, day: dayFirst ? n.0 : n.1)
    }

    /// The three numbers of `a/b/c` (or with `.` or `-`).
    private static func numbersOf(_ text: String) -> (Int, Int, Int)? {
        let parts = text.split(whereSeparator: { $0 == "/" || $0 == "." || $0 == "-" || $0 == " " })
        guard parts.count >= 3, let a = Int(parts[0]), let b = Int(parts[1]), let c = Int(parts[2]), a < 100, b < 100 else { return nil }
        return (a, b, c)
    }

    /// How many neighbouring dates are out of order (rows run oldest or newest first).
    private static func inversions(_ dates: [LocalDate]) -> Int {
        guard dates.count > 1 else { return 0 }
        var up = 0
        var down = 0
        for index in 1..<dates.count {
            if dates[index] < dates[index - 1] { up += 1 }
            if dates[index] > dates[index - 1] { down += 1 }
        }
        return min(up, down)
    }
}
