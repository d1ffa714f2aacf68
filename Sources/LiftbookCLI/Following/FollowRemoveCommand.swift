import ArgumentParser
import Foundation
import LiftbookFollowing
import LiftbookLoading
import LiftbookModel

/// `liftbook follow remove URL-OR-NAME [DIR]`.
struct FollowRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: "Stop following a lifter (by feed address or name); their copy is deleted.")

    @Argument(help: ArgumentHelp("The feed address or the name in following.yaml.", valueName: "lifter"))
    var lifter: String

    @OptionGroup var site: SiteOptions

    func run() throws {
        let lifters = try FollowingFile.lifters(site)
        guard let index = lifters.firstIndex(where: { $0.url == lifter || $0.name == lifter }) else {
            let known = lifters.map { $0.name ?? $0.url }
            Console.standardError(Console.errorLine("no followed lifter '\(Console.visible(lifter))'",
                                                    hint: known.isEmpty ? "following.yaml lists no one" : "followed: " + known.joined(separator: ", ")))
            throw ExitCode(1)
        }
        let removed = lifters[index]
        try FollowingFile.edit(site) { text, diagnostics in text.flatMap { FollowingEditor.removing(url: removed.url, from: $0, into: &diagnostics) } }
        let failures = FeedStore(root: site.root, key: removed.cacheKey).remove()
        if !site.quiet { print("No longer following \(removed.url).") }
        for failure in failures {
            Console.standardError(Console.errorLine("cannot delete '\(site.shown(failure.path))': \(failure.reason)",
                                                    hint: "delete it by hand; build no longer reads it"))
        }
        if !failures.isEmpty { throw ExitCode(1) }
    }
}
