import ArgumentParser
import Foundation
import LiftbookLoading
import LiftbookModel
import LiftbookPipeline

/// `liftbook export [DIR] --to sessions/ [--markdown]`: every workout, from any source, as a
/// canonical session file, so a site can leave its CSV exports behind.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write every workout as a session file (YAML, or Markdown with --markdown), or the whole log as Strong's CSV.",
        discussion: """
            --format strong-csv writes the whole log in Strong's 12-column layout (to --to FILE, or standard output), \
            weights in the site's display unit (said on standard error, with the imports: entry that reads it back). \
            Each written file is read back before it is written and gives exactly the same session and sets. \
            A relative --to is inside the site folder; sessions already in that folder are left as they are. \
            Existing files are never overwritten. Private sessions are exported too (the log is yours); each keeps \
            private: true, so the site still leaves it out.
            """
    )

    @OptionGroup var site: SiteOptions

    @Option(help: ArgumentHelp("sessions: one session file per workout; strong-csv: the whole log as one Strong CSV file.", valueName: "format"))
    var format: ExportFormat = .sessions

    @Option(help: ArgumentHelp("The folder to write the session files into, e.g. sessions/; with --format strong-csv, the file (default: standard output).", valueName: "path"))
    var to: String?

    func validate() throws {
        if format == .sessions, to == nil { throw ValidationError("missing --to FOLDER: the folder to write the session files into, e.g. --to sessions/") }
        if format == .strongCSV, markdown { throw ValidationError("--markdown is for --format sessions") }
    }

    @Flag(name: .customLong("no-private"), help: "With --format strong-csv, leave private sessions out (Strong's layout cannot mark them private).")
    var noPrivate = false

    @Flag(help: "Write the Markdown notation instead of YAML.")
    var markdown = false

    @Flag(help: "Export what could be read even when some files have errors.")
    var keepGoing = false

    func run() throws {
        if format == .strongCSV { return try writeStrongCSV() }
        let to = self.to ?? "."
        let target = to.hasPrefix("/") ? URL(fileURLWithPath: to, isDirectory: true) : site.root.appending(path: to, directoryHint: .isDirectory)
        let options = ExportRun.Options(markdown: markdown, keepGoing: keepGoing, targetInSite: ExportRun.path(of: target, inside: site.root))
        let run = try ExportRun.run(site.pipeline(), options: options)
        site.report(run.diagnostics)
        let export: ExportRun.Sessions
        switch run.result {
        case .success(let value): export = value
        case .failure(.refused(let message, let hint)):
            Console.standardError(Console.errorLine(message, hint: hint))
            throw ExitCode(1)
        case .failure:
            throw stopOnErrors(run.diagnostics)
        }
        try FolderWrite.new(export.files, into: target)
        if !site.quiet {
            let (failed, skipped) = (export.failed, export.skipped)
            var message = export.files.isEmpty ? "Nothing to write to \(target.path)"
                : "Wrote \(export.files.count) session file\(export.files.count == 1 ? "" : "s") (\(export.sets) sets) to \(target.path)"
            if skipped > 0 { message += "; \(skipped) session\(skipped == 1 ? " was" : "s were") already there and left as \(skipped == 1 ? "it is" : "they are")" }
            print(message + ".")
            if failed > 0 {
                Console.standardError("left out the \(failed) session\(failed == 1 ? "" : "s") the errors above point at (--keep-going)")
            } else if export.fromImports {
                var next = "Next: remove the CSV files from imports/ (and their entries under imports: in liftbook.yaml)"
                if export.hasCorrections {
                    next += " and corrections.yaml, whose corrections the written files already hold"
                }
                print(next + "; workouts found in both are merged meanwhile.")
            }
        }
        if run.diagnostics.hasErrors { throw ExitCode(1) }
    }

    /// Says that the site's errors stopped the export.
    func stopOnErrors(_ diagnostics: [Diagnostic]) -> ExitCode {
        Console.standardError(Console.errorLine("nothing was exported: \(Console.summary(diagnostics, directory: site.directory))",
                                                hint: "fix the errors, or pass --keep-going to export what could be read"))
        return ExitCode(1)
    }
}
