public import LiftbookLoading
public import LiftbookSite

extension Format {
    /// English, the built-in table's formats: for what is written outside a site's pages
    /// (commands' summaries) and for tests.
    public static let english = Format(StringTables.english)
}
