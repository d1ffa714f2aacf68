import LiftbookTemplates

/// The frame of every chart the project draws, written here once: the `<svg>` root with its
/// class and `viewBox`, `role="img"`, `aria-labelledby` naming the chart's `<title>` (id
/// `ID-title`) and `<desc>` (id `ID-desc`), and the closing tag. ``SVGChart``, ``SeriesChart``,
/// ``Heatmap``, ``MuscleBars`` and ``BodyMap`` draw only what is inside; the numbers each chart
/// shows are in the data table its page template puts beside it.
struct ChartFrame {
    /// The root's class (`chart-svg`, `chart-svg body-map`, `heatmap-svg`).
    var className: String
    /// The drawing's size in user units (the `viewBox`, from the origin, in whole units).
    var width: Double
    var height: Double
    /// The chart's id on its page, the stem of its title's and description's ids.
    var id: String
    /// What the chart shows, for assistive technology (`<title>`).
    var title: String
    /// What it says, for assistive technology (`<desc>`); nil for a chart whose marks carry their
    /// own titles (the heat map's days).
    var description: String?

    /// The id of the `<title>`: `ID-title`.
    var titleID: String { id + "-title" }
    /// The id of the `<desc>`: `ID-desc`.
    var descriptionID: String { id + "-desc" }

    /// The closing tag.
    static let end = "</svg>"

    /// Writes the opening: the root element, its title and its description.
    func start(into svg: inout TemplateOutput) {
        svg.append(raw: "<svg class=\"")
        svg.append(raw: className)
        svg.append(raw: "\" viewBox=\"0 0 ")
        svg.append(raw: String(Int(width)))
        svg.append(raw: " ")
        svg.append(raw: String(Int(height)))
        svg.append(raw: "\" role=\"img\" aria-labelledby=\"")
        svg.append(raw: id)
        svg.append(raw: "-title")
        if description != nil {
            svg.append(raw: " ")
            svg.append(raw: id)
            svg.append(raw: "-desc")
        }
        svg.append(raw: "\"><title id=\"")
        svg.append(raw: id)
        svg.append(raw: "-title\">")
        svg.append(escaped: title)
        svg.append(raw: "</title>")
        if let description {
            svg.append(raw: "<desc id=\"")
            svg.append(raw: id)
            svg.append(raw: "-desc\">")
            svg.append(escaped: description)
            svg.append(raw: "</desc>")
        }
    }

    /// The whole chart: the opening, what `body` draws, and the closing tag. `capacity` is a
    /// guess at the body's bytes.
    func svg(capacity: Int, _ body: (inout TemplateOutput) -> Void) -> String {
        var svg = TemplateOutput(capacity: capacity + 256 + title.utf8.count + (description?.utf8.count ?? 0))
        start(into: &svg)
        body(&svg)
        svg.append(raw: Self.end)
        return svg.text
    }
}
