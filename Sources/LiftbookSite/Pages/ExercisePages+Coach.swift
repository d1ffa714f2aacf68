import LiftbookAnalytics
import LiftbookModel

extension ExercisePages {
    /// The stall, the plan's backtest and the percentage table of an exercise; nil when it has none.
    func coach(_ stats: ExerciseAnalysis?) -> CoachView? {
        guard let stats else { return nil }
        let stall = stats.stall.map(stallText)
        let rows = (stats.percentages?.rows ?? []).map { row in
            PercentRowView(percent: format.locale.fill("number.percent", ["value": "\(row.percent)"]), weight: format.weight(Weight(row.load.total, row.load.unit), unit: unit),
                           plates: PlateWords.perSide(row.load).map { MessageWriter(strings: strings).write($0) } ?? "")
        }
        let basis = stats.percentages.map { table in
            strings.format("exercise.percentages.basis", ["weight": format.weight(kilograms: table.e1RMKilograms, unit: unit), "date": format.date(table.date)])
        }
        let backtest = stats.backtest.map(backtestText)
        guard stall != nil || backtest != nil || !rows.isEmpty else { return nil }
        return CoachView(stall: stall, backtest: backtest, percentBasis: basis, percentages: rows)
    }

    /// `Followed the plan in 41 of 52 sessions; hit it in 37. Lately: 12 Nov, 100 kg for 102.5 kg; …`
    func backtestText(_ test: Backtest) -> String {
        var text = strings.format("exercise.backtest.text", count: test.sessions,
                                  ["count": "\(test.sessions)", "followed": "\(test.followed)", "hit": "\(test.hit)"])
        let recent = test.divergences.suffix(3).reversed().map { d in
            strings.format("exercise.backtest.departure", ["date": format.shortDate(d.date), "done": format.weight(d.done, unit: unit),
                                                          "planned": format.weight(d.planned, unit: unit)])
        }
        if !recent.isEmpty { text += " " + strings.format("exercise.backtest.departures", ["list": recent.joined(separator: "; ")]) }
        return text
    }

    /// `Stalled: the best e1RM of the last 3 sessions (to 19 Nov) is 116.7 kg, not more than 0.5% above …`.
    func stallText(_ stall: Stall) -> String {
        let change = stall.change * 100
        let signed = (change >= 0 ? "+" : "−") + format.number(abs(change), decimals: 1) + "%"
        let best = format.weight(kilograms: stall.bestKilograms, unit: unit)
        let before = format.weight(kilograms: stall.baselineKilograms, unit: unit)
        let share = format.number(context.config.stalls.percent, decimals: 2)
        return strings.format("exercise.stall.text", count: stall.sessions.count,
                              ["count": "\(stall.sessions.count)", "last": format.shortDate(stall.lastDate), "best": best, "change": signed,
                               "before": before, "date": format.shortDate(stall.baselineDate), "share": share])
    }
}
