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

    @Test func aMissingFileOrAFolderIsNil() {
        #expect(FileContents.read(FileManager.default.temporaryDirectory.appending(path: "liftbook-missing-\(UUID().uuidString)").path) == nil)
        #expect(FileContents.read(FileManager.default.temporaryDirectory.path) == nil)
    }
}
