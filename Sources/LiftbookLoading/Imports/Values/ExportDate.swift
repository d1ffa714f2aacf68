import LiftbookModel

/// A date and time of day as an export writes a workout's start.
struct ExportDate: Equatable {
    var date: LocalDate
    var time: LocalTime?
}

extension ExportDate {
    /// `2024-09-13 14:11:05`, `2024-09-13 14:11`, `2024-09-13T14:11:05` or `2024-09-13`.
    static func iso(_ text: String) -> ExportDate? {
        let parts = text.trimmingSpaces.split(whereSeparator: { $0 == " " || $0 == "T" })
        guard let first = parts.first, parts.count <= 2, let date = LocalDate(iso: first) else { return nil }
        guard parts.count == 2 else { return ExportDate(date: date) }
        var clock = parts[1]
        if clock.hasSuffix("Z") { clock = clock.dropLast() }
        guard let time = LocalTime(text: clock.prefix(8)) else { return nil }
        return ExportDate(date: date, time: time)
    }

    /// Hevy's `13 Sep 2024, 14:11` (month names in the app's language; day and month in either
    /// order; `2:11 PM` too), or an ISO date and time.
    static func hevy(_ text: String, field: Int?) throws(RowError) -> ExportDate {
        if let value = iso(text) { return value }
        let tokens = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "," || $0 == "/" }).map(String.init)
        var numbers: [Int] = []
        var month: Int?
        var unknownWord: String?
        var clock: LocalTime?
        var afternoon: Bool?
        for token in tokens {
            if token.contains(":") {
                clock = LocalTime(text: token)
            } else if let number = Int(token.hasSuffix(".") ? String(token.dropLast()) : token) {
                numbers.append(number)
            } else if token == "am" || token == "a.m." || token == "pm" || token == "p.m." {
                afternoon = token.hasPrefix("p")
            } else if let value = MonthNames.number(of: token) {
                month = value
            } else {
                unknownWord = unknownWord ?? token
            }
        }
        if month == nil, let word = unknownWord {
            throw RowError(message: "'\(text)' has the month '\(word)', which Liftbook does not know: Hevy writes month names in the app's language",
                           field: field,
                           hint: "set the Hevy app's language to English and export again, or replace '\(word)' with the English month name (Jan, Feb, …) throughout the file")
        }
        guard let month, numbers.count == 2, var time = clock,
              let yearIndex = numbers.firstIndex(where: { $0 >= 1000 }),
              let date = LocalDate(year: numbers[yearIndex], month: month, day: numbers[1 - yearIndex]) else {
            throw RowError(message: "'\(text)' is not a date and time", field: field, hint: "Hevy writes start times like '13 Sep 2024, 14:11'")
        }
        if let afternoon, time.hour <= 12 {
            let hour = (time.hour % 12) + (afternoon ? 12 : 0)
            time = LocalTime(hour: hour, minute: time.minute, second: time.second) ?? time
        }
        return ExportDate(date: date, time: time)
    }
}
