import Foundation
import LiftbookSystem
import Testing

struct FolderListingTests {
    @Test func listsFilesFoldersAndLinksWithoutFollowingLinks() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "liftbook-listing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appending(path: "inner"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("x".utf8).write(to: folder.appending(path: "a.md"))
        try FileManager.default.createSymbolicLink(atPath: folder.appending(path: "to-inner").path, withDestinationPath: folder.appending(path: "inner").path)
        let entries = try #require(FolderListing.entries(of: folder.path)).sorted { $0.name < $1.name }
        #expect(entries == [FolderEntry(name: "a.md", kind: .file), FolderEntry(name: "inner", kind: .folder),
                            FolderEntry(name: "to-inner", kind: .link)])
        #expect(FolderListing.entries(of: folder.appending(path: "missing").path) == nil)
    }
}

struct FolderListingStatusTests {
    @Test func filesAndLinksToFilesCarryTheStatusOfWhatTheyName() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "liftbook-listing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appending(path: "inner"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("twelve bytes".utf8).write(to: folder.appending(path: "a.md"))
        try Data("four".utf8).write(to: folder.appending(path: "inner/b.md"))
        try FileManager.default.createSymbolicLink(atPath: folder.appending(path: "to-b").path, withDestinationPath: "inner/b.md")
        try FileManager.default.createSymbolicLink(atPath: folder.appending(path: "dangling").path, withDestinationPath: "nowhere.md")
        let entries = try #require(FolderListing.entries(of: folder.path, statusOfFiles: true))
        let byName = Dictionary(uniqueKeysWithValues: entries.map { ($0.name, $0) })
        #expect(byName["a.md"]?.status == FileStatus(path: folder.appending(path: "a.md").path))
        #expect(byName["a.md"]?.status?.size == 12)
        // A link's status is its target's (links followed), as `stamp` reports it.
        #expect(byName["to-b"]?.kind == .link)
        #expect(byName["to-b"]?.status?.kind == .file)
        #expect(byName["to-b"]?.status?.size == 4)
        #expect(byName["dangling"]?.kind == .link)
        #expect(byName["dangling"]?.status == nil)
        #expect(byName["inner"]?.status == nil)
        // Not asked for: no status, and no extra look at each entry.
        #expect(try #require(FolderListing.entries(of: folder.path)).allSatisfy { $0.status == nil })
    }
}
