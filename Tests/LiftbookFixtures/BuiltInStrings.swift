package import LiftbookLoading
package import LiftbookModel

extension StringTables {
    /// The built-in table of a shipped language (`de`), as a site in that language without
    /// `i18n/` of its own reads it.
    package static func shipped(_ language: String) -> Strings {
        var config = SiteConfig()
        config.language = language
        var ignored: [Diagnostic] = []
        return load(config: config, files: MemorySiteFiles([:]), into: &ignored)
    }
}
