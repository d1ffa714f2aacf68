import Foundation

/// A file operation the operating system refused (a file where a folder should be, a full disk,
/// no permission), in words: what it said, and where.
enum FileSystemFailure {
    /// `cannot write` or `cannot read`, from the error's code (Foundation's read codes are below
    /// 512, its write codes from 512 on).
    static func action(_ error: CocoaError) -> String {
        error.code.rawValue >= CocoaError.Code.fileWriteUnknown.rawValue ? "cannot write" : "cannot read"
    }

    /// `not a directory at '/home/me/notes.txt/new'`.
    static func reason(_ error: CocoaError) -> String {
        var reason = "the file system refused it"
        if let posix = error.underlying as? POSIXError {
            reason = String(cString: strerror(posix.code.rawValue)).lowercased()
        }
        if let path = error.filePath { reason += " at '\(path)'" }
        return reason
    }
}
