import ArgumentParser
import Foundation
import LiftbookLoading
import LiftbookModel
import LiftbookSite

/// `liftbook share DAY|week [DIR] --title "…"`: writes `posts/<slug>.md` sharing a routine day or the week.
struct ShareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "share",
        abstract: "Write a post that shares a routine day (or the whole week).",
        discussion: """
            Writes posts/<slug>.md with front matter and a description to edit. The next build makes it a \
            read-only page with the day's exercises, a routine file others can import, and Atom and JSON feeds. \
            Session notes, body weight and private sessions never appear on posts. Exit status 1 for an unknown \
            day, a rest day, or a post that already exists.
            """
    )

    @Argument(help: ArgumentHelp("The routine day to share (monday … sunday), or 'week'.", valueName: "day"))
    var day: String

    @Option(help: "The post's title.")
    var title: String

    @Option(help: ArgumentHelp("The post's file name, a slug such as upper-a (default: from the title).", valueName: "slug"))
    var slug: String?

    @Option(help: ArgumentHelp("The publication date, YYYY-MM-DD (default: today).", valueName: "date"))
    var date: String?

    @OptionGroup var site: SiteOptions

    func validate() throws {
        if title.trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError("--title needs some text") }
        if let slug, !ExerciseID.isSlug(slug) {
            throw ValidationError("--slug takes lowercase letters, digits and hyphens, such as upper-a, got '\(slug)'")
        }
        if let date, LocalDate(iso: date) == nil { throw ValidationError("--date takes a date as YYYY-MM-DD, got '\(date)'") }
    }

    func run() throws {
        let choices = Weekday.allCases.map(\.rawValue) + ["week"]
        guard let subject = PostSubject(spelling: day) else {
            Console.standardError(Console.errorLine("unknown day '\(day)'",
                                                    hint: Suggestions.hint(for: day, among: choices) ?? "name a weekday (monday … sunday), or week"))
            throw ExitCode(1)
        }
        let result = try site.load()
        site.report(result.diagnostics.errors)
        guard !result.diagnostics.hasErrors else {
            Console.standardError(Console.errorLine("the site has errors; nothing was written", hint: "fix them, then share again"))
            throw ExitCode(1)
        }
        let data = result.data
        guard let routine = data.routine, routine.trainingDaysPerWeek > 0 else {
            Console.standardError(Console.errorLine("the site has no training days to share", hint: "write routine.yaml first"))
            throw ExitCode(1)
        }
        if case .day(let weekday) = subject, routine.day(weekday).isRest {
            let training = routine.days.filter { !$0.isRest }.map(\.weekday.rawValue).joined(separator: ", ")
            let location = routine.day(weekday).location ?? SourceLocation(path: "routine.yaml")
            site.report([.error("\(weekday.rawValue) is a rest day", at: location, hint: "share a training day (\(training)) or the whole week")])
            throw ExitCode(1)
        }
        let name = slug ?? (slugify(title).isEmpty ? "post" : slugify(title))
        let path = "posts/\(name).md"
        let url = site.root.appending(path: path)
        guard !FileManager.default.fileExists(atPath: url.path) else {
            Console.standardError(Console.errorLine("\(path) already exists; nothing was written",
                                                    hint: "choose another --slug or --title, or edit the file"))
            throw ExitCode(1)
        }
        let today = date.flatMap { LocalDate(iso: $0) } ?? site.today(timezone: data.config.timezone)
        let text = PostDraft.markdown(title: title.trimmingCharacters(in: .whitespaces), date: today, subject: subject, routine: routine)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
        if !site.quiet { print("Wrote \(path); edit its description, then run 'liftbook build'.") }
    }
}
