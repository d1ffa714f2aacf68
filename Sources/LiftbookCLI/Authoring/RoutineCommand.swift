import ArgumentParser
import Foundation
import LiftbookLoading
import LiftbookModel
import LiftbookSystem
import LiftbookPipeline

/// `liftbook routine --draft [--weeks 8] [DIR]`: writes a commented routine.yaml drafted from the log.
struct RoutineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routine",
        abstract: "Draft a routine.yaml from the workouts of the last weeks.",
        discussion: """
            With --draft, reads the last weeks of the log (hand-written sessions and app exports; private sessions \
            are left out, since the site publishes the routine) and writes a \
            commented routine.yaml: a weekday routine when each kind of workout keeps to its weekdays, else a cycle \
            of days done in turn; each exercise with its usual sets, reps and load and a progression guessed from \
            the log, every guess marked in a comment. An existing file is never overwritten. Exit status 1 when \
            there is nothing to draft from or the file exists.
            """
    )

    @Flag(help: "Draft the routine from the log.")
    var draft = false

    @Option(help: ArgumentHelp("How many weeks of the log to read (1–52).", valueName: "weeks"))
    var weeks = 8

    @Option(help: ArgumentHelp("Where to write, relative to the site folder ('-' prints it).", valueName: "file"))
    var output = "routine.yaml"

    @OptionGroup var site: SiteOptions

    func validate() throws {
        guard draft else { throw ValidationError("say what to do: --draft writes a routine.yaml drafted from your log") }
        guard (1...52).contains(weeks) else { throw ValidationError("--weeks takes 1 to 52, got \(weeks)") }
    }

    func run() throws {
        let url = site.root.appending(path: output)
        if output != "-", FileManager.default.fileExists(atPath: url.path) {
            Console.standardError(Console.errorLine("\(output) already exists; nothing was written",
                                                    hint: "move it away first, or write the draft elsewhere with --output routine-draft.yaml"))
            throw ExitCode(1)
        }
        let run = try RoutineDraftRun.run(site.pipeline(), options: RoutineDraftRun.Options(weeks: weeks))
        site.reportErrors(run.diagnostics)
        switch run.result {
        case .failure(.refused(let message, let hint)):
            Console.standardError(Console.errorLine(message, hint: hint))
            throw ExitCode(1)
        case .failure:
            Console.standardError(Console.errorLine("the site has errors; nothing was written", hint: "fix them, then draft again"))
            throw ExitCode(1)
        case .success(let text):
            if output == "-" {
                print(text, terminator: "")
                return
            }
            try FolderWrite.replace([OutputFile(path: output, contents: text)], in: site.root)
            site.reportWarningCount(run.diagnostics)
            if !site.quiet { print("Wrote \(output); check every line marked 'guessed', then run 'liftbook build'.") }
        }
    }
}
