import ArgumentParser
import Foundation
import LiftbookAnalytics
import LiftbookLoading
import LiftbookModel
import LiftbookSystem
import LiftbookPipeline
import LiftbookOutput
import LiftbookSite

/// `liftbook build [DIR] [--output public] [--base-url URL] [--keep-going] [--search]`.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the site into the output folder.",
        discussion: "Runs load → validate → analyse → plan → render → write. With errors nothing is written unless --keep-going; a failed build leaves the previous output as it was, and a build whose files are all unchanged writes nothing."
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

    @Flag(help: "Then index the site for search with Pagefind (pip install pagefind-bin); exit status 1 when it is missing or fails.")
    var search = false

    func validate() throws {
        if let baseURL, !(baseURL.hasPrefix("http://") || baseURL.hasPrefix("https://") || baseURL.hasPrefix("/")) {
            throw ValidationError("--base-url takes an http(s) address or a path starting with '/', got '\(baseURL)'")
        }
    }

    func run() throws {
        let started = Date()
        let outputURL = output.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? site.root.appending(path: "public")
        let outcome: BuildPipeline.Outcome
        let signals = BuildSignals()
        let writer = OutputWriter(output: outputURL, stop: signals.stop) { holder in
            let who = holder.map { "process \($0)" } ?? "another process"
            Console.standardError("liftbook: another Liftbook build (\(who)) is writing '\(outputURL.path)'; waiting for it to finish")
        }
        do {
            outcome = try site.pipeline(baseURL: baseURL, keepGoing: keepGoing).run(through: .write, writingTo: WriteTarget(writer: writer, siteFolder: site.root))
        } catch let refusal as OutputWriter.Refusal {
            Console.standardError(Console.errorLine(refusal.description, hint: refusal.hint ?? "choose another folder with --output"))
            throw ExitCode(1)
        } catch let stopped as OutputWriter.Interrupted {
            Console.standardError("liftbook: stopped by \(BuildSignals.name(stopped.signal)); the output is the previous site and nothing the build staged is left")
            throw ExitCode(128 + stopped.signal)
        } catch let error as FileSystemError {
            Console.standardError(Console.errorLine("cannot write the site to '\(outputURL.path)': \(error); the output is the previous site",
                                                    hint: WriteFailureHint.text(for: error, output: outputURL.path)))
            throw ExitCode(1)
        } catch let error as CocoaError {
            // The file system said no (a file where a folder should be, no space, no permission);
            // the writer has left the previous output as it was.
            Console.standardError(Console.errorLine(
                "cannot write the site to '\(outputURL.path)': \(FileSystemFailure.reason(error))",
                hint: "the folders above the output must exist and be writable; choose another folder with --output"))
            throw ExitCode(1)
        }
        defer { ProcessLifetime.keep(outcome) }
        signals.exitIfStopped(outputPath: outputURL.path)
        site.reportErrors(outcome.diagnostics)
        defer { site.reportWarningCount(outcome.diagnostics) }
        guard let files = outcome.files, let summary = outcome.written else {
            Console.standardError(Console.errorLine("nothing was written: \(Console.summary(outcome.diagnostics, directory: site.directory))",
                                                    hint: "fix the errors above, or build the rest with --keep-going"))
            throw ExitCode(1)
        }
        if timings {
            Console.standardError(outcome.timings.map { "\($0.stage): \(Int($0.milliseconds.rounded())) ms" }.joined(separator: ", "))
        }
        if outcome.diagnostics.hasErrors {
            Console.standardError("skipped what the \(outcome.diagnostics.errors.count) error\(outcome.diagnostics.errors.count == 1 ? "" : "s") above point at (--keep-going)")
        }
        if !site.quiet {
            let pages = files.filter { $0.path.hasSuffix(".html") }.count
            let ms = Int(Date().timeIntervalSince(started) * 1000)
            print("Built \(pages) pages (\(files.count + outcome.madeWhileWriting.count) files: \(summary.written) written, \(summary.unchanged) unchanged) into \(outputURL.path) in \(ms) ms")
        }
        if search { try indexForSearch(outputURL) }
        if outcome.diagnostics.hasErrors { throw ExitCode(1) }
    }

    /// Runs Pagefind on the written site. Without Pagefind, or when it fails, the site stays
    /// written (with the last index, if any) and the exit status is 1: a deploy that asked for
    /// search never goes out silently without it.
    private func indexForSearch(_ output: URL) throws {
        guard let pagefind = PagefindIndex.find(path: ProcessInfo.processInfo.environment["PATH"]) else {
            Console.standardError(Console.errorLine("--search: Pagefind was not found; the site was built without a new search index",
                                                    hint: PagefindIndex.installHint))
            throw ExitCode(1)
        }
        let result: PagefindIndex.Result
        do {
            result = try PagefindIndex.index(output, with: pagefind)
        } catch {
            Console.standardError(Console.errorLine("--search: could not run '\(pagefind.description)': \(error)", hint: PagefindIndex.installHint))
            throw ExitCode(1)
        }
        guard result.status == 0 else {
            Console.standardError(result.output)
            Console.standardError(Console.errorLine(
                "--search: '\(pagefind.description) --site \(output.path)' failed with exit status \(result.status); the site was built without a new search index"))
            throw ExitCode(1)
        }
        if !site.quiet {
            let summary = result.summary.isEmpty ? "" : ": " + result.summary.joined(separator: ", ").lowercased()
            print("Indexed the site for search with \(pagefind.description)\(summary) (\(output.appending(path: Route.pagefind.path).path))")
        }
    }
}
