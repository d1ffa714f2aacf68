import Foundation
import LiftbookFixtures
package import LiftbookAnalytics
import LiftbookLoading
package import LiftbookModel
import LiftbookSystem
import LiftbookPipeline
import LiftbookSite

/// Runs load → analyse → render on an in-memory site, as `liftbook build` does (private sessions
/// removed before analysis), and returns the output files by path.
package struct BuiltSite: Sendable {
    /// Output files by path, as text (the cards are in ``images``).
    package var files: [String: String]
    /// The images (the cards) by path, as bytes.
    package var images: [String: [UInt8]]
    /// Every diagnostic of loading, templates and theme.
    package var diagnostics: [Diagnostic]
    /// The loaded data (private sessions removed).
    package var data: TrainingData
    /// Its analysis.
    package var analysis: Analysis

    /// Builds a site from file texts keyed by path.
    package init(_ site: [String: String], today: String = ReportFixture.today) {
        let date = LocalDate(iso: today) ?? LocalDate(dayNumber: 0)
        let pipeline = BuildPipeline(files: MemorySiteFiles(site), today: { _ in date })
        // An in-memory run that stops before writing does not throw; if it ever does, the error
        // is an error diagnostic and there are no files, so no test passes on an empty site.
        var outcome: BuildPipeline.Outcome?
        var thrown: [Diagnostic] = []
        do {
            outcome = try pipeline.run(through: .render)
        } catch {
            thrown = [.error("the build threw: \(error)", at: SourceLocation(path: "."))]
        }
        diagnostics = (outcome?.diagnostics ?? []) + thrown
        data = outcome?.data ?? outcome?.loaded.data.withoutPrivateSessions ?? TrainingData(config: SiteConfig(), exercises: [:], routine: nil, sessions: [])
        analysis = outcome?.analysis ?? Analyzer.analyze(data, today: date)
        var output: [String: String] = [:]
        var images: [String: [UInt8]] = [:]
        for file in outcome?.files ?? [] {
            if let text = file.text { output[file.path] = text } else { images[file.path] = file.bytes }
        }
        files = output
        self.images = images
    }
}
