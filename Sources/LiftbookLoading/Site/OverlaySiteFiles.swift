public import Foundation

/// A site folder with files added in memory, as if they were on disk: how a session sent to
/// `serve --lan` is checked as part of the site before a byte of it is written.
public struct OverlaySiteFiles: SiteFiles {
    /// The folder underneath.
    public let base: any SiteFiles
    /// The added files' bytes by relative path; they hide files of the same path below.
    public let added: [String: Data]

    /// `base` with `added` on top.
    public init(base: any SiteFiles, adding added: [String: Data]) {
        self.base = base
        self.added = added
    }

    public func files(under folder: String) -> [String] {
        let prefix = folder.isEmpty ? "" : (folder.hasSuffix("/") ? folder : folder + "/")
        let extra = added.keys.filter { $0.hasPrefix(prefix) }
        return Array(Set(base.files(under: folder)).union(extra)).sorted()
    }

    public func exists(_ path: String) -> Bool { added[path] != nil || base.exists(path) }

    public func read(_ path: String) throws -> Data {
        if let data = added[path] { return data }
        return try base.read(path)
    }

    public func read(_ path: String, sizeLimit: Int) throws -> Data {
        if let data = added[path] { return data }
        return try base.read(path, sizeLimit: sizeLimit)
    }

    public func stamp(_ path: String) -> FileStamp? {
        added[path] == nil ? base.stamp(path) : nil
    }

    public func filesWithHidden(under folder: String) -> [String] { base.filesWithHidden(under: folder) }

    public func listingProblems(under folder: String) -> [ListingProblem] { base.listingProblems(under: folder) }
}
