import Foundation
import LiftbookSystem

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
            reason = systemReason(posix.code.rawValue)
        }
        if let path = error.filePath { reason += " at '\(path)'" }
        return reason
    }

    /// The fix to suggest, by the system's reason.
    static func hint(_ error: CocoaError?) -> String {
        guard let posix = error?.underlying as? POSIXError else {
            return "check that the folders on the way exist and can be written, and that the disk has room"
        }
        return hint(code: posix.code.rawValue)
    }

    /// The fix to suggest for an error number.
    static func hint(code: Int32) -> String {
        switch SystemErrorKind(code: code) {
        case .noSpace: "free some space on that disk, or write elsewhere"
        case .notPermitted: "you may not write there: check the folder's permissions (and 'lsattr' for immutable files), or write elsewhere"
        case .readOnly: "that file system is read-only; write elsewhere"
        case .missingFolder: "a folder on the way is missing or is a file; create it, or write elsewhere"
        case .nameTooLong: "the path is longer than the file system allows; choose a shorter one"
        case .other: "check that the folders on the way exist and can be written, and that the disk has room"
        }
    }
}
