package import LiftbookAnalytics
package import LiftbookModel

extension Format {
    /// `16–22 Nov 2026`, `30 Nov – 6 Dec 2026`, `29 Dec 2025 – 4 Jan 2026`.
    package func dateRange(_ first: LocalDate, _ last: LocalDate) -> String {
        if first.year != last.year {
            return locale.fill("date.format.range-years", ["first": locale.shortDateWithYear(first), "last": locale.shortDateWithYear(last)])
        }
        if first.month != last.month {
            return locale.fill("date.format.range-months", ["first": shortDate(first), "last": shortDate(last), "year": String(last.year)])
        }
        return locale.fill("date.format.range-days", ["first": String(first.day), "last": String(last.day),
                                                      "month": monthShort(last.month), "year": String(last.year)])
    }

    /// A record's value in words: `100 kg`, `14 reps at 20 kg`, `5:24 /km`.
    package func recordValue(_ record: PersonalRecord, unit: MassUnit) -> String {
        recordValue(record.value, kind: record.kind, weightKilograms: record.weightKilograms, unit: unit)
    }

    /// A value of a record kind in words.
    package func recordValue(_ value: Double, kind: RecordKind, weightKilograms: Double? = nil, unit: MassUnit) -> String {
        switch kind {
        case .longestDistance: return distance(metres: value)
        case .longestDuration, .longestHold: return duration(seconds: value)
        case .fastestPace: return pace(secondsPerKilometre: value)
        case .mostReps:
            let reps = strings.format("set.reps", count: Int(value))
            guard let load = weightKilograms, load != 0 else { return reps }
            return load > 0 ? strings.format("record.value.reps-at", ["reps": reps, "weight": weight(kilograms: load, unit: unit)])
                : strings.format("record.value.reps-help", ["reps": reps, "weight": weight(kilograms: -load, unit: unit)])
        case .leastHelp:
            return value > 0 ? strings.format("record.value.help", ["weight": weight(kilograms: value, unit: unit)]) : strings["record.value.no-help"]
        case .setVolume, .sessionVolume: return volume(kilograms: value, unit: unit)
        case .heaviest, .e1rm, .repMax: return weight(kilograms: value, unit: unit)
        }
    }

    /// `Heaviest weight`, `5-rep max`.
    package func recordKind(_ record: PersonalRecord) -> String {
        if record.kind == .repMax, let reps = record.reps { return strings.format("record.kind.rep-max", ["reps": String(reps)]) }
        if record.kind == .leastHelp, let reps = record.reps { return strings.format("record.kind.least-help-reps", ["reps": String(reps)]) }
        return recordKind(record.kind)
    }

    /// The title of a kind of record: `Heaviest weight`, `Best e1RM`.
    package func recordKind(_ kind: RecordKind) -> String {
        switch kind {
        case .heaviest: strings["record.kind.heaviest"]
        case .e1rm: strings["record.kind.e1rm"]
        case .setVolume: strings["record.kind.set-volume"]
        case .sessionVolume: strings["record.kind.session-volume"]
        case .repMax: strings["record.kind.rep-max-any"]
        case .mostReps: strings["record.kind.most-reps"]
        case .longestDistance: strings["record.kind.longest-distance"]
        case .longestDuration: strings["record.kind.longest-duration"]
        case .fastestPace: strings["record.kind.fastest-pace"]
        case .longestHold: strings["record.kind.longest-hold"]
        case .leastHelp: strings["record.kind.least-help"]
        }
    }

    /// `+1,205 kg`, `−300 kg`, `±0 kg`: a change of volume in the display unit.
    package func volumeChange(kilograms: Double, unit: MassUnit) -> String {
        let rounded = Int((kilograms / unit.kilograms).rounded())
        return Self.signed(rounded == 0 ? "±" : nil, rounded < 0) + "\(grouped(abs(rounded))) \(unit.rawValue)"
    }

    /// `+2.5`, `−1`, `±0`: a change of a count such as sets.
    package func change(_ value: Double, decimals: Int = 1) -> String {
        let text = number(abs(value), decimals: decimals)
        return Self.signed(text == "0" ? "±" : nil, value < 0) + text
    }

    /// `80%`, `80 %`.
    package func percent(_ fraction: Double) -> String {
        locale.fill("number.percent", ["value": String(Int((fraction * 100).rounded()))])
    }

    private static func signed(_ zero: String?, _ negative: Bool) -> String { zero ?? (negative ? "−" : "+") }
}
