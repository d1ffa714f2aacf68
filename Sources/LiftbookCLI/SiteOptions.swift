import ArgumentParser
import Foundation
import LiftbookLoading
import LiftbookModel

/// Options shared by the commands that read a site folder.
struct SiteOptions: ParsableArguments {
    @Argument(help: "The site folder.", completion: .directory)
    var directory: String = "."

    @Option(help: ArgumentHelp("Treat this date (YYYY-MM-DD) as today.", valueName: "date"))
    var now: String?

    @Flag(name: .shortAndLong, help: "Print errors only.")
    var quiet = false

    func validate() throws {
        if let now, LocalDate(iso: now) == nil {
            throw ValidationError("--now takes a date as YYYY-MM-DD, got '\(now)'")
        }
    }

    /// The site folder as a URL.
    var root: URL { URL(fileURLWithPath: directory, isDirectory: true) }

    /// Today in the site's time zone, or `--now`.
    func today(timezone: String) -> LocalDate {
        if let now, let date = LocalDate(iso: now) { return date }
        return Today.date(at: Date(), timezone: timezone)
    }

    /// Loads the site folder; stops with status 1 when it does not exist.
    func load(cache: SessionFileCache? = nil) throws -> SiteLoader.Result {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            Console.standardError(Console.errorLine("no site folder at '\(directory)'", hint: "create one with 'liftbook init \(directory)'"))
            throw ExitCode(1)
        }
        let files = DiskSiteFiles(root: root)
        let fixed = now.flatMap { LocalDate(iso: $0) }
        return SiteLoader(files: files, today: { config in fixed ?? Today.date(at: Date(), timezone: config.timezone) }, cache: cache).load()
    }

    /// Prints diagnostics (warnings only unless quiet) with the folder prefix the user typed.
    func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics where !(quiet && diagnostic.severity == .warning) {
            Console.standardError(Console.format(diagnostic.relocated(under: directory)))
        }
    }

    /// Prints the errors in full; the warnings are left to `check` (see ``warningLine(_:)``).
    func reportErrors(_ diagnostics: [Diagnostic]) {
        report(diagnostics.errors)
    }

    /// Prints the count of warnings and where to see them, unless quiet.
    func reportWarningCount(_ diagnostics: [Diagnostic]) {
        guard !quiet, let line = Console.warningLine(diagnostics, directory: directory) else { return }
        Console.standardError(line)
    }
}
