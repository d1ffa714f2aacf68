import LiftbookImages

/// The colours of the Open Graph cards, from the theme's tokens (the default theme's for any a
/// theme lacks or gives in a form other than `#rgb` / `#rrggbb`), as an indexed palette with the
/// anti-aliasing steps between the pairs that meet on a card.
struct CardStyle: Sendable, Hashable {
    /// Indices into ``palette``.
    enum Ink: Int, CaseIterable {
        case background, surface, border, text, muted, accent, success, warning, chart
    }

    let palette: Palette

    init(theme: Theme?) {
        let tokens = Dictionary((theme?.tokens ?? []).map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        func colour(_ name: String, _ fallback: String) -> RGB {
            let value = tokens[name].map { String($0.filter { $0 != " " && $0 != "\t" }) }
            return value.flatMap { RGB(hex: $0) } ?? RGB(hex: fallback) ?? RGB(0, 0, 0)
        }
        let solid: [RGB] = Ink.allCases.map { ink in
            switch ink {
            case .background: colour("color-background", "#002b36")
            case .surface: colour("color-surface", "#073642")
            case .border: colour("color-border", "#1c5362")
            case .text: colour("color-text-primary", "#eee8d5")
            case .muted: colour("color-text-secondary", "#a5b1b1")
            case .accent: colour("color-accent", "#71b5e5")
            case .success: colour("color-success", "#a1b900")
            case .warning: colour("color-warning", "#dba600")
            case .chart: colour("color-chart-2", "#2aa198")
            }
        }
        let pairs: [(Ink, Ink)] = [(.text, .background), (.muted, .background), (.accent, .background), (.text, .surface),
                                   (.muted, .surface), (.accent, .surface), (.success, .surface), (.warning, .surface),
                                   (.surface, .background)]
        palette = Palette(solid: solid, pairs: pairs.map { ($0.0.rawValue, $0.1.rawValue) })
    }

    static func == (a: CardStyle, b: CardStyle) -> Bool { a.palette == b.palette }
    func hash(into hasher: inout Hasher) { hasher.combine(palette) }
}
