/// A calendar date without a time zone, as a lifter writes it: `2026-11-16`.
public struct LocalDate: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The year, 1 to 9999.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int
    /// The day of the month, 1 to 31.
    public let day: Int

    /// Creates a date, or nil when it does not exist (2026-02-30).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...LocalDate.daysIn(month: month, year: year)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `YYYY-MM-DD` exactly; nil for anything else or a date that does not exist.
    public init?(iso text: some StringProtocol) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              let y = parseDigits(bytes[0..<4]), let m = parseDigits(bytes[5..<7]), let d = parseDigits(bytes[8..<10])
        else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// The date `dayNumber` days after 1970-01-01 (negative before it).
    public init(dayNumber: Int) {
        // Howard Hinnant's civil_from_days.
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        year = yoe + era * 400 + (m <= 2 ? 1 : 0)
        month = m
        day = d
    }

    /// Days since 1970-01-01.
    public var dayNumber: Int {
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = month > 2 ? month - 3 : month + 9
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The date `days` days later (earlier when negative).
    public func adding(days: Int) -> LocalDate { LocalDate(dayNumber: dayNumber + days) }

    /// The day of the week.
    public var weekday: Weekday {
        // 1970-01-01 was a Thursday.
        Weekday(index: ((dayNumber % 7) + 7 + 3) % 7)
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        guard (0...9999).contains(year), (0...99).contains(month), (0...99).contains(day) else {
            return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
        }
        // Ids, paths and JSON print dates by the hundred thousand: no intermediate strings.
        return String(unsafeUninitializedCapacity: 10) { bytes in
            writeDigits(year, width: 4, into: bytes, at: 0)
            bytes[4] = UInt8(ascii: "-")
            writeDigits(month, width: 2, into: bytes, at: 5)
            bytes[7] = UInt8(ascii: "-")
            writeDigits(day, width: 2, into: bytes, at: 8)
            return 10
        }
    }

    /// The number of days in a month.
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Chronological order.
    public static func < (a: LocalDate, b: LocalDate) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let date = LocalDate(iso: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a date: \(text)"))
        }
        self = date
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// A time of day without a zone, to the second: `18:05`.
public struct LocalTime: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Seconds since midnight, 0 to 86399.
    public let secondsSinceMidnight: Int

    /// Creates a time from its parts, or nil when out of range.
    public init?(hour: Int, minute: Int, second: Int = 0) {
        guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second) else { return nil }
        secondsSinceMidnight = hour * 3600 + minute * 60 + second
    }

    /// Parses `HH:MM` or `HH:MM:SS` (one-digit hours allowed).
    public init?(text: some StringProtocol) {
        // Bytes, not characters: only ASCII digits are accepted, so the two count alike.
        let parts = Array(text.utf8).split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), parts[0].count <= 2, parts.dropFirst().allSatisfy({ $0.count == 2 }),
              let h = parseDigits(parts[0]), let m = parseDigits(parts[1])
        else { return nil }
        var s = 0
        if parts.count == 3 {
            guard let value = parseDigits(parts[2]) else { return nil }
            s = value
        }
        self.init(hour: h, minute: m, second: s)
    }

    /// The hour, 0 to 23.
    public var hour: Int { secondsSinceMidnight / 3600 }
    /// The minute, 0 to 59.
    public var minute: Int { secondsSinceMidnight / 60 % 60 }
    /// The second, 0 to 59.
    public var second: Int { secondsSinceMidnight % 60 }

    /// `HH:MM`, or `HH:MM:SS` when the seconds are not zero.
    public var description: String {
        let base = pad(hour, 2) + ":" + pad(minute, 2)
        return second == 0 ? base : base + ":" + pad(second, 2)
    }

    /// Earlier first.
    public static func < (a: LocalTime, b: LocalTime) -> Bool { a.secondsSinceMidnight < b.secondsSinceMidnight }
}

/// A day of the week.
public enum Weekday: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    case monday, tuesday, wednesday, thursday, friday, saturday, sunday

    /// Reads `monday`, `Mon`, `mon` in any case.
    public init?(spelling: String) {
        let lower = spelling.lowercased()
        guard let day = Weekday.allCases.first(where: { $0.rawValue == lower || String($0.rawValue.prefix(3)) == lower })
        else { return nil }
        self = day
    }

    /// Monday is 0, Sunday is 6. (A switch, not `allCases`, which makes a new array on each use.)
    public var index: Int {
        switch self {
        case .monday: 0
        case .tuesday: 1
        case .wednesday: 2
        case .thursday: 3
        case .friday: 4
        case .saturday: 5
        case .sunday: 6
        }
    }

    /// The day at `index` (Monday 0 … Sunday 6; anything above 6 is Sunday).
    public init(index: Int) {
        switch index {
        case ...0: self = .monday
        case 1: self = .tuesday
        case 2: self = .wednesday
        case 3: self = .thursday
        case 4: self = .friday
        case 5: self = .saturday
        default: self = .sunday
        }
    }

    /// `Monday`.
    public var displayName: String {
        switch self {
        case .monday: "Monday"
        case .tuesday: "Tuesday"
        case .wednesday: "Wednesday"
        case .thursday: "Thursday"
        case .friday: "Friday"
        case .saturday: "Saturday"
        case .sunday: "Sunday"
        }
    }

    /// `Mon`.
    public var shortName: String {
        switch self {
        case .monday: "Mon"
        case .tuesday: "Tue"
        case .wednesday: "Wed"
        case .thursday: "Thu"
        case .friday: "Fri"
        case .saturday: "Sat"
        case .sunday: "Sun"
        }
    }

    /// Monday first.
    public static func < (a: Weekday, b: Weekday) -> Bool { a.index < b.index }
}

/// Parses ASCII digits only; nil for an empty slice or any other byte.
func parseDigits(_ bytes: ArraySlice<UInt8>) -> Int? {
    guard !bytes.isEmpty, bytes.count <= 9 else { return nil }
    var value = 0
    for byte in bytes {
        guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
}

/// Zero-pads a non-negative number to `width` digits.
/// Writes `value` (non-negative, fitting in `width` digits) as zero-padded decimal digits.
func writeDigits(_ value: Int, width: Int, into bytes: UnsafeMutableBufferPointer<UInt8>, at offset: Int) {
    var rest = value
    for position in stride(from: offset + width - 1, through: offset, by: -1) {
        bytes[position] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
    }
}

func pad(_ value: Int, _ width: Int) -> String {
    let text = String(value)
    return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
}
