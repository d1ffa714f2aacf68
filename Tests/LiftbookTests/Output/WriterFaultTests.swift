import Foundation
import LiftbookModel
import LiftbookSystem
import LiftbookOutput
import LiftbookSite
import LiftbookTestSupport
import Testing

/// Fault injection at every step of a write (SQLite's crash tests are the model): a refused
/// write or rename, a full disk, a process killed there, a stop signal there. After each, the
/// output is checked file by file: exactly the old site or exactly the new one, the user's
/// files in both; and the next write leaves the new site and nothing beside it.
@Suite(.serialized)
struct WriterFaultTests {
    static let oldSite: [OutputFile] = [
        OutputFile(path: "a/index.html", contents: "a"),
        OutputFile(path: "b/c/index.html", contents: "c"),
        OutputFile(path: "gone/index.html", contents: "gone soon"),
        OutputFile(path: "img/logo.svg", contents: "<svg/>"),
        OutputFile(path: "index.html", contents: "home, old"),
        OutputFile(path: "switch", contents: "a file, then a folder"),
    ]

    static let newSite: [OutputFile] = [
        OutputFile(path: "a/index.html", contents: "a"),
        OutputFile(path: "b/c/index.html", contents: "c"),
        OutputFile(path: "img/logo.svg", contents: "<svg/>"),
        OutputFile(path: "index.html", contents: "home, new"),
        OutputFile(path: "new/deep/x/index.html", contents: "new page"),
        OutputFile(path: "switch/index.html", contents: "now a folder"),
    ]

    /// The user's files in the output: a gh-pages worktree's `.git`, `CNAME`, a link, an empty folder.
    static let userFiles: [String: String] = [
        ".git/HEAD": "ref: refs/heads/gh-pages\n",
        ".git/objects/ab/cdef": "blob",
        ".nojekyll": "",
        "CNAME": "log.example.org\n",
        "notes/todo.txt": "mine",
    ]

    /// An older site, for the spare tree beside the output: some files the same, some not.
    static let olderSite: [OutputFile] = [
        OutputFile(path: "a/index.html", contents: "a, older"),
        OutputFile(path: "index.html", contents: "home, new"),
        OutputFile(path: "new", contents: "a file where the new site has a folder"),
        OutputFile(path: "z/index.html", contents: "only in the older site"),
    ]

    /// The names a writer may leave beside its output between runs: the spare tree.
    static func leftBeside(_ root: URL) -> [String] {
        TreeSnapshot.hiddenNames(in: root).filter { $0 != ".public.liftbook-spare" }
    }

    /// A scratch folder with `site/` and `public/` holding the old site and the user's files;
    /// with `spare`, an older output is the spare tree beside it.
    private func oldState(fresh: Bool = false, spare: Bool = false) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appending(path: "liftbook-faults-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appending(path: "site"), withIntermediateDirectories: true)
        guard !fresh else { return root }
        if spare {
            _ = try OutputWriter(output: root.appending(path: "public")).write(Self.olderSite, siteFolder: root.appending(path: "site"))
        }
        _ = try OutputWriter(output: root.appending(path: "public")).write(Self.oldSite, siteFolder: root.appending(path: "site"))
        try CLIRunner.write(Self.userFiles, into: root.appending(path: "public"))
        try FileManager.default.createSymbolicLink(atPath: root.appending(path: "public/latest").path, withDestinationPath: "index.html")
        try FileManager.default.createDirectory(at: root.appending(path: "public/.well-known"), withIntermediateDirectories: true)
        return root
    }

    /// The old and new trees, file by file, and the steps of a clean write.
    private func expectations(fresh: Bool, spare: Bool = false, canExchange: Bool = true) throws -> (old: [String: TreeSnapshot.Entry]?, new: [String: TreeSnapshot.Entry], steps: Int) {
        let root = try oldState(fresh: fresh, spare: spare)
        defer { try? FileManager.default.removeItem(at: root) }
        let old = TreeSnapshot.take(root.appending(path: "public"))
        let counter = FaultyFileSystem(canExchange: canExchange)
        _ = try OutputWriter(output: root.appending(path: "public"), fileSystem: counter).write(Self.newSite, siteFolder: root.appending(path: "site"))
        let new = try #require(TreeSnapshot.take(root.appending(path: "public")))
        #expect(Self.leftBeside(root) == [], "a clean write leaves nothing beside the output but the spare tree")
        return (old, new, counter.steps)
    }

