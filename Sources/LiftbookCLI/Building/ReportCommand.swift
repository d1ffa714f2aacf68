import ArgumentParser
import Foundation
import LiftbookAnalytics
import LiftbookModel
import LiftbookSystem
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
        let requested = week.flatMap(ReportPeriod.week(parsing:)) ?? month.flatMap(ReportPeriod.month(parsing:))
            ?? year.flatMap(ReportPeriod.year(parsing:))
        let run = try ReportRun.run(site.pipeline(), options: ReportRun.Options(period: requested))
        site.reportErrors(run.diagnostics)
        site.reportWarningCount(run.diagnostics)
        let report: ReportRun.Report
        switch run.result {
        case .success(let value): report = value
        case .failure(.refused(let message, let hint)):
            Console.standardError(Console.errorLine(message, hint: hint))
            throw ExitCode(1)
        case .failure:
            Console.standardError(Console.errorLine("the site has errors; no report was made", hint: "fix them, then run 'liftbook report' again"))
            throw ExitCode(1)
        }
        guard let output else {
            print(report.text, terminator: "")
            return
        }
        let file = URL(fileURLWithPath: output)
        try FolderWrite.replace([OutputFile(path: file.lastPathComponent, contents: report.text)], in: file.deletingLastPathComponent(),
                                makingFolders: false) { _ in
            ("cannot write '\(output)'", "check that its folder exists and is writable")
        }
        if !site.quiet { Console.standardError("Wrote the report of \(report.period.kind) \(report.period) to \(output)") }
    }
}
