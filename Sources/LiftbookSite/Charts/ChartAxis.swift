package import LiftbookModel

/// What a chart's axes say, for the line and bar charts and the charts of several lines alike.
///
/// A tick's label is text a reader sees, so it is written in the language's decimals (`2,5`), to
/// two decimals so a step of 0.25 reads `0.25` and not `0.3`. From 10,000 up the ticks are
/// written in thousands (`50k`, `150k`, the string table's `number.thousands`): the labels end
/// 6 units left of the plot, and a six-digit label would run off the chart's left edge on a phone. The unit sits in the chart's bottom-left
/// corner, beside the x-axis labels and below the lowest tick, where no tick label reaches it.
package enum ChartAxis {
    /// The value from which ticks are written in thousands.
    package static let thousandsFrom = 10_000.0

    /// One tick's label; `thousands` when the axis's highest tick is at least ``thousandsFrom``.
    package static func label(_ tick: Double, thousands: Bool, numbers: LocaleFormats) -> String {
        guard thousands, tick != 0 else { return numbers.number(tick, decimals: 2) }
        return numbers.fill("number.thousands", ["value": numbers.number(tick / 1_000, decimals: 2)])
    }

    /// The unit's label: `<text x="4" y="232">kg</text>` on a chart `height` units high.
    package static func unit(_ unit: String, height: Double) -> String {
        "<text x=\"4\" y=\"\(Int(height - 8))\">\(escapeHTML(unit))</text>"
    }
}
