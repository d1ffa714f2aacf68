package import LiftbookAnalytics
package import LiftbookModel

/// A report's title, in words.
extension ReportPeriod {
    /// `Week 47, 2026`, `November 2026`, `2026 in review`, in the language of `format`.
    package func title(_ format: Format) -> String {
        switch self {
        case .week(let week): format.strings.format("report.title.week", ["week": String(week.week), "year": String(week.year)])
        case .month(let year, let month): format.strings.locale.monthYear(month: month, year: year)
        case .year(let year): format.strings.format("year.title", ["year": String(year)])
        }
    }

    /// `week`, `month`, `year`: the period's kind as a word of the sentences that name it.
    package func kindWord(_ strings: Strings) -> String { strings["report.period.\(kind)"] }
}
