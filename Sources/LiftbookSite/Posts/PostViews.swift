import LiftbookTemplates

/// A post page.
struct PostPageView: TemplateView {
    var title: String
    var date: String
    var dateISO: String
    var author: String?
    var subject: String
    var routineName: String
    var descriptionHTML: String
    var days: [PlannedDayView]
    var showWeights: Bool
    var yamlHref: String
    var yamlName: String
    var importCommand: String
    var postsHref: String

    /// What the search index reads (nil keeps the page out of it).
    var search: SearchMarks? = nil

    static let templateKeys = TemplateKeys<PostPageView>("the post page", [
        .text("title") { $0.title },
        .text("date") { $0.date },
        .text("dateISO") { $0.dateISO },
        .optionalText("author") { $0.author },
        .text("subject") { $0.subject },
        .text("routineName") { $0.routineName },
        .text("descriptionHTML") { $0.descriptionHTML },
        .bool("hasDescription") { !$0.descriptionHTML.isEmpty },
        .list("days") { $0.days },
        .bool("showWeights") { $0.showWeights },
        .text("yamlHref") { $0.yamlHref },
        .text("yamlName") { $0.yamlName },
        .text("importCommand") { $0.importCommand },
        .text("postsHref") { $0.postsHref },
        .view("search") { $0.search },
    ])
}

/// The posts index.
struct PostsIndexView: TemplateView {
    var posts: [PostSummaryView]
    var feedHref: String
    var jsonFeedHref: String
    var routineHref: String

    static let templateKeys = TemplateKeys<PostsIndexView>("the posts index", [
        .list("posts") { $0.posts },
        .bool("hasPosts") { !$0.posts.isEmpty },
        .text("feedHref") { $0.feedHref },
        .text("jsonFeedHref") { $0.jsonFeedHref },
        .text("routineHref") { $0.routineHref },
    ])
}

/// A post in the index.
struct PostSummaryView: TemplateView {
    var title: String
    var href: String
    var date: String
    var dateISO: String
    var subject: String
    var summary: String

    static let templateKeys = TemplateKeys<PostSummaryView>("a post", [
        .text("title") { $0.title },
        .text("href") { $0.href },
        .text("date") { $0.date },
        .text("dateISO") { $0.dateISO },
        .text("subject") { $0.subject },
        .text("summary") { $0.summary },
    ])
}
