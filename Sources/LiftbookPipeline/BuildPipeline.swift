import Foundation
package import LiftbookAnalytics
package import LiftbookLoading
package import LiftbookModel
package import LiftbookOutput
import LiftbookSite
package import LiftbookSystem

/// The one pipeline every command runs, in named stages:
/// load → validate → analyse → plan → render → write.
///
/// `check` stops after validate, `report` and `stats` after analyse, `serve` after render (it
/// keeps the site in memory), `build` writes. Private sessions are removed once, when analysis
/// starts, so no page, report, feed or API figure is ever computed from them.
package struct BuildPipeline: Sendable {
    /// The stages, in the order they run.
    package enum Stage: Int, Sendable, Comparable, CaseIterable, CustomStringConvertible {
        /// Read the site folder: settings, library, routine, sessions, imports, corrections, posts,
        /// and the templates' and theme's sources.
        case load
        /// Compile the templates against their views and the theme's CSS, and stop on errors.
        case validate
        /// Remove private sessions, compute history, records, weeks and recommendations.
        case analyse
        /// Decide what to render: every page of the site from the page catalogue, each with its
        /// route and declared inputs (nothing when the last build's site can be reused whole).
        case plan
        /// Turn data and analysis into every file of the site.
        case render
        /// Write the files into the output folder, atomically.
        case write

        package static func < (a: Stage, b: Stage) -> Bool { a.rawValue < b.rawValue }
        package var description: String { Self.names[rawValue] }
        private static let names = ["load", "validate", "analyse", "plan", "render", "write"]
    }

    /// The site's files.
    package var files: any SiteFiles
    /// What "today" is for the site's settings (its time zone): the clock, asked once per run
    /// (by the load stage; later stages and the commands take ``SiteLoader/Result/today``).
    package var today: @Sendable (SiteConfig) -> LocalDate
    /// A base URL that replaces `liftbook.yaml`'s (`--base-url`, or `serve`'s local address).
    package var baseURL: String?
    /// Go on past errors (`--keep-going`): render what can be rendered.
    package var keepGoing: Bool
    /// What this pipeline's runs keep for the next (`serve`, `bench`): one value, handed whole to
    /// every stage, which each keeps its own part in. Copies of the pipeline share it; nil (a
    /// one-off run such as `build`) makes everything anew.
    package let memory: StageMemory?
    /// True for `serve`: the gym page is offered even when `gym: publish: false` keeps it out of builds.
    package var serving = false

    /// A pipeline over `files`; `remembering` runs keep what the next run can reuse.
    package init(files: any SiteFiles, today: @escaping @Sendable (SiteConfig) -> LocalDate, baseURL: String? = nil,
                keepGoing: Bool = false, remembering: Bool = false) {
        self.files = files
        self.today = today
        self.baseURL = baseURL
        self.keepGoing = keepGoing
        self.memory = remembering ? StageMemory() : nil
    }

    /// The routes (`year/2026/`) of the pages the last run made again rather than reused (empty
    /// for a pipeline that does not remember).
    public var pagesMadeInLastBuild: Set<String> { memory?.part(RenderCache.self).pagesMadeInLastBuild() ?? [] }

    /// What a run produced, up to the stage it reached.
    package struct Outcome: Sendable {
        /// Every problem of every stage that ran, sorted by location.
        package var diagnostics: [Diagnostic] = []
        /// What loading read (private sessions included).
        package var loaded: SiteLoader.Result
        /// The templates' and theme's sources, read by the load stage of a run that goes on to validate.
        package var design: DesignSources?
        /// The data the site is built from (private sessions removed), once analysis ran.
        package var data: TrainingData?
        /// The analysis, once it ran.
        package var analysis: Analysis?
        /// The figures the pages show beyond the analysis (record badges, library entries,
        /// reports, years), worked out by the analyse stage of a run that goes on to render.
        package var figures: PageFigures?
        /// The rendered files, once rendering ran. A run that writes leaves the Open Graph cards
        /// out: the writer makes them as it writes them (``madeWhileWriting``).
        package var files: [OutputFile]?
        /// The paths of the files the writer made as it wrote them (the cards).
        package var madeWhileWriting: [String] = []
        /// Which of them answers an address the site does not have (the 404 route's file), once rendering ran.
        package var notFound: String?
        /// What the writer did, once writing ran.
        package var written: OutputWriter.Summary?
        /// The last stage that ran; errors stop a run after validate unless it keeps going.
        package var reached: Stage = .load
        /// Milliseconds per stage.
        package var timings: [(stage: Stage, milliseconds: Double)] = []

        /// True when errors kept the run from reaching the stage it was asked for.
        package var stopped: Bool { files == nil && analysis == nil && diagnostics.hasErrors }
    }

    /// Runs the stages up to and including `last`. Each stage takes the values the earlier ones
    /// returned and returns its own; `write` needs a `target` (asking for it without one throws
    /// ``MissingWriteTarget`` before anything is read).
    package func run(through last: Stage, writingTo target: WriteTarget? = nil) throws -> Outcome {
        guard last < .write || target != nil else { throw MissingWriteTarget() }
        var clock = ContinuousClock.now
        // A stage's time is the time since the last lap, or (`took`) what it took on a thread of its own.
        func lap(_ stage: Stage, _ outcome: inout Outcome, took: Duration? = nil) {
            let now = took.map { clock + $0 } ?? ContinuousClock.now
            let elapsed = (now - clock).components
            outcome.timings.append((stage, Double(elapsed.seconds) * 1000 + Double(elapsed.attoseconds) / 1e15))
            outcome.reached = stage
            clock = now
        }

        // load: the whole site folder but static/ (read where it is merged); the design only
        // for a run that compiles it.
        let loaded = load(design: last > .load)
        var outcome = Outcome(diagnostics: loaded.diagnostics, loaded: loaded.site, design: loaded.design)
        lap(.load, &outcome)
        guard last > .load, let design = loaded.design else { return outcome }

        // validate, and for a run that goes on, analyse meanwhile: compiling the templates is
        // serial work that needs nothing analysis makes, so it runs on a thread of its own while
        // analysis (which leaves a core idle at times) runs here. An analysis made while
        // validate finds errors that stop the run is dropped. The card fonts, which only the
        // render stage reads, are decoded meanwhile too.
        let strings = loaded.site.strings
        let compiling = Background { [self] in
            let start = ContinuousClock.now
            return (compiled: validate(design, strings: strings), took: ContinuousClock.now - start)
        }
        if last > .analyse { SiteRenderer.prepareInBackground(for: loaded.site.data.config) }
        let early = last > .validate ? analyse(loaded.site, figures: last > .analyse) : nil
        let compiled = compiling.value.compiled
        outcome.diagnostics = (outcome.diagnostics + compiled.diagnostics).sortedByLocation()
        lap(.validate, &outcome, took: compiling.value.took)
        guard last > .validate, keepGoing || !outcome.diagnostics.hasErrors, let analysed = early else { return outcome }

        // analyse (made above, alongside validate)
        outcome.data = analysed.data
        outcome.analysis = analysed.analysis
        outcome.figures = analysed.figures
        lap(.analyse, &outcome)
        guard last > .analyse, let figures = analysed.figures, let templates = compiled.templates, let theme = compiled.theme else { return outcome }

        // plan
        let planned = plan(analysed, figures: figures, templates: templates, theme: theme)
        lap(.plan, &outcome)

        // render (a run that writes and keeps nothing leaves the cards to the writer)
        let rendered = render(planned, writingCardsLater: last > .render && target != nil && memory == nil)
        // The plan (every page's closure and inputs) dies on a thread of its own while this one
        // goes on to write: it was destroyed at the very end, with the other core idle.
        Background.release(consume planned)
        outcome.diagnostics = (outcome.diagnostics + rendered.diagnostics).sortedByLocation()
        lap(.render, &outcome)
        guard keepGoing || !rendered.diagnostics.hasErrors else { return outcome }
        outcome.files = rendered.files
        outcome.notFound = Route.notFound.file
        guard last > .render, let target else { return outcome }

        // write
        outcome.madeWhileWriting = rendered.cards.map(\.path)
        outcome.written = try target.writer.write(rendered.files, deferred: rendered.cards, siteFolder: target.siteFolder)
        lap(.write, &outcome)
        return outcome
    }

    // MARK: The stages

    /// The load stage's values.
    struct Loaded {
        var site: SiteLoader.Result
        var design: DesignSources?
        /// Loading's diagnostics and the design's, sorted.
        var diagnostics: [Diagnostic]
    }

    /// Reads the site folder: the data set, and (`design`) the templates' and theme's sources.
    func load(design: Bool) -> Loaded {
        let site = SiteLoader(files: files, today: today, memory: memory).load()
        guard design else { return Loaded(site: site, design: nil, diagnostics: site.diagnostics) }
        var found: [Diagnostic] = []
        let sources = DesignLoader.load(theme: site.data.config.theme, from: files, into: &found, memory: memory)
        return Loaded(site: site, design: sources, diagnostics: (site.diagnostics + found).sortedByLocation())
    }

    /// The validate stage's values: the compiled templates and the theme, nil where errors stop them.
    struct Compiled: Sendable {
        var templates: TemplateSet?
        var theme: Theme?
        var diagnostics: [Diagnostic]
    }

    /// Compiles the templates against their views and the theme's tokens into its CSS.
    func validate(_ design: DesignSources, strings: Strings) -> Compiled {
        var found: [Diagnostic] = []
        let templates = TemplateSet.compile(design, strings: strings, into: &found, memory: memory)
        return Compiled(templates: templates, theme: design.theme.map(Theme.init), diagnostics: found)
    }

    /// The analyse stage's values.
    struct Analysed {
        var data: TrainingData
        var analysis: Analysis
        var figures: PageFigures?
        var key: PipelineMemo.AnalysisInputs
    }

    /// Removes private sessions (here, once), shows built-in exercises under their names in the
    /// site's language (``TrainingData/showingNames(_:)``) and computes every figure, for the date loading
    /// asked the clock for; with `figures`, the pages' figures too (``PageFigures``).
    func analyse(_ loaded: SiteLoader.Result, figures: Bool) -> Analysed {
        // Built-in exercises are shown under their names in the site's language (here, once).
        let data = loaded.data.withoutPrivateSessions.showingNames(loaded.exerciseNames)
        let today = loaded.today
        let key = PipelineMemo.AnalysisInputs(data: data, today: today)
        let memo = memory?.part(PipelineMemo.self)
        let analyse = { Analyzer.analyze(data, today: today, memory: memory) }
        let analysis = memo?.analysis.value(for: key, make: analyse) ?? analyse()
        guard figures else { return Analysed(data: data, analysis: analysis, figures: nil, key: key) }
        let compute = { PageFigures.compute(data, analysis: analysis, memory: memory) }
        return Analysed(data: data, analysis: analysis, figures: memo?.figures.value(for: key, make: compute) ?? compute(), key: key)
    }

    /// The plan stage's value: the last site when nothing it reads changed, else every page planned.
    enum Planned {
        case unchanged([OutputFile])
        case pages(SitePlan, key: PipelineMemo.RenderInputs)
    }

    /// Plans every page of the site from the page catalogue.
    func plan(_ analysed: Analysed, figures: PageFigures, templates: TemplateSet, theme: Theme) -> Planned {
        let input = SiteRenderer.Input(data: analysed.data, analysis: analysed.analysis, figures: figures, templates: templates, theme: theme,
                                       baseURL: baseURL ?? analysed.data.config.baseURL, memory: memory, serving: serving)
        let key = PipelineMemo.RenderInputs(analysis: analysed.key, templates: templates.fingerprint, theme: theme.css,
                                            baseURL: input.baseURL, serving: serving)
        if let site = memory?.part(PipelineMemo.self).site.value(ifUnchanged: key) { return .unchanged(site) }
        return .pages(SiteRenderer().plan(input), key: key)
    }

    /// Renders the planned pages and adds the files of `static/`, read here where they are merged.
    /// With `writingCardsLater` (a run that writes and keeps nothing), the cards are left for
    /// the writer to make (``SitePlan/renderWritingCardsLater()``).
    func render(_ planned: Planned, writingCardsLater: Bool = false) -> (files: [OutputFile], cards: [DeferredFile], diagnostics: [Diagnostic]) {
        let pages: [OutputFile]
        var cards: [DeferredFile] = []
        switch planned {
        case .unchanged(let files):
            pages = files
        case .pages(let plan, let key):
            if writingCardsLater {
                (pages, cards) = plan.renderWritingCardsLater()
            } else {
                pages = plan.render()
                memory?.part(PipelineMemo.self).site.remember(pages, for: key)
            }
        }
        let statics = StaticFolder.load(from: files)
        let merged = StaticFolder.merge(statics.files, into: pages, madeLater: cards.map(\.path))
        return (merged.files, cards, statics.diagnostics + merged.diagnostics)
    }
}
