import Foundation
import LiftbookOutput
import LiftbookSystem
import Testing

/// Files whose bytes the writer makes as it writes them (the cards of a build): written like
/// the others, listed in the marker, compared with the output's, and a file that cannot be made
/// leaves the previous output as it was.
struct DeferredWriteTests {
    private func scratch() throws -> (root: URL, writer: OutputWriter, site: URL) {
        let root = FileManager.default.temporaryDirectory.appending(path: "liftbook-deferred-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appending(path: "site"), withIntermediateDirectories: true)
        return (root, OutputWriter(output: root.appending(path: "public")), root.appending(path: "site"))
    }

    /// Counts how often each file's bytes are made.
    final class Counter: Sendable {
        let made = Locked([String: Int]())
        func file(_ path: String, _ text: String?) -> DeferredFile {
            DeferredFile(path: path) {
                self.made.withLock { $0[path, default: 0] += 1 }
                return text.map { Array($0.utf8) }
            }
        }
    }

    private func read(_ root: URL, _ path: String) -> String? {
        (try? Data(contentsOf: root.appending(path: "public/" + path))).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func deferredFilesAreWrittenListedAndMadeOnce() throws {
        let (root, writer, site) = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let counter = Counter()
        let summary = try writer.write([OutputFile(path: "index.html", contents: "home")],
                                       deferred: [counter.file("cards/a.png", "A"), counter.file("cards/b.png", "B")], siteFolder: site)
        #expect(summary == OutputWriter.Summary(written: 3, unchanged: 0))
        #expect(read(root, "cards/a.png") == "A")
        #expect(read(root, "cards/b.png") == "B")
        #expect(read(root, OutputWriter.marker)?.contains("cards/a.png") == true)
        #expect(counter.made.withLock { $0 } == ["cards/a.png": 1, "cards/b.png": 1])
    }

    @Test func anUnchangedDeferredFileIsKeptAndAChangedOneWritten() throws {
        let (root, writer, site) = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let first = Counter()
        _ = try writer.write([OutputFile(path: "index.html", contents: "home")], deferred: [first.file("a.png", "A"), first.file("b.png", "B")],
                             siteFolder: site)
        // Nothing changed: each is made once to compare, and nothing is written.
        let same = Counter()
        let again = try writer.write([OutputFile(path: "index.html", contents: "home")], deferred: [same.file("a.png", "A"), same.file("b.png", "B")],
                                     siteFolder: site)
        #expect(again == OutputWriter.Summary(written: 0, unchanged: 3))
        #expect(same.made.withLock { $0 } == ["a.png": 1, "b.png": 1])
        // A page and one card changed: still each card made once.
        let changed = Counter()
        let third = try writer.write([OutputFile(path: "index.html", contents: "new home")],
                                     deferred: [changed.file("a.png", "A"), changed.file("b.png", "B2")], siteFolder: site)
        #expect(third == OutputWriter.Summary(written: 2, unchanged: 1))
        #expect(changed.made.withLock { $0 } == ["a.png": 1, "b.png": 1])
        #expect(read(root, "b.png") == "B2")
        #expect(read(root, "index.html") == "new home")
        // Only a card changed: it is found while comparing, and written.
        let onlyCard = Counter()
        let fourth = try writer.write([OutputFile(path: "index.html", contents: "new home")],
                                      deferred: [onlyCard.file("a.png", "A3"), onlyCard.file("b.png", "B2")], siteFolder: site)
        #expect(fourth == OutputWriter.Summary(written: 1, unchanged: 2))
        #expect(onlyCard.made.withLock { $0 } == ["a.png": 1, "b.png": 1])
        #expect(read(root, "a.png") == "A3")
    }

    @Test func aFileThatCannotBeMadeLeavesThePreviousOutput() throws {
        let (root, writer, site) = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let counter = Counter()
        _ = try writer.write([OutputFile(path: "index.html", contents: "old")], deferred: [counter.file("a.png", "A")], siteFolder: site)
        #expect(throws: FileSystemError.self) {
            try writer.write([OutputFile(path: "index.html", contents: "new")], deferred: [counter.file("a.png", nil)], siteFolder: site)
        }
        #expect(read(root, "index.html") == "old")
        #expect(read(root, "a.png") == "A")
    }

    @Test func deferredPathsAreCheckedLikeTheOthers() throws {
        let (root, writer, site) = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let counter = Counter()
        #expect(throws: OutputWriter.Refusal.self) {
            try writer.write([OutputFile(path: "a.png", contents: "x")], deferred: [counter.file("a.png", "A")], siteFolder: site)
        }
        #expect(throws: OutputWriter.Refusal.self) {
            try writer.write([], deferred: [counter.file("../a.png", "A")], siteFolder: site)
        }
        #expect(counter.made.withLock { $0 }.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: root.appending(path: "public").path))
    }
}
