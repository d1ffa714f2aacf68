package import Foundation
import LiftbookModel
import LiftbookSystem

/// The inputs of a site folder, seen through their sizes and modification times.
///
/// A scan is a walk of `stat` calls over the watched files and folders, cheap enough to run every
/// quarter of a second; comparing two scans says which inputs were added, removed or changed.
package struct InputWatcher: Sendable {
    /// Files at the top of the site folder that are inputs.
    package static let files = SiteLayout.inputFiles
    /// Folders whose every file (at any depth, hidden ones aside except in `static/`) is an input.
    package static let folders = SiteLayout.inputFolders

    /// What a scan records about one file.
    package struct Stamp: Sendable, Hashable {
        /// Size in bytes.
        package var size: Int64
        /// Modification time in nanoseconds since 1970.
        package var modified: Int64
        /// The file's inode, which changes when an editor saves by renaming a new file over it.
        package var inode: UInt64
    }

    /// The site folder.
    package let root: URL

    private let rootPath: String

    /// Watches the site folder at `root`.
    package init(root: URL) {
        self.root = root.standardizedFileURL
        rootPath = self.root.path
    }

    /// Every input file now, keyed by its path relative to the site folder.
    package func scan() -> [String: Stamp] {
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
    package static func changes(from old: [String: Stamp], to new: [String: Stamp]) -> [String] {
        var paths = Set(new.keys).symmetricDifference(old.keys)
        for (path, stamp) in new where old[path].map({ $0 != stamp }) ?? false { paths.insert(path) }
        return paths.sorted()
    }

    private func walk(_ folder: String, into stamps: inout [String: Stamp], folders: inout [String]) {
        guard let entries = FolderListing.entries(of: rootPath + "/" + folder) else { return }
        folders.append(rootPath + "/" + folder)
        // static/ publishes hidden files too (.nojekyll, .well-known/), so they are inputs there.
        let isStatic = folder == SiteLayout.staticFolder || folder.hasPrefix(SiteLayout.staticFolder + "/")
        for entry in entries where isStatic ? !SiteLayout.unpublished.contains(entry.name) : !entry.name.hasPrefix(".") {
            let path = folder + "/" + entry.name
            if entry.kind == .folder {
                walk(path, into: &stamps, folders: &folders)
            } else {
                record(path, into: &stamps)
            }
        }
    }

    private func record(_ path: String, into stamps: inout [String: Stamp]) {
        guard let status = FileStatus(path: rootPath + "/" + path), status.kind == .file else { return }
        stamps[path] = Stamp(size: status.size, modified: status.modified, inode: status.inode)
    }
}
