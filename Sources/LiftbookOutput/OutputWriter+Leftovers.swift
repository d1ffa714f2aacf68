import Foundation
import LiftbookModel
import LiftbookSystem

extension OutputWriter {
    /// A hidden name beside the output: for this run's temporary folders
    /// `.public.liftbook-old-4242-9f3a01c2` (the process id and a random number, so no two runs
    /// share one); `.public.liftbook-lock` and `.public.liftbook-spare` (kept between runs).
    func temporaryPath(_ kind: String) -> String {
        let parent = output.deletingLastPathComponent().path
        let base = (parent == "/" ? "" : parent) + "/" + Self.besidePrefix(output.lastPathComponent) + kind
        return kind == "lock" || kind == "spare" ? base : base + "-" + runName
    }

    /// The start of every name the writer keeps beside the output named `name`: `.public.liftbook-`.
    static func besidePrefix(_ name: String) -> String { "." + name + ".liftbook-" }

    /// A `.gitignore` for a site folder whose output is the folder `output` in it: the built site
    /// and everything the writer keeps beside it (the spare tree, the lock, a run's staging tree)
    /// are made again by `build`, so none of it belongs in the lifter's repository.
    package static func gitignore(output: String = "public") -> String {
        """
        # Made again by 'liftbook build': the site, and the spare tree, lock and staging trees kept beside it.
        /\(output)/
        /\(besidePrefix(output))*

        """
    }

    /// Removes what killed runs left beside the output (staged trees, old outputs, spare trees set
    /// aside because a file in them could not be removed), first putting
    /// an old output back when a run died between the two renames of a swap and left none.
    /// Runs under the lock, so no other run is using them.
    func recoverLeftovers() {
        let parent = output.deletingLastPathComponent().path
        let prefix = Self.besidePrefix(output.lastPathComponent)
        guard let entries = fileSystem.entries(of: parent) else { return }
        var leftovers: [(kind: String, path: String)] = []
        for entry in entries where entry.name.hasPrefix(prefix) {
            let rest = entry.name.dropFirst(prefix.count)
            let parts = rest.split(separator: "-")
            let kind = parts.first.map(String.init) ?? ""
            // Ours are `staging` or `old` with a process id and a random number; `staging` and
            // `previous` alone are an earlier version's names.
            let current = parts.count == 3 && ["staging", "old", "discard"].contains(kind) && parts[1].allSatisfy(\.isNumber) && parts[2].allSatisfy(\.isHexDigit)
            let legacy = parts.count == 1 && (kind == "staging" || kind == "previous")
            if current || legacy { leftovers.append((kind, parent + "/" + entry.name)) }
        }
        if FileStatus(path: output.path, followingLinks: false) == nil,
           let old = leftovers.first(where: { ($0.kind == "old" || $0.kind == "previous") && FileStatus(path: $0.path, followingLinks: false)?.kind == .folder }) {
            try? fileSystem.rename(old.path, to: output.path)
            leftovers.removeAll { $0.path == old.path }
        }
        for leftover in leftovers { removeTree(leftover.path) }
    }

    /// Every entry under `root` by relative path (`a/b/index.html`), without following links;
    /// nil when `root` is not a folder (a link to one is not followed).
    func walk(_ root: String) -> [String: FolderEntry.Kind]? {
        guard FileStatus(path: root, followingLinks: false)?.kind == .folder, let top = fileSystem.entries(of: root) else { return nil }
        var entries: [String: FolderEntry.Kind] = [:]
        var pending: [(String, [FolderEntry])] = [("", top)]
        while let (relative, listing) = pending.popLast() {
            for entry in listing {
                let child = relative.isEmpty ? entry.name : relative + "/" + entry.name
                entries[child] = entry.kind
                if entry.kind == .folder, let inner = fileSystem.entries(of: root + "/" + child) {
                    pending.append((child, inner))
                }
            }
        }
        return entries
    }

    /// Removes a tree (a link at `path` is removed, never what it points to): its files on
    /// every core, then its folders, deepest first. What cannot be removed stays for the next run.
    func removeTree(_ path: String) {
        guard FileStatus(path: path, followingLinks: false)?.kind == .folder, let entries = walk(path) else {
            try? fileSystem.remove(path, folder: false)
            return
        }
        let files = entries.filter { $0.value != .folder }.map(\.key)
        _ = Parallel.map(files) { file in (try? fileSystem.remove(path + "/" + file, folder: false)) != nil }
        for folder in entries.filter({ $0.value == .folder }).map(\.key).sorted(by: >) {
            try? fileSystem.remove(path + "/" + folder, folder: true)
        }
        try? fileSystem.remove(path, folder: true)
    }
}
