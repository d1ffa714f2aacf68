package import LiftbookModel

extension Format {
    /// `1 set`, `19 sets`, `1,204 sessions`: a count with its noun, singular for one.
    package static func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        "\(grouped(count)) \(count == 1 ? noun : plural ?? noun + "s")"
    }

    /// `12 Nov` within the year of `reference`, `18 Aug 2023` for another year.
    package static func shortDate(_ date: LocalDate, near reference: LocalDate) -> String {
        date.year == reference.year ? shortDate(date) : "\(shortDate(date)) \(date.year)"
    }
}
