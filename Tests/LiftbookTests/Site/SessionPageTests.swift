import Foundation
import LiftbookModel
import LiftbookSystem
import LiftbookSite
import LiftbookTestSupport
import Testing

/// What a session page shows, and what it must not borrow from around it.
struct SessionPageTests {
    private static let site: [String: String] = [
        "liftbook.yaml": "title: Notes log\nbaseURL: https://example.org/\n",
        "sessions/2026-11-16-upper.md": """
            ---
            date: 2026-11-16
            start: "18:00"
            ---
            Whole-session note.

            ## Barbell Bench Press
            - 80 x 5 x 3

            ## Barbell Row
            Row note.

            - 60 x 8 x 3
            """,
    ]

    private func page() throws -> String {
        let files = try SiteFixture.render(Self.site).files
        return files.first { $0.path == "sessions/2026-11-16-1800/index.html" }?.contents ?? ""
    }

    /// An exercise without notes shows none: a template's `{{#notes}}` inside the exercise must
    /// not find the session's notes one level up (Mustache searches enclosing contexts for a
    /// name that is missing, so views answer every name they declare).
    @Test func exerciseWithoutNotesDoesNotRepeatTheSessionNotes() throws {
        let html = try page()
        #expect(html.components(separatedBy: "Whole-session note.").count - 1 == 1)
        #expect(html.components(separatedBy: "Row note.").count - 1 == 1)
    }

    /// Sets without RPE, label or record badge show none of them.
    @Test func absentSetDetailsRenderNothing() throws {
        let html = try page()
        #expect(html.contains("<li><span class=\"set-main\">80 kg × 5</span></li>"))
        #expect(!html.contains("set-meta"))
    }
}
