import Foundation
import LiftbookTestSupport
import Testing

/// Compares `actual` with the golden file `Golden/<name>` of this test target; with
/// `RECORD_GOLDEN=1` in the environment it writes the file instead and fails, so the next run
/// compares. A mismatch is reported as a line diff.
func expectGolden(_ actual: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Golden").appending(path: name)
    for problem in Golden.compare(actual, withFile: url, name: name) {
        Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
    }
}
