import LiftbookAnalytics
import LiftbookMarkdown
import LiftbookModel
import LiftbookSystem

/// A page per exercise: how-to, records, rep maxes, charts, the last sessions, the full history
/// and the current recommendation.
struct ExercisePages {
    /// What every page reads.
    let context: SiteContext
    var format: Format { context.format }

    /// Everything an exercise page reads besides the shared context: the library's entry and
    /// the exercise's analysis (nil when it was never logged).
    struct Inputs: Hashable, Sendable {
        var exercise: Hashed<Exercise>
        var stats: Hashed<ExerciseAnalysis>?
    }

    var factory: PageFactory { context.factory }
    var unit: MassUnit { context.unit }
    var strings: Strings { context.strings }

    /// The page of one exercise, from its inputs and the shared context only.
    func page(_ inputs: Inputs) -> OutputFile {
        let exercise = inputs.exercise.value
        let stats = inputs.stats?.value
        let text = context.text
        let history = stats?.history ?? []
        let sessionHref: (String) -> String = { factory.urls.href(.session($0)) }
        let separator = strings["list.separator"]
        var facts = [format.category(exercise.category), strings.phrase("exercise.type." + exercise.type.rawValue)?.text ?? exercise.type.rawValue]
        if let equipment = exercise.equipment { facts.append(format.equipment(equipment)) }
        if !exercise.primaryMuscles.isEmpty {
            facts.append(strings.format("exercise.facts.works", ["muscles": exercise.primaryMuscles.map(format.muscle).joined(separator: separator)]))
        }
        if !exercise.secondaryMuscles.isEmpty {
            facts.append(strings.format("exercise.facts.helped", ["muscles": exercise.secondaryMuscles.map(format.muscle).joined(separator: separator)]))
        }
        let loggedAs = (stats?.loggedAs ?? []).filter { $0 != exercise.name }
        let metric = metricTitle(exercise.type)
        var view = ExercisePageView(
            name: exercise.name, facts: facts.joined(separator: " · "),
            loggedAs: loggedAs.isEmpty ? nil : loggedAs.joined(separator: ", "),
            recommendations: (stats?.recommendations ?? []).map { text.view($0, exerciseName: exercise.name) },
            records: records(stats), repMaxes: repMaxes(stats, href: sessionHref),
            charts: history.isEmpty ? [] : charts(exercise, history: history),
            recent: (stats?.recent(5) ?? []).map { row in
                ExerciseSessionView(date: format.date(row.date), title: row.sessionTitle, href: sessionHref(row.sessionID),
                                    sets: row.sets.map { set in
                                        SetView(text: format.set(set, unit: unit), rpe: format.effort(rpe: set.rpe, rir: set.rir),
                                                label: format.label(set.kind), pr: nil)
                                    }, setCount: row.workingSetCount, top: top(row), metric: metricValue(row, type: exercise.type),
                                    volume: format.volume(kilograms: row.volumeKilograms, unit: unit))
            },
            history: history.reversed().map { row in
                HistoryRowView(date: format.date(row.date), href: sessionHref(row.sessionID), sets: row.workingSetCount, top: top(row),
                               metric: metricValue(row, type: exercise.type), volume: format.volume(kilograms: row.volumeKilograms, unit: unit))
            },
            metricTitle: metric, image: exercise.image.flatMap { isSafeURL($0) ? $0 : nil },
            description: exercise.description.map(Markdown.html), instructions: exercise.instructions,
            historyHref: factory.urls.href(.history), coach: coach(stats))
        view.badges = BadgeFiles.views(for: stats, name: exercise.name, context: context)
        view.lifetime = stats.flatMap(lifetime)
        if !exercise.custom, !strings.language.hasPrefix("en") { view.howToLanguage = "en" }
        view.search = SearchMarks(kind: strings["search.kind.exercise"], date: history.last?.date, years: Array(Set(history.map(\.date.year))),
                                  exercises: [(exercise.id, exercise.name)], library: [exercise.id: exercise])
        let counted = stats?.sessionCount ?? 0
        let summary = stats?.firstDate.map { strings.format("exercise.summary", count: counted, ["date": format.date($0)]) }
            ?? strings[history.isEmpty ? "exercise.summary.none" : "exercise.summary.warmups"]
        return factory.page(.exercise(exercise.id), section: .exercises, template: \.exercise, view: view, title: exercise.name,
                            description: strings.format("exercise.description", ["name": exercise.name, "summary": summary]),
                            breadcrumbs: factory.crumbs([(strings["library.title"], .exercises), (format.category(exercise.category), .exercises(category: exercise.category))],
                                                        current: exercise.name),
                            image: factory.card(.card(exercise: exercise.id), own: factory.cards.drawsExercise(logged: stats?.isLogged ?? false),
                                                alt: CardContent.exercise(exercise, stats: stats, unit: unit, format: format).alt))
    }

