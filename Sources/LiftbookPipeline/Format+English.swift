import LiftbookLoading
package import LiftbookSite

extension Format {
    /// English, the built-in table's formats: for what is written outside a site's pages
    /// (commands' summaries) and for tests.
    package static let english = Format(StringTables.english)
}
