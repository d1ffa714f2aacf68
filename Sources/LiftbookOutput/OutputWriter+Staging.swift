import Foundation
import LiftbookModel
import LiftbookSystem

extension OutputWriter {
    /// Where an entry of the tree to swap in comes from.
    private enum Source: Sendable {
        /// The output's entry at the same path: a file with the same bytes, or the user's entry.
        case output(FolderEntry.Kind)
        /// New bytes.
        case bytes([UInt8])
        /// Bytes made here, then linked from the output when its file at the same path has them
        /// (`compare`), else written.
        case made(DeferredFile, compare: Bool)
    }

    /// Builds the new site in the spare tree beside the output and swaps it in (nothing at all
    /// when the output already is the new site). Afterwards the spare tree is the old output,
    /// which the next write brings up to date in place instead of building a whole tree again.
    /// `paths` are the paths of `files` and `deferred`, in the manifest's order.
    func stageAndSwap(_ files: [OutputFile], deferred: [DeferredFile] = [], paths: [String]) throws -> Summary {
        let root = output.path
        let existing = walk(root)
        let marker = existing?[Self.marker] == .file ? fileSystem.read(root + "/" + Self.marker).map { String(decoding: $0, as: UTF8.self) } : nil
        let plan = StagePlan(paths: paths, existing: existing ?? [:], marker: marker)
        if !plan.conflicts.isEmpty { throw conflictRefusal(plan.conflicts) }
        let manifest = OutputManifest(paths: paths).text
        // Compare first: the files whose bytes are already in the output.
        let same: [Bool?] = Parallel.map(files) { file in
            guard plan.compared.contains(file.path) else { return false }
            if fileSystem.read(root + "/" + file.path) == file.bytes { return true }
            return plan.claimedFromUser.contains(file.path) ? nil : false
        }
        var claimed = zip(files, same).filter { $0.1 == nil }.map(\.0.path)
        // A deferred file is made here only when the output may already be the new site (then
        // it is compared, and its bytes kept if they differ) or when it would replace a file of
        // the user's (refused if the bytes differ); the others are made as they are written.
        let settled = existing != nil && !same.contains(where: { $0 != true }) && !plan.hasStale && marker == manifest
        let early: [Source?] = Parallel.map(deferred) { file -> Source? in
            guard plan.compared.contains(file.path), settled || plan.claimedFromUser.contains(file.path) else { return nil }
            guard let bytes = file.make() else { return .bytes([]) }
            if fileSystem.read(root + "/" + file.path) == bytes { return .output(.file) }
            return plan.claimedFromUser.contains(file.path) ? nil : .bytes(bytes)
        }
        claimed += zip(deferred, early).filter { plan.claimedFromUser.contains($0.0.path) && $0.1 == nil }.map(\.0.path)
        if !claimed.isEmpty { throw conflictRefusal(claimed.sorted()) }
        if let unmade = zip(deferred, early).first(where: { if case .bytes(let bytes) = $0.1 { bytes.isEmpty } else { false } }) {
            throw FileSystemError("make", path: root + "/" + unmade.0.path, code: EIO)
        }
        var unchanged = same.filter { $0 == true }.count
        let earlySame = early.filter { if case .output = $0 { true } else { false } }.count
        if settled, earlySame == deferred.count { return Summary(written: 0, unchanged: unchanged + earlySame) }
        try stop?.checkpoint()
        var wanted: [(path: String, source: Source)] = zip(files, same).map { file, same in
            (file.path, same == true ? .output(.file) : .bytes(file.bytes))
        }
        wanted += zip(deferred, early).map { file, early in
            (file.path, early ?? .made(file, compare: plan.compared.contains(file.path)))
        }
        wanted += plan.carried.map { ($0.path, .output($0.kind)) }
        wanted.append((Self.marker, .bytes(Array(manifest.utf8))))
        let spare = temporaryPath("spare")
        do {
            var found: Int
            do {
                found = try prepare(spare, wanted: wanted, folders: plan.carriedFolders)
            } catch let error as FileSystemError where error.operation == "remove" && (error.code == EPERM || error.code == EACCES) {
                // The spare tree holds a file that cannot be removed (an immutable file carried
                // from the output): set it aside for a later run to remove, and start a new one.
                try fileSystem.rename(spare, to: temporaryPath("discard"))
                found = try prepare(spare, wanted: wanted, folders: plan.carriedFolders)
            }
            try stop?.checkpoint()
            try swap(spare, existing: existing != nil)
            unchanged += earlySame + found
            return Summary(written: paths.count - unchanged, unchanged: unchanged)
        } catch {
            // Before the swap the spare tree is half made: it goes (the next write makes it
            // again). After a failed second rename of the fallback the old output is back.
            removeTree(spare)
            throw error
        }
    }

