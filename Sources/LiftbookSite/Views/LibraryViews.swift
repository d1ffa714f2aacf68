import LiftbookTemplates

/// A filter link of the exercise library.
struct Chip: TemplateView {
    var label: String
    var href: String
    var count: Int
    var current: Bool

    static let templateKeys = TemplateKeys<Chip>("a filter link", [
        .text("label") { $0.label },
        .text("href") { $0.href },
        .number("count") { $0.count },
        .bool("current") { $0.current },
    ])
}

/// A group of filter links: categories, equipment or muscles.
struct FacetGroup: TemplateView {
    var title: String
    var chips: [Chip]

    static let templateKeys = TemplateKeys<FacetGroup>("a filter group", [
        .text("title") { $0.title },
        .list("chips") { $0.chips },
    ])
}

/// One exercise in a library listing.
struct LibraryRow: TemplateView {
    var name: String
    var href: String
    var equipment: String
    var muscles: String
    var sessions: Int
    var custom: Bool

    static let templateKeys = TemplateKeys<LibraryRow>("an exercise of the library", [
        .text("name") { $0.name },
        .text("href") { $0.href },
        .text("equipment") { $0.equipment },
        .text("muscles") { $0.muscles },
        .number("sessions") { $0.sessions },
        .bool("custom") { $0.custom },
    ])
}

/// A titled list of exercises.
struct LibraryGroup: TemplateView {
    var id: String
    var title: String
    var exercises: [LibraryRow]

    static let templateKeys = TemplateKeys<LibraryGroup>("a group of exercises", [
        .text("id") { $0.id },
        .text("title") { $0.title },
        .list("exercises") { $0.exercises },
    ])
}

/// The library index and its facet pages.
struct LibraryPageView: TemplateView {
    var title: String
    var intro: String
    var facets: [FacetGroup]
    var groups: [LibraryGroup]
    var allHref: String

    static let templateKeys = TemplateKeys<LibraryPageView>("the exercise library page", [
        .text("title") { $0.title },
        .text("intro") { $0.intro },
        .list("facets") { $0.facets },
        .list("groups") { $0.groups },
        .text("allHref") { $0.allHref },
    ])
}
