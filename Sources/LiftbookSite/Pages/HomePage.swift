import LiftbookAnalytics
import LiftbookModel
import LiftbookSystem

/// The home page: this week planned vs done, the next session's targets, totals, recent records,
/// the year's calendar and the latest sessions.
struct HomePage {
    let factory: PageFactory
    var format: Format { factory.format }
    let data: TrainingData
    let analysis: Analysis
    let history: HistoryPages
    /// The records each session beat, by session id.
    let recordsBySession: [String: [HistoryPages.RecordBadge]]
    let text: RecommendationText
    let records: RecordPresenter
    /// Body weight and the main lifts, when there is something to show.
    var insight: HomeInsightView? = nil

    var unit: MassUnit { data.config.units }
    var today: LocalDate { analysis.today }

    func page() -> OutputFile {
        let thisWeek = analysis.week(containing: today)
        let done = thisWeek?.sessionCount ?? 0
        let planned = thisWeek?.plannedSessions ?? (data.routine?.trainingDaysPerWeek ?? 0)
        let strings = format.strings
        var lead = planned > 0 ? strings.format("home.lead.planned", ["done": String(done), "planned": String(planned)])
            : strings.format("home.lead.done", count: done)
        if analysis.currentStreak > 0 {
            lead += " " + strings.format("home.lead.streak", count: analysis.currentStreak)
        }
        // The heatmap shows the 53 weeks up to today's: the days before them are left out (and the
        // sessions read in place, not copied).
        let heatmapStart = today.adding(days: -(53 * 7))
        let yearAgo = today.adding(days: -364)
        var volumeByDay: [LocalDate: Double] = [:]
        var sessionsByDay: [LocalDate: Int] = [:]
        var lastYear = 0
        let summaries = analysis.sessions
        for index in summaries.indices where summaries[index].date >= heatmapStart {
            let date = summaries[index].date
            volumeByDay[date, default: 0] += summaries[index].volumeKilograms
            sessionsByDay[date, default: 0] += 1
            if date >= yearAgo && date <= today { lastYear += 1 }
        }
        let view = HomePageView(
            title: data.config.title, lead: lead, hasSessions: !data.sessions.isEmpty, week: week(), next: nextSession(),
            totals: totals(), records: analysis.recentRecords(40).filter { $0.kind != .sessionVolume && $0.kind != .setVolume }.prefix(8).map(records.recent),
            heatmap: Heatmap.svg(today: today, weekStart: data.config.weekStart, volume: volumeByDay, sessions: sessionsByDay, unit: unit, format: format),
            heatmapCaption: strings.format("home.heatmap.caption", count: lastYear),
            recent: data.sessions.suffix(5).reversed().map { history.row($0, records: recordsBySession[$0.id]?.count ?? 0) }, historyHref: factory.urls.href(.history),
            routineHref: factory.urls.href(.routine), insight: insight, muscles: muscles(),
            years: YearReviewBuilder.trainedYears(analysis.weeks).reversed().map { Crumb(label: strings.format("year.title", ["year": String($0)]), href: factory.urls.href(.year($0))) })
        return factory.page(.home, section: .home, template: \.home, view: view, title: data.config.title,
                            description: strings.format("home.description", ["title": data.config.title]),
                            image: factory.card(.homeCard, alt: CardContent.home(title: data.config.title, analysis: analysis,
                                                                                 latest: data.sessions.last, unit: unit, format: format).alt))
    }

    /// The last full week's sets per muscle against the targets; nil when it trained no muscle.
    private func muscles() -> SeriesChartView? {
        guard let lastWeek = analysis.week(containing: today.adding(days: -7)) else { return nil }
        return MuscleTargetsChart(targets: data.config.volumeTargets, format: format)
            .view(lastWeek, id: "chart-home-muscles", heading: format.strings["muscles.title.last-week"], mapTitle: format.strings["muscles.map.last-week"])
    }