    /// Makes the tree at `tree` hold exactly `wanted` (and the user's empty `folders`). What it
    /// holds already (the output before last, or what a killed run left) is checked entry by
    /// entry, and a file is never written through: a changed one is removed and made again.
    /// Returns how many of the files made here had the bytes of the output's file (and were linked).
    private func prepare(_ tree: String, wanted: [(path: String, source: Source)], folders: [String]) throws -> Int {
        let root = output.path
        if FileStatus(path: tree, followingLinks: false)?.kind != .folder {
            try? fileSystem.remove(tree, folder: false)
            try fileSystem.makeFolder(tree)
        }
        let current = walk(tree) ?? [:]
        var wantedFolders: Set<String> = []
        wantedFolders.reserveCapacity(wanted.count)
        // Only a tree that holds something needs the paths to see what goes.
        var wantedPaths: Set<String> = []
        if !current.isEmpty { wantedPaths = Set(wanted.map(\.path)) }
        // A path's folders, from the innermost out, up to the first one already there (whose
        // own folders are then there too). Slashes are looked for as bytes, not characters.
        func addFolders(of path: String) {
            var end = path.utf8.endIndex
            while let slash = path.utf8[..<end].lastIndex(of: UInt8(ascii: "/")) {
                guard wantedFolders.insert(String(path[..<slash])).inserted else { break }
                end = slash
            }
        }
        // Most paths share the folder of the path before them, which is in with the folders
        // above it already: such a path is passed over by comparing bytes, without a look-up.
        var lastFolder: Substring = ""
        for entry in wanted {
            let path = entry.path
            guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { continue }
            let folder = path[..<slash]
            if folder.utf8.elementsEqual(lastFolder.utf8) { continue }
            lastFolder = folder
            addFolders(of: path)
        }
        for folder in folders where wantedFolders.insert(folder).inserted { addFolders(of: folder) }
        // What the tree has that the new site does not (or of another kind) goes.
        for (path, kind) in current where kind != .folder && !wantedPaths.contains(path) {
            try fileSystem.remove(tree + "/" + path, folder: false)
        }
        // Folders that go, deepest first (their files are gone already); a refusal stops the write.
        for (path, kind) in current.sorted(by: { $0.key > $1.key }) where kind == .folder && !wantedFolders.contains(path) {
            try fileSystem.remove(tree + "/" + path, folder: true)
        }
        // The missing folders, one depth at a time (parents first), each depth on every core.
        var byDepth: [[String]] = []
        for folder in wantedFolders where current[folder] != .folder {
            let depth = folder.utf8.reduce(0) { $1 == UInt8(ascii: "/") ? $0 + 1 : $0 }
            while byDepth.count <= depth { byDepth.append([]) }
            byDepth[depth].append(folder)
        }
        for folders in byDepth {
            let failures = Parallel.map(folders) { folder -> FileSystemError? in
                do throws(FileSystemError) { try makeFolders(tree + "/" + folder, below: tree) } catch { return error }
                return nil
            }
            if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
        }
        // Each entry: the failure, if any, and whether a file made here was the output's. Files
        // drawn here (the cards) are handed out first, so no core draws the last ones alone.
        let results = Parallel.map(wanted, costliestFirst: { entry in
            if case .made = entry.source { 1 } else { 0 }
        }) { entry -> (FileSystemError?, Bool) in
            let target = tree + "/" + entry.path
            if let stop, (try? stop.checkpoint()) == nil { return (FileSystemError("write", path: target, code: ECANCELED), false) }
            let here = current.isEmpty ? nil : current[entry.path].flatMap { $0 == .folder ? nil : $0 }
            do {
                func link(_ kind: FolderEntry.Kind) throws {
                    let old = root + "/" + entry.path
                    if here != nil, let have = FileStatus(path: target, followingLinks: false),
                       let want = FileStatus(path: old, followingLinks: false), have.inode == want.inode { return }
                    if here != nil { try fileSystem.remove(target, folder: false) }
                    try carry(old, kind: kind, to: target)
                }
                func write(_ bytes: [UInt8]) throws {
                    if here == .file, fileSystem.read(target) == bytes { return }
                    if here != nil { try fileSystem.remove(target, folder: false) }
                    try fileSystem.write(bytes, to: target)
                }
                switch entry.source {
                case .output(let kind):
                    try link(kind)
                case .bytes(let bytes):
                    try write(bytes)
                case .made(let file, let compare):
                    guard let bytes = file.make() else { return (FileSystemError("make", path: target, code: EIO), false) }
                    if compare, fileSystem.read(root + "/" + entry.path) == bytes {
                        try link(.file)
                        return (nil, true)
                    }
                    try write(bytes)
                }
                return (nil, false)
            } catch let error as FileSystemError {
                return (error, false)
            } catch {
                return (FileSystemError("write", path: target, code: EIO), false)
            }
        }
        try stop?.checkpoint()
        if let failure = results.lazy.compactMap(\.0).first { throw failure }
        return results.filter(\.1).count
    }

