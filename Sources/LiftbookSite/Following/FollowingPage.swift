import LiftbookModel
import LiftbookSystem

/// The `following/` page: the routines the followed lifters shared, newest first, read from the
/// fetched copies (never the network), each with the command that saves it into one's plan.
struct FollowingPage {
    let factory: PageFactory
    var format: Format { factory.format }
    let following: Following
    let routine: Routine?

    func page() -> OutputFile {
        let view = FollowingPageView(cards: following.posts.map(card), lifterCount: following.lifters.count)
        return factory.page(.following, section: .following, template: \.following, view: view, title: factory.strings["following.title"],
                            description: factory.strings["following.description"],
                            breadcrumbs: factory.crumbs([], current: factory.strings["following.title"]))
    }

    /// A scheme the table names (`linear`) in the site's language; another lifter's own word as written.
    private func progression(_ scheme: String) -> String {
        factory.strings.phrase("progression." + scheme) == nil ? scheme : factory.strings["progression." + scheme]
    }

    private func card(_ post: FollowedPost) -> FollowedCardView {
        let days = post.days.map { day in
            FollowedDayView(name: day.weekday.map(format.weekday) ?? factory.strings["following.day"], title: day.title, exercises: day.exercises.map { exercise in
                FollowedExerciseView(name: exercise.name, superset: exercise.superset, notes: exercise.notes,
                                     scheme: SharedPlanText.scheme(exercise, format: format), target: SharedPlanText.target(exercise, format: format),
                                     rest: exercise.rest.map { format.duration(seconds: Double($0)) } ?? "—",
                                     progression: exercise.progression.flatMap { $0 == "none" ? nil : progression($0) } ?? "—")
            })
        }
        return FollowedCardView(
            lifter: post.lifter, lifterHref: post.siteURL, date: post.date.map(format.date), dateISO: post.date?.description,
            title: post.title, href: post.url, summary: post.summary, days: days, routineHref: post.routineURL,
            importCommand: post.routineURL.map { importCommand($0, post: post) })
    }

    /// `liftbook import-routine URL --day DAY` (with `--from` when the post shares several days):
    /// the shared day's weekday when it is a rest day here, else the first rest day here.
    private func importCommand(_ url: String, post: FollowedPost) -> String {
        let shared = post.days.compactMap(\.weekday)
        let isRest: (Weekday) -> Bool = { day in routine.map { $0.day(day).isRest } ?? true }
        let from = shared.first
        let day = from.flatMap { isRest($0) ? $0 : nil } ?? Weekday.allCases.first(where: isRest) ?? from ?? .monday
        var command = "liftbook import-routine \(SharedPlanText.shellWord(url)) --day \(day.rawValue)"
        if shared.count > 1, let from { command += " --from \(from.rawValue)" }
        return command
    }
}
