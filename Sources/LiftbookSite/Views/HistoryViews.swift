import LiftbookTemplates

/// A row of the history list.
struct SessionRow: TemplateView {
    var date: String
    var title: String
    var href: String
    var duration: String
    var exercises: Int
    var sets: Int
    /// `12 sets`.
    var setCount: String
    var volume: String
    var records: Int?
    var isPrivate: Bool

    static let templateKeys = TemplateKeys<SessionRow>("a session row", [
        .text("date") { $0.date },
        .text("title") { $0.title },
        .text("href") { $0.href },
        .text("duration") { $0.duration },
        .number("exercises") { $0.exercises },
        .number("sets") { $0.sets },
        .text("setCount") { $0.setCount },
        .text("volume") { $0.volume },
        .optionalText("records") { $0.records.map(String.init) },
        .bool("private") { $0.isPrivate },
    ])
}

/// Previous / next links of a paged list.
struct Pager: TemplateView {
    var page: Int
    var pages: Int
    var prev: String?
    var next: String?

    static let templateKeys = TemplateKeys<Pager>("the pager", [
        .number("page") { $0.page },
        .number("pages") { $0.pages },
        .optionalText("prev") { $0.prev },
        .optionalText("next") { $0.next },
    ])
}

/// A history page: one page of the full list, or a year's archive.
struct HistoryPageView: TemplateView {
    var title: String
    var intro: String
    var listTitle: String
    var years: [Chip]
    var sessions: [SessionRow]
    var pager: Pager?
    var exercisesHref: String

    /// What the search index reads (nil keeps the page out of it).
    var search: SearchMarks? = nil

    static let templateKeys = TemplateKeys<HistoryPageView>("the history page", [
        .text("title") { $0.title },
        .text("intro") { $0.intro },
        .text("listTitle") { $0.listTitle },
        .list("years") { $0.years },
        .bool("hasYears") { !$0.years.isEmpty },
        .list("sessions") { $0.sessions },
        .bool("hasSessions") { !$0.sessions.isEmpty },
        .view("pager") { $0.pager },
        .text("exercisesHref") { $0.exercisesHref },
        .view("search") { $0.search },
    ])
}

/// A set as shown on a session page.
struct SetView: TemplateView {
    var text: String
    var rpe: String?
    var label: String?
    var pr: String?

    static let templateKeys = TemplateKeys<SetView>("a set", [
        .text("text") { $0.text },
        .optionalText("rpe") { $0.rpe },
        .optionalText("label") { $0.label },
        .optionalText("pr") { $0.pr },
    ])
}

/// An exercise as shown on a session page.
struct SessionExerciseView: TemplateView {
    var name: String
    var href: String
    var superset: String?
    var substitutes: String?
    var sets: [SetView]
    var notes: String?

    static let templateKeys = TemplateKeys<SessionExerciseView>("an exercise of the session", [
        .text("name") { $0.name },
        .text("href") { $0.href },
        .optionalText("superset") { $0.superset },
        .optionalText("substitutes") { $0.substitutes },
        .list("sets") { $0.sets },
        .optionalText("notes") { $0.notes },
    ])
}

/// The routine day a session followed and how the session differed from it.
struct PlanView: TemplateView {
    var title: String
    var differences: [String]

    static let templateKeys = TemplateKeys<PlanView>("the plan", [
        .text("title") { $0.title },
        .list("differences") { $0.differences },
        .bool("hasDifferences") { !$0.differences.isEmpty },
    ])
}

/// A session page.
struct SessionPageView: TemplateView {
    var title: String
    var date: String
    var time: String?
    var duration: String?
    var isPrivate: Bool
    var exerciseCount: Int
    var setCount: Int
    var volume: String
    var bodyweight: String?
    var recordCount: Int?
    var notes: String?
    var exercises: [SessionExerciseView]
    var plan: PlanView?
    var prev: String?
    var next: String?
    var historyHref: String

    /// What the search index reads (nil keeps the page out of it).
    var search: SearchMarks? = nil

    static let templateKeys = TemplateKeys<SessionPageView>("the session page", [
        .text("title") { $0.title },
        .text("date") { $0.date },
        .optionalText("time") { $0.time },
        .optionalText("duration") { $0.duration },
        .bool("private") { $0.isPrivate },
        .number("exerciseCount") { $0.exerciseCount },
        .number("setCount") { $0.setCount },
        .text("volume") { $0.volume },
        .optionalText("bodyweight") { $0.bodyweight },
        .optionalText("recordCount") { $0.recordCount.map(String.init) },
        .optionalText("notes") { $0.notes },
        .list("exercises") { $0.exercises },
        .view("plan") { $0.plan },
        .optionalText("prev") { $0.prev },
        .optionalText("next") { $0.next },
        .text("historyHref") { $0.historyHref },
        .view("search") { $0.search },
    ])
}
