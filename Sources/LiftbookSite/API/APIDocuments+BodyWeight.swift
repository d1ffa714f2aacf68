package import LiftbookAnalytics
import LiftbookModel
package import LiftbookSystem

extension APIDocuments {
    /// `api/bodyweight.json`: `{"entries": [{"date": "YYYY-MM-DD", "kg": …}, …]}`, one entry per
    /// measured day from every source (the body-weight log, app exports, sessions' `bodyweight:`),
    /// oldest first; nil when nothing was measured.
    package static func bodyWeightFile(_ series: BodyWeightSeries) -> OutputFile? {
        guard !series.isEmpty else { return nil }
        return OutputFile(path: Route.apiBodyWeight.file, bytes: bodyWeight(series).bytes(terminator: "\n"))
    }

    /// The body-weight document.
    static func bodyWeight(_ series: BodyWeightSeries) -> JSON {
        .object(["entries": .array(series.days.map { day in .object(["date": .date(day.date), "kg": .number(day.kilograms)]) })])
    }
}
