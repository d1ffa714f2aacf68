import ArgumentParser
import Foundation
import LiftbookFollowing
import LiftbookLoading
import LiftbookModel
import LiftbookPipeline

/// `liftbook import-routine FILE --day DAY [DIR]`: takes a shared routine day into one's own `routine.yaml`.
struct ImportRoutineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import-routine",
        abstract: "Take a shared routine file's day into your routine.yaml as one of your days.",
        discussion: """
            Inserts the day's lines into routine.yaml (or replaces a rest day's line); every other line, comment \
            and blank line stays as it was. A training day is only overwritten with --replace. The file is read \
            back before it is saved: the day must read as shared and every other day as before. A routine.yaml or \
            exercises/imported.yaml that is there but cannot be read, or errors in exercises/, stop it with nothing \
            changed. Exit status 1 when it refuses.
            """
    )

    @Argument(help: ArgumentHelp("The shared routine file (a post's .yaml), its http(s) address, or the address of a followed post.",
                                 valueName: "file-or-url"), completion: .file(extensions: ["yaml", "yml"]))
    var file: String

    @Option(help: ArgumentHelp("Your weekday to put it on (monday … sunday).", valueName: "day"))
    var day: String

    @Option(help: ArgumentHelp("The file's training day to take, when it has several (default: its only one, or --day's).", valueName: "day"))
    var from: String?

    @Flag(help: "Overwrite the day even when it is a training day.")
    var replace = false

    @OptionGroup var site: SiteOptions

    func run() throws {
        let target = try weekday(day, option: "--day")
        let source = try from.map { try weekday($0, option: "--from") }
        let options = RoutineImportRun.Options(sharedPath: file, target: target, source: source, replace: replace)
        let run = try RoutineImportRun.run(site.pipeline(), options: options) { following in try sharedText(following: following) }
        // The site's files (what loading found, routine.yaml) are shown under the site folder; the shared file as named.
        for diagnostic in run.diagnostics where !(site.quiet && diagnostic.severity == .warning) {
            let shown = diagnostic.location.path == file ? diagnostic : diagnostic.relocated(under: site.directory)
            Console.standardError(Console.format(shown))
        }
        if case .failure(.refused(let message, let hint)) = run.result { Console.standardError(Console.errorLine(message, hint: hint)) }
        guard let imported = run.value else { throw ExitCode(1) }
        try FolderWrite.replace(imported.files, in: site.root) { path in ("cannot write '\(path)'", "check that the folder is writable") }
        let day = imported.day
        if !site.quiet {
            let was = imported.previous.map { $0.isRest ? "was a rest day" : "replaced '\($0.title)'" } ?? "new routine.yaml"
            print("Imported '\(day.title)' (\(day.exercises.count) exercise\(day.exercises.count == 1 ? "" : "s")) as \(target.rawValue) (\(was)).")
        }
    }

    private func weekday(_ text: String, option: String) throws -> Weekday {
        if let weekday = Weekday(spelling: text) { return weekday }
        Console.standardError(Console.errorLine("unknown day '\(text)' for \(option)",
                                                hint: Suggestions.hint(for: text, among: Weekday.allCases.map(\.rawValue)) ?? "name a weekday, monday … sunday"))
        throw ExitCode(1)
    }
}
