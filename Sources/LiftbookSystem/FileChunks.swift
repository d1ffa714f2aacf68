#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file of any size in chunks of a fixed size, through one buffer: memory stays at one
/// chunk however large the file (an Apple Health export is often gigabytes).
package enum FileChunks {
    /// Calls `body` with each chunk of the file at `path` in order; false when the file cannot be
    /// opened or read. The buffer is valid only during the call.
    package static func read(_ path: String, chunkSize: Int = 1 << 20, _ body: (UnsafeRawBufferPointer) -> Void) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(chunkSize, 4096), alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let count = readChunk(descriptor, buffer.baseAddress, buffer.count)
            if count == 0 { return true }
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            body(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
        }
    }
}

/// `read(2)`, named apart from ``FileChunks/read(_:chunkSize:_:)``.
private func readChunk(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
