import LiftbookAnalytics
import LiftbookModel
import LiftbookSystem

/// The pipeline's own part of its ``StageMemory``: the last analysis, its pages' figures and the last site with
/// their inputs, reused whole when nothing they read changed.
final class PipelineMemo: StageMemoryPart {
    let analysis = Memo<AnalysisInputs, Analysis>()
    let figures = Memo<AnalysisInputs, PageFigures>()
    let site = Memo<RenderInputs, [OutputFile]>()

    required init() {}

    /// What an analysis reads.
    struct AnalysisInputs: Equatable, Sendable {
        var data: TrainingData
        var today: LocalDate
    }

    /// What the rendered site reads.
    struct RenderInputs: Equatable, Sendable {
        var analysis: AnalysisInputs
        var templates: Int
        var theme: String
        var baseURL: String
        var serving: Bool
    }
}
