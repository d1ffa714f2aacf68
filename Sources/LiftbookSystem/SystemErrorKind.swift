#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What an error number of a refused file operation means for the person who asked, by kind:
/// the commands choose their hint by it without naming the C library's constants.
package enum SystemErrorKind: Sendable, Equatable {
    /// The disk or the quota is full (`ENOSPC`, `EDQUOT`).
    case noSpace
    /// No permission (`EACCES`, `EPERM`).
    case notPermitted
    /// A read-only file system (`EROFS`).
    case readOnly
    /// A folder on the way is missing or is a file (`ENOENT`, `ENOTDIR`).
    case missingFolder
    /// The path is too long (`ENAMETOOLONG`).
    case nameTooLong
    /// Anything else.
    case other

    /// The kind of the error number `code`.
    package init(code: Int32) {
        switch code {
        case ENOSPC, EDQUOT: self = .noSpace
        case EACCES, EPERM: self = .notPermitted
        case EROFS: self = .readOnly
        case ENOENT, ENOTDIR: self = .missingFolder
        case ENAMETOOLONG: self = .nameTooLong
        default: self = .other
        }
    }
}
