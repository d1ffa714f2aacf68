package import Foundation
import LiftbookLoading
import LiftbookModel
package import LiftbookOutput
import LiftbookSystem

/// A lifter's files in `following/`: the feed's last good copy (`<key>.json`, what `build`
/// reads) and the answer's validators (`<key>.http`, what the next fetch sends).
///
/// The two are one pair on disk: they are saved together by the site-folder writer (both staged
/// and flushed, then moved into place, or both left as they were), and the validators carry the
/// hash of their copy, so validators left beside another copy (a process killed between the two
/// renames) are never sent.
package struct FeedStore: Sendable {
    /// The site folder.
    package let root: URL
    /// The lifter's cache key.
    package let key: String
    /// The file operations, the real file system unless a test injects faults.
    package let fileSystem: any OutputFileSystem

    /// Creates the store of one lifter.
    package init(root: URL, key: String, fileSystem: any OutputFileSystem = DiskFileSystem()) {
        self.root = root
        self.key = key
        self.fileSystem = fileSystem
    }

    /// `following/<key>.json`, relative to the site folder.
    package var copyPath: String { "\(FollowingLoader.folder)/\(key).json" }
    /// `following/<key>.http`, relative to the site folder.
    package var statePath: String { "\(FollowingLoader.folder)/\(key).http" }

    /// True when a copy exists.
    package var hasCopy: Bool { FileStatus(path: root.appending(path: copyPath).path) != nil }

    /// The copy's bytes, or nil when there is none.
    package func copy() -> [UInt8]? { fileSystem.read(root.appending(path: copyPath).path) }

    /// The validators of the last good fetch; nil when there are none, or when they were answered
    /// with another copy than the one on disk.
    package func state() -> FetchState? {
        guard let bytes = fileSystem.read(root.appending(path: statePath).path),
              let state = FetchState(text: String(decoding: bytes, as: UTF8.self)) else { return nil }
        if let hash = state.copyHash, hash != Self.hash(copy() ?? []) { return nil }
        return state
    }

    /// Saves a new copy and its validators as a pair: both or neither.
    package func save(_ feed: Data, state: FetchState) throws(SiteFolderWriter.Failure) {
        var state = state
        state.copyHash = Self.hash(Array(feed))
        let files = [OutputFile(path: copyPath, bytes: Array(feed)), OutputFile(path: statePath, contents: state.text)]
        try SiteFolderWriter(fileSystem: fileSystem).replace(files, in: root, makingFolders: true)
    }

    /// A file of the store that could not be removed, and the system's reason.
    package struct RemoveFailure: Error, Sendable, Equatable {
        /// The file, relative to the site folder.
        package var path: String
        /// What the system said (`is a directory`, `permission denied`).
        package var reason: String
    }

    /// Removes the copy and its validators (a file that is not there is fine); what could not be
    /// removed, after trying both.
    package func remove() -> [RemoveFailure] {
        [copyPath, statePath].compactMap { path in
            do throws(FileSystemError) {
                try fileSystem.remove(root.appending(path: path).path, folder: false)
                return nil
            } catch {
                return RemoveFailure(path: path, reason: error.reason)
            }
        }
    }

    /// The FNV-1a hash of a copy's bytes, as the validators carry it.
    static func hash(_ bytes: [UInt8]) -> String {
        var hash = FNV1a()
        hash.add(bytes)
        return hash.hex
    }
}
