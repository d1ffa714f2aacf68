import LiftbookAnalytics
import LiftbookModel

/// `badges/<exercise>.svg`: the exercise, its best e1RM, and its weekly best e1RM over the last
/// 8 weeks as a sparkline with the change over them, for a README or a forum signature.
struct ExerciseBadge {
    /// The weeks the sparkline covers, this one included.
    static let weeks = 8

    /// What the badge shows, in kilograms.
    struct Figures: Sendable, Hashable {
        var name: String
        var bestKilograms: Double
        var bestDate: LocalDate
        /// The best e1RM of each of the last 8 weeks, oldest first; nil for a week without it.
        var weekly: [Double?]
        /// True for a body-weight lift: its e1RM is the added load it implies, shown `+30 kg`.
        var isAddedLoad = false

        /// The last value of the 8 weeks minus the first (nil with fewer than two).
        var change: Double? {
            let values = weekly.compactMap { $0 }
            guard values.count >= 2, let first = values.first, let last = values.last else { return nil }
            return last - first
        }
    }

    /// The figures of an exercise with an e1RM record; nil for one without.
    static func figures(_ exercise: ExerciseAnalysis, today: LocalDate, weekStart: Weekday) -> Figures? {
        guard let best = exercise.records.byKind[.e1rm], best.value > 0, best.value.isFinite else { return nil }
        let thisWeek = ISOWeek(containing: today, weekStart: weekStart)
        var weeks: [ISOWeek] = [thisWeek]
        var day = today
        for _ in 1..<Self.weeks {
            day = day.adding(days: -7)
            weeks.insert(ISOWeek(containing: day, weekStart: weekStart), at: 0)
        }
        let index = Dictionary(weeks.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { a, _ in a })
        var weekly = [Double?](repeating: nil, count: weeks.count)
        let firstDay = today.adding(days: -7 * Self.weeks)
        for row in exercise.history.reversed() {
            guard row.date >= firstDay else { break }
            guard let e1rm = row.e1RMKilograms, row.date <= today,
                  let i = index[ISOWeek(containing: row.date, weekStart: weekStart)] else { continue }
            weekly[i] = max(weekly[i] ?? 0, e1rm)
        }
        return Figures(name: exercise.name, bestKilograms: best.value, bestDate: best.date, weekly: weekly,
                       isAddedLoad: exercise.type == .bodyweight)
    }

    /// The change in words: `+7.5 kg in 8 weeks`, `no change in 8 weeks`, `not trained in 8 weeks`.
    static func trend(_ figures: Figures, unit: MassUnit, format: Format) -> String {
        let strings = format.strings
        if let change = figures.change {
            let rounded = (change / unit.kilograms * 10).rounded() / 10
            if rounded == 0 { return strings.format("badge.trend.none", count: weeks) }
            let signed = (rounded > 0 ? "+" : "−") + format.weight(kilograms: abs(change), unit: unit)
            return strings.format("badge.trend.change", count: weeks, ["change": signed])
        }
        return figures.weekly.contains { $0 != nil } ? strings.format("badge.trend.once", count: weeks)
            : strings.format("badge.trend.untrained", count: weeks)
    }

    /// The SVG.
    static func svg(_ figures: Figures, unit: MassUnit, style: BadgeStyle, format: Format) -> String {
        let name = BadgeStyle.clipped(figures.name, to: 34)
        let best = (figures.isAddedLoad ? "+" : "") + format.weight(kilograms: figures.bestKilograms, unit: unit)
        let value = format.strings.format("badge.e1rm.value", ["value": best])
        let trend = self.trend(figures, unit: unit, format: format)
        let textWidth = max(BadgeStyle.width(name, size: 12), BadgeStyle.width(value, size: 16), 120)
        let spark = (x: 24 + textWidth, width: max(100, BadgeStyle.width(trend, size: 10)), top: 9.0, height: 26.0)
        let width = Int((spark.x + spark.width + 10).rounded(.up))
        let title = format.strings.format("badge.e1rm.title", ["name": figures.name, "value": best, "date": format.date(figures.bestDate), "trend": trend])
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"56\" viewBox=\"0 0 \(width) 56\" role=\"img\" aria-labelledby=\"t\">"
        svg += "<title id=\"t\">\(escapeHTML(title))</title>"
        svg += "<rect x=\"0.5\" y=\"0.5\" width=\"\(width - 1)\" height=\"55\" rx=\"8\" fill=\"\(style.background)\" stroke=\"\(style.border)\"/>"
        svg += "<g \(BadgeStyle.font)>"
        svg += "<text x=\"10\" y=\"20\" font-size=\"12\" fill=\"\(style.muted)\">\(escapeHTML(name))</text>"
        svg += "<text x=\"10\" y=\"43\" font-size=\"16\" font-weight=\"bold\" fill=\"\(style.text)\">\(escapeHTML(value))</text>"
        let colour = trend.hasPrefix("+") ? style.up : (trend.hasPrefix("−") ? style.down : style.muted)
        svg += "<text x=\"\(number(spark.x + spark.width))\" y=\"49\" font-size=\"10\" text-anchor=\"end\" fill=\"\(colour)\">\(escapeHTML(trend))</text>"
        svg += "</g>"
        svg += sparkline(figures.weekly, x: spark.x, width: spark.width, top: spark.top, height: spark.height, colour: style.line)
        return svg + "</svg>\n"
    }

    /// A polyline through the weeks' values, broken at weeks without one, with a dot on each.
    static func sparkline(_ values: [Double?], x: Double, width: Double, top: Double, height: Double, colour: String) -> String {
        let present = values.compactMap { $0 }
        guard let low = present.min(), let high = present.max() else { return "" }
        let span = high - low
        let step = values.count > 1 ? width / Double(values.count - 1) : 0
        var out = ""
        var run: [String] = []
        func flush() {
            if run.count > 1 { out += "<polyline points=\"\(run.joined(separator: " "))\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2\" stroke-linejoin=\"round\"/>" }
            run = []
        }
        for (index, value) in values.enumerated() {
            guard let value else { flush(); continue }
            let px = x + step * Double(index)
            let py = top + height - (span > 0 ? height * (value - low) / span : height / 2)
            run.append("\(number(px)),\(number(py))")
            out += "<circle cx=\"\(number(px))\" cy=\"\(number(py))\" r=\"2\" fill=\"\(colour)\"/>"
        }
        flush()
        return out
    }

    static func number(_ value: Double) -> String { formatNumber(value, decimals: 1) }
}
