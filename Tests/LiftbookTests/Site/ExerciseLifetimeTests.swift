import LiftbookModel
import LiftbookSystem
import LiftbookSite
import LiftbookTestSupport
import Testing

/// The exercise page's line of everything ever done: sessions, working sets and the load moved
/// (hand-computed from the sessions below; warm-ups count in none of them).
struct ExerciseLifetimeTests {
    private static let site: [String: String] = [
        "liftbook.yaml": "title: Lifetime log\nunits: kg\n",
        "sessions/2026-11-16-a.md": "---\ndate: 2026-11-16\n---\n## Barbell Row\n- 40 x 8 warmup\n- 60 x 8 x 3\n\n## Plank\n- 60s x 2\n",
        // 60 × 8 × 3 = 1,440 kg and 70 × 5 × 2 = 700 kg: 2,140 kg in 5 working sets.
        "sessions/2026-11-19-b.md": "---\ndate: 2026-11-19\n---\n## Barbell Row\n- 70 x 5 x 2\n",
    ]

    private func page(_ id: String) throws -> String {
        let files = try SiteFixture.render(Self.site).files
        return try #require(files.first { $0.path == "exercises/\(id)/index.html" }).contents
    }

    @Test func aLoadedLiftCountsSessionsSetsAndLoad() throws {
        #expect(try page("barbell-row").contains("<p class=\"muted\">2 sessions, 5 working sets, 2,140 kg in all.</p>"))
    }

    @Test func aHoldHasNoLoadToAdd() throws {
        #expect(try page("plank").contains("<p class=\"muted\">1 session, 2 working sets in all.</p>"))
    }

    @Test func anExerciseNeverLoggedHasNoLine() throws {
        #expect(try !page("barbell-bench-press").contains("in all.</p>"))
    }
}