    /// `83 sessions, 412 working sets, 98,450 kg in all.`; the load only when the exercise moves one.
    private func lifetime(_ stats: ExerciseAnalysis) -> String? {
        let sessions = stats.sessionCount, sets = stats.workingSetCount
        guard sessions > 0 else { return nil }
        var parts = [format.counted(sessions, "count.sessions"), format.counted(sets, "set.working-count")]
        if stats.totalVolumeKilograms > 0 { parts.append(format.volume(kilograms: stats.totalVolumeKilograms, unit: unit)) }
        return strings.format("exercise.lifetime", ["figures": parts.joined(separator: strings["list.separator"])])
    }

    /// The top set; a session with only warm-ups of the exercise says so (it counts as no session of it).
    private func top(_ row: HistoryRow) -> String {
        guard row.countsAsSession else { return row.sets.isEmpty ? "—" : "warm-up only" }
        return row.topSet.map { format.set($0, unit: unit) } ?? "—"
    }

    private func metricTitle(_ type: ExerciseType) -> String {
        switch type {
        case .cardio: strings["exercise.metric.pace"]
        case .isometric: strings["exercise.metric.hold"]
        default: strings["exercise.metric.e1rm-short"]
        }
    }

    private func metricValue(_ row: HistoryRow, type: ExerciseType) -> String {
        switch type {
        case .cardio: row.paceSecondsPerKilometre.map { format.pace(secondsPerKilometre: $0) } ?? row.durationSeconds.map { format.duration(seconds: $0) } ?? "—"
        case .isometric: row.longestHoldSeconds.map { format.duration(seconds: $0) } ?? "—"
        default: row.e1RMKilograms.map { value($0, kind: .e1rm, type: type) } ?? "—"
        }
    }

    private func records(_ stats: ExerciseAnalysis?) -> [RecordView] {
        guard let stats else { return [] }
        let order: [RecordKind] = [.heaviest, .e1rm, .setVolume, .sessionVolume, .longestDistance, .longestDuration, .fastestPace, .longestHold]
        let records = order.compactMap { stats.records[$0] } + stats.records.leastHelp
        return records.map { record in
            let kind = record.kind
            var detail = format.date(record.date)
            if let previous = record.previous {
                detail = strings.format("exercise.record.beating", ["detail": detail, "previous": value(previous.value, kind: kind, type: stats.type),
                                                                    "date": format.date(previous.date)])
            }
            return RecordView(title: format.recordKind(record), value: value(record.value, kind: kind, type: stats.type), detail: detail)
        }
    }

    /// A record's value in words; a body-weight lift's e1RM is the added load it implies (`+30 kg`).
    func value(_ value: Double, kind: RecordKind, type: ExerciseType = .strength) -> String {
        switch kind {
        case .e1rm where type == .bodyweight: "+" + format.weight(kilograms: value, unit: unit)
        case .longestDistance: format.distance(metres: value)
        case .longestDuration, .longestHold: format.duration(seconds: value)
        case .fastestPace: format.pace(secondsPerKilometre: value)
        case .mostReps: strings.format("set.reps", count: Int(value))
        case .leastHelp: value > 0 ? strings.format("record.value.help", ["weight": format.weight(kilograms: value, unit: unit)]) : strings["record.value.no-help"]
        case .setVolume, .sessionVolume: format.volume(kilograms: value, unit: unit)
        default: format.weight(kilograms: value, unit: unit)
        }
    }

    private func repMaxes(_ stats: ExerciseAnalysis?, href: (String) -> String) -> [RepMaxView] {
        (stats?.records.repMaxes ?? []).compactMap { record in
            guard let reps = record.reps else { return nil }
            return RepMaxView(reps: reps, weight: format.weight(kilograms: record.value, unit: unit), date: format.date(record.date), href: href(record.sessionID))
        }
    }

