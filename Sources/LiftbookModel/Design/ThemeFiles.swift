/// A theme as its files say: its design tokens in file order and its stylesheet.
public struct ThemeFiles: Sendable, Equatable {
    /// The theme's folder name.
    public var name: String
    /// Token name → value, in file order.
    public var tokens: [(name: String, value: String)]
    /// The stylesheet that uses the tokens.
    public var stylesheet: String

    /// Creates a theme's files.
    public init(name: String, tokens: [(name: String, value: String)], stylesheet: String) {
        self.name = name
        self.tokens = tokens
        self.stylesheet = stylesheet
    }

    public static func == (a: ThemeFiles, b: ThemeFiles) -> Bool {
        a.name == b.name && a.stylesheet == b.stylesheet && a.tokens.map(\.name) == b.tokens.map(\.name)
            && a.tokens.map(\.value) == b.tokens.map(\.value)
    }
}
