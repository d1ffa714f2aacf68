import LiftbookModel
import LiftbookTemplates

/// A page template compiled against its view, with the name pages are marked with (`page-exercise`).
struct PageTemplate<View: TemplateView>: Sendable {
    let name: String
    let compiled: CompiledTemplate<View>
}

/// Every template a build renders, each compiled against the view type it is given.
///
/// Each template is named once: its property says the view it renders, its line in
/// ``init(compiler:)`` its file name. The list for checks and the template reference
/// (``views``) is read from those same lines.
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
    let gym: PageTemplate<GymPageView>
    let year: PageTemplate<YearPageView>
    let search: PageTemplate<SearchPageView>

    /// Each template by its file name (without `.mustache`), in the order they compile.
    private init(compiler: inout PageTemplateCompiler) {
        layout = compiler.compile("layout")
        home = compiler.compile("home")
        history = compiler.compile("history")
        session = compiler.compile("session")
        exercises = compiler.compile("exercises")
        exercise = compiler.compile("exercise")
        routine = compiler.compile("routine")
        notFound = compiler.compile("404")
        reports = compiler.compile("reports")
        report = compiler.compile("report")
        posts = compiler.compile("posts")
        post = compiler.compile("post")
        bodyWeight = compiler.compile("bodyweight")
        following = compiler.compile("following")
        gym = compiler.compile("gym")
        year = compiler.compile("year")
        search = compiler.compile("search")
    }

    /// Each template's file name and the view it renders, for checks and the template reference.
    static let views: [(name: String, view: any TemplateView.Type)] = {
        var lister = PageTemplateCompiler(library: nil)
        _ = PageTemplates(compiler: &lister)
        return lister.listed
    }()

    /// Compiles every page template; nil when any has a mistake (each one is passed to `report`).
    init?(library: TemplateLibrary, phrases: Strings, report: ([TemplateError]) -> Void) {
        var compiler = PageTemplateCompiler(library: library, phrases: phrases)
        self.init(compiler: &compiler)
        guard !compiler.failed else {
            report(compiler.errors)
            return nil
        }
    }
}

/// Compiles the page templates one by one, remembering which it was asked for; without a
/// library it only lists them.
private struct PageTemplateCompiler {
    let library: TemplateLibrary?
    var phrases: Strings?
    var failed = false
    /// Every mistake found, template by template in compile order.
    var errors: [TemplateError] = []
    var listed: [(name: String, view: any TemplateView.Type)] = []

    mutating func compile<View: TemplateView>(_ name: String) -> PageTemplate<View> {
        listed.append((name, View.self))
        guard let library else { return PageTemplate(name: name, compiled: .nothing) }
        switch library.compile(name, for: View.self, phrases: phrases.map(StringPhrases.init)) {
        case .success(let compiled):
            return PageTemplate(name: name, compiled: compiled)
        case .failure(let errors):
            failed = true
            self.errors += errors.errors
            return PageTemplate(name: name, compiled: .nothing)
        }
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
