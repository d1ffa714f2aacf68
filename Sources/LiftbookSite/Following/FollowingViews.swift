import LiftbookTemplates

/// The `following/` page: a card per routine shared by a lifter the site follows.
struct FollowingPageView: TemplateView {
    var cards: [FollowedCardView]
    /// How many lifters `following.yaml` lists.
    var lifterCount: Int

    static let templateKeys = TemplateKeys<FollowingPageView>("the following page", [
        .list("cards") { $0.cards },
        .bool("hasCards") { !$0.cards.isEmpty },
        .bool("followsAnyone") { $0.lifterCount > 0 },
        .text("lifterCount") { String($0.lifterCount) },
        .bool("oneLifter") { $0.lifterCount == 1 },
    ])
}

/// A routine another lifter shared. Every text in it came from another site and is shown
/// escaped; every link is an http(s) URL.
struct FollowedCardView: TemplateView {
    var lifter: String
    var lifterHref: String?
    var date: String?
    var dateISO: String?
    var title: String
    var href: String?
    var summary: String
    var days: [PlannedDayView]
    var routineHref: String?
    var importCommand: String?

    static let templateKeys = TemplateKeys<FollowedCardView>("a followed routine", [
        .text("lifter") { $0.lifter },
        .optionalText("lifterHref") { $0.lifterHref },
        .optionalText("date") { $0.date },
        .optionalText("dateISO") { $0.dateISO },
        .text("title") { $0.title },
        .optionalText("href") { $0.href },
        .text("summary") { $0.summary },
        .bool("hasSummary") { !$0.summary.isEmpty },
        .list("days") { $0.days },
        .optionalText("routineHref") { $0.routineHref },
        .optionalText("importCommand") { $0.importCommand },
    ])
}
