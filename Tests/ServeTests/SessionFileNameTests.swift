import LiftbookServe
import Testing

/// The names a session saved from the gym page may have: plain `YYYY-MM-DD-slug.md` files in `sessions/`.
struct SessionFileNameTests {
    @Test(arguments: [
        "2026-11-27-upper-a.md",
        "2026-11-27-upper-a-2.md",
        "2026-02-28-5x5.md",
        "2024-02-29-leap.md",
        "2026-11-27-a.md",
    ])
    func plainNamesAreAccepted(name: String) {
        #expect(SessionFileName.problem(with: name) == nil)
    }

    @Test(arguments: [
        ("../2026-11-27-upper-a.md", "folder"),
        ("sessions/2026-11-27-upper-a.md", "folder"),
        ("2026-11-27-upper\\a.md", "folder"),
        ("2026-11-27-upper-a.txt", ".md"),
        ("2026-11-27-upper-a.md.md", "dot"),
        ("2026-11-27-upper.a.md", "dot"),
        (".2026-11-27-upper-a.md", "dot"),
        ("2026-13-01-upper-a.md", "date"),
        ("2025-02-29-upper-a.md", "date"),
        ("27-11-2026-upper-a.md", "date"),
        ("2026-11-27.md", "hyphen"),
        ("2026-11-27-.md", "hyphen"),
        ("2026-11-27upper-a.md", "hyphen"),
        ("2026-11-27-Upper-A.md", "lower-case"),
        ("2026-11-27-upper--a.md", "lower-case"),
        ("2026-11-27-upper-a-.md", "lower-case"),
        ("2026-11-27-übung.md", "lower-case"),
        ("2026-11-27-upper a.md", "lower-case"),
        ("2026-11-27-" + String(repeating: "a", count: 120) + ".md", "longer"),
    ])
    func otherNamesAreRefusedWithAReason(name: String, reason: String) throws {
        let problem = try #require(SessionFileName.problem(with: name))
        #expect(problem.contains(reason), "\(problem)")
    }
}
