import Foundation
import LiftbookOutput
import LiftbookSite

/// The fix to suggest for a write the system refused, by its reason.
enum WriteFailureHint {
    /// `free some space …` for a full disk, `make … writable` for a refusal, and so on.
    static func text(for error: FileSystemError, output: String) -> String {
        let parent = (output as NSString).deletingLastPathComponent
        switch error.code {
        case ENOSPC, EDQUOT:
            return "free some space on the disk that holds '\(parent)' (the build needs room for a second copy of the site while it swaps it in), or build elsewhere with --output"
        case EACCES, EPERM:
            return "the build writes a new copy beside the output and swaps it in: '\(parent)' and the output folder must be writable by you (check their permissions, and 'lsattr' for immutable files); or build elsewhere with --output"
        case EROFS:
            return "'\(parent)' is on a read-only file system; build elsewhere with --output"
        case ENOENT, ENOTDIR:
            return "the folders above the output must exist; create them or choose another folder with --output"
        case ENAMETOOLONG:
            return "a path is longer than the file system allows; choose a shorter --output"
        case EXDEV:
            return "the output folder is a mount point; choose a folder inside it with --output"
        default:
            return "check that '\(parent)' is writable and has room, or build elsewhere with --output"
        }
    }
}
