import ArgumentParser
import Foundation
import LiftbookLoading
import LiftbookModel
import LiftbookSystem
import LiftbookPipeline

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
        let options = ShareRun.Options(subject: subject, title: title, slug: slug, date: date.flatMap { LocalDate(iso: $0) })
        let run = try ShareRun.run(site.pipeline(), options: options)
        site.report(run.diagnostics.errors)
        let post: OutputFile
        switch run.result {
        case .success(let file): post = file
        case .failure(.siteErrors):
            Console.standardError(Console.errorLine("the site has errors; nothing was written", hint: "fix them, then share again"))
            throw ExitCode(1)
        case .failure(.refused(let message, let hint)):
            Console.standardError(Console.errorLine(message, hint: hint))
            throw ExitCode(1)
        case .failure(.diagnosed):
            throw ExitCode(1)
        }
        try FolderWrite.replace([post], in: site.root)
        if !site.quiet { print("Wrote \(post.path); edit its description, then run 'liftbook build'.") }
    }
}
