import Foundation
import LiftbookModel

extension OutputWriter {
    /// What one file of the new site became in the staged tree.
    private enum Staged: Sendable {
        case linked, written, claimed
        case failed(FileSystemError)
    }

    /// Builds the new site beside the output and swaps it in (nothing at all when the output
    /// already is the new site).
    func stageAndSwap(_ files: [OutputFile]) throws -> Summary {
        let root = output.path
        let existing = walk(root)
        let marker = existing?[Self.marker] == .file ? fileSystem.read(root + "/" + Self.marker).map { String(decoding: $0, as: UTF8.self) } : nil
        let plan = StagePlan(files: files, existing: existing ?? [:], marker: marker)
        if !plan.conflicts.isEmpty { throw conflictRefusal(plan.conflicts) }
        let manifest = OutputManifest(paths: files.map(\.path)).text
        let staging = temporaryPath("staging")
        try fileSystem.makeFolder(staging)
        do {
            let outcomes = Parallel.map(files) { file in stage(file, plan: plan, into: staging) }
            try stop?.checkpoint()
            var summary = Summary(written: 0, unchanged: 0)
            var claimed: [String] = []
            for (file, outcome) in zip(files, outcomes) {
                switch outcome {
                case .linked: summary.unchanged += 1
                case .written: summary.written += 1
                case .claimed: claimed.append(file.path)
                case .failed(let error): throw error
                }
            }
            if !claimed.isEmpty { throw conflictRefusal(claimed) }
            if existing != nil, summary.written == 0, !plan.hasStale, marker == manifest {
                // The output already is the new site: nothing to swap.
                removeTree(staging)
                return summary
            }
            let carried = Parallel.map(plan.carried) { entry in carry(entry.path, kind: entry.kind, into: staging) }
            if let failure = carried.lazy.compactMap({ $0 }).first { throw failure }
            for folder in plan.carriedFolders { try makeFolders(staging + "/" + folder, below: staging) }
            try fileSystem.write(Array(manifest.utf8), to: staging + "/" + Self.marker)
            try stop?.checkpoint()
            let old = try swap(staging, existing: existing != nil)
            if let old { removeTree(old) }
            return summary
        } catch {
            // Before the swap: the staged tree goes. After a failed exchange it is still the
            // staged tree, and after a failed second rename the old output is back in place.
            removeTree(staging)
            throw error
        }
    }

    /// Links (same bytes) or writes one file of the new site into the staged tree.
    private func stage(_ file: OutputFile, plan: StagePlan, into staging: String) -> Staged {
        if let stop, (try? stop.checkpoint()) == nil {
            return .failed(FileSystemError("write", path: staging + "/" + file.path, code: ECANCELED))
        }
        let target = staging + "/" + file.path
        let old = output.path + "/" + file.path
        do {
            if plan.compared.contains(file.path) {
                if fileSystem.read(old) == file.bytes {
                    try withFolders(target, below: staging) { try linkOrCopy(old, to: target, bytes: file.bytes) }
                    return .linked
                }
                if plan.claimedFromUser.contains(file.path) { return .claimed }
            }
            try withFolders(target, below: staging) { try fileSystem.write(file.bytes, to: target) }
            return .written
        } catch let error as FileSystemError {
            return .failed(error)
        } catch {
            return .failed(FileSystemError("write", path: target, code: EIO))
        }
    }

    /// Carries one of the user's entries into the staged tree: a hard link, else a copy.
    private func carry(_ path: String, kind: FolderEntry.Kind, into staging: String) -> FileSystemError? {
        let target = staging + "/" + path
        let old = output.path + "/" + path
        do {
            try withFolders(target, below: staging) {
                do {
                    try fileSystem.link(old, to: target)
                } catch {
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
            return nil
        } catch let error as FileSystemError {
            return error
        } catch {
            return FileSystemError("link", path: target, code: EIO)
        }
    }

    /// A hard link to the old file, or (where the file system makes none) a copy of `bytes`.
    private func linkOrCopy(_ old: String, to target: String, bytes: [UInt8]) throws(FileSystemError) {
        do {
            try fileSystem.link(old, to: target)
        } catch where error.code != ENOENT && error.code != ENOSPC {
            try fileSystem.write(bytes, to: target)
        }
    }

    /// Runs `operation`; when it fails because a folder on the way is missing, makes the
    /// folders below `root` and runs it again.
    private func withFolders(_ path: String, below root: String, _ operation: () throws -> Void) throws {
        do {
            try operation()
        } catch let error as FileSystemError where error.code == ENOENT {
            guard let slash = path.lastIndex(of: "/") else { throw error }
            try makeFolders(String(path[..<slash]), below: root)
            try operation()
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

    /// Puts the staged tree in the output's place; afterwards the old output (if any) is at
    /// the returned path. One `renameat2(RENAME_EXCHANGE)` where the file system can, else two renames.
    private func swap(_ staging: String, existing: Bool) throws -> String? {
        let root = output.path
        guard existing else {
            try fileSystem.rename(staging, to: root)
            stop?.commit()
            return nil
        }
        if try fileSystem.exchange(staging, root) {
            stop?.commit()
            return staging
        }
        // Two renames: between them there is no output folder, and the next write puts the old
        // one back if this process dies there.
        let old = temporaryPath("old")
        try fileSystem.rename(root, to: old)
        do {
            try fileSystem.rename(staging, to: root)
        } catch {
            try? fileSystem.rename(old, to: root)
            throw error
        }
        stop?.commit()
        return old
    }

    private func conflictRefusal(_ paths: [String]) -> Refusal {
        let shown = paths.prefix(5).map { "'\(output.path)/\($0)'" }.joined(separator: ", ") + (paths.count > 5 ? ", …" : "")
        return Refusal(description: "\(paths.count == 1 ? "a file" : "\(paths.count) files") in the output that the build did not make \(paths.count == 1 ? "is" : "are") in the way of the site: \(shown); nothing was written",
                       hint: "the build never deletes files it did not make: move \(paths.count == 1 ? "it" : "them") into the site's static/ folder to publish \(paths.count == 1 ? "it" : "them"), or delete \(paths.count == 1 ? "it" : "them")")
    }
}
