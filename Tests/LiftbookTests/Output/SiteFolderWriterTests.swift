import Foundation
import LiftbookModel
import LiftbookSystem
import LiftbookOutput
import LiftbookSite
import LiftbookTestSupport
import Testing

/// The site-folder writer: all or none. A refused step anywhere leaves the folder exactly as it
/// was (every file and folder compared), and a write that succeeds leaves no temporary name.
struct SiteFolderWriterTests {
    static let before: [String: String] = ["notes.txt": "a file", "routine.yaml": "old routine\n", "sessions/a.md": "old session\n"]

    private func folder() throws -> URL {
        let root = try CLIRunner.temporaryFolder()
        try CLIRunner.write(Self.before, into: root)
        return root
    }

    private func files(_ texts: [(String, String)]) -> [OutputFile] {
        texts.map { OutputFile(path: $0.0, contents: $0.1) }
    }

    @Test func aFileBelowARegularFileStopsTheWholeWrite() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let snapshot = TreeSnapshot.take(root)
        // The 2nd of 3 files would go below notes.txt, a regular file.
        let new = files([("posts/one.md", "1"), ("notes.txt/two.md", "2"), ("three.md", "3")])
        #expect(throws: SiteFolderWriter.Failure.system(FileSystemError("write", path: root.appending(path: "notes.txt/two.md").path, code: ENOTDIR))) {
            try SiteFolderWriter().writeNew(new, into: root)
        }
        #expect(TreeSnapshot.take(root) == snapshot)
        #expect(throws: SiteFolderWriter.Failure.self) { try SiteFolderWriter().replace(new, in: root) }
        #expect(TreeSnapshot.take(root) == snapshot)
    }

    @Test func existingFilesAreNamedAndNothingIsWritten() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let snapshot = TreeSnapshot.take(root)
        let new = files([("posts/one.md", "1"), ("routine.yaml", "new")])
        #expect(throws: SiteFolderWriter.Failure.exist(["routine.yaml"], folder: root.path)) {
            try SiteFolderWriter().writeNew(new, into: root)
        }
        #expect(TreeSnapshot.take(root) == snapshot)
    }

    @Test func replacedFilesGetTheirNewContentsAndNoTemporaryNameIsLeft() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try SiteFolderWriter().replace(files([("routine.yaml", "new routine\n"), ("exercises/imported.yaml", "new\n")]), in: root)
        var expected = try #require(TreeSnapshot.take(root).map { _ in
            Self.before.mapValues { TreeSnapshot.Entry.file(Array($0.utf8)) }
        })
        expected["routine.yaml"] = .file(Array("new routine\n".utf8))
        expected["exercises/imported.yaml"] = .file(Array("new\n".utf8))
        expected["sessions"] = .folder
        expected["exercises"] = .folder
        #expect(TreeSnapshot.take(root) == expected)
    }

    /// Each step of a write refused in turn: the folder is the old one or the new one, never a mix.
    @Test(arguments: [false, true])
    func aRefusalAtAnyStepLeavesTheOldFolderOrTheNewOne(replacing: Bool) throws {
        let new = replacing
            ? files([("routine.yaml", "new routine\n"), ("exercises/imported.yaml", "new\n"), ("sessions/a.md", "new session\n")])
            : files([("posts/one.md", "1"), ("posts/deep/two.md", "2"), ("three.md", "3")])
        func write(_ fileSystem: FaultyFileSystem, _ root: URL) throws {
            let writer = SiteFolderWriter(fileSystem: fileSystem)
            if replacing { try writer.replace(new, in: root) } else { try writer.writeNew(new, into: root) }
        }
        let counting = FaultyFileSystem()
        let first = try folder()
        defer { try? FileManager.default.removeItem(at: first) }
        let old = TreeSnapshot.take(first)
        try write(counting, first)
        let done = TreeSnapshot.take(first)
        #expect(done != old)
        #expect(counting.steps > 6)
        for step in 1...counting.steps {
            let root = try folder()
            defer { try? FileManager.default.removeItem(at: root) }
            let faulty = FaultyFileSystem(.refuse(step: step, code: EIO))
            do {
                try write(faulty, root)
                switch faulty.faultedOperation {
                case "remove":
                    // Removing a temporary name after the files are in place may fail unseen.
                    #expect(TreeSnapshot.take(root)?.filter { !$0.key.split(separator: "/").contains { $0.hasPrefix(".") } } == done, "step \(step)")
                case "link":
                    // A refused link to keep the old file is made up for by a copy.
                    #expect(replacing, "step \(step)")
                    #expect(TreeSnapshot.take(root) == done, "step \(step)")
                default:
                    Issue.record("step \(step): a write with a refused \(faulty.faultedOperation) succeeded")
                }
            } catch {
                #expect(TreeSnapshot.take(root) == old, "step \(step): \(faulty.faultedOperation)")
            }
        }
    }

    @Test func aFileSystemWithoutHardLinksKeepsTheOldFileAsACopy() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        // Step 1 writes the new routine under a temporary name; step 2 links the old one aside.
        let faulty = FaultyFileSystem(.refuse(step: 2, code: EPERM))
        try SiteFolderWriter(fileSystem: faulty).replace(files([("routine.yaml", "new routine\n")]), in: root)
        #expect(faulty.faultedOperation == "link")
        #expect(try String(contentsOf: root.appending(path: "routine.yaml"), encoding: .utf8) == "new routine\n")
        #expect(TreeSnapshot.hiddenNames(in: root).isEmpty)
    }

    @Test func aNewFolderAppearsWholeOrNotAtAll() throws {
        let parent = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let target = parent.appending(path: "new/site")
        let new = files([("liftbook.yaml", ""), ("sessions/2026/a.md", "a"), ("routine.yaml", "r")])
        let counting = FaultyFileSystem()
        try SiteFolderWriter(fileSystem: counting).makeFolder(new, at: target)
        #expect(TreeSnapshot.take(target)?.count == 5)
        try FileManager.default.removeItem(at: parent.appending(path: "new"))
        for step in 1...counting.steps {
            let faulty = FaultyFileSystem(.refuse(step: step, code: ENOSPC))
            do {
                try SiteFolderWriter(fileSystem: faulty).makeFolder(new, at: target)
                #expect(faulty.faultedOperation == "remove", "step \(step)")
                try FileManager.default.removeItem(at: parent.appending(path: "new"))
            } catch {
                // Nothing is left: not the folder, not its staging name, not the folder above made for it.
                #expect(TreeSnapshot.take(parent) == [:], "step \(step): \(faulty.faultedOperation)")
            }
        }
    }

    @Test func aFolderWithVisibleFilesIsRefused() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(throws: SiteFolderWriter.Failure.notEmpty(folder: root.path)) {
            try SiteFolderWriter().makeFolder(files([("liftbook.yaml", "")]), at: root)
        }
    }
}
