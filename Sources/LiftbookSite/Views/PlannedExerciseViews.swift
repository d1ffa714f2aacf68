import LiftbookTemplates

/// A day of planned exercises: a routine's training day, a shared day on a post, or a day of a
/// routine another lifter shared.
struct PlannedDayView: TemplateView {
    /// The heading's anchor (`monday`, `day-2`); nil on the following page.
    var id: String?
    var name: String
    var title: String
    var exercises: [PlannedExerciseView]

    static let templateKeys = TemplateKeys<PlannedDayView>("a planned day", [
        .optionalText("id") { $0.id },
        .text("name") { $0.name },
        .text("title") { $0.title },
        .list("exercises") { $0.exercises },
    ])
}

/// A planned exercise as the routine page, posts and the following page all show it (the
/// `planned-exercise` partial): each text worded by ``PlanWording``.
struct PlannedExerciseView: TemplateView {
    var name: String
    /// The exercise's page on this site; nil for another lifter's exercise.
    var href: String?
    var superset: String?
    var notes: String?
    var scheme: String
    var target: String
    var rest: String
    var progression: String
    /// The routine page's recommended target for the next session; nil elsewhere.
    var next: String?
    /// Why that target.
    var reason: String?
    /// A post's current working weight, when the site shares weights; nil elsewhere.
    var current: String?

    static let templateKeys = TemplateKeys<PlannedExerciseView>("a planned exercise", [
        .text("name") { $0.name },
        .optionalText("href") { $0.href },
        .optionalText("superset") { $0.superset },
        .optionalText("notes") { $0.notes },
        .text("scheme") { $0.scheme },
        .text("target") { $0.target },
        .text("rest") { $0.rest },
        .text("progression") { $0.progression },
        .optionalText("next") { $0.next },
        .optionalText("reason") { $0.reason },
        .optionalText("current") { $0.current },
    ])
}
