import Foundation
@testable import LiftbookCLI
import LiftbookModel
@testable import LiftbookOutput
@testable import LiftbookSite
import LiftbookSystem
import LiftbookTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The lock that keeps two builds out of one output, and write errors that keep the system's reason.
struct WriterLockAndErrorTests {
    private func scratch() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appending(path: "liftbook-lock-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appending(path: "site"), withIntermediateDirectories: true)
        return root
    }

    @Test func aBuildThatFindsTheOutputLockedWaitsThenNamesTheOtherProcess() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        // Another process's lock: a locked file beside the output holding its id.
        let lockPath = root.appending(path: ".public.liftbook-lock").path
        let descriptor = open(lockPath, O_RDWR | O_CREAT, 0o644)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        #expect(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        _ = "4242\n".withCString { write(descriptor, $0, 5) }
        let told = Locked<[Int32?]>([])
        let writer = OutputWriter(output: root.appending(path: "public"), lockWait: 0.3) { holder in told.withLock { $0.append(holder) } }
        let started = Date()
        do {
            _ = try writer.write([OutputFile(path: "index.html", contents: "x")], siteFolder: root.appending(path: "site"))
            Issue.record("the write should wait, then stop")
        } catch let refusal as OutputWriter.Refusal {
            #expect(refusal.description.hasPrefix("another Liftbook build (process 4242) is writing '"))
            #expect(refusal.description.hasSuffix("public'; waited 0 s and wrote nothing"))
            #expect(refusal.hint == "wait for it to finish (or stop it), then build again")
        }
        #expect(Date().timeIntervalSince(started) >= 0.3)
        #expect(told.withLock { $0 } == [4242], "told once who holds the lock")
        #expect(!FileManager.default.fileExists(atPath: root.appending(path: "public").path))
        // Released, the next write goes through and removes the lock file.
        flock(descriptor, LOCK_UN)
        _ = try writer.write([OutputFile(path: "index.html", contents: "x")], siteFolder: root.appending(path: "site"))
        #expect(TreeSnapshot.hiddenNames(in: root) == [])
    }

    @Test func temporaryNamesDifferFromRunToRun() {
        let output = URL(fileURLWithPath: "/x/public")
        let a = OutputWriter(output: output), b = OutputWriter(output: output)
        #expect(a.temporaryPath("staging") != b.temporaryPath("staging"))
        #expect(a.temporaryPath("staging").hasPrefix("/x/.public.liftbook-staging-\(getpid())-"))
        #expect(a.temporaryPath("lock") == "/x/.public.liftbook-lock")
    }

    /// A full disk or a refusal at a write keeps the system's words and the old site.
    @Test(arguments: [(ENOSPC, "no space left on device", "free some space on the disk"),
                      (EACCES, "permission denied", "must be writable by you"),
                      (EROFS, "read-only file system", "read-only file system; build elsewhere")])
    func aRefusedWriteKeepsTheSystemsReason(code: Int32, reason: String, hint: String) throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appending(path: "public")
        _ = try OutputWriter(output: output).write([OutputFile(path: "index.html", contents: "old")], siteFolder: root.appending(path: "site"))
        let faulty = FaultyFileSystem(.refuse(step: 2, code: code))
        do {
            _ = try OutputWriter(output: output, fileSystem: faulty).write([OutputFile(path: "index.html", contents: "new")], siteFolder: root.appending(path: "site"))
            Issue.record("the write should fail")
        } catch let error as FileSystemError {
            #expect(error.code == code)
            #expect(error.description.hasSuffix(": " + reason))
            #expect(WriteFailureHint.text(for: error, output: output.path).contains(hint))
        }
        #expect(try String(contentsOf: output.appending(path: "index.html"), encoding: .utf8) == "old")
        #expect(TreeSnapshot.hiddenNames(in: root) == [], "the half-made spare tree is removed")
    }
}
