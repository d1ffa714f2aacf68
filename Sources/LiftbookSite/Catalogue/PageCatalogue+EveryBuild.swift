import LiftbookAnalytics
import LiftbookModel
import LiftbookSystem

extension PageCatalogue {
    /// The kinds made on every build: each reads much of the log (this week, the latest records,
    /// every post, the whole body-weight series) and is cheap beside the pages above.
    func everyBuild() -> [EveryBuildKind] {
        let data = self.data
        let analysis = self.analysis
        let context = self.context
        let factory = context.factory
        let urls = context.urls
        let bodyWeightSeries = BodyWeightSeries(data)
        let bodyWeight = BodyWeightPage(factory: factory, data: data, analysis: analysis, series: bodyWeightSeries)
        let badges = BadgeFiles(data: data, analysis: analysis, urls: urls, style: context.badgeStyle, format: context.format)
        let text = context.text
        let recordsBySession = self.recordsBySession
        return [
            EveryBuildKind(name: "home", route: .home, cost: 8) {
                [HomePage(factory: factory, data: data, analysis: analysis, history: HistoryPages(context: context),
                          recordsBySession: recordsBySession, text: text,
                          records: RecordPresenter(factory: factory, data: data), insight: bodyWeight.homeView()).page()]
            },
            EveryBuildKind(name: "routine", route: .routine) {
                [RoutinePage(factory: factory, data: data) { day, position in
                    analysis.recommendations.first { r in
                        r.position == position && (day.cycleIndex.map { r.cycle?.index == $0 } ?? (r.cycle == nil && r.day == day.weekday))
                    }.map { (text.target($0), text.reason($0)) }
                }.page()]
            },
            EveryBuildKind(name: "calendar", route: .calendar) {
                RoutineCalendar(data: data, analysis: analysis, urls: urls, format: context.format).file().map { [$0] } ?? []
            },
            EveryBuildKind(name: "bodyweight", route: .bodyWeight, cost: 4) { bodyWeight.files() },
            EveryBuildKind(name: "badges", route: .recordsBadge, cost: 4) { badges.files() },
            EveryBuildKind(name: "posts", route: .posts, cost: 4) { PostPages(factory: factory, data: data, analysis: analysis).files() },
            EveryBuildKind(name: "following", route: .following) {
                [FollowingPage(factory: factory, following: data.following, routine: data.routine).page()]
            },
            EveryBuildKind(name: "404", route: .notFound) {
                [factory.page(.notFound, section: nil, template: \.notFound,
                              view: NotFoundView(home: urls.href(.home), exercises: urls.href(.exercises)),
                              title: factory.strings["notfound.title"], description: factory.strings["notfound.description"])]
            },
            EveryBuildKind(name: "api-index", route: .apiIndex) { [APIDocuments.indexFile(analysis)] },
            EveryBuildKind(name: "api-bodyweight", route: .apiBodyWeight) {
                APIDocuments.bodyWeightFile(bodyWeightSeries).map { [$0] } ?? []
            },
            EveryBuildKind(name: "gym", route: .gym, cost: 4) {
                guard context.shared.hasGym else { return [] }
                return GymPage(factory: factory, data: data, analysis: analysis, text: text, assets: factory.templates.assets,
                               themeColour: context.badgeStyle.background, stylesheet: context.shared.theme).files()
            },
            EveryBuildKind(name: "stylesheet", route: .stylesheet) { [OutputFile(path: Route.stylesheet.file, contents: context.shared.theme)] },
            EveryBuildKind(name: "favicon", route: .favicon) { [OutputFile(path: Route.favicon.file, contents: Favicon.svg)] },
            EveryBuildKind(name: "search", route: .search) { [SearchPage(factory: factory).page()] },
        ]
    }
}
