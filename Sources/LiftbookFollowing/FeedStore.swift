public import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LiftbookLoading
import LiftbookModel

/// A lifter's files in `following/`: the feed's last good copy (`<key>.json`, what `build`
/// reads) and the answer's validators (`<key>.http`, what the next fetch sends).
public struct FeedStore: Sendable {
    /// The site folder.
    public let root: URL
    /// The lifter's cache key.
    public let key: String

    /// Creates the store of one lifter.
    public init(root: URL, key: String) {
        self.root = root
        self.key = key
    }

    /// `following/<key>.json`, relative to the site folder.
    public var copyPath: String { "\(FollowingLoader.folder)/\(key).json" }
    /// `following/<key>.http`, relative to the site folder.
    public var statePath: String { "\(FollowingLoader.folder)/\(key).http" }

    /// True when a copy exists.
    public var hasCopy: Bool { FileManager.default.fileExists(atPath: root.appending(path: copyPath).path) }

    /// The validators of the last good fetch.
    public func state() -> FetchState? {
        guard let data = FileManager.default.contents(atPath: root.appending(path: statePath).path) else { return nil }
        return FetchState(text: String(decoding: data, as: UTF8.self))
    }

    /// Saves a new copy and its validators, each through a temporary file renamed over the old.
    public func save(_ feed: Data, state: FetchState) throws {
        try FileManager.default.createDirectory(at: root.appending(path: FollowingLoader.folder), withIntermediateDirectories: true)
        try replace(copyPath, with: feed)
        try replace(statePath, with: Data(state.text.utf8))
    }

    /// A file of the store that could not be removed, and the system's reason.
    public struct RemoveFailure: Error, Sendable, Equatable {
        /// The file, relative to the site folder.
        public var path: String
        /// What the system said (`is a directory`, `permission denied`).
        public var reason: String
    }

    /// Removes the copy and its validators (a file that is not there is fine); what could not be
    /// removed, after trying both.
    public func remove() -> [RemoveFailure] {
        [copyPath, statePath].compactMap { path in
            guard unlink(root.appending(path: path).path) != 0 else { return nil }
            let code = errno
            return code == ENOENT ? nil : RemoveFailure(path: path, reason: String(cString: strerror(code)).lowercased())
        }
    }

    private func replace(_ path: String, with data: Data) throws {
        let target = root.appending(path: path)
        let temporary = target.deletingLastPathComponent().appending(path: ".\(target.lastPathComponent).\(getpid()).tmp")
        try data.write(to: temporary)
        guard rename(temporary.path, target.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: reason])
        }
    }
}
