import Foundation
import LiftbookLoading
import Testing

/// A folder on disk stamps its files while it lists them; the stamps must be what `stamp(_:)`
/// says of each file, or `serve` would keep a file it should read again.
struct StampedListingTests {
    @Test func eachListedFileCarriesTheStampOfItsOwnLookUp() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "liftbook-stamped-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let sessions = root.appending(path: "sessions")
        try FileManager.default.createDirectory(at: sessions.appending(path: "2026/11"), withIntermediateDirectories: true)
        try Data("# Upper\n".utf8).write(to: sessions.appending(path: "2026/11/a.md"))
        try Data("# Lower A\n".utf8).write(to: sessions.appending(path: "b.md"))
        try Data("hidden".utf8).write(to: sessions.appending(path: ".draft.md"))
        try FileManager.default.createSymbolicLink(atPath: sessions.appending(path: "link.md").path, withDestinationPath: "b.md")
        try FileManager.default.createSymbolicLink(atPath: sessions.appending(path: "folder-link").path, withDestinationPath: "2026")
        let files = DiskSiteFiles(root: root)

        let listed = files.stampedFiles(under: "sessions")
        #expect(listed.map(\.path) == files.files(under: "sessions"))
        #expect(listed.map(\.path) == ["sessions/2026/11/a.md", "sessions/b.md", "sessions/link.md"])
        for file in listed {
            #expect(file.stamp != nil)
            #expect(file.stamp == files.stamp(file.path), "\(file.path)")
        }
        #expect(listed.first { $0.path == "sessions/link.md" }?.stamp?.size == 10)

        // A file rewritten with another size is stamped anew by the next listing.
        try Data("# Upper, longer now\n".utf8).write(to: sessions.appending(path: "2026/11/a.md"))
        let again = files.stampedFiles(under: "sessions")
        #expect(again.first?.stamp?.size == 20)
        #expect(again.first?.stamp != listed.first?.stamp)
        #expect(files.stampedFiles(under: "missing").isEmpty)

        // Listed again unchanged, the folder comes in the order kept from last time; a file
        // added or removed makes a new order.
        try Data("# Added\n".utf8).write(to: sessions.appending(path: "2026/a0.md"))
        #expect(files.files(under: "sessions") == ["sessions/2026/11/a.md", "sessions/2026/a0.md", "sessions/b.md", "sessions/link.md"])
        try FileManager.default.removeItem(at: sessions.appending(path: "b.md"))
        #expect(files.files(under: "sessions") == ["sessions/2026/11/a.md", "sessions/2026/a0.md"])
        #expect(files.files(under: "sessions") == ["sessions/2026/11/a.md", "sessions/2026/a0.md"])
    }

    @Test func aFolderInMemoryStampsNothing() {
        let files = MemorySiteFiles(["sessions/a.md": "# A\n"])
        #expect(files.stampedFiles(under: "sessions") == [ListedFile(path: "sessions/a.md", stamp: nil)])
    }
}
