package import Foundation
package import LiftbookAnalytics
package import LiftbookLoading
package import LiftbookModel
package import LiftbookOutput
package import LiftbookSite
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
        /// Read settings, library, routine, sessions, imports, corrections and posts.
        case load
        /// Compile the templates against their views, read the theme, and stop on errors.
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
    /// What earlier runs of this process left to reuse (`serve`, `bench`).
    package var caches: PipelineCaches?
    /// True for `serve`: the gym page is offered even when `gym: publish: false` keeps it out of builds.
    package var serving = false

    /// A pipeline over `files`.
    package init(files: any SiteFiles, today: @escaping @Sendable (SiteConfig) -> LocalDate, baseURL: String? = nil,
                keepGoing: Bool = false, caches: PipelineCaches? = nil) {
        self.files = files
        self.today = today
        self.baseURL = baseURL
        self.keepGoing = keepGoing
        self.caches = caches
    }

    /// What a run produced, up to the stage it reached.
    package struct Outcome: Sendable {
        /// Every problem of every stage that ran, sorted by location.
        package var diagnostics: [Diagnostic] = []
        /// What loading read (private sessions included).
        package var loaded: SiteLoader.Result
        /// The data the site is built from (private sessions removed), once analysis ran.
        package var data: TrainingData?
        /// The analysis, once it ran.
        package var analysis: Analysis?
        /// The rendered files, once rendering ran.
        package var files: [OutputFile]?
        /// What the writer did, once writing ran.
        package var written: OutputWriter.Summary?
        /// The last stage that ran; errors stop a run after validate unless it keeps going.
        package var reached: Stage = .load
        /// Milliseconds per stage.
        package var timings: [(stage: Stage, milliseconds: Double)] = []

        /// True when errors kept the run from reaching the stage it was asked for.
        package var stopped: Bool { files == nil && analysis == nil && diagnostics.hasErrors }
    }

    /// Runs the stages up to and including `last`; `write` needs the output folder (or a writer
    /// for it) and the site folder (the writer refuses to write into or over the site).
    package func run(through last: Stage, output: URL? = nil, siteFolder: URL? = nil, writer: OutputWriter? = nil) throws -> Outcome {
        var clock = ContinuousClock.now
        func lap(_ stage: Stage, _ outcome: inout Outcome) {
            let now = ContinuousClock.now
            let elapsed = (now - clock).components
            outcome.timings.append((stage, Double(elapsed.seconds) * 1000 + Double(elapsed.attoseconds) / 1e15))
            outcome.reached = stage
            clock = now
        }

        // load
        let loaded = SiteLoader(files: files, today: today, cache: caches?.sessions).load()
        // static/ is only ever copied into the site: a run that stops after loading does not read it.
        let statics = last > .load ? StaticFolder.load(from: files) : (files: [], diagnostics: [])
        var outcome = Outcome(diagnostics: (loaded.diagnostics + statics.diagnostics).sortedByLocation(), loaded: loaded)
        lap(.load, &outcome)
        guard last > .load else { return outcome }

        // validate
        var found: [Diagnostic] = []
        let templates = TemplateSet.load(from: files, into: &found, cache: caches?.templates)
        let theme = Theme.load(loaded.data.config.theme, from: files, into: &found, cache: caches?.theme)
        outcome.diagnostics = (outcome.diagnostics + found).sortedByLocation()
        lap(.validate, &outcome)
        guard last > .validate, keepGoing || !outcome.diagnostics.hasErrors else { return outcome }

        // analyse
        let data = loaded.data.withoutPrivateSessions
        // The date loading asked the clock for: one "today" per run.
        let today = loaded.today
        let analysisKey = PipelineCaches.AnalysisInputs(data: data, today: today)
        let analyse = { Analyzer.analyze(data, today: today, cache: caches?.analyses) }
        let analysis = caches?.analysis.value(for: analysisKey, make: analyse) ?? analyse()
        outcome.data = data
        outcome.analysis = analysis
        lap(.analyse, &outcome)
        guard last > .analyse, let templates, let theme else { return outcome }

        // plan
        let input = SiteRenderer.Input(data: data, analysis: analysis, templates: templates, theme: theme,
                                       baseURL: baseURL ?? data.config.baseURL, cache: caches?.pages, serving: serving)
        let renderKey = PipelineCaches.RenderInputs(analysis: analysisKey, templates: templates.fingerprint, theme: theme.css, baseURL: input.baseURL,
                                                     serving: serving)
        let unchanged = caches?.site.value(ifUnchanged: renderKey)
        let plan = unchanged == nil ? SiteRenderer().plan(input) : nil
        lap(.plan, &outcome)

        // render
        var rendered = unchanged ?? []
        if let plan {
            rendered = plan.render()
            caches?.site.remember(rendered, for: renderKey)
        }
        let merged = StaticFolder.merge(statics.files, into: rendered)
        let files = merged.files
        outcome.diagnostics = (outcome.diagnostics + merged.diagnostics).sortedByLocation()
        lap(.render, &outcome)
        guard keepGoing || !merged.diagnostics.hasErrors else { return outcome }
        outcome.files = files
        guard last > .render, let writer = writer ?? output.map({ OutputWriter(output: $0) }), let siteFolder else { return outcome }

        // write
        outcome.written = try writer.write(files, siteFolder: siteFolder)
        lap(.write, &outcome)
        return outcome
    }
}
