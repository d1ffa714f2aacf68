import LiftbookModel

/// The body-weight log by date: the lifter's body weight on a day is the latest entry on or
/// before it (a weighted pull-up's e1RM is made with it when the session records none).
struct BodyWeightLookup: Sendable {
    /// Entries by day number, oldest first; the last entry of a day wins.
    private let entries: [(day: Int, kilograms: Double)]

    init(_ log: [BodyWeightEntry]) {
        var byDay: [Int: Double] = [:]
        for entry in log { byDay[entry.date.dayNumber] = entry.weight.kilograms }
        entries = byDay.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// The latest body weight on or before `date`, kg; nil before the first entry.
    func latest(onOrBefore date: LocalDate) -> Double? {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].day <= date.dayNumber { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? entries[low - 1].kilograms : nil
    }
}
