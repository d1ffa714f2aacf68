#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The C library's calls the writer and the site reader need, named apart from the methods that
// wrap them (whose names would shadow them inside their types).

/// `write(2)`: the number of bytes written, -1 on failure.
package func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

/// `linkat(2)` without following a link at `existing`: 0, or the error number.
package func systemLink(_ existing: String, _ new: String) -> Int32 {
    linkat(AT_FDCWD, existing, AT_FDCWD, new, 0) == 0 ? 0 : errno
}

/// `rename(2)`: 0, or the error number.
package func systemRename(_ from: String, _ to: String) -> Int32 {
    rename(from, to) == 0 ? 0 : errno
}

/// `mkdir(2)` with mode 755: 0, or the error number.
package func systemMakeFolder(_ path: String) -> Int32 {
    mkdir(path, 0o755) == 0 ? 0 : errno
}

/// `unlink(2)`, or `rmdir(2)` for a folder: 0, or the error number.
package func systemRemove(_ path: String, folder: Bool) -> Int32 {
    (folder ? rmdir(path) : unlink(path)) == 0 ? 0 : errno
}

/// `symlink(2)`: 0, or the error number.
package func systemSymbolicLink(_ target: String, _ path: String) -> Int32 {
    symlink(target, path) == 0 ? 0 : errno
}

/// `readlink(2)`: the link's target, or nil.
package func systemLinkTarget(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: 4097)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count >= 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// Swaps two paths in one step: 0, the error number, or `ENOSYS` when neither the C library nor
/// the file system can (the caller then falls back to two renames).
///
/// Linux: `renameat2(…, RENAME_EXCHANGE)` (Linux 3.15, glibc 2.28; ext4, XFS, Btrfs, tmpfs and
/// others; `EINVAL` from a file system that cannot). Looked up at run time, since Swift's view of
/// glibc does not declare it and an older C library may not have it. macOS: `renamex_np` with
/// `RENAME_SWAP` (APFS; `ENOTSUP` on file systems that cannot).
package func systemExchange(_ a: String, _ b: String) -> Int32 {
    #if canImport(Glibc)
    guard let exchange = renameExchange else { return ENOSYS }
    if exchange(AT_FDCWD, a, AT_FDCWD, b, 2) == 0 { return 0 }
    let code = errno
    return code == EINVAL || code == ENOTSUP || code == EOPNOTSUPP ? ENOSYS : code
    #elseif canImport(Darwin)
    if renamex_np(a, b, UInt32(RENAME_SWAP)) == 0 { return 0 }
    let code = errno
    return code == EINVAL || code == ENOTSUP ? ENOSYS : code
    #else
    return ENOSYS
    #endif
}

#if canImport(Glibc)
/// `renameat2` from the running C library, or nil when it has none.
private let renameExchange: (@convention(c) (Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UInt32) -> Int32)? = {
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "renameat2") else { return nil }
    return unsafeBitCast(symbol, to: (@convention(c) (Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UInt32) -> Int32).self)
}()
#endif

/// `realpath(3)`: the path with every link resolved, or nil when it does not exist.
package func systemRealPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
}

/// The process id.
package func systemProcessID() -> Int32 { getpid() }

/// The system's words for an error number, in lower case: `no space left on device`.
package func systemReason(_ code: Int32) -> String {
    String(cString: strerror(code)).lowercased()
}
