package import LiftbookLoading
package import LiftbookModel

/// `liftbook export --format strong-csv`: the whole log (hand-written and imported) as one CSV
/// file in Strong's layout, weights in the site's display unit.
package enum StrongCSVRun {
    /// How to export.
    package struct Options: Sendable, Equatable {
        /// Leave private sessions out (Strong's layout cannot mark them).
        package var noPrivate: Bool
        /// Export what could be read even when some files have errors.
        package var keepGoing: Bool

        /// Options for an export.
        package init(noPrivate: Bool = false, keepGoing: Bool = false) {
            self.noPrivate = noPrivate
            self.keepGoing = keepGoing
        }
    }

    /// The CSV text and what to say about it.
    package struct Export: Sendable, Equatable {
        /// The file's text.
        package var text: String
        /// What Strong's layout could not hold.
        package var losses: StrongCSVWriter.Losses
        /// The unit of its weights.
        package var unit: MassUnit
        /// The workouts written.
        package var sessions: Int
        /// Their sets.
        package var sets: Int
        /// The private workouts among them.
        package var privateSessions: Int
    }

    /// Loads the site and returns the CSV text; stops when the site has errors (unless it keeps going).
    package static func run(_ pipeline: BuildPipeline, options: Options) throws -> CommandRun<Export> {
        let loaded = try pipeline.run(through: .load).loaded
        guard options.keepGoing || !loaded.diagnostics.hasErrors else { return CommandRun(stop: .siteErrors, diagnostics: loaded.diagnostics) }
        let unit = loaded.data.config.units
        let sessions = options.noPrivate ? loaded.data.sessions.filter { !$0.isPrivate } : loaded.data.sessions
        let (text, losses) = StrongCSVWriter.csv(sessions, unit: unit)
        let export = Export(text: text, losses: losses, unit: unit, sessions: sessions.count,
                            sets: sessions.reduce(0) { $0 + $1.exercises.reduce(0) { $0 + $1.sets.count } },
                            privateSessions: sessions.filter(\.isPrivate).count)
        return CommandRun(export, diagnostics: loaded.diagnostics)
    }
}
