import LiftbookAnalytics
import LiftbookModel

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
    static func svg(id: String, title: String, description: String, rows: [MuscleTargetRow]) -> String {
        guard !rows.isEmpty else { return "" }
        let scale = ChartScale(upTo: rows.map { max($0.sets, $0.target?.high ?? 0) }.max() ?? 0)
        let plotLeft = labelWidth
        let plotWidth = width - labelWidth - noteWidth
        let height = top + rowHeight * Double(rows.count) + bottom
        func x(_ sets: Double) -> String { coordinate(plotLeft + plotWidth * min(sets, scale.maximum) / scale.maximum) }
        var svg = "<svg class=\"chart-svg muscle-bars\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" aria-labelledby=\"\(id)-title \(id)-desc\">"
        svg += "<title id=\"\(id)-title\">\(escapeHTML(title))</title><desc id=\"\(id)-desc\">\(escapeHTML(description))</desc>"
        svg.reserveCapacity(400 * rows.count + 1_000)
        var grid = "<g class=\"chart-grid\">"
        var axis = "<g class=\"chart-axis\">"
        axis.reserveCapacity(200 * rows.count + 400)
        for tick in scale.ticks {
            grid += "<line x1=\"\(x(tick))\" x2=\"\(x(tick))\" y1=\"\(coordinate(top))\" y2=\"\(coordinate(height - bottom))\"/>"
            axis += "<text x=\"\(x(tick))\" y=\"\(coordinate(height - 8))\" text-anchor=\"middle\">\(formatNumber(tick, decimals: 1))</text>"
        }
        svg += grid + "</g>"
        for (index, row) in rows.enumerated() {
            let y = top + rowHeight * Double(index)
            let middle = coordinate(y + rowHeight / 2 + 4)
            axis += "<text x=\"\(Fixed.label)\" y=\"\(middle)\" text-anchor=\"end\">\(escapeHTML(name(row.muscle)))</text>"
            if let target = row.target {
                svg += "<rect class=\"muscle-band\" x=\"\(x(target.low))\" y=\"\(coordinate(y + 3))\" width=\"\(coordinate(plotWidth * (min(target.high, scale.maximum) - target.low) / scale.maximum))\" height=\"\(Fixed.bandHeight)\"/>"
            }
            if row.sets > 0 {
                svg += "<rect class=\"muscle-bar muscle-\(row.status?.rawValue ?? "untargeted")\" x=\"\(Fixed.barLeft)\" y=\"\(coordinate(y + 8))\" width=\"\(coordinate(plotWidth * min(row.sets, scale.maximum) / scale.maximum))\" height=\"\(Fixed.barHeight)\"/>"
            }
            axis += "<text class=\"muscle-note\" x=\"\(Fixed.note)\" y=\"\(middle)\">\(escapeHTML(note(row)))</text>"
        }
        return svg + axis + "</g></svg>"
    }

    /// `Middle back`.
    static func name(_ muscle: String) -> String { muscle.prefix(1).uppercased() + muscle.dropFirst() }

    /// `12.5 sets, within`; `4 sets, no target`.
    static func note(_ row: MuscleTargetRow) -> String {
        "\(Format.sets(row.sets)), " + (row.status.map(\.rawValue) ?? "no target")
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
