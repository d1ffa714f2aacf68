package import LiftbookLoading
package import LiftbookModel
package import LiftbookSite
package import LiftbookSystem

/// A site's templates and theme, read as the load stage reads them and compiled as the validate
/// stage compiles them.
package enum DesignFixture {
    /// The templates and their assets of `files` (the built-in ones where the site has none), compiled.
    package static func templates(from files: any SiteFiles, into diagnostics: inout [Diagnostic], memory: StageMemory? = nil) -> TemplateSet? {
        let sources = DesignSources(templates: TemplateSources.load(from: files, into: &diagnostics),
                                    assets: TemplateSources.assets(from: files, into: &diagnostics), theme: nil)
        return TemplateSet.compile(sources, strings: StringTables.english, into: &diagnostics, memory: memory)
    }

    /// The theme `name` of `files`, with its CSS.
    package static func theme(_ name: String, from files: any SiteFiles, into diagnostics: inout [Diagnostic], memory: StageMemory? = nil) -> Theme? {
        ThemeLoader.load(name, from: files, into: &diagnostics, memory: memory).map(Theme.init)
    }
}
