import LiftbookAnalytics
import LiftbookModel

/// Writes a report model's figures as text, in the display unit: the one view model the
/// Markdown writer and the HTML template share.
struct ReportComposer {
    let model: ReportModel
    /// Numbers, dates and words in the site's language.
    var format: Format
    var strings: Strings { format.strings }

    var unit: MassUnit { model.unit }
    var text: RecommendationText { RecommendationText(unit: unit, format: format) }

    func document() -> ReportDocument {
        var subtitle = [model.firstDay.flatMap { first in model.lastDay.map { format.dateRange(first, $0) } } ?? "", model.siteTitle]
        if case .week = model.period {} else if let first = model.weeks.first, let last = model.weeks.last {
            subtitle.insert(first.week == last.week ? "\(first.week)" : "\(first.week) to \(last.week)", at: 0)
        }
        if model.inProgress { subtitle.append("in progress") }
        let sections: [ReportSection]
        switch model.period {
        case .week: sections = [sessionsSection(), recordsSection(), musclesSection(), adherenceSection(), stallsSection(), targetsSection()]
        case .month: sections = [weeksSection(), exercisesSection(), musclesSection(), consistencySection()]
        case .year:
            sections = [monthsSection(), weeksSection(), exercisesSection(), bestLiftsSection(), gainsSection(),
                        musclesSection(), consistencySection()] + reviewSections()
        }
        return ReportDocument(title: model.period.title, subtitle: subtitle.filter { !$0.isEmpty }.joined(separator: " · "),
                              headline: headline(), sections: sections)
    }

    private func headline() -> [ReportFigure] {
        let totals = model.totals
        let previous = model.previousWeek
        var figures = [
            ReportFigure(label: "Sessions", value: sessions(totals.sessions, of: totals.plannedSessions)),
            ReportFigure(label: "Time", value: totals.durationSeconds > 0 ? format.duration(seconds: Double(totals.durationSeconds)) : "—"),
            ReportFigure(label: "Working sets", value: format.grouped(totals.workingSets),
                         change: previous.map { "\(format.change(Double(totals.workingSets - $0.workingSets))) on last week" }),
            ReportFigure(label: "Volume", value: format.volume(kilograms: totals.volumeKilograms, unit: unit),
                         change: previous.map { "\(format.volumeChange(kilograms: totals.volumeKilograms - $0.volumeKilograms, unit: unit)) on last week" }),
            ReportFigure(label: "Records", value: format.grouped(totals.records)),
        ]
        if case .week = model.period {} else {
            figures.append(ReportFigure(label: "Weeks trained", value: "\(model.weeksTrained) of \(model.weeks.count)"))
        }
        return figures
    }

    func sessions(_ done: Int, of planned: Int) -> String {
        planned > 0 ? "\(done) of \(planned) planned" : format.grouped(done)
    }

    private func sessionsSection() -> ReportSection {
        let columns = [ReportColumn(title: "Day"), ReportColumn(title: "Workout"), ReportColumn(title: "Duration", numeric: true),
                       ReportColumn(title: "Sets", numeric: true), ReportColumn(title: "Volume", numeric: true),
                       ReportColumn(title: "Records", numeric: true)]
        let rows = model.sessions.map { session -> [ReportCell] in
            [ReportCell(format.date(session.date).split(separator: " ").dropLast().joined(separator: " ")),
             ReportCell(session.title.isEmpty ? "Workout" : session.title, link: .session(session.id)),
             ReportCell(session.durationSeconds.map { format.duration(seconds: Double($0)) } ?? "—"),
             ReportCell(format.grouped(session.workingSets)), ReportCell(format.volume(kilograms: session.volumeKilograms, unit: unit)),
             ReportCell(session.records.isEmpty ? "—" : format.grouped(session.records.count))]
        }
        return ReportSection(id: "sessions", title: "Sessions", table: ReportTable(columns: columns, rows: rows),
                             empty: "No sessions this week.")
    }

    func recordsSection() -> ReportSection {
        let columns = [ReportColumn(title: "Date"), ReportColumn(title: "Exercise"), ReportColumn(title: "Record"),
                       ReportColumn(title: "Value", numeric: true), ReportColumn(title: "Before")]
        let rows = model.records.map { record -> [ReportCell] in
            [ReportCell(format.shortDate(record.date), link: .session(record.sessionID)),
             ReportCell(model.names[record.exercise] ?? record.exercise.rawValue, link: .exercise(record.exercise)),
             ReportCell(format.recordKind(record)), ReportCell(format.recordValue(record, unit: unit)),
             ReportCell(record.previous.map {
                 "\(format.recordValue($0.value, kind: record.kind, weightKilograms: record.weightKilograms, unit: unit)) (\(format.shortDate($0.date, near: record.date)))"
             } ?? "first")]
        }
        return ReportSection(id: "records", title: "Records", table: ReportTable(columns: columns, rows: rows),
                             empty: "No new records this week.")
    }

