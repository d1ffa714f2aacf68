#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat` says about a file, with the same names on Linux and macOS (whose C structures
/// name the modification time `st_mtim` and `st_mtimespec`).
package struct FileStatus: Sendable, Equatable {
    /// What the path is; a link only when links are not followed.
    package var kind: FolderEntry.Kind
    /// Size in bytes.
    package var size: Int64
    /// Modification time in nanoseconds since 1970.
    package var modified: Int64
    /// The file's inode, which changes when an editor saves by renaming a new file over it.
    package var inode: UInt64

    /// The status of the file at `path` (links followed unless `followingLinks` is false), or
    /// nil when it cannot be looked at.
    package init?(path: String, followingLinks: Bool = true) {
        var info = stat()
        let result = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard result == 0 else { return nil }
        self.init(info)
    }

    /// The status of the entry `name` of the open folder `folder` (links followed), or nil when it
    /// cannot be looked at.
    package init?(in folder: Int32, name: String) {
        var info = stat()
        guard fstatat(folder, name, &info, 0) == 0 else { return nil }
        self.init(info)
    }

    /// The status of an open file descriptor, or nil when it cannot be looked at.
    package init?(descriptor: Int32) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        self.init(info)
    }

    private init(_ info: stat) {
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .file
        case S_IFDIR: kind = .folder
        case S_IFLNK: kind = .link
        default: kind = .other
        }
        size = Int64(info.st_size)
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        modified = Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
        inode = UInt64(info.st_ino)
    }
}
