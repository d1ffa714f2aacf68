public import LiftbookModel

/// A theme: design tokens emitted as CSS custom properties, and a stylesheet that uses only them.
public struct Theme: Sendable, Equatable {
    /// The theme's folder name.
    public var name: String
    /// Token name → value, in file order.
    public var tokens: [(name: String, value: String)]
    /// The stylesheet that uses the tokens.
    public var stylesheet: String

    /// `:root { --name: value; … }` followed by the stylesheet.
    public let css: String

    /// A theme from its tokens and stylesheet.
    public init(name: String, tokens: [(name: String, value: String)], stylesheet: String) {
        self.name = name
        self.tokens = tokens
        self.stylesheet = stylesheet
        var text = "/* Liftbook theme \(name): tokens from Themes/\(name)/tokens.yaml */\n:root {\n"
        for token in tokens { text += "  --\(token.name): \(token.value);\n" }
        css = text + "}\n\n" + stylesheet
    }

    public static func == (a: Theme, b: Theme) -> Bool {
        a.name == b.name && a.stylesheet == b.stylesheet && a.tokens.map(\.name) == b.tokens.map(\.name)
            && a.tokens.map(\.value) == b.tokens.map(\.value)
    }

    /// The theme of the files the load stage read, with its CSS (the validate stage).
    public init(_ files: ThemeFiles) {
        self.init(name: files.name, tokens: files.tokens, stylesheet: files.stylesheet)
    }
}
