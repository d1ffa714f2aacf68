import LiftbookAnalytics
import LiftbookModel

extension ExercisePages {
    /// The stall, the plan's backtest and the percentage table of an exercise; nil when it has none.
    func coach(_ stats: ExerciseAnalysis?) -> CoachView? {
        guard let stats else { return nil }
        let stall = stats.stall.map(stallText)
        let rows = (stats.percentages?.rows ?? []).map { row in
            PercentRowView(percent: "\(row.percent)%", weight: format.weight(Weight(row.load.total, row.load.unit), unit: unit),
                           plates: PlateWords.perSide(row.load).map { MessageWriter(strings: strings).write($0) } ?? "")
        }
        let basis = stats.percentages.map { table in
            "Of \(format.weight(kilograms: table.e1RMKilograms, unit: unit)), the best e1RM of the 8 weeks to its last session "
                + "(\(format.date(table.date))), each rounded to a load you can make."
        }
        let backtest = stats.backtest.map(backtestText)
        guard stall != nil || backtest != nil || !rows.isEmpty else { return nil }
        return CoachView(stall: stall, backtest: backtest, percentBasis: basis, percentages: rows)
    }

    /// `Followed the plan in 41 of 52 sessions; hit it in 37. Lately: 12 Nov, 100 kg for 102.5 kg; …`
    func backtestText(_ test: Backtest) -> String {
        var text = "Followed the plan in \(test.followed) of \(test.sessions) session\(test.sessions == 1 ? "" : "s"); "
            + "hit it in \(test.hit)."
        let recent = test.divergences.suffix(3).reversed().map { d in
            "\(format.shortDate(d.date)), \(format.weight(d.done, unit: unit)) for \(format.weight(d.planned, unit: unit))"
        }
        if !recent.isEmpty { text += " Latest departures: " + recent.joined(separator: "; ") + "." }
        return text
    }

    /// `Stalled: the best e1RM of the last 3 sessions (to 19 Nov) is 116.7 kg, not more than 0.5% above …`.
    func stallText(_ stall: Stall) -> String {
        let change = stall.change * 100
        let signed = (change >= 0 ? "+" : "−") + formatNumber(abs(change), decimals: 1) + "%"
        let best = format.weight(kilograms: stall.bestKilograms, unit: unit)
        let before = format.weight(kilograms: stall.baselineKilograms, unit: unit)
        let share = formatNumber(context.config.stalls.percent, decimals: 2)
        let sessions = "the last \(stall.sessions.count) sessions (to \(format.shortDate(stall.lastDate)))"
        return "The best e1RM of \(sessions), \(best), is \(signed) on the \(before) of \(format.shortDate(stall.baselineDate)); "
            + "a rise of more than \(share)% counts as progress. A lighter week, or a variation of the lift, often gets it moving again."
    }
}