    func musclesSection() -> ReportSection {
        let week = model.previousWeek != nil
        let targeted = model.period.isWeek
        var columns = [ReportColumn(title: "Muscle"), ReportColumn(title: "Sets", numeric: true)]
        if targeted { columns.append(ReportColumn(title: "Sessions", numeric: true)) }
        if targeted { columns += [ReportColumn(title: "Target", numeric: true), ReportColumn(title: "Against target")] }
        if week { columns.append(ReportColumn(title: "Last week", numeric: true)) }
        columns.append(ReportColumn(title: "Volume", numeric: true))
        if week { columns.append(ReportColumn(title: "Last week", numeric: true)) }
        let rows = model.muscles.map { muscle -> [ReportCell] in
            var cells = [ReportCell(muscle.muscle.capitalizedFirst),
                         ReportCell(formatNumber(muscle.sets, decimals: 1))]
            if targeted { cells.append(ReportCell(muscle.sessions > 0 ? "\(muscle.sessions)" : "—")) }
            if targeted {
                let target = model.volumeTargets[muscle.muscle]
                cells += [ReportCell(target.map(format.band) ?? "—"), ReportCell(target.map { $0.status(of: muscle.sets).rawValue } ?? "no target")]
            }
            if let sets = muscle.previousSets { cells.append(ReportCell(formatNumber(sets, decimals: 1))) }
            cells.append(ReportCell(format.volume(kilograms: muscle.volumeKilograms, unit: unit)))
            if let volume = muscle.previousVolumeKilograms { cells.append(ReportCell(format.volume(kilograms: volume, unit: unit))) }
            return cells
        }
        var paragraphs = rows.isEmpty ? [] : ["Sets count 1 for each primary muscle and 0.5 for each secondary one; volume is shared out the same way."
            + (targeted ? " Sessions: how many sessions trained the muscle as a primary one (training frequency)." : "")]
        var figure: String?
        if targeted, !rows.isEmpty {
            let targetRows = MuscleTargets.rows(sets: Dictionary(model.muscles.map { ($0.muscle, $0.sets) }, uniquingKeysWith: +),
                                                targets: model.volumeTargets)
            let chart = MuscleTargetsChart(targets: model.volumeTargets, format: format)
            let summary = chart.summary(targetRows)
            paragraphs.append("Against the weekly target bands: " + summary)
            figure = BodyMap.svg(id: "chart-report-muscle-map", title: strings["report.muscles.map"], description: chart.bodyDescription(targetRows), rows: targetRows,
                                 format: format)
                + MuscleBars.svg(id: "chart-report-muscles", title: strings["report.muscles.bars"],
                                 description: summary, rows: targetRows, format: format)
        }
        return ReportSection(id: "muscles", title: week || targeted ? "Muscle groups" : "Most-trained muscles",
                             paragraphs: paragraphs, table: ReportTable(columns: columns, rows: rows),
                             empty: "No muscle-group figures: the exercises logged name no muscles.", figure: figure)
    }

    private func adherenceSection() -> ReportSection {
        guard let week = model.weeks.last else { return ReportSection(id: "adherence", title: "Adherence and streak") }
        var paragraphs: [String] = []
        if let adherence = week.adherence {
            paragraphs.append("\(week.sessionCount) of \(week.plannedSessions) planned sessions done (\(format.percent(adherence))): "
                + (week.meetsPlan ? "the plan was met." : "the plan was not met."))
        } else {
            paragraphs.append("\(week.sessionCount) session\(week.sessionCount == 1 ? "" : "s") done; without a routine every week with training counts.")
        }
        paragraphs.append(week.streak > 0
            ? "Streak: \(weeks(week.streak)) in a row meeting the plan."
            : "Streak: none this week; the next week that meets the plan starts a new one.")
        return ReportSection(id: "adherence", title: "Adherence and streak", paragraphs: paragraphs)
    }

    private func stallsSection() -> ReportSection {
        let columns = [ReportColumn(title: "Exercise"), ReportColumn(title: "Best e1RM, last sessions", numeric: true),
                       ReportColumn(title: "Before", numeric: true), ReportColumn(title: "Change", numeric: true)]
        let rows = model.stalls.map { stall -> [ReportCell] in
            let change = stall.change * 100
            return [ReportCell(model.names[stall.exercise] ?? stall.exercise.rawValue, link: .exercise(stall.exercise)),
                    ReportCell(format.weight(kilograms: stall.bestKilograms, unit: unit) + " (\(stall.sessions.count))"),
                    ReportCell(format.weight(kilograms: stall.baselineKilograms, unit: unit) + ", " + format.shortDate(stall.baselineDate)),
                    ReportCell((change >= 0 ? "+" : "−") + formatNumber(abs(change), decimals: 1) + "%")]
        }
        var paragraphs: [String] = []
        if let deload = model.deload {
            let names = deload.stalls.map { model.names[$0.exercise] ?? $0.exercise.rawValue }
            let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
            paragraphs.append("Deload week suggested: \(list) have stalled. Do next week's targets 10% lighter, "
                + "then pick them up again the week after.")
        }
        return ReportSection(id: "stalls", title: "Stalled lifts", paragraphs: paragraphs,
                             table: rows.isEmpty ? nil : ReportTable(columns: columns, rows: rows),
                             empty: "No lift has stalled: every e1RM rose over its last sessions.")
    }

    private func targetsSection() -> ReportSection {
        var groups: [ReportGroup] = []
        for target in model.targets {
            let r = target.recommendation
            let title = r.cycle.map { "Day \($0.index + 1): \($0.title)" } ?? (r.day.displayName + (model.dayTitles[r.day].map { ": \($0)" } ?? ""))
            let item = ReportItem(label: target.name, text: text.target(r), note: text.why(r))
            if groups.last?.title == title { groups[groups.count - 1].items.append(item) } else { groups.append(ReportGroup(title: title, items: [item])) }
        }
        return ReportSection(id: "targets", title: "Next week's targets", groups: groups,
                             empty: model.hasPlan ? "No targets." : "No routine, so no targets: write routine.yaml to get next-session targets.")
    }

    func weeks(_ count: Int) -> String { "\(count) week\(count == 1 ? "" : "s")" }

    /// For a year: the parts of its year in review the report has no section for.
    private func reviewSections() -> [ReportSection] {
        guard let review = model.review else { return [] }
        let composer = YearReviewComposer(review: review, unit: unit, format: format)
        return [composer.liftsSection(), composer.habitsSection(), composer.bodyWeightSection()]
    }
}
