import ArgumentParser
import Foundation
import LiftbookAnalytics
import LiftbookLoading
import LiftbookModel
import LiftbookSystem
import LiftbookPipeline
import LiftbookSite

/// `liftbook log [DIR] [--date D] [--day DAY] [--edit]`: writes the day's planned session as a
/// session file to edit, and prints its path.
struct LogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "log",
        abstract: "Write today's planned session (targets, warm-up sets, plates) as a session file to fill in.",
        discussion: """
            Writes sessions/<date>-<title>.md with each planned exercise's warm-up and work sets as set lines, and \
            'planned: true' in its front matter: until you delete that line the file counts for nothing (check says so). \
            An existing file is never overwritten: a second session that day gets its own file.
            """
    )

    @OptionGroup var site: SiteOptions

    @Option(help: ArgumentHelp("The session's date (YYYY-MM-DD); default today in the site's time zone.", valueName: "date"))
    var date: String?

    @Option(help: ArgumentHelp("The routine day to plan (a weekday, or a cycle day's title or number); default the date's weekday, or the next day of a cycle.", valueName: "day"))
    var day: String?

    @Flag(help: "Open the file in $EDITOR (or $VISUAL) after writing it.")
    var edit = false

    func validate() throws {
        if let date, LocalDate(iso: date) == nil { throw ValidationError("--date takes a date as YYYY-MM-DD, got '\(date)'") }
    }

    func run() throws {
        let fixed = date.flatMap { LocalDate(iso: $0) }
        let outcome = try site.pipeline(date: fixed).run(through: .analyse)
        site.reportErrors(outcome.diagnostics)
        guard let data = outcome.data, let analysis = outcome.analysis, !outcome.diagnostics.hasErrors else {
            Console.standardError(Console.errorLine("the site has errors; no session was planned", hint: "fix them, then run 'liftbook log' again"))
            throw ExitCode(1)
        }
        let plan: PlannedSession
        switch PlannedSession.plan(for: analysis.today, day: day, data: data, analysis: analysis) {
        case .success(let value): plan = value
        case .failure(let problem):
            Console.standardError(Self.message(problem, directory: site.directory))
            throw ExitCode(1)
        }
        let folder = site.root.appending(path: "sessions", directoryHint: .isDirectory)
        let name = Self.freeName(plan.fileStem, in: folder)
        try FolderWrite.new([OutputFile(path: name, contents: plan.markdown(data: data, format: Format(outcome.loaded.strings)))], into: folder)
        let shown = (site.directory == "." ? "" : site.directory.hasSuffix("/") ? site.directory : site.directory + "/") + "sessions/" + name
        print(shown)
        if edit { try openEditor(folder.appending(path: name)) }
    }

    /// `2026-11-23-upper-a.md`, or `…-2.md`, `…-3.md` when taken.
    static func freeName(_ stem: String, in folder: URL) -> String {
        var name = stem + ".md"
        var number = 2
        while FileManager.default.fileExists(atPath: folder.appending(path: name).path) {
            name = "\(stem)-\(number).md"
            number += 1
        }
        return name
    }

    static func message(_ problem: PlannedSession.Problem, directory: String) -> String {
        switch problem {
        case .noRoutine:
            return Console.errorLine("the site has no routine to plan a session from",
                                     hint: "write routine.yaml, or start from a program: liftbook init \(directory) --program NAME (see liftbook init --help)")
        case .restDay(let weekday):
            return Console.errorLine("\(weekday.displayName) is a rest day in routine.yaml",
                                     hint: "pass --day to log another day's plan, e.g. --day monday")
        case .unknownDay(let name, let known):
            return Console.errorLine("the routine has no day '\(name)'", hint: "its days: \(known.joined(separator: ", "))")
        }
    }

    private func openEditor(_ file: URL) throws {
        let environment = ProcessInfo.processInfo.environment
        guard let editor = environment["VISUAL"] ?? environment["EDITOR"], !editor.isEmpty else {
            Console.standardError(Console.errorLine("--edit needs $EDITOR (or $VISUAL) to name an editor", hint: "for example: EDITOR=nano liftbook log --edit"))
            throw ExitCode(1)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "\(editor) \"$0\"", file.path]
        try process.run()
        process.waitUntilExit()
    }
}
