import Foundation
import LiftbookTestSupport
import Testing

/// An unchanged log built again on the same day writes nothing: every file's bytes are the same
/// in a new process (whose hashing is seeded anew, so no order of a dictionary or set can leak
/// into a page). What a later day changes (this week, the calendar, recommendations) is written.
struct UnchangedRebuildTests {
    @Test func aRebuildOfAnUnchangedLogWritesNothing() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sample = try CLIRunner.run(["sample", "site", "--years", "3", "--seed", "7", "--end", "2026-11-20"], in: folder)
        #expect(sample.status == 0, Comment(rawValue: sample.stderr))
        let arguments = ["build", "site", "--now", "2026-11-20"]
        let first = try CLIRunner.run(arguments, in: folder)
        #expect(first.status == 0, Comment(rawValue: first.stderr))
        for _ in 0..<2 {
            let again = try CLIRunner.run(arguments, in: folder)
            #expect(again.stdout.contains(" 0 written, "), Comment(rawValue: again.stdout))
        }
        let nextDay = try CLIRunner.run(["build", "site", "--now", "2026-11-21"], in: folder)
        #expect(!nextDay.stdout.contains(" 0 written, "), Comment(rawValue: nextDay.stdout))
    }
}
