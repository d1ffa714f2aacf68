/// The colours and type of a badge. A badge is shown on other sites (a README, a forum), where
/// the site's stylesheet does not apply, so its colours are written into it: the theme's tokens.
struct BadgeStyle: Sendable, Hashable {
    var background: String
    var border: String
    var text: String
    var muted: String
    var line: String
    var up: String
    var down: String

    /// The colours of `theme`, with the default theme's for any it lacks or gives in a form a
    /// badge cannot use (only `#rgb` and `#rrggbb` are taken).
    init(theme: Theme?) {
        let tokens = Dictionary((theme?.tokens ?? []).map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
        func colour(_ name: String, _ fallback: String) -> String {
            guard let value = tokens[name]?.trimmingSpaces, Self.isHexColour(value) else { return fallback }
            return value
        }
        background = colour("color-surface", "#073642")
        border = colour("color-border", "#1c5362")
        text = colour("color-text-primary", "#eee8d5")
        muted = colour("color-text-secondary", "#a5b1b1")
        line = colour("color-accent", "#71b5e5")
        up = colour("color-success", "#a1b900")
        down = colour("color-destructive", "#ed9796")
    }

    static func isHexColour(_ value: String) -> Bool {
        let bytes = Array(value.utf8)
        guard bytes.first == UInt8(ascii: "#"), bytes.count == 4 || bytes.count == 7 else { return false }
        return bytes.dropFirst().allSatisfy { (48...57).contains($0) || (65...70).contains($0) || (97...102).contains($0) }
    }

    /// A generous width of `text` in a sans-serif face at `size` px (no font metrics at build time).
    static func width(_ text: String, size: Double) -> Double {
        Double(text.count) * size * 0.6
    }

    /// The text cut to `limit` characters, with an ellipsis when cut.
    static func clipped(_ text: String, to limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(max(1, limit - 1))) + "…"
    }

    static let font = "font-family=\"-apple-system, BlinkMacSystemFont, 'Segoe UI', Helvetica, Arial, sans-serif\""
}

private extension String {
    var trimmingSpaces: String {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
        return String(slice)
    }
}
