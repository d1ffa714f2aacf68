import LiftbookTemplates

/// A page template compiled against its view, with the name pages are marked with (`page-exercise`).
struct PageTemplate<View: TemplateView>: Sendable {
    let name: String
    let compiled: CompiledTemplate<View>
}

/// Every template a build renders, each compiled against the view type it is given.
struct PageTemplates: Sendable {
    let layout: PageTemplate<LayoutContext>
    let home: PageTemplate<HomePageView>
    let history: PageTemplate<HistoryPageView>
    let session: PageTemplate<SessionPageView>
    let exercises: PageTemplate<LibraryPageView>
    let exercise: PageTemplate<ExercisePageView>
    let routine: PageTemplate<RoutinePageView>
    let notFound: PageTemplate<NotFoundView>
    let reports: PageTemplate<ReportsIndexView>
    let report: PageTemplate<ReportPageView>
    let posts: PageTemplate<PostsIndexView>
    let post: PageTemplate<PostPageView>
    let bodyWeight: PageTemplate<BodyWeightPageView>
    let following: PageTemplate<FollowingPageView>

    /// Each template's file name (without `.mustache`) and the view it renders, for checks and
    /// the template reference.
    static let views: [(name: String, view: any TemplateView.Type)] = [
        ("layout", LayoutContext.self), ("home", HomePageView.self), ("history", HistoryPageView.self),
        ("session", SessionPageView.self), ("exercises", LibraryPageView.self), ("exercise", ExercisePageView.self),
        ("routine", RoutinePageView.self), ("404", NotFoundView.self), ("reports", ReportsIndexView.self),
        ("report", ReportPageView.self), ("posts", PostsIndexView.self), ("post", PostPageView.self),
        ("bodyweight", BodyWeightPageView.self), ("following", FollowingPageView.self),
    ]

    /// Compiles every page template; nil when any has a mistake (each one is passed to `report`).
    init?(library: TemplateLibrary, report: ([TemplateError]) -> Void) {
        var failed = false
        func compile<View: TemplateView>(_ name: String, _ view: View.Type) -> PageTemplate<View>? {
            switch library.compile(name, for: view) {
            case .success(let compiled): return PageTemplate(name: name, compiled: compiled)
            case .failure(let errors):
                failed = true
                report(errors.errors)
                return nil
            }
        }
        let layout = compile("layout", LayoutContext.self), home = compile("home", HomePageView.self)
        let history = compile("history", HistoryPageView.self), session = compile("session", SessionPageView.self)
        let exercises = compile("exercises", LibraryPageView.self), exercise = compile("exercise", ExercisePageView.self)
        let routine = compile("routine", RoutinePageView.self), notFound = compile("404", NotFoundView.self)
        let reports = compile("reports", ReportsIndexView.self), report = compile("report", ReportPageView.self)
        let posts = compile("posts", PostsIndexView.self), post = compile("post", PostPageView.self)
        let bodyWeight = compile("bodyweight", BodyWeightPageView.self), following = compile("following", FollowingPageView.self)
        guard !failed, let layout, let home, let history, let session, let exercises, let exercise, let routine, let notFound,
              let reports, let report, let posts, let post, let bodyWeight, let following else { return nil }
        self.layout = layout
        self.home = home
        self.history = history
        self.session = session
        self.exercises = exercises
        self.exercise = exercise
        self.routine = routine
        self.notFound = notFound
        self.reports = reports
        self.report = report
        self.posts = posts
        self.post = post
        self.bodyWeight = bodyWeight
        self.following = following
    }
}

/// The 404 page.
struct NotFoundView: TemplateView {
    var home: String
    var exercises: String

    static let templateKeys = TemplateKeys<NotFoundView>("the 404 page", [
        .text("home") { $0.home },
        .text("exercises") { $0.exercises },
    ])
}
