package import LiftbookModel
import LiftbookTemplates

/// The training calendar of the home page: the last year as weeks × weekdays, each day shaded by
/// how much was lifted.
package enum Heatmap {
    /// An SVG of the 53 weeks ending with `today`'s week; `volume` gives each day's volume in
    /// kilograms, shown in `unit` in the tooltips.
    package static func svg(today: LocalDate, weekStart: Weekday, volume: [LocalDate: Double], sessions: [LocalDate: Int],
                           unit: MassUnit = .kg, format: Format) -> String {
        let cell = 12.0
        let gap = 2.0
        let left = 28.0
        let top = 16.0
        let offset = (today.weekday.index - weekStart.index + 7) % 7
        let lastWeekStart = today.adding(days: -offset)
        let firstDay = lastWeekStart.adding(days: -52 * 7)
        let maxVolume = volume.filter { $0.key >= firstDay && $0.key <= today }.values.max() ?? 0
        let width = left + 53 * (cell + gap)
        let height = top + 7 * (cell + gap)
        let frame = ChartFrame(className: "heatmap-svg", width: width, height: height, id: "heatmap",
                               title: format.strings.format("home.heatmap.svg-title", ["first": firstDay.description, "last": today.description]))
        var svg = ""
        for row in [0, 2, 4] {
            let name = format.weekdayShort(Weekday.allCases[(weekStart.index + row) % 7])
            svg += "<text class=\"heatmap-label\" x=\"0\" y=\"\(Int(top + Double(row) * (cell + gap) + cell - 2))\">\(escapeHTML(name))</text>"
        }
        for (week, month) in monthLabels(firstDay: firstDay) {
            svg += "<text class=\"heatmap-label\" x=\"\(Int(left + Double(week) * (cell + gap)))\" y=\"10\">\(escapeHTML(format.monthShort(month)))</text>"
        }
        for week in 0..<53 {
            let weekFirst = firstDay.adding(days: week * 7)
            for row in 0..<7 {
                let date = weekFirst.adding(days: row)
                guard date <= today else { continue }
                let level = Heatmap.level(volume[date] ?? 0, sessions: sessions[date] ?? 0, max: maxVolume)
                let x = left + Double(week) * (cell + gap)
                let y = top + Double(row) * (cell + gap)
                let count = sessions[date] ?? 0
                let label = count == 0 ? format.strings["home.heatmap.rest"]
                    : format.strings.format("home.heatmap.day", count: count, ["volume": format.volume(kilograms: volume[date] ?? 0, unit: unit)])
                svg += "<rect class=\"heat heat-\(level)\" x=\"\(Int(x))\" y=\"\(Int(y))\" width=\"\(Int(cell))\" height=\"\(Int(cell))\" rx=\"2\"><title>\(date): \(escapeHTML(label))</title></rect>"
            }
        }
        return frame.svg(capacity: svg.utf8.count) { $0.append(raw: svg) }
    }

    /// The columns that start a month and get its name: a label needs three columns of room, so
    /// a month that starts less than three weeks after the previous label (the partial first
    /// column, or the last weeks) goes without one.
    static func monthLabels(firstDay: LocalDate) -> [(week: Int, month: Int)] {
        var starts: [(week: Int, month: Int)] = []
        for week in 0..<53 {
            let month = firstDay.adding(days: week * 7).month
            if starts.last?.month != month { starts.append((week, month)) }
        }
        var labels: [(week: Int, month: Int)] = []
        for (index, start) in starts.enumerated() {
            let nextWeek = index + 1 < starts.count ? starts[index + 1].week : 53
            if nextWeek - start.week >= 3 { labels.append(start) }
        }
        return labels
    }

    /// 0 for no training; 1 to 4 by quarter of the year's biggest day.
    static func level(_ volume: Double, sessions: Int, max: Double) -> Int {
        guard sessions > 0 else { return 0 }
        guard max > 0 else { return 1 }
        return min(4, 1 + Int((volume / max) * 3.999))
    }

    /// `Jan` … `Dec`.
    package static func monthName(_ month: Int) -> String {
        (1...12).contains(month) ? monthNames[month - 1] : ""
    }

    private static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
}
