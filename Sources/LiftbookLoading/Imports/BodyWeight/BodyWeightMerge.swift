import LiftbookModel

/// One body-weight log from every source: the hand-written log (`bodyweight.csv` or `.yaml`)
/// as written, then the body weights of app exports on the days the log has none, one entry per
/// day (the mean of that day's measurements, however many exports repeat them).
enum BodyWeightMerge {
    /// The merged log in date order.
    static func merge(log: [BodyWeightEntry], imported: [BodyWeightEntry]) -> [BodyWeightEntry] {
        guard !imported.isEmpty else { return log }
        let logged = Set(log.map(\.date))
        var byDay: [LocalDate: [BodyWeightEntry]] = [:]
        for entry in imported where !logged.contains(entry.date) { byDay[entry.date, default: []].append(entry) }
        let days = byDay.keys.sorted().compactMap { day -> BodyWeightEntry? in
            guard let entries = byDay[day], let first = entries.first else { return nil }
            if entries.count == 1 { return first }
            let kilograms = entries.reduce(0) { $0 + $1.weight.kilograms } / Double(entries.count)
            let sameUnit = entries.allSatisfy { $0.weight.unit == first.weight.unit }
            let weight = sameUnit ? Weight(kilograms / first.weight.unit.kilograms, first.weight.unit) : Weight(kilograms, .kg)
            return BodyWeightEntry(date: day, weight: weight, location: first.location)
        }
        return (log + days).sorted { ($0.date, $0.location) < ($1.date, $1.location) }
    }
}
