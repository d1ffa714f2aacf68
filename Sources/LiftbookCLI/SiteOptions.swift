import ArgumentParser
import Foundation
import LiftbookLoading
import LiftbookModel
import LiftbookSystem
import LiftbookPipeline

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

    /// Stops with status 1 unless the folder exists and holds a `liftbook.yaml` (which may be
    /// empty): any other folder is not built as a site.
    func requireSite() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            Console.standardError(Console.errorLine("no site folder at '\(directory)'", hint: "create one with 'liftbook init \(directory)'"))
            throw ExitCode(1)
        }
        // lstat: a liftbook.yaml that is a link or unreadable still marks a site; loading reports it.
        guard FileStatus(path: root.appending(path: "liftbook.yaml").path, followingLinks: false) == nil else { return }
        let shown = directory == "." ? "this folder" : "'\(directory)'"
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        let hint = contents.contains(where: { !$0.hasPrefix(".") })
            ? "start a new site with 'liftbook init NEW-FOLDER', or if this is your site folder add a liftbook.yaml to it (it may be empty: every key has a default)"
            : "start a site here with 'liftbook init \(directory)'"
        Console.standardError(Console.errorLine("\(shown) is not a Liftbook site: it has no liftbook.yaml", hint: hint))
        throw ExitCode(1)
    }

    /// The pipeline over this site folder (stops with status 1 when it is not one), with `date`
    /// (or else `--now`) as today when given: the one place a command's clock is made. A
    /// `remembering` pipeline (`serve`, `bench`) keeps what its next run can reuse.
    func pipeline(baseURL: String? = nil, keepGoing: Bool = false, remembering: Bool = false, date: LocalDate? = nil) throws -> BuildPipeline {
        try requireSite()
        let fixed = date ?? now.flatMap { LocalDate(iso: $0) }
        return BuildPipeline(files: DiskSiteFiles(root: root), today: { config in fixed ?? Today.date(at: Date(), timezone: config.timezone) },
                             baseURL: baseURL, keepGoing: keepGoing, remembering: remembering)
    }

    /// Today for a folder that has no settings yet, so no time zone (`init`, `sample`): `date`
    /// (YYYY-MM-DD) when given, else the date in UTC. The pipeline's clock is ``pipeline(baseURL:keepGoing:remembering:date:)``'s.
    static func today(given date: String?) -> LocalDate {
        date.flatMap { LocalDate(iso: $0) } ?? LocalDate(dayNumber: Int(Date().timeIntervalSince1970) / 86_400)
    }

    /// A path of the site folder as the user reaches it: under the folder they named.
    func shown(_ path: String) -> String {
        directory == "." ? path : (directory.hasSuffix("/") ? directory : directory + "/") + path
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
