/// A parsed template: static text, tags and sections, with where each tag is.
indirect enum TemplateNode: Sendable {
    /// Text copied as it is.
    case text([UInt8])
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (as it is).
    case variable(name: String, escaped: Bool, at: TemplateLocation)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when inverted.
    case section(name: String, inverted: Bool, body: [TemplateNode], at: TemplateLocation)
    /// `{{>name}}`, with the indentation of a standalone partial tag.
    case partial(name: String, indent: String, at: TemplateLocation)
}
