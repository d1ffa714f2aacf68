import LiftbookModel

/// A date format as `dateFormat:` writes it in an import entry: fields separated by anything
/// that is not a letter or digit — `YYYY` or `YY` (year), `M`/`MM` (month number), `MMM` (month
/// name in any language of ``MonthNames``), `D`/`DD` (day), `H`/`HH` (hour), `h`/`hh` with `A`
/// (12-hour clock), `mm` (minute), `ss` (second) — or `unix` (seconds since 1970, UTC).
struct DateFormat: Equatable {
    enum Part: String, CaseIterable {
        case year4 = "YYYY", year2 = "YY", month = "M", monthName = "MMM", day = "D", hour = "H", hour12 = "h"
        case minute = "mm", second = "ss", meridiem = "A"
    }

    let parts: [Part]
    let isUnix: Bool

    /// The format, or nil when a field is not one of the above.
    init?(_ text: String) {
        if text.trimmingSpaces.lowercased() == "unix" {
            parts = []
            isUnix = true
            return
        }
        var parts: [Part] = []
        for token in DateFormat.tokens(text) {
            switch token {
            case "YYYY": parts.append(.year4)
            case "YY": parts.append(.year2)
            case "M", "MM": parts.append(.month)
            case "MMM", "MMMM": parts.append(.monthName)
            case "D", "DD": parts.append(.day)
            case "H", "HH": parts.append(.hour)
            case "h", "hh": parts.append(.hour12)
            case "m", "mm": parts.append(.minute)
            case "s", "ss": parts.append(.second)
            case "A", "a": parts.append(.meridiem)
            default: return nil
            }
        }
        guard parts.contains(where: { $0 == .year4 || $0 == .year2 }), parts.contains(.day),
              parts.contains(.month) || parts.contains(.monthName) else { return nil }
        self.parts = parts
        isUnix = false
    }

    /// The date and time of `text`, or nil when it does not fit.
    func read(_ text: String, clock: ExportClock) -> ExportDate? {
        if isUnix {
            guard let seconds = Double(text.trimmingSpaces) else { return nil }
            return clock.local(epochSeconds: seconds)
        }
        let tokens = DateFormat.tokens(text)
        guard tokens.count == parts.count || (tokens.count > parts.count && !parts.contains(.hour) && !parts.contains(.hour12)) else { return nil }
        var year: Int?, month: Int?, day: Int?, hour: Int?, minute = 0, second = 0
        var afternoon: Bool?
        for (part, token) in zip(parts, tokens) {
            switch part {
            case .monthName: month = MonthNames.number(of: token)
            case .meridiem:
                let lower = token.lowercased()
                guard lower == "am" || lower == "pm" else { return nil }
                afternoon = lower == "pm"
            default:
                guard token.allSatisfy({ $0.isASCII && $0.isNumber }), token.count <= 4, let value = Int(token) else { return nil }
                switch part {
                case .year4: year = value
                case .year2: year = 2000 + value
                case .month: month = value
                case .day: day = value
                case .hour, .hour12: hour = value
                case .minute: minute = value
                case .second: second = value
                case .monthName, .meridiem: break
                }
            }
        }
        guard let year, let month, let day, let date = LocalDate(year: year, month: month, day: day) else { return nil }
        guard var hour else { return ExportDate(date: date) }
        if let afternoon {
            guard (1...12).contains(hour) else { return nil }
            hour = hour % 12 + (afternoon ? 12 : 0)
        }
        guard let time = LocalTime(hour: hour, minute: minute, second: second) else { return nil }
        return ExportDate(date: date, time: time)
    }

    /// The runs of letters or digits (`13/Sep/2024 14:05` → 13, Sep, 2024, 14, 05); a run that
    /// mixes digits and letters is split where they meet (`2pm` → 2, pm).
    static func tokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var currentIsDigit = false
        for character in text {
            let isDigit = character.isASCII && character.isNumber
            if character.isLetter || isDigit {
                if !current.isEmpty, isDigit != currentIsDigit {
                    tokens.append(current)
                    current = ""
                }
                current.append(character)
                currentIsDigit = isDigit
            } else if !current.isEmpty {
                tokens.append(current)
                current = ""
            }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }
}
