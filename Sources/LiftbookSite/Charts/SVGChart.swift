package import LiftbookModel
import LiftbookTemplates

/// One point of a chart: a label for the data table, and a value (nil breaks a line).
package struct ChartPoint: Sendable, Hashable {
    /// The x-axis label (a week or a date).
    package var label: String
    /// The value; nil where there was nothing (a line is not joined across it).
    package var value: Double?

    /// Creates a point.
    package init(label: String, value: Double?) {
        self.label = label
        self.value = value
    }
}

/// Inline SVG charts drawn by the project: no JavaScript, a title and a description for
/// assistive technology, and the numbers available as a table beside them.
package enum SVGChart {
    static let width = 640.0
    static let height = 240.0
    static let left = 52.0
    static let right = 12.0
    static let top = 12.0
    static let bottom = 28.0

    /// A line chart; nil values break the line so weeks off are never joined. `numbers` writes
    /// the axis labels in the site's language.
    package static func line(id: String, title: String, description: String, points: [ChartPoint], unit: String,
                             numbers: LocaleFormats) -> String {
        let values = points.compactMap(\.value)
        let scale = ChartScale(upTo: values.max() ?? 0)
        // Charts of years of weeks have hundreds of points: each is written into byte buffers
        // piece by piece, with no string made for it.
        var body = TemplateOutput(capacity: 24 * points.count + 64)
        var dots = TemplateOutput(capacity: points.count <= 60 ? 64 * points.count : 0)
        body.append(raw: "<path class=\"chart-line\" d=\"")
        var penDown = false
        for (index, point) in points.enumerated() {
            guard let value = point.value else { penDown = false; continue }
            let (x, y) = position(index, of: points.count, value: value, scale: scale)
            body.append(raw: penDown ? "L" : "M")
            body.append(coordinate: x)
            body.append(raw: " ")
            body.append(coordinate: y)
            penDown = true
            if points.count <= 60 {
                dots.append(raw: "<circle class=\"chart-point\" cx=\"")
                dots.append(coordinate: x)
                dots.append(raw: "\" cy=\"")
                dots.append(coordinate: y)
                dots.append(raw: "\" r=\"3\"/>")
            }
        }
        body.append(raw: "\"/>")
        body.append(raw: dots)
        return frame(id: id, title: title, description: description, scale: scale, points: points, unit: unit, numbers: numbers, body: body)
    }

    /// A bar chart; a zero value is a bar of no height, so empty weeks show as gaps at zero.
    /// `numbers` writes the axis labels in the site's language.
    package static func bars(id: String, title: String, description: String, points: [ChartPoint], unit: String,
                             numbers: LocaleFormats) -> String {
        let scale = ChartScale(upTo: points.compactMap(\.value).max() ?? 0)
        let plotWidth = width - left - right
        let slot = plotWidth / Double(max(1, points.count))
        let barWidth = max(1, slot * 0.8)
        let widthText = formatNumber(barWidth, decimals: 1)
        var body = TemplateOutput(capacity: 80 * points.count)
        for (index, point) in points.enumerated() {
            let value = point.value ?? 0
            guard value > 0 else { continue }
            let h = (height - top - bottom) * value / scale.maximum
            let x = left + slot * Double(index) + (slot - barWidth) / 2
            body.append(raw: "<rect class=\"chart-bar\" x=\"")
            body.append(coordinate: x)
            body.append(raw: "\" y=\"")
            body.append(coordinate: height - bottom - h)
            body.append(raw: "\" width=\"")
            body.append(raw: widthText)
            body.append(raw: "\" height=\"")
            body.append(coordinate: h)
            body.append(raw: "\"/>")
        }
        return frame(id: id, title: title, description: description, scale: scale, points: points, unit: unit, numbers: numbers, body: body)
    }

    private static func frame(id: String, title: String, description: String, scale: ChartScale, points: [ChartPoint],
                              unit: String, numbers: LocaleFormats, body: TemplateOutput) -> String {
        let frame = ChartFrame(className: "chart-svg", width: width, height: height, id: id, title: title, description: description)
        return frame.svg(capacity: body.count + 2_048) { svg in
            svg.append(raw: "<g class=\"chart-grid\">")
            var labels = TemplateOutput(capacity: 1_024)
            labels.append(raw: "<g class=\"chart-axis\">")
            let thousands = scale.maximum >= ChartAxis.thousandsFrom
            for tick in scale.ticks {
                let y = height - bottom - (height - top - bottom) * tick / scale.maximum
                svg.append(raw: "<line x1=\"")
                svg.append(raw: String(Int(left)))
                svg.append(raw: "\" x2=\"")
                svg.append(raw: String(Int(width - right)))
                svg.append(raw: "\" y1=\"")
                svg.append(coordinate: y)
                svg.append(raw: "\" y2=\"")
                svg.append(coordinate: y)
                svg.append(raw: "\"/>")
                labels.append(raw: "<text x=\"")
                labels.append(raw: String(Int(left - 6)))
                labels.append(raw: "\" y=\"")
                labels.append(coordinate: y + 4)
                labels.append(raw: "\" text-anchor=\"end\">")
                // The tick's label is text a reader sees (`2,5` in German); its position is not.
                labels.append(raw: ChartAxis.label(tick, thousands: thousands, numbers: numbers))
                labels.append(raw: "</text>")
            }
            svg.append(raw: "</g>")
            for index in xLabelIndices(count: points.count) {
                let (x, _) = position(index, of: points.count, value: 0, scale: scale)
                labels.append(raw: "<text x=\"")
                labels.append(coordinate: x)
                labels.append(raw: "\" y=\"")
                labels.append(raw: String(Int(height - 8)))
                labels.append(raw: "\" text-anchor=\"")
                labels.append(raw: index == 0 ? "start" : (index == points.count - 1 ? "end" : "middle"))
                labels.append(raw: "\">")
                labels.append(escaped: points[index].label)
                labels.append(raw: "</text>")
            }
            labels.append(raw: ChartAxis.unit(unit, height: height))
            labels.append(raw: "</g>")
            svg.append(raw: labels)
            svg.append(raw: body)
        }
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

}
