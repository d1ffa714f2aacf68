import Foundation
import LiftbookSystem
import Testing

/// `stat` through one shape on every system: kind, size, modification time, inode.
struct FileStatusTests {
    @Test func tellsKindsSizesAndTimesWithAndWithoutFollowingLinks() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "liftbook-status-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appending(path: "inner"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appending(path: "a.md")
        try Data("12345".utf8).write(to: file)
        // 2025-11-20 12:00:00.25 UTC, set explicitly so the nanoseconds are known.
        let seconds = 1_763_640_000.0
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: seconds + 0.25)], ofItemAtPath: file.path)
        try FileManager.default.createSymbolicLink(atPath: folder.appending(path: "link.md").path, withDestinationPath: file.path)

        let status = try #require(FileStatus(path: file.path))
        #expect(status.kind == .file)
        #expect(status.size == 5)
        #expect(status.modified == 1_763_640_000_250_000_000)
        #expect(status.inode != 0)

        let followed = try #require(FileStatus(path: folder.appending(path: "link.md").path))
        #expect(followed == status)
        #expect(FileStatus(path: folder.appending(path: "link.md").path, followingLinks: false)?.kind == .link)
        #expect(FileStatus(path: folder.appending(path: "inner").path)?.kind == .folder)
        #expect(FileStatus(path: folder.appending(path: "missing").path) == nil)
    }

    @Test func readsAnOpenDescriptor() throws {
        let file = FileManager.default.temporaryDirectory.appending(path: "liftbook-status-\(UUID().uuidString).txt")
        try Data(repeating: 7, count: 4096).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let handle = try FileHandle(forReadingFrom: file)
        defer { try? handle.close() }
        let status = try #require(FileStatus(descriptor: handle.fileDescriptor))
        #expect(status.kind == .file)
        #expect(status.size == 4096)
        #expect(FileStatus(descriptor: -1) == nil)
    }
}
