import LiftbookAnalytics
import LiftbookModel

extension ExercisePages {
    /// The stall, the plan's backtest and the percentage table of an exercise; nil when it has none.
    func coach(_ stats: ExerciseAnalysis?) -> CoachView? {
        guard let stats else { return nil }
        let stall = stats.stall.map(stallText)
        let rows = (stats.percentages?.rows ?? []).map { row in
            PercentRowView(percent: "\(row.percent)%", weight: Format.weight(Weight(row.load.total, row.load.unit), unit: unit),
                           plates: PlateWords.perSide(row.load) ?? "")
        }
        let basis = stats.percentages.map { table in
            "Of \(Format.weight(kilograms: table.e1RMKilograms, unit: unit)), the best e1RM of the 8 weeks to its last session "
                + "(\(Format.date(table.date))), each rounded to a load you can make."
        }
        guard stall != nil || !rows.isEmpty else { return nil }
        return CoachView(stall: stall, backtest: nil, percentBasis: basis, percentages: rows)
    }

    /// `Stalled: the best e1RM of the last 3 sessions (to 19 Nov) is 116.7 kg, not more than 0.5% above …`.
    func stallText(_ stall: Stall) -> String {
        let change = stall.change * 100
        let signed = (change >= 0 ? "+" : "−") + formatNumber(abs(change), decimals: 1) + "%"
        return "Stalled: the best e1RM of the last \(stall.sessions.count) sessions (to \(Format.shortDate(stall.lastDate))) is "
            + "\(Format.weight(kilograms: stall.bestKilograms, unit: unit)), \(signed) on "
            + "\(Format.weight(kilograms: stall.baselineKilograms, unit: unit)) of \(Format.shortDate(stall.baselineDate)) "
            + "(a rise of more than \(formatNumber(data.config.stalls.percent, decimals: 2))% counts as progress). "
            + "A lighter week, or a variation of the lift, often gets it moving again."
    }
}
