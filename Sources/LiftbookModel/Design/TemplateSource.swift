/// A template's text and where it came from: `(built-in)/Templates/home.mustache` or the site's
/// `Templates/home.mustache`.
public struct TemplateSource: Hashable, Sendable {
    /// The template's text.
    public var text: String
    /// Where it was read, for diagnostics.
    public var path: String

    /// Creates a source.
    public init(text: String, path: String) {
        self.text = text
        self.path = path
    }
}
