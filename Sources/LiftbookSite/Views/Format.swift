package import LiftbookModel

/// How numbers, weights, dates and durations read on the site and in reports.
package enum Format {
    /// `82.5 kg`: kilograms shown in the display unit with one decimal at most.
    package static func weight(kilograms: Double, unit: MassUnit) -> String {
        var text = formatNumber(kilograms / unit.kilograms, decimals: 1)
        text += " "
        text += unit.rawValue
        return text
    }

    /// A weight shown in the display unit.
    package static func weight(_ weight: Weight, unit: MassUnit) -> String {
        guard weight.unit == unit else { return self.weight(kilograms: weight.kilograms, unit: unit) }
        var text = formatNumber(weight.value, decimals: 2)
        text += " "
        text += unit.rawValue
        return text
    }

    /// `12,345 kg` volume, rounded to whole units with thousands separators.
    package static func volume(kilograms: Double, unit: MassUnit) -> String {
        "\(grouped(Int((kilograms / unit.kilograms).rounded()))) \(unit.rawValue)"
    }

    /// `12,345`.
    package static func grouped(_ value: Int) -> String {
        // Right to left into a buffer on the stack (19 digits, 6 commas and a sign at most); the
        // result, nearly always under 16 characters, is a small string with no memory of its own.
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

    /// `Mon 16 Nov 2026`.
    package static func date(_ date: LocalDate) -> String {
        "\(date.weekday.shortName) \(date.day) \(Heatmap.monthName(date.month)) \(date.year)"
    }

    /// `16 Nov`.
    package static func shortDate(_ date: LocalDate) -> String { "\(date.day) \(Heatmap.monthName(date.month))" }

    /// `1 h 05 min`, `45 min`, `45 s`.
    package static func duration(seconds: Double) -> String {
        let total = Int(seconds.rounded())
        if total < 60 { return "\(total) s" }
        if total < 3600 {
            return total % 60 == 0 ? "\(total / 60) min" : "\(total / 60):\(pad2(total % 60)) min"
        }
        return "\(total / 3600) h \(pad2(total / 60 % 60)) min"
    }

    /// `5:24 /km`.
    package static func pace(secondsPerKilometre: Double) -> String {
        let total = Int(secondsPerKilometre.rounded())
        return "\(total / 60):\(pad2(total % 60)) /km"
    }

    /// `5.2 km`, `400 m`.
    package static func distance(metres: Double) -> String {
        metres >= 1000 ? "\(formatNumber(metres / 1000, decimals: 2)) km" : "\(formatNumber(metres, decimals: 0)) m"
    }

    /// `80 kg × 5 @8`, `bw+10 kg × 5`, `30:00 · 5.2 km`, `45 s`.
    package static func set(_ set: LoggedSet, unit: MassUnit) -> String {
        // Appended into one string: session pages show tens of thousands of sets. Nearly every
        // result is 15 bytes or fewer, a small string that needs no memory of its own, so no
        // capacity is reserved (that would allocate).
        var text = ""
        switch set.load {
        case .weight(let w): text += weight(w, unit: unit)
        case .bodyweight(let added):
            text += "BW"
            if let added, added.value != 0 {
                text += added.value < 0 ? " − " : " + "
                text += weight(Weight(abs(added.value), added.unit), unit: unit)
            }
        case .band(let colour):
            text += colour
            text += " band"
        case nil: break
        }
        if let reps = set.reps {
            if text.isEmpty {
                text += String(reps)
                text += " reps"
            } else {
                text += " × "
                text += String(reps)
            }
        }
        var first = text.isEmpty
        if let duration = set.duration {
            text += first ? "" : " · "
            text += self.duration(seconds: duration)
            first = false
        }
        if let distance = set.distance {
            text += first ? "" : " · "
            text += self.distance(metres: distance.metres)
        }
        return text
    }

    /// `Warm-up`, `Drop set`, `Failure`, `AMRAP`; nil for working sets.
    package static func label(_ kind: SetKind) -> String? {
        switch kind {
        case .working: nil
        case .warmup: "Warm-up"
        case .drop: "Drop set"
        case .failure: "Failure"
        case .amrap: "AMRAP"
        }
    }

    private static func pad2(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
