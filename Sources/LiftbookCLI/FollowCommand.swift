import ArgumentParser
import Foundation
import LiftbookFollowing
import LiftbookLoading
import LiftbookModel

/// `liftbook follow add|list|remove|fetch`: the lifters whose shared routines the site follows.
struct FollowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "follow",
        abstract: "Follow other lifters' shared routines: add, list, remove, fetch.",
        discussion: """
            following.yaml lists the lifters (their feeds); 'follow fetch' is the step that reads the network and \
            keeps the last good copy of each feed in following/; 'build' reads only that copy.
            """,
        subcommands: [FollowAddCommand.self, FollowListCommand.self, FollowRemoveCommand.self, FollowFetchCommand.self]
    )
}

/// The reading and writing of `following.yaml` the follow commands share.
enum FollowingFile {
    /// The lifters listed; stops with status 1 when the file has errors.
    static func lifters(_ site: SiteOptions) throws -> [FollowedLifter] {
        try site.requireSite()
        var diagnostics: [Diagnostic] = []
        let lifters = FollowingLoader.lifters(from: DiskSiteFiles(root: site.root), into: &diagnostics)
        site.report(diagnostics)
        guard !diagnostics.hasErrors else {
            Console.standardError(Console.errorLine("following.yaml has errors; nothing was changed", hint: "fix them, then run the command again"))
            throw ExitCode(1)
        }
        return lifters
    }

    /// Writes `following.yaml` (a temporary file renamed over the old one).
    static func write(_ lifters: [FollowedLifter], _ site: SiteOptions) throws {
        let url = site.root.appending(path: FollowingLoader.path)
        do {
            try Data(FollowingLoader.text(lifters).utf8).write(to: url, options: .atomic)
        } catch {
            Console.standardError(Console.errorLine("cannot write '\(url.path)'", hint: "check that the folder is writable"))
            throw ExitCode(1)
        }
    }
}

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
        var lifters = try FollowingFile.lifters(site)
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
        lifters.append(FollowedLifter(url: found.url, name: name, location: SourceLocation(path: FollowingLoader.path)))
        try FollowingFile.write(lifters, site)
        if !site.quiet {
            print("Following \(shown.map { Console.visible($0) + " " } ?? "")(\(found.url)): \(found.routines) shared routine\(found.routines == 1 ? "" : "s"). Next: liftbook follow fetch\(site.directory == "." ? "" : " " + site.directory)")
        }
    }
}

/// `liftbook follow list [DIR]`.
struct FollowListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the lifters followed and their fetched copies.")

    @OptionGroup var site: SiteOptions

    func run() throws {
        let lifters = try FollowingFile.lifters(site)
        guard !lifters.isEmpty else {
            print("Following no one. Follow a lifter with: liftbook follow add https://their.site/")
            return
        }
        for lifter in lifters {
            let store = FeedStore(root: site.root, key: lifter.cacheKey)
            var copy = "not fetched yet"
            var name = lifter.name
            if let data = FileManager.default.contents(atPath: site.root.appending(path: store.copyPath).path) {
                switch FeedReader.read(data, lifter: lifter) {
                case .success(let feed):
                    copy = "\(feed.posts.count) routine\(feed.posts.count == 1 ? "" : "s") in \(store.copyPath)"
                    name = name ?? feed.posts.first?.lifter
                case .failure(let problem): copy = "the copy cannot be read: \(problem)"
                }
            }
            print("\(name.map { Console.visible($0) + "  " } ?? "")\(lifter.url)  (\(copy))")
        }
    }
}

/// `liftbook follow remove URL-OR-NAME [DIR]`.
struct FollowRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: "Stop following a lifter (by feed address or name); their copy is deleted.")

    @Argument(help: ArgumentHelp("The feed address or the name in following.yaml.", valueName: "lifter"))
    var lifter: String

    @OptionGroup var site: SiteOptions

    func run() throws {
        var lifters = try FollowingFile.lifters(site)
        guard let index = lifters.firstIndex(where: { $0.url == lifter || $0.name == lifter }) else {
            let known = lifters.map { $0.name ?? $0.url }
            Console.standardError(Console.errorLine("no followed lifter '\(Console.visible(lifter))'",
                                                    hint: known.isEmpty ? "following.yaml lists no one" : "followed: " + known.joined(separator: ", ")))
            throw ExitCode(1)
        }
        let removed = lifters.remove(at: index)
        try FollowingFile.write(lifters, site)
        FeedStore(root: site.root, key: removed.cacheKey).remove()
        if !site.quiet { print("No longer following \(removed.url).") }
    }
}

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
            site.report(failures)
            throw ExitCode(1)
        }
    }
}
