import LiftbookModel
import Testing

/// Session ids are URLs and keys: their exact text is part of the site's interface.
struct SessionIDTests {
    @Test(arguments: [
        ("2026-11-16", "18:05", 0, "2026-11-16-1805"),
        ("2026-11-16", "07:03:09", 0, "2026-11-16-070309"),
        ("2026-11-16", "00:00", 0, "2026-11-16-0000"),
        ("2026-01-02", "23:59:59", 0, "2026-01-02-235959"),
        ("2026-11-16", nil, 0, "2026-11-16"),
        ("2026-11-16", nil, 1, "2026-11-16-2"),
        ("1900-01-01", "9:30", 0, "1900-01-01-0930"),
    ] as [(String, String?, Int, String)])
    func idFollowsTheStart(date: String, start: String?, sequence: Int, expected: String) throws {
        let day = try #require(LocalDate(iso: date))
        let time = start.flatMap { LocalTime(text: $0) }
        #expect(start == nil || time != nil)
        let session = Session(date: day, start: time, location: SourceLocation(path: "s.md"), sequence: sequence)
        #expect(session.id == expected)
        #expect(day.description == date)
    }
}