    /// A hard link to the output's entry at `old`, else (where the file system makes none) a copy.
    private func carry(_ old: String, kind: FolderEntry.Kind, to target: String) throws(FileSystemError) {
        do {
            try fileSystem.link(old, to: target)
        } catch where error.code != ENOENT && error.code != ENOSPC {
            switch kind {
            case .file:
                guard let bytes = fileSystem.read(old) else { throw error }
                try fileSystem.write(bytes, to: target)
            case .link:
                guard let destination = fileSystem.linkTarget(old) else { throw error }
                try fileSystem.makeSymbolicLink(target, target: destination)
            case .folder, .other:
                throw error
            }
        }
    }

    /// Makes `folder` and the missing folders above it, up to `root` (which exists). Several
    /// threads may make the same folders at once.
    func makeFolders(_ folder: String, below root: String) throws(FileSystemError) {
        do {
            try fileSystem.makeFolder(folder)
        } catch where error.code == EEXIST {
            return
        } catch where error.code == ENOENT && folder.count > root.count {
            guard let slash = folder.lastIndex(of: "/") else { throw error }
            try makeFolders(String(folder[..<slash]), below: root)
            do { try fileSystem.makeFolder(folder) } catch where error.code == EEXIST {}
        }
    }

    /// Puts the tree at `spare` in the output's place; afterwards the old output (if any) is at
    /// `spare`. One `renameat2(RENAME_EXCHANGE)` where the file system can, else two renames.
    private func swap(_ spare: String, existing: Bool) throws {
        let root = output.path
        guard existing else {
            try fileSystem.rename(spare, to: root)
            stop?.commit()
            return
        }
        if try fileSystem.exchange(spare, root) {
            stop?.commit()
            return
        }
        // Two renames: between them there is no output folder, and the next write puts the old
        // one back if this process dies there.
        let old = temporaryPath("old")
        try fileSystem.rename(root, to: old)
        do {
            try fileSystem.rename(spare, to: root)
        } catch {
            try? fileSystem.rename(old, to: root)
            throw error
        }
        stop?.commit()
        if (try? fileSystem.rename(old, to: spare)) == nil { removeTree(old) }
    }

    private func conflictRefusal(_ paths: [String]) -> Refusal {
        let shown = paths.prefix(5).map { "'\(output.path)/\($0)'" }.joined(separator: ", ") + (paths.count > 5 ? ", …" : "")
        return Refusal(description: "\(paths.count == 1 ? "a file" : "\(paths.count) files") in the output that the build did not make \(paths.count == 1 ? "is" : "are") in the way of the site: \(shown); nothing was written",
                       hint: "the build never deletes files it did not make: move \(paths.count == 1 ? "it" : "them") into the site's static/ folder to publish \(paths.count == 1 ? "it" : "them"), or delete \(paths.count == 1 ? "it" : "them")")
    }
}
