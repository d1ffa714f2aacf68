import LiftbookAnalytics
import LiftbookModel

/// `badges/records.svg`: the latest records, newest first, one line each.
struct RecordsBadge {
    /// Records shown.
    static let count = 3

    /// One line: `20 Nov 2026 · Barbell Bench Press · Best e1RM 120 kg`.
    struct Line: Sendable, Hashable {
        var date: String
        var exercise: String
        var record: String

        var text: String { "\(date) · \(exercise) · \(record)" }
    }

    /// The SVG; "No records yet" without any.
    static func svg(_ lines: [Line], siteTitle: String, style: BadgeStyle, strings: Strings) -> String {
        let heading = BadgeStyle.clipped(strings.format("badge.records.heading", ["title": siteTitle]), to: 60)
        let shown = lines.isEmpty ? [Line(date: "", exercise: strings["badge.records.none"], record: "")] : lines
        let texts = shown.map { $0.date.isEmpty ? $0.exercise : BadgeStyle.clipped($0.text, to: 70) }
        let width = Int((max(BadgeStyle.width(heading, size: 12), texts.map { BadgeStyle.width($0, size: 12) }.max() ?? 0, 160) + 20).rounded(.up))
        let height = 30 + 18 * texts.count
        let title = lines.isEmpty ? strings["badge.records.title.none"] : strings.format("badge.records.title", ["records": lines.map(\.text).joined(separator: "; ")])
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-labelledby=\"t\">"
        svg += "<title id=\"t\">\(escapeHTML(title))</title>"
        svg += "<rect x=\"0.5\" y=\"0.5\" width=\"\(width - 1)\" height=\"\(height - 1)\" rx=\"8\" fill=\"\(style.background)\" stroke=\"\(style.border)\"/>"
        svg += "<g \(BadgeStyle.font) font-size=\"12\">"
        svg += "<text x=\"10\" y=\"19\" fill=\"\(style.muted)\">\(escapeHTML(heading))</text>"
        for (index, text) in texts.enumerated() {
            svg += "<text x=\"10\" y=\"\(39 + 18 * index)\" fill=\"\(style.text)\">\(escapeHTML(text))</text>"
        }
        return svg + "</g></svg>\n"
    }
}
