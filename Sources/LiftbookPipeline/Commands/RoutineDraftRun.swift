import LiftbookLoading
import LiftbookModel

/// `liftbook routine --draft`: a commented `routine.yaml` drafted from the last weeks of the log.
package enum RoutineDraftRun {
    /// How much of the log to read.
    package struct Options: Sendable, Equatable {
        /// Weeks of the log to read, 1 to 52.
        package var weeks: Int

        /// Options reading `weeks` weeks.
        package init(weeks: Int = 8) {
            self.weeks = weeks
        }
    }

    /// Loads the site and returns the draft's text; stops when the site has errors or the log
    /// gives nothing to draft from.
    package static func run(_ pipeline: BuildPipeline, options: Options = Options()) throws -> CommandRun<String> {
        let outcome = try pipeline.run(through: .load)
        let diagnostics = outcome.loaded.diagnostics
        guard !diagnostics.hasErrors else { return CommandRun(stop: .siteErrors, diagnostics: diagnostics) }
        let data = outcome.loaded.data
        let weeks = options.weeks
        // routine.yaml is published (the routine page, shared posts): private sessions are not read.
        switch RoutineDraft.text(data.withoutPrivateSessions, library: outcome.loaded.library, today: outcome.loaded.today, weeks: weeks) {
        case .success(let text):
            return CommandRun(text, diagnostics: diagnostics)
        case .failure(.noSessions(let weeks)):
            return CommandRun(stop: .refused(message: "no workouts in the last \(weeks) weeks to draft a routine from",
                                             hint: "log some sessions, or read more of the log with --weeks 26"), diagnostics: diagnostics)
        case .failure(.noPattern(let count)):
            return CommandRun(stop: .refused(message: "\(count) workouts in the last \(weeks) weeks, but none of them done twice",
                                             hint: "give workouts the same title (Upper A, Legs) or read more of the log with --weeks 26"), diagnostics: diagnostics)
        case .failure(.unreadable(let problem)):
            return CommandRun(stop: .refused(message: "the draft does not read back (\(problem)); nothing was written",
                                             hint: "please report this with the log that caused it"), diagnostics: diagnostics)
        }
    }
}
