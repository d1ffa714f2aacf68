import LiftbookModel

/// One point of a chart: a label for the data table, and a value (nil breaks a line).
public struct ChartPoint: Sendable, Hashable {
    /// The x-axis label (a week or a date).
    public var label: String
    /// The value; nil where there was nothing (a line is not joined across it).
    public var value: Double?

    /// Creates a point.
    public init(label: String, value: Double?) {
        self.label = label
        self.value = value
    }
}

/// Inline SVG charts drawn by the project: no JavaScript, a title and a description for
/// assistive technology, and the numbers available as a table beside them.
public enum SVGChart {
    static let width = 640.0
    static let height = 240.0
    static let left = 52.0
    static let right = 12.0
    static let top = 12.0
    static let bottom = 28.0

    /// A line chart; nil values break the line so weeks off are never joined.
    public static func line(id: String, title: String, description: String, points: [ChartPoint], unit: String) -> String {
        let values = points.compactMap(\.value)
        let scale = ChartScale(upTo: values.max() ?? 0)
        var path = ""
        var penDown = false
        var dots = ""
        for (index, point) in points.enumerated() {
            guard let value = point.value else { penDown = false; continue }
            let (x, y) = position(index, of: points.count, value: value, scale: scale)
            path += (penDown ? "L" : "M") + coordinate(x) + " " + coordinate(y)
            penDown = true
            if points.count <= 60 { dots += "<circle class=\"chart-point\" cx=\"\(coordinate(x))\" cy=\"\(coordinate(y))\" r=\"3\"/>" }
        }
        let body = "<path class=\"chart-line\" d=\"\(path)\"/>" + dots
        return frame(id: id, title: title, description: description, scale: scale, points: points, unit: unit, body: body)
    }

    /// A bar chart; a zero value is a bar of no height, so empty weeks show as gaps at zero.
    public static func bars(id: String, title: String, description: String, points: [ChartPoint], unit: String) -> String {
        let scale = ChartScale(upTo: points.compactMap(\.value).max() ?? 0)
        let plotWidth = width - left - right
        let slot = plotWidth / Double(max(1, points.count))
        let barWidth = max(1, slot * 0.8)
        var body = ""
        for (index, point) in points.enumerated() {
            let value = point.value ?? 0
            guard value > 0 else { continue }
            let h = (height - top - bottom) * value / scale.maximum
            let x = left + slot * Double(index) + (slot - barWidth) / 2
            body += "<rect class=\"chart-bar\" x=\"\(coordinate(x))\" y=\"\(coordinate(height - bottom - h))\" width=\"\(coordinate(barWidth))\" height=\"\(coordinate(h))\"/>"
        }
        return frame(id: id, title: title, description: description, scale: scale, points: points, unit: unit, body: body)
    }

    private static func frame(id: String, title: String, description: String, scale: ChartScale, points: [ChartPoint],
                              unit: String, body: String) -> String {
        var svg = "<svg class=\"chart-svg\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" aria-labelledby=\"\(id)-title \(id)-desc\">"
        svg += "<title id=\"\(id)-title\">\(escapeHTML(title))</title><desc id=\"\(id)-desc\">\(escapeHTML(description))</desc>"
        svg += "<g class=\"chart-grid\">"
        var labels = "<g class=\"chart-axis\">"
        for tick in scale.ticks {
            let y = height - bottom - (height - top - bottom) * tick / scale.maximum
            svg += "<line x1=\"\(Int(left))\" x2=\"\(Int(width - right))\" y1=\"\(coordinate(y))\" y2=\"\(coordinate(y))\"/>"
            labels += "<text x=\"\(Int(left - 6))\" y=\"\(coordinate(y + 4))\" text-anchor=\"end\">\(formatNumber(tick, decimals: 1))</text>"
        }
        svg += "</g>"
        for index in xLabelIndices(count: points.count) {
            let (x, _) = position(index, of: points.count, value: 0, scale: scale)
            let anchor = index == 0 ? "start" : (index == points.count - 1 ? "end" : "middle")
            labels += "<text x=\"\(coordinate(x))\" y=\"\(Int(height - 8))\" text-anchor=\"\(anchor)\">\(escapeHTML(points[index].label))</text>"
        }
        labels += "<text x=\"4\" y=\"\(Int(top + 4))\">\(escapeHTML(unit))</text></g>"
        return svg + labels + body + "</svg>"
    }

    private static func position(_ index: Int, of count: Int, value: Double, scale: ChartScale) -> (Double, Double) {
        let plotWidth = width - left - right
        let x = count <= 1 ? left + plotWidth / 2 : left + plotWidth * Double(index) / Double(count - 1)
        let y = height - bottom - (height - top - bottom) * value / scale.maximum
        return (x, y)
    }

    private static func xLabelIndices(count: Int) -> [Int] {
        guard count > 1 else { return count == 1 ? [0] : [] }
        return Array(Set([0, count / 2, count - 1])).sorted()
    }

    private static func coordinate(_ value: Double) -> String { formatNumber(value, decimals: 1) }
}
