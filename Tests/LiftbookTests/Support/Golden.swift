import Foundation
import LiftbookTestSupport
import Testing

/// Compares `actual` with the golden file `Golden/<name>` of this test target; with
/// `RECORD_GOLDEN=1` in the environment it writes the file instead. A mismatch is reported as a
/// line diff.
func expectGolden(_ actual: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Golden").appending(path: name)
    if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
        } catch {
            Issue.record("cannot record \(name): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let data = try? Data(contentsOf: url) else {
        Issue.record("no golden file \(name); run the tests with RECORD_GOLDEN=1 to record it", sourceLocation: sourceLocation)
        return
    }
    let diff = LineDiff.describe(expected: String(decoding: data, as: UTF8.self), actual: actual)
    if !diff.isEmpty {
        Issue.record("\(name) differs from its golden file (RECORD_GOLDEN=1 re-records it):\n\(diff)", sourceLocation: sourceLocation)
    }
}
