public import LiftbookAnalytics
public import LiftbookModel
public import LiftbookSystem

/// The plan and render stages: turns the data set and its analysis into every file of the site.
public struct SiteRenderer: Sendable {
    /// What the plan and render stages need.
    public struct Input: Sendable {
        /// The loaded data (private sessions already removed).
        public var data: TrainingData
        /// The analysis of that data.
        public var analysis: Analysis
        /// The figures the analyse stage worked out for the pages.
        public var figures: PageFigures
        /// The compiled templates.
        public var templates: TemplateSet
        /// The theme.
        public var theme: Theme
        /// The base URL to build for.
        public var baseURL: String
        /// What earlier builds of this process keep: pages reused when their inputs are unchanged.
        public var memory: StageMemory?
        /// True for `serve`'s builds, which offer the gym page even when it is not published.
        public var serving: Bool

        /// Creates the input.
        public init(data: TrainingData, analysis: Analysis, figures: PageFigures, templates: TemplateSet, theme: Theme, baseURL: String,
                    memory: StageMemory? = nil, serving: Bool = false) {
            self.data = data
            self.analysis = analysis
            self.figures = figures
            self.templates = templates
            self.theme = theme
            self.baseURL = baseURL
            self.memory = memory
            self.serving = serving
        }
    }

    /// Creates a renderer.
    public init() {}

    /// The plan stage: every page of the site from the catalogue's declarations.
    public func plan(_ input: Input) -> SitePlan {
        SitePlan(input)
    }

    /// Every output file, sorted by path; the same input always gives the same bytes.
    public func render(_ input: Input) -> [OutputFile] {
        plan(input).render()
    }
}

/// The site's pages, planned from ``PageCatalogue`` and ready to render.
public struct SitePlan: Sendable {
    let catalogue: PageCatalogue
    /// The pages made in one pool on every core.
    let pages: [PlannedPage]
    let cache: RenderCache?

    /// Plans every page of the site for `input`.
    public init(_ input: SiteRenderer.Input) {
        let context = SiteContext(data: input.data, analysis: input.analysis, templates: input.templates, theme: input.theme,
                                  baseURL: input.baseURL, serving: input.serving)
        let cache = input.memory?.part(RenderCache.self)
        let store = PageStore(cache: cache, context: context, figures: input.figures, analysis: input.analysis)
        catalogue = PageCatalogue(data: input.data, analysis: input.analysis, figures: input.figures, context: context, store: store)
        pages = catalogue.pages()
        self.cache = cache
    }

    /// The number of pages (or groups of files made together) planned.
    public var pageCount: Int { pages.count }

    /// The render stage: every output file, sorted by path, made in one pool on every core.
    public func render() -> [OutputFile] {
        let files = pages.render(with: catalogue.store)
        cache?.endBuild()
        return files.sorted { $0.path < $1.path }
    }
}
