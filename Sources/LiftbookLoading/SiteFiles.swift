public import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Read access to a site folder: the only way the load stage touches the file system.
public protocol SiteFiles: Sendable {
    /// Paths (relative to the site folder, `/`-separated, sorted) of the regular files below
    /// `folder`, at any depth; empty when the folder does not exist.
    func files(under folder: String) -> [String]
    /// True when a regular file exists at `path`.
    func exists(_ path: String) -> Bool
    /// The bytes of the file at `path`.
    func read(_ path: String) throws -> Data
    /// A fingerprint that changes whenever the file changes (modification time and size), or nil
    /// when the file system cannot tell cheaply.
    func stamp(_ path: String) -> FileStamp?
}

/// What identifies a version of a file without reading it.
public struct FileStamp: Sendable, Hashable {
    /// Modification time in nanoseconds since 1970.
    public var modified: Int64
    /// Size in bytes.
    public var size: Int64

    /// Creates a stamp.
    public init(modified: Int64, size: Int64) {
        self.modified = modified
        self.size = size
    }
}

extension SiteFiles {
    /// No stamps: every file is read each time.
    public func stamp(_ path: String) -> FileStamp? { nil }
}

/// A site folder on disk.
public struct DiskSiteFiles: SiteFiles {
    /// The site folder.
    public let root: URL

    /// Reads the site folder at `root`.
    public init(root: URL) { self.root = root.standardizedFileURL }

    public func files(under folder: String) -> [String] {
        var result: [String] = []
        collect(folder, into: &result)
        return result.sorted()
    }

    /// Walks a folder with readdir: regular files only, hidden names skipped, links not followed,
    /// so nothing outside the site folder is ever listed.
    private func collect(_ folder: String, into result: inout [String]) {
        let base = folder.isEmpty ? root.path : root.path + "/" + folder
        guard let directory = opendir(base) else { return }
        defer { closedir(directory) }
        var folders: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard !name.hasPrefix(".") else { continue }
            let path = folder.isEmpty ? name : folder + "/" + name
            var type = entry.pointee.d_type
            if type == UInt8(DT_UNKNOWN) {
                var info = stat()
                guard lstat(base + "/" + name, &info) == 0 else { continue }
                type = (info.st_mode & S_IFMT) == S_IFDIR ? UInt8(DT_DIR) : ((info.st_mode & S_IFMT) == S_IFREG ? UInt8(DT_REG) : UInt8(DT_LNK))
            }
            if type == UInt8(DT_DIR) {
                folders.append(path)
            } else if type == UInt8(DT_REG) {
                result.append(path)
            }
        }
        for child in folders { collect(child, into: &result) }
    }

    public func exists(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: root.appending(path: path).path, isDirectory: &isDirectory)
            && !isDirectory.boolValue
    }

    public func read(_ path: String) throws -> Data {
        try Data(contentsOf: root.appending(path: path))
    }

    public func stamp(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(root.appending(path: path).path, &info) == 0 else { return nil }
        return FileStamp(modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec), size: Int64(info.st_size))
    }
}

/// A site folder held in memory, for tests and generated samples.
public struct MemorySiteFiles: SiteFiles {
    /// File contents keyed by relative path.
    public var contents: [String: Data]

    /// Creates a site from texts keyed by relative path.
    public init(_ texts: [String: String]) {
        contents = texts.mapValues { Data($0.utf8) }
    }

    /// Creates a site from raw bytes keyed by relative path.
    public init(data: [String: Data]) {
        contents = data
    }

    public func files(under folder: String) -> [String] {
        let prefix = folder.isEmpty ? "" : (folder.hasSuffix("/") ? folder : folder + "/")
        return contents.keys.filter { $0.hasPrefix(prefix) }.sorted()
    }

    public func exists(_ path: String) -> Bool { contents[path] != nil }

    public func read(_ path: String) throws -> Data {
        guard let data = contents[path] else { throw CocoaError(.fileNoSuchFile) }
        return data
    }
}
