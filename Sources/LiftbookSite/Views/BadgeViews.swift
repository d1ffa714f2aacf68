import LiftbookTemplates

/// A badge on the exercise page, with the Markdown that embeds it elsewhere.
struct BadgeView: TemplateView {
    var heading: String
    var src: String
    var alt: String
    var markdown: String

    static let templateKeys = TemplateKeys<BadgeView>("a badge", [
        .text("heading") { $0.heading },
        .text("src") { $0.src },
        .text("alt") { $0.alt },
        .text("markdown") { $0.markdown },
    ])
}
