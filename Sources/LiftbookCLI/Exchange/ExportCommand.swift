import ArgumentParser
import Foundation
import LiftbookLoading
import LiftbookModel

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
        let result = try site.load()
        site.report(result.diagnostics)
        if result.diagnostics.hasErrors, !keepGoing {
            Console.standardError(Console.errorLine("nothing was exported: \(Console.summary(result.diagnostics, directory: site.directory))",
                                                    hint: "fix the errors, or pass --keep-going to export what could be read"))
            throw ExitCode(1)
        }
        if format == .strongCSV { return try writeStrongCSV(result) }
        let to = self.to ?? "."
        let target = to.hasPrefix("/") ? URL(fileURLWithPath: to, isDirectory: true) : site.root.appending(path: to, directoryHint: .isDirectory)
        let inside = relativePath(of: target, under: site.root)
        // Into the site's sessions/ (or a folder inside it), the session files already there are
        // not written a second time: they would count twice.
        let skippedFolder: String? = inside.flatMap { folder in
            folder == "sessions" || folder.hasPrefix("sessions/") ? "sessions" : (folder.isEmpty ? nil : folder)
        }
        let sessions = result.data.sessions.filter { session in
            guard let skippedFolder else { return true }
            return !session.location.path.hasPrefix(skippedFolder + "/")
        }
        let export = SessionExporter.export(sessions, library: result.library, format: markdown ? .markdown : .yaml)
        site.report(export.diagnostics)
        let failed = export.diagnostics.errors.count
        if failed > 0, !keepGoing {
            Console.standardError(Console.errorLine("nothing was exported: \(failed) session\(failed == 1 ? "" : "s") would not read back exactly",
                                                    hint: "pass --keep-going to write the sessions that do"))
            throw ExitCode(1)
        }
        try FolderWriter.writeNew(export.files, into: target)
        let skipped = result.data.sessions.count - sessions.count
        if !site.quiet {
            let sets = sessions.reduce(0) { $0 + $1.exercises.reduce(0) { $0 + $1.sets.count } }
            var message = export.files.isEmpty ? "Nothing to write to \(target.path)"
                : "Wrote \(export.files.count) session file\(export.files.count == 1 ? "" : "s") (\(sets) sets) to \(target.path)"
            if skipped > 0 { message += "; \(skipped) session\(skipped == 1 ? " was" : "s were") already there and left as \(skipped == 1 ? "it is" : "they are")" }
            print(message + ".")
            if failed > 0 {
                Console.standardError("left out the \(failed) session\(failed == 1 ? "" : "s") the errors above point at (--keep-going)")
            } else if !result.data.config.imports.isEmpty || sessions.contains(where: { $0.location.path.hasPrefix("imports/") }) {
                var next = "Next: remove the CSV files from imports/ (and their entries under imports: in liftbook.yaml)"
                if FileManager.default.fileExists(atPath: site.root.appending(path: "corrections.yaml").path) {
                    next += " and corrections.yaml, whose corrections the written files already hold"
                }
                print(next + "; workouts found in both are merged meanwhile.")
            }
        }
        if failed > 0 || result.diagnostics.hasErrors { throw ExitCode(1) }
    }

    /// The target's path inside the site folder, or nil when it is elsewhere.
    private func relativePath(of target: URL, under root: URL) -> String? {
        let base = root.standardizedFileURL.path
        let path = target.standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        if path == base || path + "/" == prefix { return "" }
        guard path.hasPrefix(prefix) else { return nil }
        var inside = String(path.dropFirst(prefix.count))
        while inside.hasSuffix("/") { inside.removeLast() }
        return inside
    }
}
