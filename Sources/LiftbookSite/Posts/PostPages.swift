import LiftbookAnalytics
import LiftbookModel
import LiftbookSystem

/// The posts: a read-only page and a routine file per post (`posts/<slug>/`, `posts/<slug>.yaml`),
/// the `posts/` index, and `feed.xml` (Atom 1.0) and `feed.json` (JSON Feed 1.1) when there are posts.
struct PostPages {
    let factory: PageFactory
    var format: Format { factory.format }
    /// The site's settings.
    let config: SiteConfig
    /// The routine the posts share.
    let routine: Routine?
    /// The exercise library.
    let library: [ExerciseID: Exercise]
    let inputs: Inputs

    /// What the posts read besides the context: the posts, and the latest top set of each
    /// exercise they plan (its current working weight). A session that moves none of those top
    /// sets does not make them again.
    struct Inputs: Hashable, Sendable {
        var posts: [Post]
        /// The top set of the latest session with one, of each exercise the posts plan.
        var topSets: [ExerciseID: LoggedSet]

        /// The inputs for `posts`, shared from `routine` (the context's), and `analysis`.
        init(posts: [Post], config: SiteConfig, routine: Routine?, library: [ExerciseID: Exercise], analysis: Analysis) {
            self.posts = posts
            var topSets: [ExerciseID: LoggedSet] = [:]
            for post in posts {
                for day in PostContent(post: post, config: config, routine: routine, library: library).days {
                    for planned in day.exercises where topSets[planned.exercise] == nil {
                        if let top = analysis.exercise(planned.exercise)?.history.last(where: { $0.topSet != nil })?.topSet {
                            topSets[planned.exercise] = top
                        }
                    }
                }
            }
            self.topSets = topSets
        }
    }

    var plan: PlanText { PlanText(unit: config.units, showWeights: config.privacy.shareWeights, format: format) }

    func files() -> [OutputFile] {
        let contents = inputs.posts.map { PostContent(post: $0, config: config, routine: routine, library: library) }
        var files = [index(contents)]
        for content in contents {
            files.append(page(content))
            files.append(OutputFile(path: Route.postRoutine(content.post.slug).file,
                                    contents: content.routineFile(url: factory.urls.absolute(.post(content.post.slug)))))
        }
        if !contents.isEmpty {
            let feed = PostFeed(config: config, urls: factory.urls, posts: contents, plan: plan)
            files.append(OutputFile(path: Route.feed.file, contents: feed.atom()))
            files.append(OutputFile(path: Route.jsonFeed.file, contents: feed.json()))
        }
        return files
    }

    private func page(_ content: PostContent) -> OutputFile {
        let post = content.post
        let plan = self.plan
        let days = content.days.map { day in
            PlannedDayView(id: day.weekday.rawValue, name: format.weekday(day.weekday), title: day.title,
                           exercises: day.exercises.map { planned in
                               plan.wording.view(planned, name: content.name(planned), href: factory.urls.href(.exercise(planned.exercise)),
                                                 unit: plan.unit, weights: plan.showWeights,
                                                 current: plan.showWeights ? plan.current(inputs.topSets[planned.exercise]) ?? plan.wording.none : nil)
                           })
        }
        let author = config.author.isEmpty ? nil : config.author
        var view = PostPageView(
            title: post.title, date: format.date(post.date), dateISO: post.date.description, author: author,
            subject: content.subjectLine(format.strings), routineName: content.routineName, descriptionHTML: content.descriptionHTML, days: days,
            showWeights: plan.showWeights, yamlHref: factory.urls.href(.postRoutine(post.slug)), yamlName: "\(post.slug).yaml",
            importCommand: "liftbook import-routine \(post.slug).yaml --day \(content.suggestedDay.rawValue)",
            postsHref: factory.urls.href(.posts))
        view.search = SearchMarks(kind: "Post", date: post.date,
                                  exercises: content.days.flatMap { day in day.exercises.map { ($0.exercise, content.name($0)) } },
                                  library: library)
        return factory.page(.post(post.slug), section: .posts, template: \.post, view: view, title: post.title,
                            description: content.summary(format.strings), breadcrumbs: factory.crumbs([(factory.strings["posts.title"], .posts)], current: post.title),
                            ogType: "article", published: post.date.description, author: author,
                            image: factory.card(.card(post: post.slug), alt: CardContent.post(content, format: factory.format).alt))
    }

    private func index(_ contents: [PostContent]) -> OutputFile {
        let view = PostsIndexView(
            posts: contents.map { content in
                PostSummaryView(title: content.post.title, href: factory.urls.href(.post(content.post.slug)),
                                date: format.date(content.post.date), dateISO: content.post.date.description,
                                subject: content.subjectLine(format.strings), summary: content.summary(format.strings))
            },
            feedHref: factory.urls.href(.feed), jsonFeedHref: factory.urls.href(.jsonFeed), routineHref: factory.urls.href(.routine))
        return factory.page(.posts, section: .posts, template: \.posts, view: view, title: factory.strings["posts.title"],
                            description: factory.strings["posts.description"],
                            breadcrumbs: factory.crumbs([], current: factory.strings["posts.title"]))
    }
}
