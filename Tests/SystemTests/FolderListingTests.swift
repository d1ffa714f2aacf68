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
