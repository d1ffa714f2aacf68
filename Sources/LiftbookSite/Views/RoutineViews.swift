import LiftbookTemplates

/// A day in the week strip.
struct WeekDayView: TemplateView {
    var name: String
    var title: String
    var state: String

    static let templateKeys = TemplateKeys<WeekDayView>("a day of the routine week", [
        .text("name") { $0.name },
        .text("title") { $0.title },
        .text("state") { $0.state },
    ])
}

/// A planned exercise row.
struct PlannedView: TemplateView {
    var name: String
    var href: String
    var superset: String?
    var notes: String?
    var scheme: String
    var target: String
    var rest: String
    var progression: String
    var next: String
    var reason: String?

    static let templateKeys = TemplateKeys<PlannedView>("a planned exercise", [
        .text("name") { $0.name },
        .text("href") { $0.href },
        .optionalText("superset") { $0.superset },
        .optionalText("notes") { $0.notes },
        .text("scheme") { $0.scheme },
        .text("target") { $0.target },
        .text("rest") { $0.rest },
        .text("progression") { $0.progression },
        .text("next") { $0.next },
        .optionalText("reason") { $0.reason },
    ])
}

/// A training day of the routine.
struct RoutineDayView: TemplateView {
    var id: String
    var name: String
    var title: String
    var exercises: [PlannedView]

    static let templateKeys = TemplateKeys<RoutineDayView>("a training day", [
        .text("id") { $0.id },
        .text("name") { $0.name },
        .text("title") { $0.title },
        .list("exercises") { $0.exercises },
    ])
}

/// The routine page.
struct RoutinePageView: TemplateView {
    var title: String
    var intro: String
    var hasRoutine: Bool
    var week: [WeekDayView]
    var days: [RoutineDayView]
    var exercisesHref: String
    /// The calendar of the next four weeks and, when the site has an absolute address, how to subscribe.
    var calendarHref: String? = nil
    var calendarNote: String? = nil

    static let templateKeys = TemplateKeys<RoutinePageView>("the routine page", [
        .optionalText("calendarHref") { $0.calendarHref },
        .optionalText("calendarNote") { $0.calendarNote },
        .text("title") { $0.title },
        .text("intro") { $0.intro },
        .bool("hasRoutine") { $0.hasRoutine },
        .list("week") { $0.week },
        .list("days") { $0.days },
        .text("exercisesHref") { $0.exercisesHref },
    ])
}
