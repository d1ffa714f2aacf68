import LiftbookAnalytics
import LiftbookModel
import LiftbookTemplates

/// A bar per muscle of a week's working sets, drawn over its target band, each marked below,
/// within or above in words (never by colour alone); the numbers are also in a table beside it.
enum MuscleBars {
    static let width = 640.0
    static let labelWidth = 118.0
    static let noteWidth = 150.0
    static let rowHeight = 26.0
    static let top = 8.0
    static let bottom = 26.0

    /// The chart of `rows`; an empty string for no rows.
    static func svg(id: String, title: String, description: String, rows: [MuscleTargetRow], format: Format) -> String {
        guard !rows.isEmpty else { return "" }
        let scale = ChartScale(upTo: rows.map { max($0.sets, $0.target?.high ?? 0) }.max() ?? 0)
        let plotLeft = labelWidth
        let plotWidth = width - labelWidth - noteWidth
        let height = top + rowHeight * Double(rows.count) + bottom
        func x(_ sets: Double) -> Double { plotLeft + plotWidth * min(sets, scale.maximum) / scale.maximum }
        // Written piece by piece into byte buffers: a report is made for every week, each with
        // this chart, and a string made for every element would cost more than the chart.
        let frame = ChartFrame(className: "chart-svg muscle-bars", width: width, height: height, id: id, title: title, description: description)
        return frame.svg(capacity: 400 * rows.count + 1_000) { svg in
            svg.append(raw: "<g class=\"chart-grid\">")
            var axis = TemplateOutput(capacity: 200 * rows.count + 400)
            axis.append(raw: "<g class=\"chart-axis\">")
            for tick in scale.ticks {
                svg.append(raw: "<line x1=\"")
                svg.append(coordinate: x(tick))
                svg.append(raw: "\" x2=\"")
                svg.append(coordinate: x(tick))
                svg.append(raw: "\" y1=\"")
                svg.append(coordinate: top)
                svg.append(raw: "\" y2=\"")
                svg.append(coordinate: height - bottom)
                svg.append(raw: "\"/>")
                axis.append(raw: "<text x=\"")
                axis.append(coordinate: x(tick))
                axis.append(raw: "\" y=\"")
                axis.append(coordinate: height - 8)
                axis.append(raw: "\" text-anchor=\"middle\">")
                axis.append(coordinate: tick)
                axis.append(raw: "</text>")
            }
            svg.append(raw: "</g>")
            for (index, row) in rows.enumerated() {
                let y = top + rowHeight * Double(index)
                let middle = y + rowHeight / 2 + 4
                axis.append(raw: "<text x=\"")
                axis.append(raw: Fixed.label)
                axis.append(raw: "\" y=\"")
                axis.append(coordinate: middle)
                axis.append(raw: "\" text-anchor=\"end\">")
                axis.append(escaped: format.label(format.muscle(row.muscle)))
                axis.append(raw: "</text>")
                if let target = row.target {
                    svg.append(raw: "<rect class=\"muscle-band\" x=\"")
                    svg.append(coordinate: x(target.low))
                    svg.append(raw: "\" y=\"")
                    svg.append(coordinate: y + 3)
                    svg.append(raw: "\" width=\"")
                    svg.append(coordinate: plotWidth * (min(target.high, scale.maximum) - target.low) / scale.maximum)
                    svg.append(raw: "\" height=\"")
                    svg.append(raw: Fixed.bandHeight)
                    svg.append(raw: "\"/>")
                }
                if row.sets > 0 {
                    svg.append(raw: "<rect class=\"muscle-bar muscle-")
                    svg.append(raw: row.status?.rawValue ?? "untargeted")
                    svg.append(raw: "\" x=\"")
                    svg.append(raw: Fixed.barLeft)
                    svg.append(raw: "\" y=\"")
                    svg.append(coordinate: y + 8)
                    svg.append(raw: "\" width=\"")
                    svg.append(coordinate: plotWidth * min(row.sets, scale.maximum) / scale.maximum)
                    svg.append(raw: "\" height=\"")
                    svg.append(raw: Fixed.barHeight)
                    svg.append(raw: "\"/>")
                }
                axis.append(raw: "<text class=\"muscle-note\" x=\"")
                axis.append(raw: Fixed.note)
                axis.append(raw: "\" y=\"")
                axis.append(coordinate: middle)
                axis.append(raw: "\">")
                axis.append(escaped: note(row, format: format))
                axis.append(raw: "</text>")
            }
            svg.append(raw: axis)
            svg.append(raw: "</g>")
        }
    }

    /// `Middle back`.
    static func name(_ muscle: String) -> String { muscle.capitalizedFirst }

    /// `12.5 sets, within`; `4 sets, no target`.
    static func note(_ row: MuscleTargetRow, format: Format) -> String {
        format.strings.format("muscles.note", ["sets": format.sets(row.sets), "status": MuscleTargetsChart.status(row.status, format: format)])
    }

    private static func coordinate(_ value: Double) -> String { formatNumber(value, decimals: 1) }

    /// The coordinates that are the same in every chart, written once.
    private enum Fixed {
        static let label = coordinate(labelWidth - 8)
        static let note = coordinate(width - noteWidth + 8)
        static let barLeft = coordinate(labelWidth)
        static let bandHeight = coordinate(rowHeight - 6)
        static let barHeight = coordinate(rowHeight - 16)
    }
}
