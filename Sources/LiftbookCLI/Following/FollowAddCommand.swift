import ArgumentParser
import Foundation
import LiftbookFollowing
import LiftbookLoading
import LiftbookModel

/// `liftbook follow add URL [DIR]`.
struct FollowAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Follow a lifter: a Liftbook site's address (its feed is found) or its feed.json.",
        discussion: """
            Reads the address once: a JSON Feed is taken as it is; a page is searched for its \
            <link rel="alternate" type="application/feed+json">. The feed must read before it is added to \
            following.yaml. Limits: 10 s to connect, 30 s in all, 2 MiB, 3 redirects, http(s) only.
            """
    )

    @Argument(help: ArgumentHelp("The lifter's site or feed address (http or https).", valueName: "url"))
    var url: String

    @Option(help: ArgumentHelp("The name to show (default: the feed's author).", valueName: "name"))
    var name: String?

    @OptionGroup var site: SiteOptions

    func run() throws {
        let lifters = try FollowingFile.lifters(site)
        let found: FeedDiscovery.Found
        switch FeedDiscovery(transport: URLSessionTransport()).feed(of: url) {
        case .success(let feed): found = feed
        case .failure(let failure):
            Console.standardError(Console.errorLine(failure.description, hint: failure.hint))
            throw ExitCode(1)
        }
        if let existing = lifters.first(where: { $0.url == found.url }) {
            Console.standardError(Console.errorLine("\(found.url) is already followed", hint: "it is in following.yaml at \(existing.location)"))
            throw ExitCode(1)
        }
        let shown = name ?? found.name
        let lifter = FollowedLifter(url: found.url, name: name, location: SourceLocation(path: FollowingLoader.path))
        try FollowingFile.edit(site) { text, diagnostics in FollowingEditor.adding(lifter, to: text, into: &diagnostics) }
        if !site.quiet {
            print("Following \(shown.map { Console.visible($0) + " " } ?? "")(\(found.url)): \(found.routines) shared routine\(found.routines == 1 ? "" : "s"). Next: liftbook follow fetch\(site.directory == "." ? "" : " " + site.directory)")
        }
    }
}
