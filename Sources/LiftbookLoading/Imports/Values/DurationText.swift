/// Reads the durations exports write: seconds (`3900`, `3900.0`), a clock (`0:32:06`, `32:06`)
/// or free text (`1h 5m`, `38min`, `55s`, `1 hr 5 min 30 sec`).
enum DurationText {
    /// The duration in seconds, or nil when the text is not a duration.
    static func seconds(_ text: String) -> Double? {
        let trimmed = text.trimmingSpaces.lowercased()
        guard !trimmed.isEmpty else { return nil }
        if let value = Double(trimmed) { return value.isFinite && value >= 0 ? value : nil }
        if trimmed.contains(":") { return clock(trimmed) }
        return withUnits(trimmed)
    }

    /// `h:mm:ss` or `m:ss`.
    private static func clock(_ text: String) -> Double? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count) else { return nil }
        var total = 0.0
        for (index, part) in parts.enumerated() {
            guard !part.isEmpty, part.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
                  let value = Double(part) else { return nil }
            if index > 0, value >= 60 { return nil }
            total = total * 60 + value
        }
        return total
    }

    /// Number-and-unit pairs, with or without spaces between them.
    private static func withUnits(_ text: String) -> Double? {
        var total = 0.0
        var pairs = 0
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0 == " " || $0 == "," }
            if rest.isEmpty { break }
            let digits = rest.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
            rest = rest.dropFirst(digits.count).drop { $0 == " " }
            let unit = rest.prefix { $0.isLetter }
            rest = rest.dropFirst(unit.count)
            guard let value = Double(digits), value.isFinite, let scale = secondsPer(String(unit)) else { return nil }
            total += value * scale
            pairs += 1
        }
        return pairs > 0 ? total : nil
    }

    private static func secondsPer(_ unit: String) -> Double? {
        switch unit {
        // Strong writes durations in the app's language: `1 h 46 min`, `1小时13分钟`, `49分钟`.
        case "s", "sec", "secs", "second", "seconds", "秒", "秒钟": 1
        case "m", "min", "mins", "minute", "minutes", "分", "分钟": 60
        case "h", "hr", "hrs", "hour", "hours", "小时", "时": 3600
        case "d", "day", "days", "天": 86_400
        default: nil
        }
    }
}
