package import LiftbookAnalytics
package import LiftbookModel

extension Format {
    /// `16–22 Nov 2026`, `30 Nov – 6 Dec 2026`, `29 Dec 2025 – 4 Jan 2026`.
    package static func dateRange(_ first: LocalDate, _ last: LocalDate) -> String {
        let month = { (date: LocalDate) in Heatmap.monthName(date.month) }
        if first.year != last.year { return "\(first.day) \(month(first)) \(first.year) – \(last.day) \(month(last)) \(last.year)" }
        if first.month != last.month { return "\(first.day) \(month(first)) – \(last.day) \(month(last)) \(last.year)" }
        return "\(first.day)–\(last.day) \(month(last)) \(last.year)"
    }

    /// A record's value in words: `100 kg`, `14 reps at 20 kg`, `5:24 /km`.
    package static func recordValue(_ record: PersonalRecord, unit: MassUnit) -> String {
        recordValue(record.value, kind: record.kind, weightKilograms: record.weightKilograms, unit: unit)
    }

    /// A value of a record kind in words.
    package static func recordValue(_ value: Double, kind: RecordKind, weightKilograms: Double? = nil, unit: MassUnit) -> String {
        switch kind {
        case .longestDistance: distance(metres: value)
        case .longestDuration, .longestHold: duration(seconds: value)
        case .fastestPace: pace(secondsPerKilometre: value)
        case .mostReps: "\(Int(value)) reps" + (weightKilograms.map {
            $0 > 0 ? " at \(weight(kilograms: $0, unit: unit))" : $0 < 0 ? " with \(weight(kilograms: -$0, unit: unit)) help" : ""
        } ?? "")
        case .leastHelp: value > 0 ? "\(weight(kilograms: value, unit: unit)) help" : "no help"
        case .setVolume, .sessionVolume: volume(kilograms: value, unit: unit)
        case .heaviest, .e1rm, .repMax: weight(kilograms: value, unit: unit)
        }
    }

    /// `Heaviest weight`, `5-rep max`.
    package static func recordKind(_ record: PersonalRecord) -> String {
        if record.kind == .repMax, let reps = record.reps { return "\(reps)-rep max" }
        if record.kind == .leastHelp, let reps = record.reps { return "Least help for \(reps) reps" }
        return record.kind.title
    }

    /// `+1,205 kg`, `−300 kg`, `±0 kg`: a change of volume in the display unit.
    package static func volumeChange(kilograms: Double, unit: MassUnit) -> String {
        let rounded = Int((kilograms / unit.kilograms).rounded())
        return signed(rounded == 0 ? "±" : nil, rounded < 0) + "\(grouped(abs(rounded))) \(unit.rawValue)"
    }

    /// `+2.5`, `−1`, `±0`: a change of a count such as sets.
    package static func change(_ value: Double, decimals: Int = 1) -> String {
        let text = formatNumber(abs(value), decimals: decimals)
        return signed(text == "0" ? "±" : nil, value < 0) + text
    }

    /// `80%`.
    package static func percent(_ fraction: Double) -> String { "\(Int((fraction * 100).rounded()))%" }

    private static func signed(_ zero: String?, _ negative: Bool) -> String { zero ?? (negative ? "−" : "+") }
}
