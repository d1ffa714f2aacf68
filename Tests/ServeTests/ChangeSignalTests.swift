import Foundation
@testable import LiftbookServe
import LiftbookSystem
import Testing

/// The kernel's change notifications wake `serve` early; the scan still decides what changed.
struct ChangeSignalTests {
    @Test func aWriteInAWatchedFolderIsSignalledOnce() throws {
        #if os(Linux)
        let folder = FileManager.default.temporaryDirectory.appending(path: "liftbook-signal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appending(path: "sessions/2026"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let signal = try #require(ChangeSignal())
        var folders: [String] = []
        _ = InputWatcher(root: folder).scan(folders: &folders)
        #expect(folders.contains(folder.standardizedFileURL.path + "/sessions/2026"))
        signal.watch(folders)
        #expect(!signal.drain())
        try Data("- 60 x 5\n".utf8).write(to: folder.appending(path: "sessions/2026/2026-11-20.md"))
        #expect(signal.drain())
        #expect(!signal.drain())
        try Data("title: x\n".utf8).write(to: folder.appending(path: "liftbook.yaml"))
        #expect(signal.drain())
        #else
        // Elsewhere there is no kernel signal: serve polls.
        #expect(ChangeSignal() == nil)
        #endif
    }
}
