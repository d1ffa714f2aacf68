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
        /// The compiled templates.
        package var templates: TemplateSet
        /// The theme.
        package var theme: Theme
        /// The base URL to build for.
        package var baseURL: String
        /// Pages rendered by earlier builds of this process, reused when their inputs are unchanged.
        package var cache: RenderCache?
        /// True for `serve`'s builds, which offer the gym page even when it is not published.
        package var serving: Bool

        /// Creates the input.
        package init(data: TrainingData, analysis: Analysis, templates: TemplateSet, theme: Theme, baseURL: String,
                    cache: RenderCache? = nil, serving: Bool = false) {
            self.data = data
            self.analysis = analysis
            self.templates = templates
            self.theme = theme
            self.baseURL = baseURL
            self.cache = cache
            self.serving = serving
        }
    }

    /// Creates a renderer.
    package init() {}

    /// The plan stage: every page of the site from the catalogue's declarations.
    package func plan(_ input: Input) -> SitePlan {
        SitePlan(input)
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
        let store = PageStore(cache: input.cache, context: context, sessions: input.data.sessions, analysis: input.analysis)
        catalogue = PageCatalogue(data: input.data, analysis: input.analysis, context: context, store: store)
        pages = catalogue.pages()
        cache = input.cache
    }

    /// The number of pages (or groups of files made together) planned before the reports.
    package var pageCount: Int { pages.count }

    /// The render stage: every output file, sorted by path.
    ///
    /// The pages are made in one pool; the reports come next (their figures first, then their
    /// pages), and the sitemap, which lists every page, last.
    package func render() -> [OutputFile] {
        var files = pages.render(with: catalogue.store)
        files += catalogue.reports()
        files += catalogue.sitemap(listing: files)
        cache?.endBuild()
        return files.sorted { $0.path < $1.path }
    }
}
