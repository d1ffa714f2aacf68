import ArgumentParser
import Foundation
import LiftbookAnalytics
import LiftbookLoading
import LiftbookModel
import LiftbookSite

/// `liftbook build [DIR] [--output public] [--base-url URL] [--keep-going]`.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the site into the output folder.",
        discussion: "Runs load → validate → analyse → render → write. With errors nothing is written unless --keep-going; a failed build leaves the previous output as it was."
    )

    @OptionGroup var site: SiteOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("The output folder (default: DIR/public).", valueName: "folder"))
    var output: String?

    @Option(help: ArgumentHelp("Build for this base URL instead of liftbook.yaml's baseURL.", valueName: "url"))
    var baseURL: String?

    @Flag(help: "Build what can be built despite errors, and list what was skipped.")
    var keepGoing = false

    @Flag(help: "Print how long each stage took.")
    var timings = false

    func validate() throws {
        if let baseURL, !(baseURL.hasPrefix("http://") || baseURL.hasPrefix("https://") || baseURL.hasPrefix("/")) {
            throw ValidationError("--base-url takes an http(s) address or a path starting with '/', got '\(baseURL)'")
        }
    }

    func run() throws {
        let started = Date()
        let outputURL = output.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? site.root.appending(path: "public")
        let result = try SiteBuild(site: site, baseURL: baseURL).run(keepGoing: keepGoing)
        site.reportErrors(result.diagnostics)
        defer { site.reportWarningCount(result.diagnostics) }
        guard let files = result.files else {
            Console.standardError(Console.errorLine("nothing was written: \(Console.summary(result.diagnostics))",
                                                    hint: "fix the errors above, or build the rest with --keep-going"))
            throw ExitCode(1)
        }
        let summary: OutputWriter.Summary
        let writeStarted = Date()
        do {
            summary = try OutputWriter(output: outputURL).write(files, siteFolder: site.root)
            if timings { Console.standardError(result.timings.map { "\($0.0): \(Int($0.1.rounded())) ms" }.joined(separator: ", ") + ", write: \(Int(Date().timeIntervalSince(writeStarted) * 1000)) ms") }
        } catch let refusal as OutputWriter.Refusal {
            Console.standardError(Console.errorLine(refusal.description, hint: "choose another folder with --output"))
            throw ExitCode(1)
        }
        if result.diagnostics.hasErrors {
            Console.standardError("skipped what the \(result.diagnostics.errors.count) error\(result.diagnostics.errors.count == 1 ? "" : "s") above point at (--keep-going)")
        }
        if !site.quiet {
            let pages = files.filter { $0.path.hasSuffix(".html") }.count
            let ms = Int(Date().timeIntervalSince(started) * 1000)
            print("Built \(pages) pages (\(files.count) files: \(summary.written) written, \(summary.unchanged) unchanged) into \(outputURL.path) in \(ms) ms")
        }
        if result.diagnostics.hasErrors { throw ExitCode(1) }
    }
}

/// What `serve` and `bench` keep between builds of one process: parsed session files, compiled
/// templates, theme tokens, rendered pages, and the last analysis and site with their inputs.
final class BuildCaches: Sendable {
    let sessions = SessionFileCache()
    let pages = RenderCache()
    let templates = TemplateCache()
    let theme = ThemeCache()
    let analysis = Memo<AnalysisInputs, Analysis>()
    let site = Memo<RenderInputs, [OutputFile]>()

    struct AnalysisInputs: Equatable, Sendable {
        var data: TrainingData
        var today: LocalDate
    }

    struct RenderInputs: Equatable, Sendable {
        var analysis: AnalysisInputs
        var templates: Int
        var theme: String
        var baseURL: String
    }
}

/// Load, validate, analyse and render, without writing: shared by `build` and `serve`.
struct SiteBuild {
    let site: SiteOptions
    let baseURL: String?
    /// What earlier builds of this process left to reuse.
    var caches: BuildCaches?

    init(site: SiteOptions, baseURL: String?, caches: BuildCaches? = nil) {
        self.site = site
        self.baseURL = baseURL
        self.caches = caches
    }

    struct Result {
        var diagnostics: [Diagnostic]
        /// Nil when errors stop the build.
        var files: [OutputFile]?
        /// Milliseconds per stage.
        var timings: [(String, Double)] = []
        /// Sessions and sets built.
        var sessions = 0
        var sets = 0
    }

    func run(keepGoing: Bool) throws -> Result {
        var clock = ContinuousClock.now
        var timings: [(String, Double)] = []
        func lap(_ stage: String) {
            let now = ContinuousClock.now
            let elapsed = (now - clock).components
            timings.append((stage, Double(elapsed.seconds) * 1000 + Double(elapsed.attoseconds) / 1e15))
            clock = now
        }
        let loaded = try site.load(cache: caches?.sessions)
        var diagnostics = loaded.diagnostics
        let files = DiskSiteFiles(root: site.root)
        var extra: [Diagnostic] = []
        let templates = TemplateSet.load(from: files, into: &extra, cache: caches?.templates)
        let theme = Theme.load(loaded.data.config.theme, from: files, into: &extra, cache: caches?.theme)
        diagnostics = (diagnostics + extra).sortedByLocation()
        lap("load")
        guard let templates, let theme, keepGoing || !diagnostics.hasErrors else {
            return Result(diagnostics: diagnostics, files: nil)
        }
        let data = loaded.data.withoutPrivateSessions
        let today = site.today(timezone: data.config.timezone)
        let analysisInputs = BuildCaches.AnalysisInputs(data: data, today: today)
        let analyse = { Analyzer.analyze(data, today: today) }
        let analysis = caches?.analysis.value(for: analysisInputs, make: analyse) ?? analyse()
        lap("analyse")
        let url = baseURL ?? data.config.baseURL
        let render = {
            SiteRenderer().render(SiteRenderer.Input(data: data, analysis: analysis, templates: templates, theme: theme,
                                                     baseURL: url, cache: caches?.pages))
        }
        let renderInputs = BuildCaches.RenderInputs(analysis: analysisInputs, templates: templates.fingerprint, theme: theme.css, baseURL: url)
        let rendered = caches?.site.value(for: renderInputs, make: render) ?? render()
        lap("render")
        let sets = data.sessions.reduce(0) { $0 + $1.exercises.reduce(0) { $0 + $1.sets.count } }
        return Result(diagnostics: diagnostics, files: rendered, timings: timings, sessions: data.sessions.count, sets: sets)
    }
}
