import ArgumentParser
import Foundation
import LiftbookFollowing
import LiftbookLoading
import LiftbookModel

/// `liftbook follow fetch [DIR]`.
struct FollowFetchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fetch",
        abstract: "Fetch the feeds of the lifters followed into following/ (the one step that uses the network).",
        discussion: """
            Each feed is asked for with the ETag and Last-Modified of the last copy, within 10 s to connect, 30 s \
            in all, 2 MiB and 3 redirects, http(s) only. A new copy replaces the old one only when it reads as a \
            feed; a failure keeps the old copy and is reported as an error at the lifter's entry in following.yaml. \
            Exit status 1 when any feed failed.
            """
    )

    @OptionGroup var site: SiteOptions

    func run() throws {
        let lifters = try FollowingFile.lifters(site)
        guard !lifters.isEmpty else {
            print("Following no one. Follow a lifter with: liftbook follow add https://their.site/")
            return
        }
        let fetcher = FeedFetcher(transport: URLSessionTransport(), root: site.root)
        var failures: [Diagnostic] = []
        for lifter in lifters {
            let who = lifter.name.map { "\(Console.visible($0)) (\(lifter.url))" } ?? lifter.url
            switch fetcher.fetch(lifter) {
            case .updated(let routines, let notes):
                if !site.quiet { print("updated       \(who): \(routines) routine\(routines == 1 ? "" : "s")") }
                for note in notes where !site.quiet { print("              note: \(note)") }
            case .notModified:
                if !site.quiet { print("not modified  \(who)") }
            case .failed(let why):
                let kept = FeedStore(root: site.root, key: lifter.cacheKey).hasCopy
                    ? "the last copy is kept, and 'liftbook build' shows it" : "there is no copy yet, so 'liftbook build' shows nothing of this lifter"
                if !site.quiet { print("failed        \(who)") }
                failures.append(.error("cannot fetch \(lifter.url): \(Console.visible(why))", at: lifter.location, hint: kept + "; try again later"))
            }
        }
        if !failures.isEmpty {
            // The per-lifter lines first, also when standard output is a pipe.
            fflush(nil)
            site.report(failures)
            throw ExitCode(1)
        }
    }
}
