import LiftbookAnalytics
import LiftbookModel
import LiftbookSystem

/// The badges of a site: one per exercise with an e1RM (`badges/<id>.svg`) and the latest
/// records (`badges/records.svg`), and their listing on the exercise pages.
struct BadgeFiles {
    let data: TrainingData
    let analysis: Analysis
    let urls: SiteURLs
    let style: BadgeStyle
    var format: Format



    var unit: MassUnit { data.config.units }

    /// Every badge; none for a log without sessions.
    func files() -> [OutputFile] {
        guard !analysis.sessions.isEmpty else { return [] }
        var files = Parallel.map(analysis.exercises) { exercise -> OutputFile? in
            guard let figures = ExerciseBadge.figures(exercise, today: analysis.today, weekStart: data.config.weekStart) else { return nil }
            return OutputFile(path: Route.badge(exercise.id).file, contents: ExerciseBadge.svg(figures, unit: unit, style: style, format: format))
        }.compactMap { $0 }
        files.append(OutputFile(path: Route.recordsBadge.file, contents: RecordsBadge.svg(recordLines(), siteTitle: data.config.title, style: style, strings: format.strings)))
        return files
    }

    /// The latest records worth sharing (not volume records), newest first.
    func recordLines() -> [RecordsBadge.Line] {
        analysis.recentRecords(40).filter { $0.kind != .sessionVolume && $0.kind != .setVolume }.prefix(RecordsBadge.count).map { record in
            RecordsBadge.Line(date: format.date(record.date).split(separator: " ").dropFirst().joined(separator: " "),
                              exercise: analysis.exercise(record.exercise)?.name ?? data.exercises[record.exercise]?.name ?? record.exercise.rawValue,
                              record: format.strings.format("badge.records.record", ["kind": format.recordKind(record), "value": format.recordValue(record, unit: unit)]))
        }
    }

    /// The exercise page's listing: its own badge (when it has an e1RM) and the records badge.
    static func views(for exercise: ExerciseAnalysis?, name: String, context: SiteContext) -> [BadgeView] {
        guard context.shared.hasSessions else { return [] }
        var views: [BadgeView] = []
        let urls = context.urls
        let strings = context.strings
        if let exercise, ExerciseBadge.figures(exercise, today: context.today, weekStart: context.config.weekStart) != nil {
            views.append(view(heading: strings.format("badge.view.exercise", ["name": name]), badge: .badge(exercise.id),
                              alt: strings.format("badge.view.exercise-alt", ["name": name]), link: .exercise(exercise.id), urls: urls))
        }
        views.append(view(heading: strings["badge.view.records"], badge: .recordsBadge, alt: strings["badge.view.records"], link: .home, urls: urls))
        return views
    }

    /// Markdown with an absolute address when the site has one, else a root-relative one.
    private static func view(heading: String, badge: Route, alt: String, link: Route, urls: SiteURLs) -> BadgeView {
        let address = urls.origin.isEmpty ? urls.href(badge) : urls.absolute(badge)
        let page = urls.origin.isEmpty ? urls.href(link) : urls.absolute(link)
        let markdown = "[![\(alt.replacingBrackets)](\(address))](\(page))"
        return BadgeView(heading: heading, src: urls.href(badge), alt: alt, markdown: markdown)
    }
}

private extension String {
    /// Square brackets would end a Markdown link text early.
    var replacingBrackets: String { String(map { $0 == "[" ? "(" : ($0 == "]" ? ")" : $0) }) }
}
