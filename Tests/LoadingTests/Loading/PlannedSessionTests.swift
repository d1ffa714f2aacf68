import Foundation
import LiftbookLoading
import LiftbookModel
import LiftbookFixtures
import Testing

/// `planned: true` keeps a session out of the log until it is filled in; HTML comments are not notes.
struct PlannedSessionTests {
    static let markdown = """
        ---
        date: 2026-11-23
        title: A
        planned: true
        ---

        ## Barbell Bench Press
        <!-- 3 × 5 @ 80 kg (25 + 5 per side).
        Warm-up: 20 kg × 10 (empty bar). -->
        - 20 x 10 warmup
        - 80 x 5 x 3

        Felt strong.

        """

    @Test func aPlanCountsForNothingAndSaysSo() {
        let result = ImportSite.load(["sessions/2026-11-23-a.md": Self.markdown,
                              "sessions/2026-11-24.yaml": "date: 2026-11-24\nplanned: true\nexercises:\n  - {exercise: plank, sets: [\"45s\"]}\n"])
        #expect(result.data.sessions.isEmpty)
        #expect(result.diagnostics.errors.isEmpty)
        #expect(result.diagnostics.filter { $0.message.contains("planned: true") }.map(\.location) == [
            SourceLocation(path: "sessions/2026-11-23-a.md", line: 4, column: 10),
            SourceLocation(path: "sessions/2026-11-24.yaml", line: 2, column: 10),
        ])
    }

    @Test func aPlanWithAMistakeIsStillAnError() {
        let text = Self.markdown.replacingOccurrences(of: "- 80 x 5 x 3", with: "- 80 x five")
        let result = ImportSite.load(["sessions/2026-11-23-a.md": text])
        #expect(result.diagnostics.errors.map(\.location.line) == [11])
    }

    @Test func filledInItIsASessionAndTheCommentIsNoNote() throws {
        let text = Self.markdown.replacingOccurrences(of: "planned: true\n", with: "")
        let result = ImportSite.load(["sessions/2026-11-23-a.md": text])
        let session = try #require(result.data.sessions.first)
        #expect(result.data.sessions.count == 1 && result.diagnostics.errors.isEmpty)
        #expect(session.exercises.first?.notes == "Felt strong.")
        #expect(session.exercises.first?.sets.count == 4)
    }
}
