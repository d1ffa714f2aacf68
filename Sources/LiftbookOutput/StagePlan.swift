import LiftbookModel
import LiftbookSystem

/// What goes into the staged tree that replaces the output: the new site's files (each linked
/// from the old output when its bytes are the same, else written), and every entry of the old
/// output that is not the build's (`.git`, `CNAME`, the user's other files), linked across.
struct StagePlan {
    /// Paths of the new site's files that have a file at the same path in the old output, to
    /// compare (and link when the bytes are the same).
    let compared: Set<String>
    /// Of those, the files that are the user's: replacing one with different bytes is refused.
    let claimedFromUser: Set<String>
    /// The user's entries (files, links and others, not folders) to carry into the new output.
    let carried: [(path: String, kind: FolderEntry.Kind)]
    /// The user's empty folders, to carry over.
    let carriedFolders: [String]
    /// Paths where the user's entries are in the way of the new site (a file where it needs a
    /// folder, or a folder where it needs a file).
    let conflicts: [String]
    /// True when the old output has a file of the build's that the new site no longer makes.
    let hasStale: Bool

    /// A plan for writing the files at `paths` over an old output whose entries are `existing`
    /// (relative paths, empty for no output) and whose marker says `marker` (nil: no marker).
    init(paths: [String], existing: [String: FolderEntry.Kind], marker: String?) {
        guard !existing.isEmpty else {
            // A new output: nothing to compare, carry or be in the way.
            (compared, claimedFromUser, carried, carriedFolders, conflicts, hasStale) = ([], [], [], [], [], false)
            return
        }
        let manifest = marker.flatMap { OutputManifest(text: $0) }.map { Set($0.paths) }
        func owns(_ path: String) -> Bool {
            if path == OutputWriter.marker || Self.isLegacyTemporary(path) { return true }
            if let manifest { return manifest.contains(path) }
            return marker != nil && OutputManifest.legacyOwns(path)
        }
        let newFiles = Set(paths)
        var newFolders: Set<String> = []
        for path in paths {
            // Up to the first folder already there, whose own folders are then there too.
            var end = path.endIndex
            while let slash = path[..<end].lastIndex(of: "/"), newFolders.insert(String(path[..<slash])).inserted {
                end = slash
            }
        }
        var compared: Set<String> = []
        var claimed: Set<String> = []
        var carried: [(String, FolderEntry.Kind)] = []
        var conflicts: [String] = []
        var hasStale = false
        var nonEmpty: Set<String> = []
        for (path, _) in existing {
            if let slash = path.lastIndex(of: "/") { nonEmpty.insert(String(path[..<slash])) }
        }
        var carriedFolders: [String] = []
        for (path, kind) in existing {
            let mine = owns(path)
            if kind == .folder {
                // A folder is the build's when something of the build's is in it; an empty one is the user's.
                if !nonEmpty.contains(path), !newFolders.contains(path) {
                    if newFiles.contains(path) { conflicts.append(path) } else { carriedFolders.append(path) }
                }
                continue
            }
            if newFiles.contains(path) {
                if kind == .file { compared.insert(path) } else if !mine { conflicts.append(path) }
                if !mine, kind == .file { claimed.insert(path) }
                continue
            }
            if mine {
                if path != OutputWriter.marker { hasStale = true }
                continue
            }
            if newFolders.contains(path) || Self.parents(of: path).contains(where: newFiles.contains) {
                conflicts.append(path)
                continue
            }
            carried.append((path, kind))
        }
        self.compared = compared
        claimedFromUser = claimed
        self.carried = carried.sorted { $0.0 < $1.0 }
        self.carriedFolders = carriedFolders.sorted()
        self.conflicts = conflicts.sorted()
        self.hasStale = hasStale
    }

    /// `a` and `a/b` for `a/b/c.html`.
    static func parents(of path: String) -> [String] {
        var result: [String] = []
        var end = path.endIndex
        while let slash = path[..<end].lastIndex(of: "/") {
            result.append(String(path[..<slash]))
            end = slash
        }
        return result
    }

    /// A hidden `.name.liftbook-new` file that an earlier version's in-place update left behind.
    static func isLegacyTemporary(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasPrefix(".") && name.hasSuffix(".liftbook-new")
    }
}
