package import LiftbookAnalytics
import LiftbookLoading
import LiftbookModel
import LiftbookSite

/// `liftbook report`: one period's training report as Markdown, from the analysis.
package enum ReportRun {
    /// What to report.
    package struct Options: Sendable, Equatable {
        /// The week, month or year; nil for the last complete week before today.
        package var period: ReportPeriod?

        /// Options for `period`.
        package init(period: ReportPeriod? = nil) {
            self.period = period
        }
    }

    /// A made report.
    package struct Report: Sendable, Equatable {
        /// The period it covers.
        package var period: ReportPeriod
        /// The Markdown text.
        package var text: String
    }

    /// Runs the pipeline through analysis and makes the report; stops when the site has errors
    /// or the log has no such period.
    package static func run(_ pipeline: BuildPipeline, options: Options = Options()) throws -> CommandRun<Report> {
        let outcome = try pipeline.run(through: .analyse)
        guard let data = outcome.data, let analysis = outcome.analysis, !outcome.diagnostics.hasErrors else {
            return CommandRun(stop: .siteErrors, diagnostics: outcome.diagnostics)
        }
        let today = analysis.today
        let period = options.period ?? ReportPeriod.lastCompleteWeek(today: today, weekStart: data.config.weekStart)
        guard let model = ReportBuilder(data: data, analysis: analysis).model(for: period) else {
            let hint: String
            if let first = analysis.weeks.first?.week, let last = analysis.weeks.last?.week {
                hint = "the log covers \(first) to \(last) (today is \(today)); name a \(period.kind) in that span"
            } else {
                hint = "log a session in sessions/ first"
            }
            return CommandRun(stop: .refused(message: "the log has no \(period.kind) \(period)", hint: hint), diagnostics: outcome.diagnostics)
        }
        return CommandRun(Report(period: period, text: ReportMarkdown.text(model, format: Format(outcome.loaded.strings))), diagnostics: outcome.diagnostics)
    }
}
