package import LiftbookAnalytics
package import LiftbookModel
package import LiftbookSystem

/// The plan and render stages: turns the data set and its analysis into every file of the site.
package struct SiteRenderer: Sendable {
    /// What the plan and render stages need.
    package struct Input: Sendable {
        /// The loaded data (private sessions already removed).
        package var data: TrainingData
        /// The analysis of that data.
        package var analysis: Analysis
        /// The figures the analyse stage worked out for the pages.
        package var figures: PageFigures
        /// The compiled templates.
        package var templates: TemplateSet
        /// The theme.
        package var theme: Theme
        /// The base URL to build for.
        package var baseURL: String
        /// What earlier builds of this process keep: pages reused when their inputs are unchanged.
        package var memory: StageMemory?
        /// True for `serve`'s builds, which offer the gym page even when it is not published.
        package var serving: Bool

        /// Creates the input.
        package init(data: TrainingData, analysis: Analysis, figures: PageFigures, templates: TemplateSet, theme: Theme, baseURL: String,
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
    package init() {}

    /// The plan stage: every page of the site from the catalogue's declarations.
    package func plan(_ input: Input) -> SitePlan {
        SitePlan(input)
    }

    /// Starts decoding the embedded card fonts on a thread of their own when `config` draws
    /// cards, so that a run that goes on to render has them by the time it plans (the first card
    /// painter waits for them if need be): decoded on the way, they would keep one core busy alone.
    package static func prepareInBackground(for config: SiteConfig) {
        guard config.cards.isOn else { return }
        _ = Background { _ = CardFonts.embedded }
    }

    /// Every output file, sorted by path; the same input always gives the same bytes.
    package func render(_ input: Input) -> [OutputFile] {
        plan(input).render()
    }
}

/// The site's pages, planned from ``PageCatalogue`` and ready to render.
package struct SitePlan: Sendable {
    let catalogue: PageCatalogue
    /// The pages made in one pool on every core.
    let pages: [PlannedPage]
    let cache: RenderCache?

    /// Plans every page of the site for `input`.
    package init(_ input: SiteRenderer.Input) {
        let context = SiteContext(data: input.data, analysis: input.analysis, templates: input.templates, theme: input.theme,
                                  baseURL: input.baseURL, serving: input.serving)
        let cache = input.memory?.part(RenderCache.self)
        let store = PageStore(cache: cache, kept: input.memory?.part(KeptHashes.self), context: context, figures: input.figures,
                              analysis: input.analysis)
        catalogue = PageCatalogue(data: input.data, analysis: input.analysis, figures: input.figures, context: context, store: store)
        pages = catalogue.pages()
        self.cache = cache
    }

    /// The number of pages (or groups of files made together) planned.
    package var pageCount: Int { pages.count }

    /// The render stage: every output file, sorted by path, made in one pool on every core.
    package func render() -> [OutputFile] {
        let files = pages.render(with: catalogue.store)
        cache?.endBuild()
        return cache?.sortedByPath(files) ?? files.sorted { $0.path < $1.path }
    }

    /// The render stage of a build that writes its files and keeps none: every file but the
    /// Open Graph cards, sorted by path, and the cards (but the years', made with their pages)
    /// as files that the writer makes as it writes them, sorted by path. A build with a card per
    /// session then never holds every card's PNG at once. A plan that keeps pages between builds
    /// (`serve`) renders everything here.
    package func renderWritingCardsLater() -> (files: [OutputFile], cards: [DeferredFile]) {
        guard cache == nil else { return (render(), []) }
        let isCard = { (page: PlannedPage) in page.kind.hasPrefix(PageCatalogue.cardKindPrefix) }
        // Sorted in place: a sorted copy retained every file's path and bytes once more.
        var files = pages.filter { !isCard($0) }.render(with: catalogue.store)
        files.sort { $0.path < $1.path }
        let store = catalogue.store
        let cards = pages.filter(isCard).map { page in
            let path = page.route.file
            return DeferredFile(path: path) { page.render(store).first { $0.path == path }?.bytes }
        }
        return (files, cards.sorted { $0.path < $1.path })
    }
}
