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
    var days: [PostDayView]
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

/// A shared routine day on a post.
struct PostDayView: TemplateView {
    var id: String
    var name: String
    var title: String
    var exercises: [PostExerciseView]

    static let templateKeys = TemplateKeys<PostDayView>("a shared day", [
        .text("id") { $0.id },
        .text("name") { $0.name },
        .text("title") { $0.title },
        .list("exercises") { $0.exercises },
    ])
}

/// A planned exercise on a post.
struct PostExerciseView: TemplateView {
    var name: String
    var href: String
    var superset: String?
    var notes: String?
    var scheme: String
    var target: String
    var rest: String
    var progression: String
    var current: String?

    static let templateKeys = TemplateKeys<PostExerciseView>("a shared exercise", [
        .text("name") { $0.name },
        .text("href") { $0.href },
        .optionalText("superset") { $0.superset },
        .optionalText("notes") { $0.notes },
        .text("scheme") { $0.scheme },
        .text("target") { $0.target },
        .text("rest") { $0.rest },
        .text("progression") { $0.progression },
        .text("current") { $0.current ?? "—" },
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
