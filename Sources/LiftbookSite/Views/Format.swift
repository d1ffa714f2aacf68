package import LiftbookModel

/// How numbers, weights, dates and durations read on the site and in reports, in the site's
/// language: every word and separator comes from its string table (never the machine's locale).
package struct Format: Sendable {
    /// The string table whose words and number formats are used.
    package let strings: Strings
    var locale: LocaleFormats { strings.locale }

    /// Formats in the language of `strings`.
    package init(_ strings: Strings) { self.strings = strings }

    /// `82.5`, `82,5`: at most `decimals` decimals, no grouping.
    package func number(_ value: Double, decimals: Int = 2) -> String { locale.number(value, decimals: decimals) }

    /// `82.5 kg`: kilograms shown in the display unit with one decimal at most.
    package func weight(kilograms: Double, unit: MassUnit) -> String {
        locale.number(kilograms / unit.kilograms, decimals: 1, unit: unit.rawValue)
    }

    /// A weight shown in the display unit.
    package func weight(_ weight: Weight, unit: MassUnit) -> String {
        ShortText.make { append(weight, unit: unit, to: &$0) }
    }

    /// Appends ``weight(_:unit:)``.
    func append(_ weight: Weight, unit: MassUnit, to text: inout ShortText) {
        if weight.unit == unit {
            locale.append(weight.value, decimals: 2, to: &text)
        } else {
            locale.append(weight.kilograms / unit.kilograms, decimals: 1, to: &text)
        }
        text.append(" ")
        text.append(unit.rawValue)
    }

    /// `12,345 kg` volume, rounded to whole units with thousands separators.
    package func volume(kilograms: Double, unit: MassUnit) -> String {
        ShortText.make { text in
            text.append(grouped(Int((kilograms / unit.kilograms).rounded())))
            text.append(" ")
            text.append(unit.rawValue)
        }
    }

    /// `12,345`, `12.345`.
    package func grouped(_ value: Int) -> String {
        locale.group == "," ? Self.groupedWithCommas(value) : locale.grouped(value)
    }

    /// `Mon 16 Nov 2026`, `Mo., 16. Nov. 2026`.
    package func date(_ date: LocalDate) -> String { locale.date(date) }

    /// `16 Nov`.
    package func shortDate(_ date: LocalDate) -> String { locale.shortDate(date) }

    /// `Monday`.
    package func weekday(_ day: Weekday) -> String { locale.weekday(day) }

    /// `Mon`.
    package func weekdayShort(_ day: Weekday) -> String { locale.weekdayShort(day) }

    /// `Nov`.
    package func monthShort(_ month: Int) -> String { locale.monthShort(month) }

    /// `1 h 05 min`, `45 min`, `45 s`.
    package func duration(seconds: Double) -> String {
        let total = Int(seconds.rounded())
        if total < 60 { return locale.fill("duration.seconds", ["seconds": String(total)]) }
        if total < 3600 {
            return total % 60 == 0 ? locale.fill("duration.minutes", ["minutes": String(total / 60)])
                : locale.fill("duration.minutes-seconds", ["minutes": String(total / 60), "seconds": Self.pad2(total % 60)])
        }
        return locale.fill("duration.hours-minutes", ["hours": String(total / 3600), "minutes": Self.pad2(total / 60 % 60)])
    }

    /// `5:24 /km`.
    package func pace(secondsPerKilometre: Double) -> String {
        let total = Int(secondsPerKilometre.rounded())
        return locale.fill("pace.per-km", ["minutes": String(total / 60), "seconds": Self.pad2(total % 60)])
    }

    /// `5.2 km`, `400 m`.
    package func distance(metres: Double) -> String {
        metres >= 1000 ? locale.fill("distance.km", ["value": number(metres / 1000, decimals: 2)])
            : locale.fill("distance.m", ["value": number(metres, decimals: 0)])
    }

    /// `80 kg × 5 @8`, `bw+10 kg × 5`, `30:00 · 5.2 km`, `45 s`.
    package func set(_ set: LoggedSet, unit: MassUnit) -> String {
        ShortText.make { text in
            switch set.load {
            case .weight(let w): append(w, unit: unit, to: &text)
            case .bodyweight(let added):
                text.append(strings["set.bodyweight"])
                if let added, added.value != 0 {
                    text.append(added.value < 0 ? " − " : " + ")
                    append(Weight(abs(added.value), added.unit), unit: unit, to: &text)
                }
            case .band(let colour):
                text.append(strings.format("set.band", ["colour": colour]))
            case nil: break
            }
            if let reps = set.reps {
                if text.isEmpty {
                    text.append(strings.format("set.reps", count: reps))
                } else {
                    text.append(" × ")
                    text.append(reps)
                }
            }
            var first = text.isEmpty
            if let duration = set.duration {
                if !first { text.append(" · ") }
                text.append(self.duration(seconds: duration))
                first = false
            }
            if let distance = set.distance {
                if !first { text.append(" · ") }
                text.append(self.distance(metres: distance.metres))
            }
        }
    }

    /// `Warm-up`, `Drop set`, `Failure`, `AMRAP`; nil for working sets.
    package func label(_ kind: SetKind) -> String? {
        switch kind {
        case .working: nil
        case .warmup: strings["set.kind.warmup"]
        case .drop: strings["set.kind.drop"]
        case .failure: strings["set.kind.failure"]
        case .amrap: strings["set.kind.amrap"]
        }
    }

    /// `8`, `2 RIR`: a set's effort as shown after its `@`.
    package func effort(rpe: Double?, rir: Double?) -> String? {
        if let rpe { return number(rpe, decimals: 1) }
        return rir.map { strings.format("set.rir", ["value": number($0, decimals: 1)]) }
    }

    static func pad2(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    /// `12,345`, written right to left into a buffer on the stack (19 digits, 6 commas and a sign
    /// at most); the result, nearly always under 16 characters, is a small string with no memory of its own.
    static func groupedWithCommas(_ value: Int) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
            var end = buffer.count
            var rest = value.magnitude
            var written = 0
            repeat {
                if written > 0, written % 3 == 0 {
                    end -= 1
                    buffer[end] = UInt8(ascii: ",")
                }
                end -= 1
                buffer[end] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                written += 1
            } while rest > 0
            if value < 0 {
                end -= 1
                buffer[end] = UInt8(ascii: "-")
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[end...]), as: UTF8.self)
        }
    }
}
