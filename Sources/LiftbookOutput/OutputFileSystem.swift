package import LiftbookSystem

/// The file operations the output writer makes: the one seam through which tests refuse a
/// write, fill the disk or stop the writer at any step, with no global state.
///
/// Every method works on absolute paths and never follows a link at the path it is given.
package protocol OutputFileSystem: Sendable {
    /// Creates the file at `path` holding `bytes`; its folder exists.
    func write(_ bytes: [UInt8], to path: String) throws(FileSystemError)
    /// Creates the folder at `path`; its parent exists.
    func makeFolder(_ path: String) throws(FileSystemError)
    /// Makes `new` a hard link to the file, link or other entry at `existing`.
    func link(_ existing: String, to new: String) throws(FileSystemError)
    /// Makes a symbolic link at `path` that holds `target`.
    func makeSymbolicLink(_ path: String, target: String) throws(FileSystemError)
    /// Renames `from` to `to` on the same file system (an empty folder or a file at `to` is replaced).
    func rename(_ from: String, to: String) throws(FileSystemError)
    /// Swaps the entries at `a` and `b` in one step; false when the file system cannot.
    func exchange(_ a: String, _ b: String) throws(FileSystemError) -> Bool
    /// Removes the file or link at `path`, or the empty folder when `folder` is true.
    func remove(_ path: String, folder: Bool) throws(FileSystemError)
    /// The bytes of the file at `path`, or nil when it cannot be read.
    func read(_ path: String) -> [UInt8]?
    /// The target of the symbolic link at `path`, or nil.
    func linkTarget(_ path: String) -> String?
    /// The entries of the folder at `path`, or nil when it is not one or cannot be listed.
    func entries(of path: String) -> [FolderEntry]?
}

/// A file operation the system refused, with its error number and path.
package struct FileSystemError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was being done: `write`, `link`, `rename`, …
    package var operation: String
    /// The path it was done to.
    package var path: String
    /// The system's error number (`ENOSPC`, `EACCES`, …).
    package var code: Int32

    /// Creates an error.
    package init(_ operation: String, path: String, code: Int32) {
        self.operation = operation
        self.path = path
        self.code = code
    }

    /// The system's words for the error: `no space left on device`.
    package var reason: String { systemReason(code) }

    /// `cannot write '…': no space left on device`.
    package var description: String { "cannot \(operation) '\(path)': \(reason)" }
}
