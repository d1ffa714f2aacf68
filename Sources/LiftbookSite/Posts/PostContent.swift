import LiftbookAnalytics
import LiftbookMarkdown
import LiftbookModel

/// What a post shows, worked out once for its page, its feed entries and its routine file:
/// the routine days it shares, its summary and its description. Only the routine, the library
/// and the analysis of public sessions are read; session notes and body weight never are.
struct PostContent {
    let post: Post
    /// The site's settings.
    let config: SiteConfig
    /// The routine the post shares.
    let routine: Routine?
    /// The exercise library, for the planned exercises' names.
    let library: [ExerciseID: Exercise]

    /// The content of `post`, shared from the routine of `data`.
    init(post: Post, data: TrainingData) {
        self.init(post: post, config: data.config, routine: data.routine, library: data.exercises)
    }

    /// The content of `post`, shared from `routine`.
    init(post: Post, config: SiteConfig, routine: Routine?, library: [ExerciseID: Exercise]) {
        self.post = post
        self.config = config
        self.routine = routine
        self.library = library
    }

    /// The routine's name.
    var routineName: String { routine?.name ?? "Routine" }

    /// The training days shared, Monday first.
    var days: [RoutineDay] {
        guard let routine else { return [] }
        switch post.subject {
        case .day(let weekday): return routine.day(weekday).isRest ? [] : [routine.day(weekday)]
        case .week: return routine.days.filter { !$0.isRest }
        }
    }

    /// `Monday: Upper A`, or `The whole week: Upper/Lower`, in the language of `strings`.
    func subjectLine(_ strings: Strings) -> String {
        switch post.subject {
        case .day(let weekday):
            strings.format("post.subject.day", ["weekday": Format(strings).weekday(weekday), "title": routine?.day(weekday).title ?? ""])
        case .week: strings.format("post.subject.week", ["routine": routineName])
        }
    }

    /// The front matter's summary, or one made from the plan, in the language of `strings`.
    func summary(_ strings: Strings) -> String {
        if let summary = post.summary { return summary }
        let days = self.days
        let sets = strings.format("set.count", count: days.flatMap(\.exercises).flatMap(\.setGroups).reduce(0) { $0 + $1.sets })
        switch post.subject {
        case .day:
            let exercises = strings.format("count.exercises", count: days.first?.exercises.count ?? 0)
            return strings.format("post.summary.day", ["subject": subjectLine(strings), "routine": routineName, "exercises": exercises, "sets": sets])
        case .week:
            return strings.format("post.summary.week", count: days.count, ["routine": routineName, "sets": sets])
        }
    }

    /// The description as safe HTML.
    var descriptionHTML: String { Markdown.html(post.body) }

    /// The name of a planned exercise: the routine's override, else the library's, else its id.
    func name(_ planned: PlannedExercise) -> String {
        planned.displayName ?? library[planned.exercise]?.name ?? planned.exercise.rawValue
    }

    /// The weekday to suggest importing into: the shared day, or the first training day.
    var suggestedDay: Weekday {
        if case .day(let weekday) = post.subject { return weekday }
        return days.first?.weekday ?? .monday
    }

    /// `posts/<slug>.yaml`'s text: the shared days as a routine file another site can import.
    func routineFile(url: String) -> String {
        let shared: [RoutineDay]
        switch post.subject {
        case .day: shared = days
        case .week: shared = routine?.days ?? []
        }
        let header = ["\(post.title): shared from \(config.title)", url,
                      "Take a day into your own routine.yaml with:",
                      "  liftbook import-routine \(post.slug).yaml --day \(suggestedDay.rawValue)"]
        return RoutineWriter.file(name: routineName, days: shared, header: header, includeWeights: config.privacy.shareWeights)
    }

    /// The feed's HTML: the description, then each day's exercises as a list.
    func feedHTML(plan: PlanText) -> String {
        var html = descriptionHTML
        for day in days {
            let heading = plan.format.strings.format("routine.day.title", ["name": plan.format.weekday(day.weekday), "title": day.title])
            html += "<h2>\(escapeHTML(heading))</h2>\n<ul>\n"
            for planned in day.exercises {
                html += "<li>\(escapeHTML(plan.line(planned, name: name(planned))))</li>\n"
            }
            html += "</ul>\n"
        }
        return html
    }
}
