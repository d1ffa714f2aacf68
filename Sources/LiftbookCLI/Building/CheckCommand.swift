import ArgumentParser
import Foundation
import LiftbookLoading
import LiftbookModel
import LiftbookPipeline

/// `liftbook check [DIR]`: the load and validate stages only; nothing is written.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate a site folder without writing anything.",
        discussion: "Every problem in every file is reported as path:line:column: error: message, with a hint. Exit status 1 when there are errors."
    )

    @OptionGroup var site: SiteOptions

    @Flag(help: "Print an exercises/aliases.yaml snippet for every exercise name the library does not know.")
    var unmapped = false

    func run() throws {
        let started = Date()
        let outcome = try site.pipeline().run(through: .validate)
        let result = outcome.loaded
        site.report(outcome.diagnostics)
        let data = result.data
        let sets = data.sessions.reduce(0) { $0 + $1.exercises.reduce(0) { $0 + $1.sets.count } }
        if !site.quiet || result.diagnostics.hasErrors {
            let ms = Int(Date().timeIntervalSince(started) * 1000)
            Console.standardError("checked \(Console.counted(data.sessions.count, "session")), \(Console.counted(sets, "set")), \(Console.counted(data.exercises.count, "exercise")), templates and theme in \(ms) ms: \(Console.summary(outcome.diagnostics, directory: site.directory))")
        }
        if !site.quiet, let suggestion = LanguageSuggestion.text(for: result) {
            Console.standardError(suggestion)
        }
        if unmapped {
            // The snippet goes into exercises/aliases.yaml, which the site publishes: names only
            // private sessions use are left out.
            var publishable = result
            publishable.data = result.data.withoutPrivateSessions
            let published = Set(publishable.data.sessions.flatMap { $0.exercises.map(\.name) })
            publishable.unmappedNames = result.unmappedNames.filter { published.contains($0.key) }
            let snippet = AliasSnippet.text(for: publishable)
            if snippet.isEmpty {
                Console.standardError("every exercise name maps to the library")
            } else {
                print(Console.visible(snippet), terminator: "")
            }
        }
        if outcome.diagnostics.hasErrors { throw ExitCode(1) }
    }
}
