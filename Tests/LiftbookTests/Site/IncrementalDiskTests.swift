import Foundation
import LiftbookLoading
import LiftbookModel
import LiftbookPipeline
import LiftbookSystem
import LiftbookTestSupport
import Testing

/// `serve` over a site folder on disk, where unchanged session files are taken from the files'
/// cache by their size and modification time, already prepared (assisted loads marked as help,
/// implausible values found) while no correction applies: after each edit, the rebuild's files
/// and diagnostics equal a fresh build's of the same folder.
@Suite(.serialized)
struct IncrementalDiskTests {
    @Test func rebuildsOfAFolderEqualFreshBuilds() throws {
        let root = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        var site = IncrementalSampleTests.sample()
        // An assisted exercise logged with plain weights, and a set past the plausible limits.
        site["sessions/2026-03-04-extra.md"] = "---\ndate: 2026-03-04\nstart: \"06:30\"\n---\n## Assisted Pull-Up\n- 30 x 8\n- 25 x 6\n\n## Barbell Curl\n- 900 x 1\n"
        try CLIRunner.write(site, into: root)
        let today = LocalDate(iso: "2026-11-22") ?? LocalDate(dayNumber: 0)
        let cache = BuildPipeline(files: DiskSiteFiles(root: root), today: { _ in today }, remembering: true)
        let fresh = { BuildPipeline(files: DiskSiteFiles(root: root), today: { _ in today }) }
        func expectFresh(_ edit: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [OutputFile] {
            let cached = try cache.run(through: .render)
            let made = try fresh().run(through: .render)
            let cachedFiles = cached.files ?? []
            let freshFiles = made.files ?? []
            #expect(!freshFiles.isEmpty, "\(edit): a site", sourceLocation: sourceLocation)
            #expect(cachedFiles.map(\.path) == freshFiles.map(\.path), "\(edit): the same files", sourceLocation: sourceLocation)
            let stale = zip(cachedFiles, freshFiles).filter { $0.0 != $0.1 }.map(\.0.path)
            #expect(stale.isEmpty, "\(edit): \(stale.count) stale files, \(stale.prefix(4))", sourceLocation: sourceLocation)
            #expect(cached.diagnostics == made.diagnostics, "\(edit): the same diagnostics", sourceLocation: sourceLocation)
            return cachedFiles
        }
        func write(_ path: String, _ text: String?) throws {
            let url = root.appending(path: path)
            if let text {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            } else { try FileManager.default.removeItem(at: url) }
        }

        let first = try expectFresh("first build")
        #expect(try expectFresh("nothing changed") == first)
        let built = try fresh().run(through: .render)
        #expect(built.diagnostics.contains { $0.location.path == "sessions/2026-03-04-extra.md" }, "the implausible set is warned about")

        let paths = IncrementalSampleTests.sessions(site)
        let oldest = paths[0]
        try write(oldest, IncrementalRenderTests.appending("- 20 x 10", to: site[oldest]))
        _ = try expectFresh("a light set in the oldest session")
        let newest = paths[paths.count - 1]
        try write(newest, IncrementalRenderTests.appending("- 300 x 1", to: site[newest]))
        _ = try expectFresh("a record in the newest session")
        // The assisted session edited: its weights are marked as help again.
        try write("sessions/2026-03-04-extra.md", "---\ndate: 2026-03-04\nstart: \"06:30\"\n---\n## Assisted Pull-Up\n- 20 x 10\n")
        _ = try expectFresh("the assisted session edited")
        // A library entry that makes a logged name assisted: every kept file is prepared again
        // (its weights become help), and again when the entry goes.
        try write("sessions/2026-03-05-dips.md", "---\ndate: 2026-03-05\nstart: \"07:00\"\n---\n## Helped Ring Dip\n- 15 x 8\n")
        _ = try expectFresh("a custom name logged")
        try write("exercises/mine.yaml", "schema: 1\nexercises:\n  - id: helped-ring-dip-assisted\n    name: Helped Ring Dip\n    type: bodyweight\n    category: chest\n    primaryMuscles: [chest]\n    equipment: machine\n")
        _ = try expectFresh("the name made an assisted exercise")
        try write("exercises/mine.yaml", nil)
        _ = try expectFresh("the assisted exercise removed")
        // Corrections apply before assisted loads are marked: the prepared files are not used then.
        try write("corrections.yaml", "schema: 1\ncorrections:\n  - {workout: 2026-03-04 06:30, duration: 1h 5min}\n")
        _ = try expectFresh("corrections added")
        try write("corrections.yaml", nil)
        _ = try expectFresh("corrections removed")
        // Limits that make the light sets implausible: every file is prepared again.
        try write("liftbook.yaml", (site["liftbook.yaml"] ?? "") + "limits:\n  reps: 10\n")
        _ = try expectFresh("the limits changed")
        try write("liftbook.yaml", site["liftbook.yaml"])
        _ = try expectFresh("the limits restored")
        // A session removed, then one added after the newest.
        try write(paths[paths.count / 2], nil)
        _ = try expectFresh("a session removed")
        try write("sessions/2026-11-21-extra.md", "---\ndate: 2026-11-21\n---\n## Barbell Back Squat\n- 100 x 5 x 5\n")
        _ = try expectFresh("a new session")
    }
}
