import LiftbookAnalytics
import LiftbookModel

/// The content of each kind of card, from the same data as its page.
extension CardContent {
    /// A session: its title and date, duration, working sets, volume and records, and the
    /// exercises it did.
    static func session(_ session: Session, records: Int, unit: MassUnit, format: Format) -> CardContent {
        let working = HistoryPages.workingTotals(session)
        let title = HistoryPages.title(of: session, format.strings)
        let date = format.date(session.date)
        let duration = session.durationSeconds.map { format.duration(seconds: Double($0)) }
        let count = session.exercises.count
        let subtitle = [date, duration, "\(count) exercise\(count == 1 ? "" : "s")"].compactMap { $0 }.joined(separator: " · ")
        let volume = format.volume(kilograms: working.volume, unit: unit)
        let names = session.exercises.map(\.name)
        var figures = [Figure(value: format.grouped(working.sets), label: working.sets == 1 ? "working set" : "working sets"),
                       Figure(value: volume, label: "volume")]
        figures.append(Figure(value: "\(records)", label: records == 1 ? "record" : "records"))
        return CardContent(
            kicker: "Session · \(format.shortDate(session.date)) \(session.date.year)", title: title, fallbackTitle: date, subtitle: subtitle,
            figures: figures, lines: [Self.list(names, limit: 4)].filter { !$0.isEmpty },
            alt: "\(title), \(date): \(working.sets) working sets, \(volume)" + (records > 0 ? ", \(records) record\(records == 1 ? "" : "s")" : "") + ".")
    }

    /// An exercise: its best e1RM, heaviest set and sessions, and its best e1RM session by
    /// session as bars.
    static func exercise(_ exercise: Exercise, stats: ExerciseAnalysis?, unit: MassUnit, format: Format) -> CardContent {
        let sessions = stats?.sessionCount ?? 0
        var figures: [Figure] = []
        if let best = stats?.records.byKind[.e1rm] {
            figures.append(Figure(value: format.weight(kilograms: best.value, unit: unit), label: "best e1RM"))
        }
        if let heaviest = stats?.records.byKind[.heaviest] {
            let reps = heaviest.reps.map { " × \($0)" } ?? ""
            figures.append(Figure(value: format.weight(kilograms: heaviest.value, unit: unit) + reps, label: "heaviest set"))
        }
        figures.append(Figure(value: format.grouped(sessions), label: sessions == 1 ? "session" : "sessions"))
        let series = (stats?.history ?? []).compactMap(\.e1RMKilograms).map { $0 / unit.kilograms }
        let since = stats?.firstDate.map { "since " + format.date($0) }
        let subtitle = [exercise.category.displayName, since].compactMap { $0 }.joined(separator: " · ")
        return CardContent(
            kicker: "Exercise", title: exercise.name, fallbackTitle: "Exercise", subtitle: subtitle, figures: figures, lines: [],
            series: series,
            alt: "\(exercise.name): " + figures.map { "\($0.label) \($0.value)" }.joined(separator: ", ")
                + (series.count >= 2 ? "; a bar chart of its estimated one-rep max session by session." : "."))
    }

    /// A year in review: sessions, hours and volume, and its best lifts.
    static func year(_ year: Int, review: YearReview?, unit: MassUnit, format: Format) -> CardContent {
        guard let review else {
            return CardContent(kicker: "Year in review", title: "\(year)", fallbackTitle: "\(year)", subtitle: "No training logged",
                               figures: [], lines: [], alt: "\(year) in review: no training logged.")
        }
        let totals = review.totals
        let figures = [Figure(value: format.grouped(totals.sessions), label: totals.sessions == 1 ? "session" : "sessions"),
                       Figure(value: "\(format.grouped(review.hours)) h", label: "trained"),
                       Figure(value: format.volume(kilograms: totals.volumeKilograms, unit: unit), label: "volume")]
        let lifts = review.lifts.sorted { ($0.bestE1RM, $1.name) > ($1.bestE1RM, $0.name) }.prefix(3)
            .map { "\($0.name) \(format.weight(kilograms: $0.bestE1RM, unit: unit))" }
        let subtitle = format.dateRange(review.firstDay, review.lastDay) + (review.inProgress ? " · in progress" : "")
            + " · \(review.weeksTrained) of \(review.weeks) weeks trained"
        return CardContent(
            kicker: "Year in review", title: "\(year)", fallbackTitle: "\(year)", subtitle: subtitle, figures: figures,
            lines: lifts.isEmpty ? [] : ["Best e1RM: " + lifts.joined(separator: " · ")],
            alt: "\(year) in review: " + figures.map { "\($0.value) \($0.label)" }.joined(separator: ", ") + ".")
    }

    /// The home page: the site's totals and its latest session.
    static func home(title: String, analysis: Analysis, latest: Session?, unit: MassUnit, format: Format) -> CardContent {
        let seconds = analysis.sessions.compactMap(\.durationSeconds).reduce(0, +)
        let figures = [Figure(value: format.grouped(analysis.sessions.count), label: analysis.sessions.count == 1 ? "session" : "sessions"),
                       Figure(value: "\(format.grouped(seconds / 3600)) h", label: "trained"),
                       Figure(value: format.volume(kilograms: analysis.totalVolumeKilograms, unit: unit), label: "volume")]
        let since = analysis.sessions.first.map { "Training since " + format.date($0.date) } ?? "No workouts yet"
        let last = latest.map { "Latest: \(HistoryPages.title(of: $0, format.strings)), \(format.date($0.date))" }
        return CardContent(kicker: "Training log", title: title, fallbackTitle: "Training log", subtitle: since, figures: figures,
                           lines: last.map { [$0] } ?? [],
                           alt: "\(title): " + figures.map { "\($0.value) \($0.label)" }.joined(separator: ", ") + ".")
    }

    /// A shared routine: its title, what it shares, and each day's exercises.
    static func post(_ content: PostContent, format: Format) -> CardContent {
        let lines = content.days.map { day in
            "\(day.weekday.displayName): " + Self.list(day.exercises.map(content.name), limit: 4)
        }
        let exercises = content.days.reduce(0) { $0 + $1.exercises.count }
        return CardContent(
            kicker: "Routine · \(format.date(content.post.date))", title: content.post.title, fallbackTitle: "Shared routine",
            subtitle: content.subjectLine(format.strings), figures: [], lines: lines,
            alt: "\(content.post.title): \(content.subjectLine(format.strings)), \(content.days.count) day\(content.days.count == 1 ? "" : "s"), \(exercises) exercises.")
    }

    /// Names joined by commas, the first `limit` and a count of the rest.
    private static func list(_ names: [String], limit: Int) -> String {
        names.count <= limit ? names.joined(separator: ", ") : names.prefix(limit).joined(separator: ", ") + " +\(names.count - limit)"
    }
}
