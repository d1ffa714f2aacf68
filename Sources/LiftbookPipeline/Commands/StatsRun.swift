import LiftbookAnalytics
import LiftbookLoading
import LiftbookSite
import LiftbookModel

/// `liftbook stats`: the analysis as a short summary, or as the JSON the site's `api/` holds.
package enum StatsRun {
    /// How to show the statistics.
    package struct Options: Sendable, Equatable {
        /// One JSON document instead of the summary.
        package var json: Bool

        /// Options: the summary, or JSON.
        package init(json: Bool = false) {
            self.json = json
        }
    }

    /// Runs the pipeline through analysis and returns the text to print; stops when the site has
    /// errors.
    package static func run(_ pipeline: BuildPipeline, options: Options = Options()) throws -> CommandRun<String> {
        let outcome = try pipeline.run(through: .analyse)
        guard let data = outcome.data, let analysis = outcome.analysis, !outcome.diagnostics.hasErrors else {
            return CommandRun(stop: .siteErrors, diagnostics: outcome.diagnostics)
        }
        let text = options.json ? APIDocuments.combined(analysis, pretty: false, words: MessageWriter(strings: StringTables.english)) : StatsSummary(analysis: analysis, data: data).text
        return CommandRun(text, diagnostics: outcome.diagnostics)
    }
}
