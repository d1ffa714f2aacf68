import ArgumentParser
import Foundation
import LiftbookFollowing
import LiftbookLoading
import LiftbookModel

/// `liftbook import-routine FILE --day DAY [DIR]`: takes a shared routine day into one's own `routine.yaml`.
struct ImportRoutineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import-routine",
        abstract: "Take a shared routine file's day into your routine.yaml as one of your days.",
        discussion: """
            Inserts the day's lines into routine.yaml (or replaces a rest day's line); every other line, comment \
            and blank line stays as it was. A training day is only overwritten with --replace. The file is read \
            back before it is saved: the day must read as shared and every other day as before. Exit status 1 \
            when it refuses.
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
        let loaded = try site.load()
        let shared = try sharedText(following: loaded.data.following)
        var library = ExerciseLibrary(loaded.data.exercises.values.sorted { $0.id < $1.id })
        let unknown = SharedExercises.unknown(in: shared, path: file, library: library, names: Self.names(in: loaded.data.following))
        for item in unknown { library.add(item.exercise) }
        let routineURL = site.root.appending(path: "routine.yaml")
        let existing = FileManager.default.contents(atPath: routineURL.path).map { String(decoding: $0, as: UTF8.self) }
        let outcome = RoutineImport(library: library, unit: loaded.data.config.logUnit)
            .run(shared: shared, sharedPath: file, from: source, into: existing, as: target, replace: replace)
        // An exercise is kept only when the import is: a refused one names none.
        let kept = outcome.text == nil ? [] : unknown.map { item in
            Diagnostic.warning("unknown exercise '\(item.reference)'; it is kept as a custom exercise", at: item.location,
                               hint: "it is added to exercises/imported.yaml as '\(item.exercise.name)'; set its category and muscles there")
        }
        for diagnostic in kept + outcome.diagnostics where !(site.quiet && diagnostic.severity == .warning) {
            let shown = diagnostic.location.path == "routine.yaml" ? diagnostic.relocated(under: site.directory) : diagnostic
            Console.standardError(Console.format(shown))
        }
        guard let text = outcome.text, let day = outcome.day else { throw ExitCode(1) }
        if !unknown.isEmpty { try keep(unknown) }
        do {
            try Data(text.utf8).write(to: routineURL, options: .atomic)
        } catch {
            Console.standardError(Console.errorLine("cannot write '\(routineURL.path)'", hint: "check that the folder is writable"))
            throw ExitCode(1)
        }
        if !site.quiet {
            let was = outcome.previous.map { $0.isRest ? "was a rest day" : "replaced '\($0.title)'" } ?? "new routine.yaml"
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
