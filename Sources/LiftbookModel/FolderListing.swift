#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An entry of a folder as the file system reports it; links are never followed.
public struct FolderEntry: Sendable, Equatable {
    /// What the entry is.
    public enum Kind: Sendable, Equatable {
        case file, folder, link, other
    }

    /// The entry's name (no path).
    public var name: String
    /// What it is.
    public var kind: Kind

    /// Creates an entry.
    public init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }
}

/// Lists folders with `readdir`: builds, the writer and `serve` look at thousands of entries.
public enum FolderListing {
    /// The entries of the folder at `path`, without `.` and `..`, or nil when it cannot be opened.
    /// An entry whose type the file system does not report is looked at with `lstat`, which does
    /// not follow links either; one that cannot be looked at is left out.
    public static func entries(of path: String) -> [FolderEntry]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var entries: [FolderEntry] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let kind: FolderEntry.Kind
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): kind = .folder
            case Int32(DT_REG): kind = .file
            case Int32(DT_LNK): kind = .link
            case Int32(DT_UNKNOWN):
                guard let status = FileStatus(path: path + "/" + name, followingLinks: false) else { continue }
                kind = status.kind
            default: kind = .other
            }
            entries.append(FolderEntry(name: name, kind: kind))
        }
        return entries
    }
}
