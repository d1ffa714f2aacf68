import ArgumentParser
import Foundation
import LiftbookAnalytics
import LiftbookModel
import LiftbookPipeline
import LiftbookSite

/// `liftbook report --week YYYY-Www | --month YYYY-MM | --year YYYY [DIR]`: a training report as Markdown.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Print a week's, month's or year's training report as Markdown.",
        discussion: """
            Without an option, the report of the last complete week. A month or a year is the run of weeks whose \
            fourth day falls in it (as ISO 8601 assigns weeks to years), so its figures are sums of the weeks'. \
            Private sessions are left out. Exit status 1 when the site has errors or the log has no such week.
            """
    )

    @Option(help: ArgumentHelp("A week, such as 2026-W47.", valueName: "YYYY-Www"))
    var week: String?

    @Option(help: ArgumentHelp("A month, such as 2026-11.", valueName: "YYYY-MM"))
    var month: String?

    @Option(help: ArgumentHelp("A year, such as 2026.", valueName: "YYYY"))
    var year: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the report to this file instead of standard output.", valueName: "file"))
    var output: String?

    @OptionGroup var site: SiteOptions

    func validate() throws {
        guard [week, month, year].compactMap({ $0 }).count <= 1 else {
            throw ValidationError("give one of --week, --month and --year")
        }
        if let week, ReportPeriod.week(parsing: week) == nil {
            throw ValidationError("--week takes a week that exists as YYYY-Www, such as 2026-W47, got '\(week)'")
        }
        if let month, ReportPeriod.month(parsing: month) == nil {
            throw ValidationError("--month takes a month as YYYY-MM, such as 2026-11, got '\(month)'")
        }
        if let year, ReportPeriod.year(parsing: year) == nil {
            throw ValidationError("--year takes a year as YYYY, such as 2026, got '\(year)'")
        }
    }

    func run() throws {
        let outcome = try site.pipeline().run(through: .analyse)
        site.reportErrors(outcome.diagnostics)
        site.reportWarningCount(outcome.diagnostics)
        guard let data = outcome.data, let analysis = outcome.analysis, !outcome.diagnostics.hasErrors else {
            Console.standardError(Console.errorLine("the site has errors; no report was made", hint: "fix them, then run 'liftbook report' again"))
            throw ExitCode(1)
        }
        let today = site.today(timezone: data.config.timezone)
        let requested = week.flatMap(ReportPeriod.week(parsing:)) ?? month.flatMap(ReportPeriod.month(parsing:))
            ?? year.flatMap(ReportPeriod.year(parsing:))
        let period = requested ?? ReportPeriod.lastCompleteWeek(today: today, weekStart: data.config.weekStart)
        guard let model = ReportBuilder(data: data, analysis: analysis).model(for: period) else {
            let hint: String
            if let first = analysis.weeks.first?.week, let last = analysis.weeks.last?.week {
                hint = "the log covers \(first) to \(last) (today is \(today)); name a \(period.kind) in that span"
            } else {
                hint = "log a session in sessions/ first"
            }
            Console.standardError(Console.errorLine("the log has no \(period.kind) \(period)", hint: hint))
            throw ExitCode(1)
        }
        let text = ReportMarkdown.text(model)
        guard let output else {
            print(text, terminator: "")
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            Console.standardError(Console.errorLine("cannot write '\(output)'", hint: "check that its folder exists and is writable"))
            throw ExitCode(1)
        }
        if !site.quiet { Console.standardError("Wrote the report of \(period.kind) \(period) to \(output)") }
    }
}
