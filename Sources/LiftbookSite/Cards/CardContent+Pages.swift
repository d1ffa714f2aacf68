import LiftbookAnalytics
import LiftbookModel

/// The content of each kind of card, from the same data as its page, in the site's language:
/// every word comes from the string table (`card.*`), every number and date from `format`.
extension CardContent {
    /// A session: its title and date, duration, working sets, volume and records, and the
    /// exercises it did.
    static func session(_ session: Session, records: Int, unit: MassUnit, format: Format) -> CardContent {
        let strings = format.strings
        let working = HistoryPages.workingTotals(session)
        let title = HistoryPages.title(of: session, format.strings)
        let date = format.date(session.date)
        let duration = session.durationSeconds.map { format.duration(seconds: Double($0)) }
        let subtitle = [date, duration, format.counted(session.exercises.count, "count.exercises")].compactMap { $0 }.joined(separator: " · ")
        let volume = format.volume(kilograms: working.volume, unit: unit)
        let names = session.exercises.map(\.name)
        let figures = [Figure(value: format.grouped(working.sets), label: strings.format("card.figure.working-sets", count: working.sets)),
                       Figure(value: volume, label: strings["card.figure.volume"]),
                       Figure(value: format.grouped(records), label: strings.format("card.figure.records", count: records))]
        let described = records > 0 ? figures : Array(figures.prefix(2))
        return CardContent(
            kicker: strings.format("card.kicker.session", ["date": "\(format.shortDate(session.date)) \(session.date.year)"]), title: title,
            fallbackTitle: date, subtitle: subtitle, figures: figures, lines: [Self.list(names, limit: 4)].filter { !$0.isEmpty },
            alt: strings.format("card.alt.session", ["title": title, "date": date, "figures": Self.described(described)]))
    }

    /// An exercise: its best e1RM, heaviest set and sessions, and its best e1RM session by
    /// session as bars.
    static func exercise(_ exercise: Exercise, stats: ExerciseAnalysis?, unit: MassUnit, format: Format) -> CardContent {
        let strings = format.strings
        let sessions = stats?.sessionCount ?? 0
        var figures: [Figure] = []
        if let best = stats?.records.byKind[.e1rm] {
            figures.append(Figure(value: format.weight(kilograms: best.value, unit: unit), label: strings["card.figure.best-e1rm"]))
        }
        if let heaviest = stats?.records.byKind[.heaviest] {
            let reps = heaviest.reps.map { " × \($0)" } ?? ""
            figures.append(Figure(value: format.weight(kilograms: heaviest.value, unit: unit) + reps, label: strings["card.figure.heaviest"]))
        }
        figures.append(Figure(value: format.grouped(sessions), label: strings.format("card.figure.sessions", count: sessions)))
        let series = (stats?.history ?? []).compactMap(\.e1RMKilograms).map { $0 / unit.kilograms }
        let since = stats?.firstDate.map { strings.format("card.since", ["date": format.date($0)]) }
        let subtitle = [format.category(exercise.category), since].compactMap { $0 }.joined(separator: " · ")
        let kind = strings["card.kicker.exercise"]
        return CardContent(
            kicker: kind, title: exercise.name, fallbackTitle: kind, subtitle: subtitle, figures: figures, lines: [],
            series: series,
            alt: strings.format(series.count >= 2 ? "card.alt.exercise-chart" : "card.alt.exercise",
                                ["name": exercise.name, "figures": figures.map { "\($0.label) \($0.value)" }.joined(separator: ", ")]))
    }

