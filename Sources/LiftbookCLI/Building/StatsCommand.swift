import ArgumentParser
import LiftbookPipeline
import LiftbookSite

/// `liftbook stats [DIR] [--json]`: the analysis (history, records, weeks, recommendations)
/// as a short summary, or as the JSON the site's `api/` holds.
struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Show training statistics, records and next-session recommendations.",
        discussion: "With --json, prints one JSON document holding api/index.json, every api/exercises/<id>.json and every api/weeks/<YYYY-Www>.json. Loads are in kilograms. Exit status 1 when the site has errors."
    )

    @OptionGroup var site: SiteOptions

    @Flag(help: "Print JSON instead of a summary.")
    var json = false

    func run() throws {
        let run = try StatsRun.run(site.pipeline(), options: StatsRun.Options(json: json))
        site.reportErrors(run.diagnostics)
        site.reportWarningCount(run.diagnostics)
        guard let text = run.value else {
            Console.standardError(Console.errorLine("the site has errors; no statistics were computed", hint: "fix them, then run 'liftbook stats' again"))
            throw ExitCode(1)
        }
        print(json ? text : Console.visible(text), terminator: "")
    }
}
