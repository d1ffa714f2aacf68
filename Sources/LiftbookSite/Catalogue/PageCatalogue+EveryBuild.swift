import LiftbookAnalytics
import LiftbookModel
import LiftbookSystem

extension PageCatalogue {
    /// The kinds with one page or one group of files each (home, the routine, the feeds…). They
    /// declare their inputs like every kind: the few that read one part of the site name it (the
    /// people followed, the body-weight series, nothing but the shared context), the rest read
    /// much of the log and take it whole (``Log``, keyed by one hash of the data per build), so a
    /// `serve` rebuild makes each again only when what it reads changed.
    func singles() -> [PlannedPage] {
        let log = self.log
        let hasBodyWeight = !bodyWeight.value.days.isEmpty
        let kinds: [[PlannedPage]] = [
            PageKind.single("home", route: .home, cost: 8, inputs: log, make: HomeMaker.self).planned(),
            PageKind.single("routine", route: .routine, inputs: analysis.recommendations, make: RoutineMaker.self).planned(),
            PageKind.single("calendar", route: .calendar, inputs: analysis.recommendations, make: CalendarMaker.self).planned(),
            PageKind.single("bodyweight", route: .bodyWeight, pages: hasBodyWeight ? [.bodyWeight] : [], cost: 4,
                            inputs: BodyWeightPage.Inputs(series: bodyWeight, analysis: analysis, config: data.config), make: BodyWeightMaker.self).planned(),
            PageKind.single("badges", route: .recordsBadge, cost: 4, inputs: log, make: BadgesMaker.self).planned(),
            PageKind.single("posts", route: .posts, pages: [.posts] + data.posts.map { .post($0.slug) }, cost: 4,
                            inputs: PostPages.Inputs(posts: data.posts, config: data.config, routine: data.routine, library: data.exercises,
                                                     analysis: analysis), make: PostsMaker.self).planned(),
            // The how-to of a site that follows no one stays out of the sitemap.
            PageKind.single("following", route: .following, pages: data.following.lifters.isEmpty ? [] : [.following],
                            inputs: data.following, make: FollowingMaker.self).planned(),
            PageKind.single("404", route: .notFound, inputs: ContextOnly(), make: NotFoundMaker.self).planned(),
            PageKind.single("api-index", route: .apiIndex, inputs: log, make: APIIndexMaker.self).planned(),
            PageKind.single("api-bodyweight", route: .apiBodyWeight, inputs: bodyWeight, make: APIBodyWeightMaker.self).planned(),
            PageKind.single("gym", route: .gym, pages: context.shared.hasGym ? [.gym] : [], cost: 4, inputs: GymData.Inputs(analysis),
                            make: GymMaker.self).planned(),
            PageKind.single("stylesheet", route: .stylesheet, inputs: ContextOnly(), make: StylesheetMaker.self).planned(),
            PageKind.single("favicon", route: .favicon, inputs: ContextOnly(), make: FaviconMaker.self).planned(),
            PageKind.single("search", route: .search, inputs: ContextOnly(), make: SearchMaker.self).planned(),
        ]
        return kinds.flatMap { $0 }
    }
}
