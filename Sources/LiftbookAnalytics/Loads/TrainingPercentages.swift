public import LiftbookModel

/// A table of percentages of an exercise's recent best e1RM, each rounded to a load the lifter
/// can make: 50% to 100% in steps of 5.
public struct TrainingPercentages: Sendable, Hashable {
    /// Days before the exercise's last session that count as recent (8 weeks).
    public static let recentDays = 56
    /// The percentages shown.
    public static let steps = Array(stride(from: 50, through: 100, by: 5))

    /// One row: a percentage and its load.
    public struct Row: Sendable, Hashable {
        /// 50 … 100.
        public var percent: Int
        /// The load, rounded to what the equipment makes, in the display unit.
        public var load: PlateLoad
    }

    /// The best e1RM of the recent sessions, kg.
    public var e1RMKilograms: Double
    /// The day it was set.
    public var date: LocalDate
    /// The rows, 50% first.
    public var rows: [Row]

    /// The best e1RM of the sessions in the 8 weeks up to the exercise's last session with one, and its day.
    public static func recentBest(_ history: some BidirectionalCollection<HistoryRow>) -> (kilograms: Double, date: LocalDate)? {
        var best: (kilograms: Double, date: LocalDate)?
        var last: Int?
        for row in history.reversed() where row.countsAsSession {
            guard let e1RM = row.e1RMKilograms, e1RM > 0 else { continue }
            let end = last ?? row.date.dayNumber
            last = end
            guard row.date.dayNumber > end - recentDays else { break }
            if e1RM > best?.kilograms ?? 0 { best = (e1RM, row.date) }
        }
        return best
    }

    /// The table for an exercise's history; nil without an e1RM.
    public init?(history: some BidirectionalCollection<HistoryRow>, unit: MassUnit, equipment: PlateSet?, step: LoadStep) {
        guard let best = Self.recentBest(history) else { return nil }
        e1RMKilograms = best.kilograms
        date = best.date
        let e1RM = best.kilograms / unit.kilograms
        rows = Self.steps.map { percent in
            let value = e1RM * Double(percent) / 100
            let load = equipment.map { PlateMath.load(value, with: $0) }
                ?? PlateLoad(total: step.round(value), requested: tidy(value), unit: unit)
            return Row(percent: percent, load: load)
        }
    }
}
