public import LiftbookModel

/// How numbers, weights, dates and durations read on the site and in reports.
public enum Format {
    /// `82.5 kg`: kilograms shown in the display unit with one decimal at most.
    public static func weight(kilograms: Double, unit: MassUnit) -> String {
        "\(formatNumber(kilograms / unit.kilograms, decimals: 1)) \(unit.rawValue)"
    }

    /// A weight shown in the display unit.
    public static func weight(_ weight: Weight, unit: MassUnit) -> String {
        weight.unit == unit ? "\(formatNumber(weight.value, decimals: 2)) \(unit.rawValue)" : self.weight(kilograms: weight.kilograms, unit: unit)
    }

    /// `12,345 kg` volume, rounded to whole units with thousands separators.
    public static func volume(kilograms: Double, unit: MassUnit) -> String {
        "\(grouped(Int((kilograms / unit.kilograms).rounded()))) \(unit.rawValue)"
    }

    /// `12,345`.
    public static func grouped(_ value: Int) -> String {
        // Most counts have no separator (report tables hold thousands of them).
        if value > -1000, value < 1000 { return String(value) }
        let digits = String(value.magnitude)
        var result = ""
        for (index, character) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result += "," }
            result.append(character)
        }
        return value < 0 ? "-" + result : result
    }

    /// `Mon 16 Nov 2026`.
    public static func date(_ date: LocalDate) -> String {
        "\(date.weekday.shortName) \(date.day) \(Heatmap.monthName(date.month)) \(date.year)"
    }

    /// `16 Nov`.
    public static func shortDate(_ date: LocalDate) -> String { "\(date.day) \(Heatmap.monthName(date.month))" }

    /// `1 h 05 min`, `45 min`, `45 s`.
    public static func duration(seconds: Double) -> String {
        let total = Int(seconds.rounded())
        if total < 60 { return "\(total) s" }
        if total < 3600 {
            return total % 60 == 0 ? "\(total / 60) min" : "\(total / 60):\(pad2(total % 60)) min"
        }
        return "\(total / 3600) h \(pad2(total / 60 % 60)) min"
    }

    /// `5:24 /km`.
    public static func pace(secondsPerKilometre: Double) -> String {
        let total = Int(secondsPerKilometre.rounded())
        return "\(total / 60):\(pad2(total % 60)) /km"
    }

    /// `5.2 km`, `400 m`.
    public static func distance(metres: Double) -> String {
        metres >= 1000 ? "\(formatNumber(metres / 1000, decimals: 2)) km" : "\(formatNumber(metres, decimals: 0)) m"
    }

    /// `80 kg × 5 @8`, `bw+10 kg × 5`, `30:00 · 5.2 km`, `45 s`.
    public static func set(_ set: LoggedSet, unit: MassUnit) -> String {
        var parts: [String] = []
        switch set.load {
        case .weight(let w): parts.append(weight(w, unit: unit))
        case .bodyweight(let added):
            if let added, added.value != 0 {
                parts.append("BW \(added.value < 0 ? "−" : "+") \(weight(Weight(abs(added.value), added.unit), unit: unit))")
            } else {
                parts.append("BW")
            }
        case .band(let colour): parts.append("\(colour) band")
        case nil: break
        }
        var text = parts.joined()
        if let reps = set.reps { text += text.isEmpty ? "\(reps) reps" : " × \(reps)" }
        var extras: [String] = []
        if let duration = set.duration { extras.append(self.duration(seconds: duration)) }
        if let distance = set.distance { extras.append(self.distance(metres: distance.metres)) }
        if !extras.isEmpty { text += (text.isEmpty ? "" : " · ") + extras.joined(separator: " · ") }
        return text
    }

    /// `Warm-up`, `Drop set`, `Failure`, `AMRAP`; nil for working sets.
    public static func label(_ kind: SetKind) -> String? {
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
