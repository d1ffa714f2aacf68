#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole files with one descriptor (`open`, `fstat`, `read` until the end, `close`): the
/// loader reads thousands of small session files and the writer compares thousands of pages.
package enum FileContents {
    /// The bytes of the file at `path` (links followed), or nil when it cannot be opened or read.
    package static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        // The size is only a first guess: a file that grows or shrinks meanwhile is read to its end.
        let status = FileStatus(descriptor: descriptor)
        let expected = status.map { Int(clamping: max(0, $0.size)) } ?? 0
        // A regular file ends where a read returns less than it asked for (a byte more than its
        // size is asked for), which spares a second read to be told so, per file; a pipe or a
        // device may return less at any time and is read until a read returns nothing.
        let shortReadEnds = status?.kind == .file
        var bytes = [UInt8](repeating: 0, count: max(expected, 0) + 1)
        var count = 0
        while true {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(4096, bytes.count))) }
            let asked = bytes.count - count
            let read = bytes.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
            }
            if read == 0 { break }
            if read < 0 {
                if errno == EINTR { continue }
                return nil
            }
            count += read
            if shortReadEnds, read < asked { break }
        }
        bytes.removeSubrange(count...)
        return bytes
    }
}

/// `read(2)`, named apart from ``FileContents/read(_:)``.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
