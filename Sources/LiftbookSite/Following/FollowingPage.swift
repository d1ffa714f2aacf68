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

    private func card(_ post: FollowedPost) -> FollowedCardView {
        let wording = PlanWording(format: format)
        let days = post.days.enumerated().map { number, day in
            PlannedDayView(id: nil, name: wording.dayName(day.weekday, number: number + 1), title: day.title,
                           exercises: day.exercises.map(wording.view))
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
