package import LiftbookModel

/// A theme: design tokens emitted as CSS custom properties, and a stylesheet that uses only them.
package struct Theme: Sendable, Equatable {
    /// The theme's folder name.
    package var name: String
    /// Token name → value, in file order.
    package var tokens: [(name: String, value: String)]
    /// The stylesheet that uses the tokens.
    package var stylesheet: String

    /// `:root { --name: value; … }` followed by the stylesheet.
    package let css: String

    /// A theme from its tokens and stylesheet.
    package init(name: String, tokens: [(name: String, value: String)], stylesheet: String) {
        self.name = name
        self.tokens = tokens
        self.stylesheet = stylesheet
        var text = "/* Liftbook theme \(name): tokens from Themes/\(name)/tokens.yaml */\n:root {\n"
        for token in tokens { text += "  --\(token.name): \(token.value);\n" }
        css = text + "}\n\n" + stylesheet
    }

    package static func == (a: Theme, b: Theme) -> Bool {
        a.name == b.name && a.stylesheet == b.stylesheet && a.tokens.map(\.name) == b.tokens.map(\.name)
            && a.tokens.map(\.value) == b.tokens.map(\.value)
    }

    /// The theme of the files the load stage read, with its CSS (the validate stage).
    package init(_ files: ThemeFiles) {
        self.init(name: files.name, tokens: files.tokens, stylesheet: files.stylesheet)
    }
}
