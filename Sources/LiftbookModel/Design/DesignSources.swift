/// How the site looks, as the load stage reads it from the site folder (built-in files where
/// the site has none of its own): every template's source, the scripts and stylesheets beside
/// the templates, and the theme's files. The validate stage compiles them.
public struct DesignSources: Sendable, Equatable {
    /// Every template by name (`home`, `partials/head`).
    public var templates: [String: TemplateSource]
    /// The scripts and stylesheets beside the templates, by path below `Templates/` (`gym/app.js`).
    public var assets: [String: TemplateSource]
    /// The theme the settings name; nil when it could not be read (a diagnostic says why).
    public var theme: ThemeFiles?

    /// Creates the sources.
    public init(templates: [String: TemplateSource], assets: [String: TemplateSource], theme: ThemeFiles?) {
        self.templates = templates
        self.assets = assets
        self.theme = theme
    }
}
