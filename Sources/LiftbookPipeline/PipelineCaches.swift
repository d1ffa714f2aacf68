import LiftbookAnalytics
import LiftbookLoading
import LiftbookModel
import LiftbookSite
import LiftbookSystem

/// What `serve` and `bench` keep between runs of the pipeline in one process: parsed session
/// files, compiled templates, theme tokens, rendered pages, what an analysis can reuse of the
/// last one, and the last analysis and site with their inputs.
package final class PipelineCaches: Sendable {
    let sessions = SessionFileCache()
    let pages = RenderCache()
    let templates = TemplateCache()
    let theme = ThemeCache()
    let analysis = Memo<AnalysisInputs, Analysis>()
    let analyses = AnalysisCache()
    let site = Memo<RenderInputs, [OutputFile]>()

    /// Empty caches.
    package init() {}

    /// The routes (`year/2026/`) of the pages the last build made again rather than reused.
    package var pagesMadeInLastBuild: Set<String> { pages.pagesMadeInLastBuild() }

    struct AnalysisInputs: Equatable, Sendable {
        var data: TrainingData
        var today: LocalDate
    }

    struct RenderInputs: Equatable, Sendable {
        var analysis: AnalysisInputs
        var templates: Int
        var theme: String
        var baseURL: String
        var serving: Bool
    }
}