    private func charts(_ exercise: Exercise, history: [HistoryRow]) -> [SeriesChartView] {
        let weeks = WeekSeries(history: history, today: context.today, weekStart: context.config.weekStart)
        let id = "chart-\(exercise.id)"
        switch exercise.type {
        case .cardio:
            let distance = weeks.points { rows in rows.isEmpty ? 0 : rows.compactMap(\.distanceMetres).reduce(0, +) / 1000 }
            let pace = weeks.points { rows in rows.compactMap(\.paceSecondsPerKilometre).min().map { $0 / 60 } }
            return [
                chart(id + "-distance", "distance", "km", distance, bars: true, format: { format.number($0, decimals: 2) + " km" }),
                chart(id + "-pace", "pace", "min/km", pace, bars: false, format: { format.pace(secondsPerKilometre: $0 * 60) }),
            ]
        case .isometric:
            let hold = weeks.points { rows in rows.compactMap(\.longestHoldSeconds).max() }
            return [chart(id + "-hold", "hold", "s", hold, bars: false, format: { format.duration(seconds: $0) })]
        default:
            let factor = unit.kilograms
            let e1rm = weeks.points { rows in rows.compactMap(\.e1RMKilograms).max().map { $0 / factor } }
            let topSet = weeks.points { rows in rows.compactMap { $0.topSet?.kilograms }.max().map { $0 / factor } }
            let volume = weeks.points { rows in rows.reduce(0) { $0 + $1.volumeKilograms } / factor }
            var result: [SeriesChartView] = []
            if e1rm.contains(where: { ($0.value ?? 0) > 0 }) {
                result.append(chart(id + "-e1rm", "e1rm", unit.rawValue, e1rm, bars: false, format: { format.number($0, decimals: 1) + " " + unit.rawValue }))
                result.append(chart(id + "-top", "top", unit.rawValue, topSet, bars: false, format: { format.number($0, decimals: 1) + " " + unit.rawValue }))
            }
            result.append(chart(id + "-volume", "volume", unit.rawValue, volume, bars: true, format: { format.grouped(Int($0.rounded())) + " " + unit.rawValue }))
            return result
        }
    }

    /// A chart of one figure per week; `figure` names its keys (`exercise.chart.e1rm`, `….value`).
    private func chart(_ id: String, _ figure: String, _ axisUnit: String, _ points: [ChartPoint], bars: Bool,
                       format: (Double) -> String) -> SeriesChartView {
        let values = points.compactMap(\.value)
        let trained = values.filter { $0 > 0 }
        let heading = strings["exercise.chart." + figure]
        let summary = trained.isEmpty ? strings["exercise.chart.no-data"]
            : strings.format("exercise.chart.summary", ["lowest": format(trained.min() ?? 0), "highest": format(trained.max() ?? 0),
                                                        "latest": format(values.last ?? 0)])
        let description = strings.format("exercise.chart.description", count: points.count,
                                         ["first": points.first?.label ?? "", "last": points.last?.label ?? "", "summary": summary])
        let svg = bars
            ? SVGChart.bars(id: id, title: heading, description: description, points: points, unit: axisUnit, numbers: strings.locale)
            : SVGChart.line(id: id, title: heading, description: description, points: points, unit: axisUnit, numbers: strings.locale)
        let rows = points.reversed().map { TableRowView(label: $0.label, cells: [$0.value.map(format) ?? "—"]) }
        return SeriesChartView(heading: heading, svg: svg, caption: strings[bars ? "exercise.chart.caption.bars" : "exercise.chart.caption.lines"],
                               columns: [strings["exercise.chart.week"], strings["exercise.chart.\(figure).value"]], rows: rows)
    }
}

/// An exercise's history grouped into every week from its first session to today, empty weeks included.
struct WeekSeries {
    /// Each week and its rows, a slice of the history (rows are oldest first, so a week's rows
    /// sit together).
    let weeks: [(week: ISOWeek, rows: ArraySlice<HistoryRow>)]
    /// Each week's label (`2026-W47`), made once for every chart of the page.
    let labels: [String]

    init(history: [HistoryRow], today: LocalDate, weekStart: Weekday) {
        guard let first = history.first?.date else {
            weeks = []
            labels = []
            return
        }
        var result: [(ISOWeek, ArraySlice<HistoryRow>)] = []
        var week = ISOWeek(containing: first, weekStart: weekStart)
        let last = max(ISOWeek(containing: today, weekStart: weekStart), ISOWeek(containing: history.last?.date ?? first, weekStart: weekStart))
        var start = 0
        // The week of the first row not yet placed, worked out once however many empty weeks pass.
        var waiting: ISOWeek?
        while week <= last, result.count < 60 * 53 {
            var end = start
            while end < history.count {
                let rowWeek = waiting ?? ISOWeek(containing: history[end].date, weekStart: weekStart)
                guard rowWeek <= week else {
                    waiting = rowWeek
                    break
                }
                waiting = nil
                end += 1
            }
            result.append((week, history[start..<end]))
            start = end
            week = week.next
        }
        weeks = result
        labels = result.map(\.0.description)
    }

    /// One point a week; `value` returns nil for a gap.
    func points(_ value: (ArraySlice<HistoryRow>) -> Double?) -> [ChartPoint] {
        let empty = value([]) == 0 ? 0.0 : nil
        return zip(weeks, labels).map { week, label in ChartPoint(label: label, value: week.rows.isEmpty ? empty : value(week.rows)) }
    }
}

import Foundation
