import LiftbookTemplates

/// A row of the percentage table: `80% · 100 kg · 25 + 15 per side`.
struct PercentRowView: TemplateView {
    var percent: String
    var weight: String
    var plates: String

    static let templateKeys = TemplateKeys<PercentRowView>("a percentage row", [
        .text("percent") { $0.percent },
        .text("weight") { $0.weight },
        .text("plates") { $0.plates },
    ])
}

/// The coaching figures of an exercise page: a stall, how the plan was followed, and the
/// percentage table.
struct CoachView: TemplateView {
    var stall: String?
    var backtest: String?
    var percentBasis: String?
    var percentages: [PercentRowView]

    static let templateKeys = TemplateKeys<CoachView>("the coaching figures", [
        .optionalText("stall") { $0.stall },
        .optionalText("backtest") { $0.backtest },
        .optionalText("percentBasis") { $0.percentBasis },
        .list("percentages") { $0.percentages },
        .bool("hasPercentages") { !$0.percentages.isEmpty },
        .bool("hasPlates") { $0.percentages.contains { !$0.plates.isEmpty } },
    ])
}
