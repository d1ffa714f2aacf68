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

    /// Edits `following.yaml` in place with `edit` (given its text as written, nil when there is
    /// none) and writes it (a temporary file renamed over the old one): every line the edit does
    /// not touch, comments included, stays as it was. Stops with status 1, writing nothing, when
    /// the file cannot be read or the edit refuses.
    static func edit(_ site: SiteOptions, _ edit: (String?, inout [Diagnostic]) -> String?) throws {
        var diagnostics: [Diagnostic] = []
        let existing = TextFile.readIfPresent(FollowingLoader.path, from: DiskSiteFiles(root: site.root), into: &diagnostics)
        guard existing != .unreadable, let text = edit(existing.text, &diagnostics) else {
            site.report(diagnostics)
            throw ExitCode(1)
        }
        try FolderWrite.replace([OutputFile(path: FollowingLoader.path, contents: text)], in: site.root, makingFolders: false) { path in
            ("cannot write '\(path)'", "check that the folder is writable")
        }
    }
}
