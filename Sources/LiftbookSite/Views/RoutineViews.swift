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

/// The routine page.
struct RoutinePageView: TemplateView {
    var title: String
    var intro: String
    var hasRoutine: Bool
    var week: [WeekDayView]
    var days: [PlannedDayView]
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
