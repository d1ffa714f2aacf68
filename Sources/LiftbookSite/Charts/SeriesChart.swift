package import LiftbookModel
import LiftbookTemplates

/// A line of a ``SeriesChart``: its name for the legend, and one value (or a gap) per x position.
package struct ChartSeries {
    var name: String
    var values: [Double?]
    /// Drawn as separate dots rather than a line (raw measurements under their average).
    var dots = false

    /// A line (or, with `dots`, separate dots) named `name` in the legend.
    package init(name: String, values: [Double?], dots: Bool = false) {
        self.name = name
        self.values = values
        self.dots = dots
    }
}

/// A chart of several lines over the same x positions, with a legend, on an axis that starts
/// near the lowest value (body weight varies by a few kilograms, not from zero).
package enum SeriesChart {
    static let width = 640.0
    static let height = 240.0
    static let left = 52.0
    static let right = 12.0
    static let top = 12.0
    static let bottom = 28.0

    /// The chart; `numbers` writes the axis labels in the site's language.
    package static func svg(id: String, title: String, description: String, labels: [String], series: [ChartSeries], unit: String,
                    numbers: LocaleFormats) -> String {
        let values = series.flatMap { $0.values.compactMap { $0 } }.filter(\.isFinite)
        let (low, high, ticks) = range(min: values.min() ?? 0, max: values.max() ?? 1)
        let plotHeight = height - top - bottom
        let plotWidth = width - left - right
        func x(_ index: Int) -> Double { labels.count <= 1 ? left + plotWidth / 2 : left + plotWidth * Double(index) / Double(labels.count - 1) }
        func y(_ value: Double) -> Double { height - bottom - plotHeight * (value - low) / max(high - low, 1e-9) }
        var svg = "<g class=\"chart-grid\">"
        var axis = "<g class=\"chart-axis\">"
        let thousands = (ticks.last ?? 0) >= ChartAxis.thousandsFrom
        for tick in ticks {
            svg += "<line x1=\"\(Int(left))\" x2=\"\(Int(width - right))\" y1=\"\(c(y(tick)))\" y2=\"\(c(y(tick)))\"/>"
            axis += "<text x=\"\(Int(left - 6))\" y=\"\(c(y(tick) + 4))\" text-anchor=\"end\">\(ChartAxis.label(tick, thousands: thousands, numbers: numbers))</text>"
        }
        svg += "</g>"
        let xLabels = labels.count > 1 ? Array(Set([0, labels.count / 2, labels.count - 1])).sorted() : (labels.isEmpty ? [] : [0])
        for index in xLabels {
            let anchor = index == 0 ? "start" : (index == labels.count - 1 ? "end" : "middle")
            axis += "<text x=\"\(c(x(index)))\" y=\"\(Int(height - 8))\" text-anchor=\"\(anchor)\">\(escapeHTML(labels[index]))</text>"
        }
        axis += ChartAxis.unit(unit, height: height) + "</g>"
        var body = ""
        for (number, line) in series.enumerated() {
            let style = "chart-series-\(number % 4 + 1)"
            if line.dots {
                for (index, value) in line.values.enumerated() {
                    guard let value else { continue }
                    body += "<circle class=\"chart-dot \(style)\" cx=\"\(c(x(index)))\" cy=\"\(c(y(value)))\" r=\"2\"/>"
                }
                continue
            }
            var path = ""
            var penDown = false
            for (index, value) in line.values.enumerated() {
                guard let value else { penDown = false; continue }
                path += (penDown ? "L" : "M") + c(x(index)) + " " + c(y(value))
                penDown = true
            }
            body += "<path class=\"chart-line \(style)\" d=\"\(path)\"/>"
        }
        let frame = ChartFrame(className: "chart-svg", width: width, height: height, id: id, title: title, description: description)
        return frame.svg(capacity: svg.utf8.count + axis.utf8.count + body.utf8.count) { out in
            out.append(raw: svg)
            out.append(raw: axis)
            out.append(raw: body)
        }
    }

    /// The legend as list items, each with the swatch class of its line.
    static func legend(_ series: [ChartSeries]) -> [LegendItem] {
        series.enumerated().map { LegendItem(name: $0.element.name, style: "chart-series-\($0.offset % 4 + 1)") }
    }

    /// An axis from a round number below the lowest value to one above the highest, with 3–6 ticks.
    static func range(min low: Double, max high: Double) -> (Double, Double, [Double]) {
        let low = low.isFinite ? low : 0
        let high = high.isFinite && high > low ? high : low + 1
        let raw = (high - low) / 4
        var magnitude = 1.0
        while magnitude * 10 <= raw { magnitude *= 10 }
        while magnitude > raw { magnitude /= 10 }
        let step = [1.0, 2, 2.5, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? raw
        let start = (low / step).rounded(.down) * step
        var ticks: [Double] = []
        var tick = start
        while ticks.count < 8 {
            ticks.append(tick)
            if tick >= high { break }
            tick += step
        }
        return (ticks.first ?? low, ticks.last ?? high, ticks)
    }

    private static func c(_ value: Double) -> String { formatNumber(value, decimals: 1) }
}