    private func week() -> [HomeDayView] {
        let start = today.adding(days: -((today.weekday.index - data.config.weekStart.index + 7) % 7))
        // The week's sessions only, in the log's order (the rest are not copied).
        let end = start.adding(days: 6)
        var byDate: [LocalDate: [Session]] = [:]
        for index in data.sessions.indices where data.sessions[index].date >= start && data.sessions[index].date <= end {
            byDate[data.sessions[index].date, default: []].append(data.sessions[index])
        }
        return (0..<7).map { offset in
            let date = start.adding(days: offset)
            let plan = data.routine?.day(date.weekday)
            let sessions = byDate[date] ?? []
            let planned = plan.map { !$0.isRest } ?? false
            var state: String
            var status: String?
            var title = planned ? plan?.title ?? "" : format.strings["home.week.rest"]
            // A cycle routine plans sessions, not weekdays: a day with a session is done, any other open.
            let cycle = data.routine?.isCycle == true
            if cycle, sessions.isEmpty { title = "—" }
            if !sessions.isEmpty {
                state = planned || cycle ? "day-done" : "day-extra"
                status = format.strings["home.week.done"]
                title = sessions.map { $0.title.isEmpty ? format.strings["home.workout"] : $0.title }.joined(separator: ", ")
            } else if planned {
                state = date < today ? "day-missed" : "day-planned"
                status = format.strings[date < today ? "home.week.missed" : "home.week.planned"]
            } else {
                state = "day-rest"
            }
            if date == today { state += " day-today" }
            return HomeDayView(name: date == today ? format.strings["home.week.today"] : format.weekdayShort(date.weekday), title: title, state: state, status: status)
        }
    }

    private func nextSession() -> NextSessionView? {
        guard let routine = data.routine, routine.trainingDaysPerWeek > 0 else { return nil }
        if routine.isCycle, let next = analysis.recommendations.first?.cycle {
            let items = analysis.recommendations.filter { $0.cycle?.index == next.index }.map { r in
                var view = text.view(r, exerciseName: data.exercises[r.exercise]?.name ?? r.exercise.rawValue)
                view.href = factory.urls.href(.exercise(r.exercise))
                return view
            }
            return NextSessionView(heading: format.strings.format("home.next.cycle", ["title": next.title]), items: items)
        }
        let doneToday = data.sessions.contains { $0.date == today }
        for offset in (doneToday ? 1 : 0)..<(doneToday ? 8 : 7) {
            let date = today.adding(days: offset)
            let day = routine.day(date.weekday)
            guard !day.isRest else { continue }
            let items = analysis.recommendations.filter { $0.day == date.weekday }.sorted { $0.position < $1.position }.map { r in
                var view = text.view(r, exerciseName: data.exercises[r.exercise]?.name ?? r.exercise.rawValue)
                view.href = factory.urls.href(.exercise(r.exercise))
                return view
            }
            let heading = offset == 0 ? format.strings.format("home.next.today", ["title": day.title])
                : offset == 1 ? format.strings.format("home.next.tomorrow", ["title": day.title])
                : format.strings.format("home.next.on", ["title": day.title, "weekday": format.weekday(date.weekday)])
            return NextSessionView(heading: heading, items: items)
        }
        return nil
    }

    private func totals() -> [LabelValue] {
        let seconds = analysis.sessions.compactMap(\.durationSeconds).reduce(0, +)
        var list = [
            LabelValue(label: format.strings["home.totals.sessions"], value: format.grouped(analysis.sessions.count)),
            LabelValue(label: format.strings["home.totals.working-sets"], value: format.grouped(analysis.totalWorkingSets)),
            LabelValue(label: format.strings["home.totals.volume"], value: format.volume(kilograms: analysis.totalVolumeKilograms, unit: unit)),
        ]
        if seconds > 0 {
            list.append(LabelValue(label: format.strings["home.totals.time"],
                                   value: format.strings.format("home.totals.hours", ["hours": format.grouped(seconds / 3600)])))
        }
        if let first = data.sessions.first?.date { list.append(LabelValue(label: format.strings["home.totals.since"], value: format.date(first))) }
        return list
    }
}

/// Words for records on the home page and in reports.
struct RecordPresenter {
    let factory: PageFactory
    var format: Format { factory.format }
    let data: TrainingData

    func recent(_ record: PersonalRecord) -> RecentRecordView {
        let name = data.exercises[record.exercise]?.name ?? record.exercise.rawValue
        let kind = format.recordKind(record)
        return RecentRecordView(
            date: format.date(record.date), sessionHref: factory.urls.href(.session(record.sessionID)), exercise: name,
            exerciseHref: factory.urls.href(.exercise(record.exercise)), kind: kind,
            value: format.recordValue(record, unit: data.config.units),
            previous: record.previous.map {
                let value = format.recordValue($0.value, kind: record.kind, weightKilograms: record.weightKilograms, unit: data.config.units)
                return format.strings.format("home.records.previous", ["value": value, "date": format.shortDate($0.date, near: record.date)])
            } ?? format.strings["home.records.first"])
    }
}
