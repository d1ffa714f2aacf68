import LiftbookAnalytics
import LiftbookModel
import LiftbookTemplates

/// A front-and-back body outline drawn by the project, each muscle group shaded by its weekly
/// working sets (the heat-map's five shades), with a `<title>` per muscle and a legend; the
/// same numbers are in the table beside it.
enum BodyMap {
    /// The lowest sets of each shade after 0: under 5, 5 to under 10, 10 to under 20, 20 and more.
    static let levels: [Double] = [5, 10, 20]

    /// The shade of `sets`: 0 for none, 1 to 4 for more.
    static func level(_ sets: Double) -> Int {
        guard sets > 0 else { return 0 }
        var shade = 1
        for low in levels where sets >= low { shade += 1 }
        return shade
    }

    /// One shape of a muscle on one side of the body.
    private enum Shape {
        case ellipse(Double, Double, Double, Double)
        case rect(Double, Double, Double, Double)
        case polygon([(Double, Double)])

        /// The element's name and its geometry attributes (with a leading space): everything
        /// of the element but its shade and title, which change from week to week.
        var parts: (tag: String, geometry: String) {
            switch self {
            case let .ellipse(cx, cy, rx, ry):
                return ("ellipse", " cx=\"\(n(cx))\" cy=\"\(n(cy))\" rx=\"\(n(rx))\" ry=\"\(n(ry))\"")
            case let .rect(x, y, w, h):
                return ("rect", " x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(w))\" height=\"\(n(h))\" rx=\"4\"")
            case let .polygon(points):
                return ("polygon", " points=\"\(points.map { "\(n($0.0)),\(n($0.1))" }.joined(separator: " "))\"")
            }
        }
    }

    /// Both sides of a shape about the figure's middle `mid`, from its left-hand one.
    private static func pair(_ shape: Shape, mid: Double) -> [Shape] {
        switch shape {
        case let .ellipse(cx, cy, rx, ry): return [shape, .ellipse(2 * mid - cx, cy, rx, ry)]
        case let .rect(x, y, w, h): return [shape, .rect(2 * mid - x - w, y, w, h)]
        case let .polygon(points): return [shape, .polygon(points.map { (2 * mid - $0.0, $0.1) })]
        }
    }

    private static let front = 90.0, back = 270.0

    /// Every muscle's shapes: the front figure centred on x = 90, the back one on x = 270.
    private static let regions: [(muscle: String, shapes: [Shape])] = [
        ("neck", [.rect(front - 7, 44, 14, 10)]),
        ("traps", [.polygon([(back - 16, 48), (back + 16, 48), (back + 26, 62), (back, 78), (back - 26, 62)])]),
        ("shoulders", pair(.ellipse(front - 29, 68, 11, 10), mid: front) + pair(.ellipse(back - 29, 68, 11, 10), mid: back)),
        ("chest", pair(.ellipse(front - 12, 78, 12, 10), mid: front)),
        ("biceps", pair(.ellipse(front - 38, 100, 7, 15), mid: front)),
        ("triceps", pair(.ellipse(back - 38, 100, 7, 15), mid: back)),
        ("forearms", pair(.ellipse(front - 43, 136, 6, 16), mid: front) + pair(.ellipse(back - 43, 136, 6, 16), mid: back)),
        ("abdominals", [.rect(front - 12, 92, 24, 50)]),
        ("lats", pair(.polygon([(back - 24, 76), (back - 9, 84), (back - 9, 118), (back - 20, 110)]), mid: back)),
        ("middle back", [.rect(back - 8, 80, 16, 32)]),
        ("lower back", [.rect(back - 8, 114, 16, 26)]),
        ("glutes", pair(.ellipse(back - 11, 158, 11, 12), mid: back)),
        ("abductors", pair(.ellipse(front - 23, 160, 4, 11), mid: front)),
        ("quadriceps", pair(.ellipse(front - 11, 190, 9, 28), mid: front)),
        ("adductors", [.polygon([(front - 4, 164), (front + 4, 164), (front, 200)])]),
        ("hamstrings", pair(.ellipse(back - 11, 196, 9, 25), mid: back)),
        ("calves", pair(.ellipse(back - 11, 248, 7, 18), mid: back)),
    ]

