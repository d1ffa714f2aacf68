import Foundation
import LiftbookModel
import LiftbookSystem
import LiftbookTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The real binary, stopped by real signals at several moments of a build (while it reads and
/// renders, when its staged tree appears, a little later, when it takes the lock): the output is
/// then exactly the old site or exactly the new one, file by file, the user's files in both;
/// Ctrl-C and SIGTERM end it with 130 or 143 and leave nothing beside the output; after SIGKILL
/// the next build removes what was left. And two builds into one output at once.
@Suite(.serialized)
struct BuildSignalTests {
    /// A small site: 40 sessions, a title that the new version changes (so every page changes).
    private func site(title: String) -> [String: String] {
        var files = ["liftbook.yaml": "title: \(title)\n"]
        for day in 0..<40 {
            let month = 9 + day / 28
            let date = String(format: "2026-%02d-%02d", month, day % 28 + 1)
            files["sessions/\(date).md"] = "## Squat\n- \(60 + day) x 5\n- \(60 + day) x 5\n\n## Bench Press\n- \(40 + day / 2) x 8\n"
        }
        return files
    }

    /// What a build may leave beside its output between runs: the spare tree.
    static func leftBeside(_ folder: URL) -> [String] {
        TreeSnapshot.hiddenNames(in: folder).filter { $0 != ".out.liftbook-spare" }
    }

    private static let userFiles = ["CNAME": "log.example.org\n", ".nojekyll": "", ".git/HEAD": "ref: refs/heads/gh-pages\n"]

    private func build(_ site: String, into output: String, in folder: URL) throws {
        let result = try CLIRunner.run(["build", site, "--output", output, "--now", "2026-11-21", "--quiet"], in: folder)
        #expect(result.status == 0, Comment(rawValue: result.stderr))
    }

    /// A folder with `old/` and `new/` sites, `out/` holding the old site and the user's files,
    /// and the old and new trees expected in `out/`.
    private func prepare() throws -> (folder: URL, old: [String: TreeSnapshot.Entry], new: [String: TreeSnapshot.Entry]) {
        let folder = try CLIRunner.temporaryFolder()
        try CLIRunner.write(site(title: "Old title").mapKeys { "old/" + $0 }, into: folder)
        try CLIRunner.write(site(title: "New title").mapKeys { "new/" + $0 }, into: folder)
        try build("new", into: "expected", in: folder)
        try CLIRunner.write(Self.userFiles, into: folder.appending(path: "expected"))
        try build("old", into: "out", in: folder)
        try CLIRunner.write(Self.userFiles, into: folder.appending(path: "out"))
        try FileManager.default.copyItem(at: folder.appending(path: "out"), to: folder.appending(path: "pristine"))
        // A spare tree as a build leaves one: the new site, then the old one again.
        try build("new", into: "out", in: folder)
        try build("old", into: "out", in: folder)
        try FileManager.default.copyItem(at: folder.appending(path: ".out.liftbook-spare"), to: folder.appending(path: "pristine-spare"))
        let old = try #require(TreeSnapshot.take(folder.appending(path: "out")))
        let new = try #require(TreeSnapshot.take(folder.appending(path: "expected")))
        #expect(old != new)
        return (folder, old, new)
    }

    private enum Moment: CustomStringConvertible {
        case after(milliseconds: Int)
        case staged(extra: Int)
        case locked
        case swapped
        var description: String {
            switch self {
            case .after(let ms): "\(ms) ms after start"
            case .staged(let extra): "\(extra) ms after the spare tree appears"
            case .locked: "when the lock is taken"
            case .swapped: "when the new site is swapped in"
            }
        }
    }

    /// Starts `liftbook build new --output out`, waits for `moment`, sends `signal`; its exit.
    private func interruptedBuild(in folder: URL, at moment: Moment, signal number: Int32) throws -> (status: Int32, killed: Bool, stderr: String) {
        let process = Process()
        process.executableURL = CLIRunner.productsFolder.appending(path: "liftbook")
        process.arguments = ["build", "new", "--output", "out", "--now", "2026-11-21", "--quiet"]
        process.currentDirectoryURL = folder
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let started = Date()
        func seen(_ part: String) -> Bool {
            TreeSnapshot.hiddenNames(in: folder).contains { $0.hasPrefix(".out.liftbook-" + part) }
        }
        switch moment {
        case .after(let ms):
            usleep(UInt32(ms * 1000))
        case .staged(let extra):
            while process.isRunning, !seen("spare"), Date().timeIntervalSince(started) < 60 { usleep(500) }
            usleep(UInt32(extra * 1000))
        case .locked:
            while process.isRunning, !seen("lock"), Date().timeIntervalSince(started) < 60 { usleep(500) }
        case .swapped:
            let before = FileStatus(path: folder.appending(path: "out").path, followingLinks: false)?.inode
            while process.isRunning, FileStatus(path: folder.appending(path: "out").path, followingLinks: false)?.inode == before,
                  Date().timeIntervalSince(started) < 60 { usleep(200) }
        }
        if process.isRunning { kill(process.processIdentifier, number) }
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, process.terminationReason == .uncaughtSignal, stderr)
    }

    @Test func signalsAtEveryStageLeaveTheOldSiteOrTheNewOne() throws {
        let (folder, old, new) = try prepare()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Without a spare tree (it is built from scratch) and with one (it is brought up to date).
        let moments: [(Moment, spare: Bool)] = [(.after(milliseconds: 150), false), (.locked, false), (.staged(extra: 0), false),
                                                (.staged(extra: 30), false), (.swapped, false), (.locked, true), (.swapped, true)]
        var tally: [String: Int] = [:]
        let spare = folder.appending(path: ".out.liftbook-spare")
        for number in [SIGINT, SIGTERM, SIGKILL] {
            for (moment, withSpare) in moments {
                try? FileManager.default.removeItem(at: folder.appending(path: "out"))
                try? FileManager.default.removeItem(at: spare)
                try FileManager.default.copyItem(at: folder.appending(path: "pristine"), to: folder.appending(path: "out"))
                if withSpare { try FileManager.default.copyItem(at: folder.appending(path: "pristine-spare"), to: spare) }
                let run = try interruptedBuild(in: folder, at: moment, signal: number)
                let label = "signal \(number) \(moment), spare: \(withSpare): status \(run.status) \(run.stderr)"
                let after = TreeSnapshot.take(folder.appending(path: "out"))
                let outcome = after == old ? "old" : after == new ? "new" : "mixed"
                #expect(outcome != "mixed", "the output is neither the old site nor the new one: \(label)")
                tally["\(number == SIGKILL ? "SIGKILL" : number == SIGINT ? "SIGINT" : "SIGTERM") → \(outcome)", default: 0] += 1
                if number != SIGKILL {
                    // Stopped (130/143) or finished before the signal came (0).
                    #expect([0, 128 + number].contains(run.status) && !run.killed, "\(label)")
                    if run.status == 0 { #expect(outcome == "new", "\(label)") }
                    #expect(Self.leftBeside(folder) == [], "nothing is left beside the output: \(label)")
                } else {
                    try build("new", into: "out", in: folder)
                    #expect(TreeSnapshot.take(folder.appending(path: "out")) == new, "the next build writes the new site: \(label)")
                    #expect(Self.leftBeside(folder) == [], "the next build removes what was left: \(label)")
                }
            }
        }
        print("signals: \(moments.count * 3) trials: " + tally.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", "))
    }

    @Test func twoBuildsIntoOneOutputAtOnceLeaveOneWholeSite() throws {
        let (folder, old, new) = try prepare()
        defer { try? FileManager.default.removeItem(at: folder) }
        var outcomes: [String: Int] = [:]
        for _ in 0..<4 {
            let processes = ["old", "new"].map { site -> (Process, Pipe) in
                let process = Process()
                process.executableURL = CLIRunner.productsFolder.appending(path: "liftbook")
                process.arguments = ["build", site, "--output", "out", "--now", "2026-11-21", "--quiet"]
                process.currentDirectoryURL = folder
                let err = Pipe()
                process.standardError = err
                process.standardOutput = FileHandle.nullDevice
                return (process, err)
            }
            for (process, _) in processes { try process.run() }
            for (process, err) in processes {
                let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                #expect(process.terminationStatus == 0, Comment(rawValue: stderr))
                if !stderr.isEmpty { #expect(stderr.contains("is writing") && stderr.contains("waiting for it to finish"), Comment(rawValue: stderr)) }
            }
            let after = TreeSnapshot.take(folder.appending(path: "out"))
            let outcome = after == old ? "old site" : after == new ? "new site" : "mixed"
            #expect(outcome != "mixed")
            outcomes[outcome, default: 0] += 1
            #expect(Self.leftBeside(folder) == [])
        }
        print("two builds at once: 4 trials: " + outcomes.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", "))
    }
}

private extension Dictionary where Key == String {
    func mapKeys(_ transform: (String) -> String) -> [String: Value] {
        Dictionary(uniqueKeysWithValues: map { (transform($0.key), $0.value) })
    }
}