    private struct Tally: CustomStringConvertible {
        var trials = 0, old = 0, new = 0, restoredByNextRun = 0
        var description: String { "\(trials) trials: \(old) left the old site, \(new) the new one, \(restoredByNextRun) had the old one put back by the next run" }
    }

    /// Runs one faulty write and checks the output; returns which site it left.
    private func trial(_ fault: FaultyFileSystem.Fault, canExchange: Bool, fresh: Bool, spare: Bool,
                       expected: (old: [String: TreeSnapshot.Entry]?, new: [String: TreeSnapshot.Entry], steps: Int), tally: inout Tally) throws {
        let root = try oldState(fresh: fresh, spare: spare)
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appending(path: "public")
        let stop = StopRequest()
        let faulty = FaultyFileSystem(fault, canExchange: canExchange, stop: stop)
        var threw = false
        do {
            _ = try OutputWriter(output: output, fileSystem: faulty, stop: stop).write(Self.newSite, siteFolder: root.appending(path: "site"))
        } catch is OutputWriter.Interrupted {
            threw = true
        } catch is FileSystemError {
            threw = true
        }
        let after = TreeSnapshot.take(output)
        let label = "\(fault), exchange: \(canExchange), fresh: \(fresh), spare: \(spare)"
        tally.trials += 1
        if after == expected.new {
            tally.new += 1
            if case .die = fault {} else { #expect(!threw, "the new site is in place, so the write succeeded: \(label)") }
        } else if after == expected.old {
            tally.old += 1
            if case .die = fault {} else { #expect(threw, "the old site is in place, so the write failed: \(label)") }
        } else if after == nil, !canExchange, case .die = fault {
            // Killed between the two renames of a file system without an exchange: the next
            // run puts the old site back before anything else.
            tally.restoredByNextRun += 1
        } else {
            Issue.record("the output is neither the old site nor the new one: \(label)")
        }
        if case .die = fault {} else if faulty.faultedOperation != "remove" {
            // (A refused removal leaves what it could not remove, for the next run.)
            #expect(Self.leftBeside(root) == [], "a write that ends by itself leaves nothing beside the output: \(label)")
        }
        // The next run (no faults) cleans up what was left and writes the new site.
        _ = try OutputWriter(output: output).write(Self.newSite, siteFolder: root.appending(path: "site"))
        #expect(TreeSnapshot.take(output) == expected.new, "the next run writes the new site: \(label)")
        #expect(Self.leftBeside(root) == [], "the next run removes what was left: \(label)")
    }

    @Test(arguments: [(true, false, false), (true, false, true), (false, false, true), (true, true, false)])
    func everyStepOfAWriteCanFail(canExchange: Bool, fresh: Bool, spare: Bool) throws {
        let expected = try expectations(fresh: fresh, spare: spare, canExchange: canExchange)
        #expect(expected.steps > 10)
        var tally = Tally()
        for step in 1...expected.steps + 1 {
            try trial(.refuse(step: step, code: step % 2 == 0 ? ENOSPC : EACCES), canExchange: canExchange, fresh: fresh, spare: spare, expected: expected, tally: &tally)
            try trial(.die(step: step), canExchange: canExchange, fresh: fresh, spare: spare, expected: expected, tally: &tally)
            try trial(.signal(step: step, number: SIGINT), canExchange: canExchange, fresh: fresh, spare: spare, expected: expected, tally: &tally)
        }
        #expect(tally.trials == 3 * (expected.steps + 1))
        #expect(tally.old > 0 && tally.new > 0)
        print("fault injection (exchange: \(canExchange), fresh output: \(fresh), spare tree: \(spare), \(expected.steps) steps): \(tally)")
    }

    @Test func theUsersFilesAreKeptAndTheBuildsOwnAreReplaced() throws {
        let expected = try expectations(fresh: false)
        for path in Self.userFiles.keys { #expect(expected.new[path] != nil, "\(path) is kept") }
        #expect(expected.new["latest"] == .link("index.html"))
        #expect(expected.new[".well-known"] == .folder)
        #expect(expected.new["gone/index.html"] == nil)
        #expect(expected.new["gone"] == nil)
        #expect(expected.new["switch/index.html"] == .file(Array("now a folder".utf8)))
    }
}
