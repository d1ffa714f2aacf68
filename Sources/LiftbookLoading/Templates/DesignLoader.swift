public import LiftbookModel
public import LiftbookSystem

/// Reads how the site looks, in the load stage with the rest of the site folder: the templates
/// and their assets (``TemplateSources``) and the theme the settings name (``ThemeLoader``).
public enum DesignLoader {
    /// The site's design sources, with a diagnostic for every file that cannot be read; with a
    /// `memory` (`serve`), an unchanged tokens file is not parsed again.
    public static func load(theme: String, from files: any SiteFiles, into diagnostics: inout [Diagnostic],
                            memory: StageMemory? = nil) -> DesignSources {
        let templates = TemplateSources.load(from: files, into: &diagnostics)
        let assets = TemplateSources.assets(from: files, into: &diagnostics)
        return DesignSources(templates: templates, assets: assets, theme: ThemeLoader.load(theme, from: files, into: &diagnostics, memory: memory))
    }
}
