package import LiftbookAnalytics
import LiftbookModel

/// A report's title, in words.
extension ReportPeriod {
    /// `Week 47, 2026`, `November 2026`, `2026 in review`.
    package var title: String {
        switch self {
        case .week(let week): "Week \(week.week), \(week.year)"
        case .month(let year, let month): "\(ReportPeriod.monthNames[max(0, min(11, month - 1))]) \(year)"
        case .year(let year): "\(year) in review"
        }
    }

    /// The months' names, January first.
    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                             "October", "November", "December"]
}
