package import LiftbookModel

extension Format {
    /// `1 set`, `19 sets`, `1,204 sessions`: a counted phrase of the string table (`count.sessions`).
    package func counted(_ count: Int, _ key: String) -> String {
        strings.format(key, count: count, ["count": grouped(count)])
    }

    /// `12 Nov` within the year of `reference`, `18 Aug 2023` for another year.
    package func shortDate(_ date: LocalDate, near reference: LocalDate) -> String {
        date.year == reference.year ? shortDate(date) : locale.shortDateWithYear(date)
    }
}