    /// A year in review: sessions, hours and volume, and its best lifts.
    static func year(_ year: Int, review: YearReview?, unit: MassUnit, format: Format) -> CardContent {
        let strings = format.strings
        let kicker = strings["card.kicker.year"]
        guard let review else {
            return CardContent(kicker: kicker, title: "\(year)", fallbackTitle: "\(year)", subtitle: strings["card.year.empty"],
                               figures: [], lines: [], alt: strings.format("card.alt.year-empty", ["year": "\(year)"]))
        }
        let totals = review.totals
        let figures = [Figure(value: format.grouped(totals.sessions), label: strings.format("card.figure.sessions", count: totals.sessions)),
                       Figure(value: strings.format("card.hours", ["hours": format.grouped(review.hours)]), label: strings["card.figure.trained"]),
                       Figure(value: format.volume(kilograms: totals.volumeKilograms, unit: unit), label: strings["card.figure.volume"])]
        let lifts = review.lifts.sorted { ($0.bestE1RM, $1.name) > ($1.bestE1RM, $0.name) }.prefix(3)
            .map { "\($0.name) \(format.weight(kilograms: $0.bestE1RM, unit: unit))" }
        let weeks = strings.format("card.year.weeks", ["trained": format.grouped(review.weeksTrained), "weeks": format.grouped(review.weeks)])
        let subtitle = [format.dateRange(review.firstDay, review.lastDay), review.inProgress ? strings["card.year.in-progress"] : nil, weeks]
            .compactMap { $0 }.joined(separator: " · ")
        return CardContent(
            kicker: kicker, title: "\(year)", fallbackTitle: "\(year)", subtitle: subtitle, figures: figures,
            lines: lifts.isEmpty ? [] : [strings.format("card.year.best", ["lifts": lifts.joined(separator: " · ")])],
            alt: strings.format("card.alt.year", ["year": "\(year)", "figures": Self.described(figures)]))
    }

    /// The home page: the site's totals and its latest session.
    static func home(title: String, analysis: Analysis, latest: Session?, unit: MassUnit, format: Format) -> CardContent {
        let strings = format.strings
        let seconds = analysis.sessions.compactMap(\.durationSeconds).reduce(0, +)
        let count = analysis.sessions.count
        let figures = [Figure(value: format.grouped(count), label: strings.format("card.figure.sessions", count: count)),
                       Figure(value: strings.format("card.hours", ["hours": format.grouped(seconds / 3600)]), label: strings["card.figure.trained"]),
                       Figure(value: format.volume(kilograms: analysis.totalVolumeKilograms, unit: unit), label: strings["card.figure.volume"])]
        let since = analysis.sessions.first.map { strings.format("card.training-since", ["date": format.date($0.date)]) } ?? strings["card.no-sessions"]
        let last = latest.map { strings.format("card.latest", ["title": HistoryPages.title(of: $0, format.strings), "date": format.date($0.date)]) }
        let kind = strings["card.kicker.home"]
        return CardContent(kicker: kind, title: title, fallbackTitle: kind, subtitle: since, figures: figures,
                           lines: last.map { [$0] } ?? [],
                           alt: strings.format("card.alt.home", ["title": title, "figures": Self.described(figures)]))
    }

    /// A shared routine: its title, what it shares, and each day's exercises.
    static func post(_ content: PostContent, format: Format) -> CardContent {
        let strings = format.strings
        let lines = content.days.map { day in
            format.weekday(day.weekday) + ": " + Self.list(day.exercises.map(content.name), limit: 4)
        }
        let exercises = content.days.reduce(0) { $0 + $1.exercises.count }
        return CardContent(
            kicker: strings.format("card.kicker.routine", ["date": format.date(content.post.date)]), title: content.post.title,
            fallbackTitle: strings["card.routine"], subtitle: content.subjectLine(strings), figures: [], lines: lines,
            alt: strings.format("card.alt.routine", ["title": content.post.title, "subject": content.subjectLine(strings),
                                                     "days": format.counted(content.days.count, "count.days"),
                                                     "exercises": format.counted(exercises, "count.exercises")]))
    }

    /// Figures in words, each its value then its label: `12 working sets, 4,210 kg volume`.
    private static func described(_ figures: [Figure]) -> String {
        figures.map { "\($0.value) \($0.label)" }.joined(separator: ", ")
    }

    /// Names joined by commas, the first `limit` and a count of the rest.
    private static func list(_ names: [String], limit: Int) -> String {
        names.count <= limit ? names.joined(separator: ", ") : names.prefix(limit).joined(separator: ", ") + " +\(names.count - limit)"
    }
}
