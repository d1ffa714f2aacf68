import Foundation
import LiftbookModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Thin, fast file operations for the writer: thousands of small files per build.
enum FileIO {
    /// Writes bytes to a new file; throws with the path on failure.
    static func write(_ bytes: some Collection<UInt8>, to path: String) throws {
        try write(Array(bytes), to: path)
    }

    /// Writes bytes to a new file; throws with the path on failure.
    static func write(_ array: [UInt8], to path: String) throws {
        try write(array, to: path, makingFoldersBelow: nil)
    }

    /// Writes bytes to a new file, first making the missing folders on its way when they are
    /// below `root` (an existing folder); throws with the path on failure.
    static func write(_ array: [UInt8], to path: String, makingFoldersBelow root: String?) throws {
        var fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        if fd < 0, errno == ENOENT, let root, let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")),
           makeFolders(String(path[..<slash]), below: root) {
            fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        }
        guard fd >= 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
        defer { close(fd) }
        var done = 0
        while done < array.count {
            let n = array.withUnsafeBytes { buffer in
                systemWrite(fd, buffer.baseAddress.map { $0 + done }, array.count - done)
            }
            guard n > 0 else { throw CocoaError(.fileWriteOutOfSpace, userInfo: [NSFilePathErrorKey: path]) }
            done += n
        }
    }

    /// A hard link; false when it cannot be made.
    static func link(_ existing: String, to new: String) -> Bool {
        systemLink(existing, new)
    }

    /// Creates a folder (its parent must exist); true when it exists afterwards.
    @discardableResult
    static func makeFolder(_ path: String) -> Bool {
        mkdir(path, 0o755) == 0 || errno == EEXIST
    }

    /// Makes `folder` and the missing folders above it, up to `root` (which exists); true when
    /// `folder` exists afterwards. Several threads may make the same folders at once.
    static func makeFolders(_ folder: String, below root: String) -> Bool {
        if mkdir(folder, 0o755) == 0 || errno == EEXIST { return true }
        guard errno == ENOENT, folder.utf8.count > root.utf8.count, let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")) else { return false }
        let parent = String(folder[..<slash])
        guard parent.utf8.count >= root.utf8.count, makeFolders(parent, below: root) else { return false }
        return mkdir(folder, 0o755) == 0 || errno == EEXIST
    }

    /// Removes a folder and everything in it, without following links: a link (even one to a
    /// folder, even at `path` itself) is removed, never what it points to.
    static func removeTree(_ path: String) {
        guard let status = FileStatus(path: path, followingLinks: false) else { return }
        guard status.kind == .folder, let entries = FolderListing.entries(of: path) else {
            unlink(path)
            return
        }
        var folders: [String] = []
        for entry in entries {
            let child = path + "/" + entry.name
            if entry.kind == .folder { folders.append(child) } else { unlink(child) }
        }
        for folder in folders { removeTree(folder) }
        rmdir(path)
    }

    /// What a walk found at one relative path.
    enum EntryKind: Sendable, Equatable {
        case file, folder, other
    }

    /// Every entry under `root` by relative path (`a/b/index.html`), without following links:
    /// a link, device or socket is `.other` and its target is never looked at.
    static func walk(_ root: String) -> [String: EntryKind] {
        var entries: [String: EntryKind] = [:]
        var pending = [""]
        while let relative = pending.popLast() {
            guard let listing = FolderListing.entries(of: relative.isEmpty ? root : root + "/" + relative) else { continue }
            for entry in listing {
                let child = relative.isEmpty ? entry.name : relative + "/" + entry.name
                switch entry.kind {
                case .folder:
                    entries[child] = .folder
                    pending.append(child)
                case .file: entries[child] = .file
                case .link, .other: entries[child] = .other
                }
            }
        }
        return entries
    }

    /// Renames within one file system; throws with the path on failure.
    static func rename(_ from: String, to: String) throws {
        guard systemRename(from, to) else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: to]) }
    }

    /// Removes a file or link (never what a link points to).
    static func remove(_ path: String) { unlink(path) }

    /// Removes a folder if it is empty.
    static func removeFolderIfEmpty(_ path: String) { rmdir(path) }
}