    /// The outline one figure is drawn on.
    private static func silhouette(_ mid: Double) -> String {
        var out = "<circle class=\"body-outline\" cx=\"\(n(mid))\" cy=\"26\" r=\"16\"/>"
        out += "<rect class=\"body-outline\" x=\"\(n(mid - 36))\" y=\"54\" width=\"72\" height=\"98\" rx=\"16\"/>"
        for x in [mid - 50, mid + 34] { out += "<rect class=\"body-outline\" x=\"\(n(x))\" y=\"60\" width=\"16\" height=\"96\" rx=\"8\"/>" }
        for x in [mid - 23, mid + 1] { out += "<rect class=\"body-outline\" x=\"\(n(x))\" y=\"146\" width=\"22\" height=\"128\" rx=\"10\"/>" }
        return out
    }

    /// Each muscle's shapes as drawn, worked out once: the SVG of a week only adds the shades
    /// and the titles (a report is made for every week, each with its map).
    private static let drawn: [(muscle: String, shapes: [(tag: String, geometry: String)])] =
        regions.map { region in (region.muscle, region.shapes.map(\.parts)) }

    /// The two outlines, which are the same every week.
    private static let outlines = silhouette(front) + silhouette(back)

    /// The labels under the figures (in the language of `strings`) and the legend of shades.
    private static func legend(_ strings: Strings) -> String {
        var svg = "<g class=\"chart-axis\"><text x=\"\(n(front))\" y=\"296\" text-anchor=\"middle\">\(escapeHTML(strings["muscles.body.front"]))</text>"
        svg += "<text x=\"\(n(back))\" y=\"296\" text-anchor=\"middle\">\(escapeHTML(strings["muscles.body.back"]))</text>"
        let labels = ["0", "< 5", "5+", "10+", "20+"]
        for (index, label) in labels.enumerated() {
            let x = 20.0 + 68 * Double(index)
            svg += "<rect class=\"body-muscle heat-\(index)\" x=\"\(n(x))\" y=\"310\" width=\"14\" height=\"14\" rx=\"3\"/>"
            svg += "<text x=\"\(n(x + 20))\" y=\"322\">\(escapeHTML(label))</text>"
        }
        return svg + "</g>"
    }

    /// The SVG for a week's sets per muscle.
    static func svg(id: String, title: String, description: String, rows: [MuscleTargetRow], format: Format) -> String {
        var sets: [String: MuscleTargetRow] = [:]
        for row in rows where sets[row.muscle] == nil { sets[row.muscle] = row }
        // Appended piece by piece into one byte buffer, with no string made for each shape.
        let frame = ChartFrame(className: "chart-svg body-map", width: 360, height: 330, id: id, title: title, description: description)
        return frame.svg(capacity: 9_000) { svg in
            svg.append(raw: outlines)
            for region in drawn {
                let row = sets[region.muscle]
                let shade = shadeClasses[level(row?.sets ?? 0)]
                let words = format.strings.format("muscles.region", ["muscle": format.label(format.muscle(region.muscle)), "note": row.map { MuscleBars.note($0, format: format) } ?? format.sets(0)])
                for shape in region.shapes {
                    svg.append(raw: "<")
                    svg.append(raw: shape.tag)
                    svg.append(raw: shade)
                    svg.append(raw: shape.geometry)
                    svg.append(raw: "><title>")
                    svg.append(escaped: words)
                    svg.append(raw: "</title></")
                    svg.append(raw: shape.tag)
                    svg.append(raw: ">")
                }
            }
            svg.append(raw: legend(format.strings))
        }
    }

    /// The class attribute of each shade.
    private static let shadeClasses = (0...4).map { " class=\"body-muscle heat-\($0)\"" }

    private static func n(_ value: Double) -> String { formatNumber(value, decimals: 1) }
}
