import LiftbookTemplates

/// A stat card: a label, a value in large type and an optional note in small type under it.
struct StatView: TemplateView {
    var label: String
    var value: String
    var note: String?

    static let templateKeys = TemplateKeys<StatView>("a stat card", [
        .text("label") { $0.label },
        .text("value") { $0.value },
        .optionalText("note") { $0.note },
    ])
}
