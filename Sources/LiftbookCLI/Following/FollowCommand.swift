import ArgumentParser
import Foundation
import LiftbookFollowing
import LiftbookLoading
import LiftbookModel
import LiftbookSystem

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
        try FolderWrite.replace([OutputFile(path: FollowingLoader.path, contents: FollowingLoader.text(lifters))], in: site.root, makingFolders: false) { path in
            ("cannot write '\(path)'", "check that the folder is writable")
        }
    }
}
