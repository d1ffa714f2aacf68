package import LiftbookLoading
package import LiftbookModel

/// Loads an in-memory site the way `liftbook check` loads a folder.
package func loadSite(_ files: [String: String], today: LocalDate = LocalDate(year: 2026, month: 11, day: 22) ?? LocalDate(dayNumber: 0)) -> SiteLoader.Result {
    SiteLoader(files: MemorySiteFiles(files), today: today).load()
}

/// A date from a literal known to be valid in tests; 1970-01-01 when it is not.
package func day(_ text: String) -> LocalDate {
    LocalDate(iso: text) ?? LocalDate(dayNumber: 0)
}
