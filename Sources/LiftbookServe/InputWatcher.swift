public import Foundation
import LiftbookModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The inputs of a site folder, seen through their sizes and modification times.
///
/// A scan is a walk of `stat` calls over the watched files and folders, cheap enough to run every
/// quarter of a second; comparing two scans says which inputs were added, removed or changed.
public struct InputWatcher: Sendable {
    /// Files at the top of the site folder that are inputs.
    public static let files = ["liftbook.yaml", "routine.yaml", "bodyweight.csv", "bodyweight.yaml", "bodyweight.yml"]
    /// Folders whose every file (at any depth, hidden ones aside) is an input.
    public static let folders = ["exercises", "sessions", "imports", "posts", "Templates", "Themes"]

    /// What a scan records about one file.
    public struct Stamp: Sendable, Hashable {
        /// Size in bytes.
        public var size: Int64
        /// Modification time in nanoseconds since 1970.
        public var modified: Int64
        /// The file's inode, which changes when an editor saves by renaming a new file over it.
        public var inode: UInt64
    }

    /// The site folder.
    public let root: URL

    private let rootPath: String

    /// Watches the site folder at `root`.
    public init(root: URL) {
        self.root = root.standardizedFileURL
        rootPath = self.root.path
    }

    /// Every input file now, keyed by its path relative to the site folder.
    public func scan() -> [String: Stamp] {
        var folders: [String] = []
        return scan(folders: &folders)
    }

    /// Every input file now, and every folder that holds inputs (the site folder first), as
    /// absolute paths for a ``ChangeSignal`` to watch.
    func scan(folders: inout [String]) -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        folders = [rootPath]
        for name in Self.files { record(name, into: &stamps) }
        for name in Self.folders { walk(name, into: &stamps, folders: &folders) }
        return stamps
    }

    /// The paths added, removed or changed between two scans, sorted.
    public static func changes(from old: [String: Stamp], to new: [String: Stamp]) -> [String] {
        var paths = Set(new.keys).symmetricDifference(old.keys)
        for (path, stamp) in new where old[path].map({ $0 != stamp }) ?? false { paths.insert(path) }
        return paths.sorted()
    }

    private func walk(_ folder: String, into stamps: inout [String: Stamp], folders: inout [String]) {
        guard let entries = FolderListing.entries(of: rootPath + "/" + folder) else { return }
        folders.append(rootPath + "/" + folder)
        for entry in entries where !entry.name.hasPrefix(".") {
            let path = folder + "/" + entry.name
            if entry.kind == .folder {
                walk(path, into: &stamps, folders: &folders)
            } else {
                record(path, into: &stamps)
            }
        }
    }

    private func record(_ path: String, into stamps: inout [String: Stamp]) {
        var info = stat()
        guard stat(rootPath + "/" + path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        stamps[path] = Stamp(size: Int64(info.st_size), modified: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec),
                             inode: UInt64(info.st_ino))
    }
}
