import Foundation
import LiftbookModel
import LiftbookSystem
import LiftbookTestSupport
import Testing

/// The golden helpers fail a recording run (after writing), then compare what they wrote.
struct GoldenHelperTests {
    static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "liftbook-golden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func recordingATreeWritesItAndFails() throws {
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let folder = scratch.appending(path: "site")
        let files = [OutputFile(path: "index.html", contents: "<h1>Home</h1>\n"),
                     OutputFile(path: "exercises/squat/index.html", contents: "<h1>Squat</h1>\n")]
        let recorded = try Golden.compare(files, with: folder, recording: true)
        #expect(recorded == ["recorded 2 golden files in site/; run the tests again without RECORD_GOLDEN=1 to compare"])
        #expect(try String(contentsOf: folder.appending(path: "exercises/squat/index.html"), encoding: .utf8) == "<h1>Squat</h1>\n")
        // The next run compares, and passes.
        #expect(try Golden.compare(files, with: folder, recording: false) == [])
        // A changed, a missing and an extra file are all reported.
        let changed = [OutputFile(path: "index.html", contents: "<h1>Start</h1>\n"), OutputFile(path: "404.html", contents: "")]
        #expect(try Golden.compare(changed, with: folder, recording: false) == [
            "missing file: exercises/squat/index.html",
            "unexpected file: 404.html",
            "index.html differs:\n- 1: <h1>Home</h1>\n+ 1: <h1>Start</h1>\n  2: ",
            "re-record with RECORD_GOLDEN=1 swift test if the change is intended",
        ])
    }

    @Test func recordingOneFileWritesItAndFails() throws {
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let url = scratch.appending(path: "reports/week.md")
        #expect(Golden.compare("# Week\n", withFile: url, name: "reports/week.md", recording: false)
            == ["no golden file reports/week.md; run the tests with RECORD_GOLDEN=1 to record it"])
        #expect(Golden.compare("# Week\n", withFile: url, name: "reports/week.md", recording: true)
            == ["recorded reports/week.md; run the tests again without RECORD_GOLDEN=1 to compare"])
        #expect(Golden.compare("# Week\n", withFile: url, name: "reports/week.md", recording: false) == [])
        #expect(Golden.compare("# Week 2\n", withFile: url, name: "reports/week.md", recording: false)
            == ["reports/week.md differs from its golden file (RECORD_GOLDEN=1 re-records it):\n- 1: # Week\n+ 1: # Week 2\n  2: "])
    }
}
