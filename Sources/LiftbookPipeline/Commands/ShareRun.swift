import Foundation
import LiftbookLoading
package import LiftbookModel
package import LiftbookSystem
import LiftbookSite

/// `liftbook share`: a post (`posts/<slug>.md`) that shares a routine day or the whole week.
package enum ShareRun {
    /// What to share.
    package struct Options: Sendable, Equatable {
        /// A routine day, or the week.
        package var subject: PostSubject
        /// The post's title, as given.
        package var title: String
        /// The post's file name; nil makes one from the title.
        package var slug: String?
        /// The publication date; nil for today.
        package var date: LocalDate?

        /// Options for a post.
        package init(subject: PostSubject, title: String, slug: String? = nil, date: LocalDate? = nil) {
            self.subject = subject
            self.title = title
            self.slug = slug
            self.date = date
        }
    }

    /// Loads the site and returns the post, its path relative to the site folder; stops when the
    /// site has errors, has no training day, the day is a rest day or the post exists.
    package static func run(_ pipeline: BuildPipeline, options: Options) throws -> CommandRun<OutputFile> {
        let outcome = try pipeline.run(through: .load)
        let diagnostics = outcome.loaded.diagnostics
        guard !diagnostics.hasErrors else { return CommandRun(stop: .siteErrors, diagnostics: diagnostics) }
        let data = outcome.loaded.data
        guard let routine = data.routine, routine.trainingDaysPerWeek > 0 else {
            return CommandRun(stop: .refused(message: "the site has no training days to share", hint: "write routine.yaml first"), diagnostics: diagnostics)
        }
        if case .day(let weekday) = options.subject, routine.day(weekday).isRest {
            let training = routine.days.filter { !$0.isRest }.map(\.weekday.rawValue).joined(separator: ", ")
            let location = routine.day(weekday).location ?? SourceLocation(path: "routine.yaml")
            let restDay = Diagnostic.error("\(weekday.rawValue) is a rest day", at: location, hint: "share a training day (\(training)) or the whole week")
            return CommandRun(stop: .diagnosed, diagnostics: diagnostics + [restDay])
        }
        let name = options.slug ?? (slugify(options.title).isEmpty ? "post" : slugify(options.title))
        let path = "posts/\(name).md"
        guard !pipeline.files.exists(path) else {
            return CommandRun(stop: .refused(message: "\(path) already exists; nothing was written",
                                             hint: "choose another --slug or --title, or edit the file"), diagnostics: diagnostics)
        }
        let date = options.date ?? outcome.loaded.today
        let text = PostDraft.markdown(title: options.title.trimmingCharacters(in: .whitespaces), date: date, subject: options.subject, routine: routine,
                                       strings: outcome.loaded.strings)
        return CommandRun(OutputFile(path: path, contents: text), diagnostics: diagnostics)
    }
}
