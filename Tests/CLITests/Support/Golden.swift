import Foundation
import LiftbookFixtures
import Testing

/// Compares `actual` with the golden file `<name>` of the site tests' golden folder; with
/// `RECORD_GOLDEN=1` in the environment it writes the file instead and fails, so the next run
/// compares. A mismatch is reported as a line diff.
func expectGolden(_ actual: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    for problem in Golden.compare(actual, withFile: Golden.folder.appending(path: name), name: name) {
        Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
    }
}
