import Foundation
import LiftbookSystem
import Testing

/// Whole-file reads through one descriptor.
struct FileContentsTests {
    @Test(arguments: [0, 1, 4095, 4096, 4097, 300_000])
    func readsEveryByte(size: Int) throws {
        let file = FileManager.default.temporaryDirectory.appending(path: "liftbook-contents-\(UUID().uuidString)")
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(FileContents.read(file.path) == bytes)
    }

    /// A pipe hands over what its writer wrote so far: a read that returns less than it asked
    /// for is not its end, as it is for a regular file.
    @Test func aPipeIsReadUntilItsWriterCloses() throws {
        let path = FileManager.default.temporaryDirectory.appending(path: "liftbook-pipe-\(UUID().uuidString)").path
        try #require(mkfifo(path, 0o600) == 0)
        defer { unlink(path) }
        let writer = Thread {
            let descriptor = open(path, O_WRONLY)
            guard descriptor >= 0 else { return }
            for piece in ["first ", "second ", "third"] {
                _ = piece.utf8CString.withUnsafeBufferPointer { write(descriptor, $0.baseAddress, $0.count - 1) }
                usleep(20_000)
            }
            close(descriptor)
        }
        writer.start()
        #expect(FileContents.read(path).map { String(decoding: $0, as: UTF8.self) } == "first second third")
    }

    @Test func aMissingFileOrAFolderIsNil() {
        #expect(FileContents.read(FileManager.default.temporaryDirectory.appending(path: "liftbook-missing-\(UUID().uuidString)").path) == nil)
        #expect(FileContents.read(FileManager.default.temporaryDirectory.path) == nil)
    }
}
