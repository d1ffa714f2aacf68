package import LiftbookSystem
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real file system, through the C library: thousands of small files per build.
package struct DiskFileSystem: OutputFileSystem {
    /// The real file system.
    package init() {}

    package func write(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileSystemError("write", path: path, code: errno) }
        var done = 0
        var failure: Int32 = 0
        while done < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress.map { $0 + done }, bytes.count - done)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                failure = count == 0 ? ENOSPC : errno
                break
            }
            done += count
        }
        // A full disk may only show when the file is closed (network file systems, quotas).
        if close(descriptor) != 0, failure == 0, errno != EINTR { failure = errno }
        if failure != 0 { throw FileSystemError("write", path: path, code: failure) }
    }

    package func makeFolder(_ path: String) throws(FileSystemError) {
        let code = systemMakeFolder(path)
        if code != 0 { throw FileSystemError("create the folder", path: path, code: code) }
    }

    package func link(_ existing: String, to new: String) throws(FileSystemError) {
        let code = systemLink(existing, new)
        if code != 0 { throw FileSystemError("link", path: new, code: code) }
    }

    package func makeSymbolicLink(_ path: String, target: String) throws(FileSystemError) {
        let code = systemSymbolicLink(target, path)
        if code != 0 { throw FileSystemError("create the link", path: path, code: code) }
    }

    package func rename(_ from: String, to: String) throws(FileSystemError) {
        let code = systemRename(from, to)
        if code != 0 { throw FileSystemError("rename", path: from, code: code) }
    }

    package func exchange(_ a: String, _ b: String) throws(FileSystemError) -> Bool {
        let code = systemExchange(a, b)
        if code == ENOSYS { return false }
        if code != 0 { throw FileSystemError("swap in", path: b, code: code) }
        return true
    }

    package func remove(_ path: String, folder: Bool) throws(FileSystemError) {
        let code = systemRemove(path, folder: folder)
        if code != 0, code != ENOENT { throw FileSystemError("remove", path: path, code: code) }
    }

    package func read(_ path: String) -> [UInt8]? { FileContents.read(path) }

    package func linkTarget(_ path: String) -> String? { systemLinkTarget(path) }

    package func entries(of path: String) -> [FolderEntry]? { FolderListing.entries(of: path) }
}
