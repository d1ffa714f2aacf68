import LiftbookLoading
import LiftbookModel
import LiftbookTestSupport
import Testing

/// Dates in each shipped language, with the numbers written straight into the pattern: the
/// expectations are written out by hand from `Templates/i18n/<language>.yaml`.
struct DateFormatsTests {
    /// A day (the literal is always a valid ISO date).
    static func day(_ iso: String) -> LocalDate { LocalDate(iso: iso) ?? LocalDate(dayNumber: 0) }

    @Test("the date, short date, short date with year and month of each language", arguments: [
        // 2026-01-05 is a Monday, 2026-12-27 a Sunday.
        ("en", ["Mon 5 Jan 2026", "Sun 27 Dec 2026", "27 Dec", "1 May 2026", "December 2026"]),
        ("de", ["Mo., 5. Jan. 2026", "So., 27. Dez. 2026", "27. Dez.", "1. Mai 2026", "Dezember 2026"]),
        ("fr", ["lun. 5 janv. 2026", "dim. 27 déc. 2026", "27 déc.", "1 mai 2026", "décembre 2026"]),
        ("es", ["lun, 5 ene 2026", "dom, 27 dic 2026", "27 dic", "1 may 2026", "diciembre de 2026"]),
        ("it", ["lun 5 gen 2026", "dom 27 dic 2026", "27 dic", "1 mag 2026", "dicembre 2026"]),
        ("pt-BR", ["seg., 5 de jan. de 2026", "dom., 27 de dez. de 2026", "27 de dez.", "1 de mai. de 2026", "dezembro de 2026"]),
    ])
    func shipped(language: String, expected: [String]) {
        let locale = StringTables.shipped(language).locale
        #expect([locale.date(Self.day("2026-01-05")), locale.date(Self.day("2026-12-27")), locale.shortDate(Self.day("2026-12-27")),
                  locale.shortDateWithYear(Self.day("2026-05-01")), locale.monthYear(month: 12, year: 2026)] == expected)
    }

    /// A table of its own, to reach numbers of every length, a negative year and a name the
    /// pattern does not know.
    static let table = Strings(language: "en", phrases: [
        "date.format.short-year": Phrase("{year}/{month}/{day}"),
        "date.format.month-year": Phrase("{month} ({year}) {era}"),
        "date.format.short": Phrase("{day}"),
        "date.month.abbr.1": Phrase("I"), "date.month.1": Phrase("Ianuarius"),
    ])

    @Test("numbers of any length, a negative year, an unknown placeholder", arguments: [
        ("0005-01-09", "5/I/9"), ("0999-01-10", "999/I/10"), ("9999-01-31", "9999/I/31"), ("2026-01-01", "2026/I/1"),
    ])
    func numbers(iso: String, expected: String) {
        #expect(Self.table.locale.shortDateWithYear(Self.day(iso)) == expected)
        #expect(Self.table.locale.shortDate(Self.day(iso)) == expected.split(separator: "/").last.map(String.init))
    }

    @Test("a month and year with a name the pattern does not bind", arguments: [
        (1, -44, "Ianuarius (-44) {era}"), (1, 0, "Ianuarius (0) {era}"), (13, 10_000, " (10000) {era}"), (1, Int.min, "Ianuarius (\(Int.min)) {era}"),
    ])
    func monthYear(month: Int, year: Int, expected: String) {
        #expect(Self.table.locale.monthYear(month: month, year: year) == expected)
    }
}
