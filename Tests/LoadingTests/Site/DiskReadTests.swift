import Foundation
import LiftbookLoading
import LiftbookModel
import Testing

/// How a folder on disk reads a file: a file too large is refused before it is read, and a
/// file in a folder that the last listing walked is read without looking at every folder on
/// its way; a folder swapped for a link since is seen by the next listing.
struct DiskReadTests {
    /// A new site folder with `sessions/2026/a.md`, removed after `body`.
    private func withSite(_ body: (URL) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "liftbook-read-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appending(path: "sessions/2026"), withIntermediateDirectories: true)
        try Data("# Upper A\n".utf8).write(to: root.appending(path: "sessions/2026/a.md"))
        try body(root)
    }

    @Test(arguments: [(limit: 9, refused: true), (limit: 10, refused: false), (limit: Int.max, refused: false)])
    func aFileOverTheLimitIsRefusedWithItsSize(limit: Int, refused: Bool) throws {
        try withSite { root in
            let files = DiskSiteFiles(root: root)
            if refused {
                #expect(throws: FileTooLarge(size: 10)) { try files.read("sessions/2026/a.md", sizeLimit: limit) }
            } else {
                let bytes = try files.read("sessions/2026/a.md", sizeLimit: limit)
                #expect(bytes == Data("# Upper A\n".utf8))
            }
        }
    }

    @Test func aFileInAWalkedFolderIsReadAndAFolderSwappedForALinkOutsideIsRefused() throws {
        try withSite { root in
            let outside = FileManager.default.temporaryDirectory.appending(path: "liftbook-outside-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: outside) }
            try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
            try Data("# Secret\n".utf8).write(to: outside.appending(path: "a.md"))
            let files = DiskSiteFiles(root: root)

            #expect(files.files(under: "sessions") == ["sessions/2026/a.md"])
            let first = try files.read("sessions/2026/a.md")
            #expect(first == Data("# Upper A\n".utf8))

            // The year folder becomes a link out of the site: the next listing does not walk it,
            // and a read of a file through it is refused, not read from the walked folder's memory.
            try FileManager.default.removeItem(at: root.appending(path: "sessions/2026"))
            try FileManager.default.createSymbolicLink(atPath: root.appending(path: "sessions/2026").path, withDestinationPath: outside.path)
            #expect(files.files(under: "sessions").isEmpty)
            #expect(throws: SiteFileError.self) { try files.read("sessions/2026/a.md") }

            // A file of the site reached through a link inside it is still read.
            try FileManager.default.removeItem(at: root.appending(path: "sessions/2026"))
            try FileManager.default.createDirectory(at: root.appending(path: "elsewhere"), withIntermediateDirectories: true)
            try Data("# Lower A\n".utf8).write(to: root.appending(path: "elsewhere/b.md"))
            try FileManager.default.createSymbolicLink(atPath: root.appending(path: "sessions/2026").path, withDestinationPath: "../elsewhere")
            _ = files.files(under: "sessions")
            let inside = try files.read("sessions/2026/b.md")
            #expect(inside == Data("# Lower A\n".utf8))
        }
    }

    @Test func aTextFileOverTheLimitIsReportedWithItsSize() throws {
        try withSite { root in
            var diagnostics: [Diagnostic] = []
            let text = TextFile.read("sessions/2026/a.md", from: DiskSiteFiles(root: root), sizeLimit: 4, into: &diagnostics)
            #expect(text == nil)
            #expect(diagnostics.count == 1)
            #expect(diagnostics.first?.location.path == "sessions/2026/a.md")
            #expect(diagnostics.first?.message.contains("over the") == true, "\(diagnostics)")
        }
    }
}
