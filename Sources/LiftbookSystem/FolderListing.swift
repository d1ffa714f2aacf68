#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An entry of a folder as the file system reports it; links are never followed.
package struct FolderEntry: Sendable, Equatable {
    /// What the entry is.
    package enum Kind: Sendable, Equatable {
        case file, folder, link, other
    }

    /// The entry's name (no path); a name that is not valid UTF-8 has U+FFFD in place of its bad bytes.
    package var name: String
    /// What it is.
    package var kind: Kind
    /// False when the file system's name is not valid UTF-8: ``name`` then names nothing on disk.
    package var isUTF8: Bool
    /// For a file, or a link, when asked for: the status of what it names, links followed (nil
    /// when not asked for or when it cannot be looked at).
    package var status: FileStatus?

    /// Creates an entry.
    package init(name: String, kind: Kind, isUTF8: Bool = true, status: FileStatus? = nil) {
        self.name = name
        self.kind = kind
        self.isUTF8 = isUTF8
        self.status = status
    }
}

/// Lists folders with `readdir`: builds, the writer and `serve` look at thousands of entries.
package enum FolderListing {
    /// The entries of the folder at `path`, without `.` and `..`, or nil when it cannot be opened.
    /// An entry whose type the file system does not report is looked at with `lstat`, which does
    /// not follow links either; one that cannot be looked at is left out. With `statusOfFiles`, each
    /// file's and link's ``FolderEntry/status`` is looked up relative to the open folder, which
    /// costs a fraction of a `stat` of the whole path.
    package static func entries(of path: String, statusOfFiles: Bool = false) -> [FolderEntry]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var entries: [FolderEntry] = []
        while let entry = readdir(directory) {
            let (name, isUTF8) = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                let bytes = raw.prefix { $0 != 0 }
                if let valid = String(validating: bytes, as: UTF8.self) { return (valid, true) }
                return (String(decoding: bytes, as: UTF8.self), false)
            }
            if name == "." || name == ".." { continue }
            let kind: FolderEntry.Kind
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): kind = .folder
            case Int32(DT_REG): kind = .file
            case Int32(DT_LNK): kind = .link
            case Int32(DT_UNKNOWN) where isUTF8:
                guard let status = FileStatus(path: path + "/" + name, followingLinks: false) else { continue }
                kind = status.kind
            case Int32(DT_UNKNOWN): kind = .other
            default: kind = .other
            }
            var status: FileStatus?
            if statusOfFiles, isUTF8, kind == .file || kind == .link {
                status = FileStatus(in: dirfd(directory), name: name)
            }
            entries.append(FolderEntry(name: name, kind: kind, isUTF8: isUTF8, status: status))
        }
        return entries
    }
}
