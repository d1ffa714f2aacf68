import LiftbookAnalytics
import LiftbookModel

/// Writes a report model's figures as text, in the display unit: the one view model the
/// Markdown writer and the HTML template share.
struct ReportComposer {
    let model: ReportModel
    /// Numbers, dates and words in the site's language.
    var format: Format
    /// The texts written so far in this build (a fresh memo writes every text).
    var memo = ReportTextMemo()
    var strings: Strings { format.strings }

    var unit: MassUnit { model.unit }
    var text: RecommendationText { RecommendationText(unit: unit, format: format) }

    func document() -> ReportDocument {
        var subtitle = [model.firstDay.flatMap { first in model.lastDay.map { format.dateRange(first, $0) } } ?? "", model.siteTitle]
        if case .week = model.period {} else if let first = model.weeks.first, let last = model.weeks.last {
            subtitle.insert(first.week == last.week ? "\(first.week)"
                : strings.format("report.subtitle.weeks", ["first": first.week.description, "last": last.week.description]), at: 0)
        }
        if model.inProgress { subtitle.append(strings["report.subtitle.in-progress"]) }
        let sections: [ReportSection]
        switch model.period {
        case .week: sections = [sessionsSection(), recordsSection(), musclesSection(), adherenceSection(), stallsSection(), targetsSection()]
        case .month: sections = [weeksSection(), exercisesSection(), musclesSection(), consistencySection()]
        case .year:
            sections = [monthsSection(), weeksSection(), exercisesSection(), bestLiftsSection(), gainsSection(),
                        musclesSection(), consistencySection()] + reviewSections()
        }
        return ReportDocument(title: model.period.title(format), subtitle: subtitle.filter { !$0.isEmpty }.joined(separator: " · "),
                              headline: headline(), sections: sections)
    }

    private func headline() -> [ReportFigure] {
        let totals = model.totals
        let previous = model.previousWeek
        var figures = [
            ReportFigure(label: strings["report.figure.sessions"], value: sessions(totals.sessions, of: totals.plannedSessions)),
            ReportFigure(label: strings["report.figure.time"], value: totals.durationSeconds > 0 ? format.duration(seconds: Double(totals.durationSeconds)) : "—"),
            ReportFigure(label: strings["report.figure.working-sets"], value: format.grouped(totals.workingSets),
                         change: previous.map { onLastWeek(format.change(Double(totals.workingSets - $0.workingSets))) }),
            ReportFigure(label: strings["report.figure.volume"], value: format.volume(kilograms: totals.volumeKilograms, unit: unit),
                         change: previous.map { onLastWeek(format.volumeChange(kilograms: totals.volumeKilograms - $0.volumeKilograms, unit: unit)) }),
            ReportFigure(label: strings["report.figure.records"], value: format.grouped(totals.records)),
        ]
        if case .week = model.period {} else {
            figures.append(ReportFigure(label: strings["report.figure.weeks-trained"],
                                        value: strings.format("report.figure.weeks-of", ["trained": "\(model.weeksTrained)", "weeks": "\(model.weeks.count)"])))
        }
        return figures
    }

    func sessions(_ done: Int, of planned: Int) -> String {
        planned > 0 ? strings.format("report.figure.sessions-of", ["done": "\(done)", "planned": "\(planned)"]) : format.grouped(done)
    }

    /// `+2 on last week`.
    private func onLastWeek(_ change: String) -> String { strings.format("report.figure.on-last-week", ["change": change]) }

    /// A numeric or text column headed by the phrase of `key`.
    func column(_ key: String, numeric: Bool = false) -> ReportColumn { ReportColumn(title: strings[key], numeric: numeric) }

    private func sessionsSection() -> ReportSection {
        let columns = [column("report.column.day"), column("report.column.workout"), column("report.column.duration", numeric: true),
                       column("report.column.sets", numeric: true), column("report.column.volume", numeric: true),
                       column("report.column.records", numeric: true)]
        let rows = model.sessions.map { session -> [ReportCell] in
            [ReportCell(format.date(session.date).split(separator: " ").dropLast().joined(separator: " ")),
             ReportCell(session.title.isEmpty ? strings["home.workout"] : session.title, link: .session(session.id)),
             ReportCell(session.durationSeconds.map { format.duration(seconds: Double($0)) } ?? "—"),
             ReportCell(format.grouped(session.workingSets)), ReportCell(format.volume(kilograms: session.volumeKilograms, unit: unit)),
             ReportCell(session.records.isEmpty ? "—" : format.grouped(session.records.count))]
        }
        return ReportSection(id: "sessions", title: strings["report.sessions.title"], table: ReportTable(columns: columns, rows: rows),
                             empty: strings["report.sessions.empty"])
    }

    func recordsSection() -> ReportSection {
        let columns = [column("report.column.date"), column("report.column.exercise"), column("report.column.record"),
                       column("report.column.value", numeric: true), column("report.column.before")]
        let rows = model.records.map { record -> [ReportCell] in
            [ReportCell(format.shortDate(record.date), link: .session(record.sessionID)),
             ReportCell(model.names[record.exercise] ?? record.exercise.rawValue, link: .exercise(record.exercise)),
             ReportCell(format.recordKind(record)), ReportCell(format.recordValue(record, unit: unit)),
             ReportCell(record.previous.map {
                 strings.format("report.records.before", ["value": format.recordValue($0.value, kind: record.kind, weightKilograms: record.weightKilograms, unit: unit),
                                                          "date": format.shortDate($0.date, near: record.date)])
             } ?? strings["report.records.first"])]
        }
        return ReportSection(id: "records", title: strings["report.records.title"], table: ReportTable(columns: columns, rows: rows),
                             empty: strings["report.records.empty"])
    }

    func musclesSection() -> ReportSection {
        let week = model.previousWeek != nil
        let targeted = model.period.isWeek
        var columns = [column("report.column.muscle"), column("report.column.sets", numeric: true)]
        if targeted { columns.append(column("report.column.sessions", numeric: true)) }
        if targeted { columns += [column("report.column.target", numeric: true), column("report.column.against-target")] }
        if week { columns.append(column("report.muscles.last-week", numeric: true)) }
        columns.append(column("report.column.volume", numeric: true))
        if week { columns.append(column("report.muscles.last-week", numeric: true)) }
        let rows = model.muscles.map { muscle -> [ReportCell] in
            var cells = [ReportCell(memo.muscle(muscle.muscle) { format.muscle(muscle.muscle).capitalizedFirst }),
                         ReportCell(format.number(muscle.sets, decimals: 1))]
            if targeted { cells.append(ReportCell(muscle.sessions > 0 ? "\(muscle.sessions)" : "—")) }
            if targeted {
                let target = model.volumeTargets[muscle.muscle]
                cells += [ReportCell(target.map(format.band) ?? "—"), ReportCell(strings["muscles.status." + (target.map { $0.status(of: muscle.sets).rawValue } ?? "none")])]
            }
            if let sets = muscle.previousSets { cells.append(ReportCell(format.number(sets, decimals: 1))) }
            cells.append(ReportCell(format.volume(kilograms: muscle.volumeKilograms, unit: unit)))
            if let volume = muscle.previousVolumeKilograms { cells.append(ReportCell(format.volume(kilograms: volume, unit: unit))) }
            return cells
        }
        var paragraphs = rows.isEmpty ? [] : [strings["report.muscles.rule"] + (targeted ? " " + strings["report.muscles.rule.sessions"] : "")]
        var figure: String?
        if targeted, !rows.isEmpty {
            let targetRows = MuscleTargets.rows(sets: Dictionary(model.muscles.map { ($0.muscle, $0.sets) }, uniquingKeysWith: +),
                                                targets: model.volumeTargets)
            let drawn = memo.chart(targetRows) {
                let chart = MuscleTargetsChart(targets: model.volumeTargets, format: format)
                let summary = chart.summary(targetRows)
                let figure = BodyMap.svg(id: "chart-report-muscle-map", title: strings["report.muscles.map"], description: chart.bodyDescription(targetRows),
                                         rows: targetRows, format: format)
                    + MuscleBars.svg(id: "chart-report-muscles", title: strings["report.muscles.bars"],
                                     description: summary, rows: targetRows, format: format)
                return ReportTextMemo.MuscleChart(summary: strings.format("report.muscles.against", ["summary": summary]), figure: figure)
            }
            paragraphs.append(drawn.summary)
            figure = drawn.figure
        }
        return ReportSection(id: "muscles", title: strings[week || targeted ? "report.muscles.title" : "report.muscles.title.most"],
                             paragraphs: paragraphs, table: ReportTable(columns: columns, rows: rows),
                             empty: strings["report.muscles.empty"], figure: figure)
    }

    private func adherenceSection() -> ReportSection {
        guard let week = model.weeks.last else { return ReportSection(id: "adherence", title: strings["report.adherence.title"]) }
        var paragraphs: [String] = []
        if let adherence = week.adherence {
            paragraphs.append(strings.format("report.adherence.planned", ["done": "\(week.sessionCount)", "planned": "\(week.plannedSessions)",
                "percent": format.percent(adherence), "verdict": strings[week.meetsPlan ? "report.adherence.met" : "report.adherence.not-met"]]))
        } else {
            paragraphs.append(strings.format("report.adherence.free", count: week.sessionCount, ["count": "\(week.sessionCount)"]))
        }
        paragraphs.append(week.streak > 0 ? strings.format("report.streak", count: week.streak, ["count": "\(week.streak)"]) : strings["report.streak.none"])
        return ReportSection(id: "adherence", title: strings["report.adherence.title"], paragraphs: paragraphs)
    }

    private func stallsSection() -> ReportSection {
        let columns = [column("report.stalls.exercise"), column("report.stalls.best", numeric: true),
                       column("report.column.before", numeric: true), column("report.column.change", numeric: true)]
        let rows = model.stalls.map { stall -> [ReportCell] in
            let change = stall.change * 100
            return [ReportCell(model.names[stall.exercise] ?? stall.exercise.rawValue, link: .exercise(stall.exercise)),
                    ReportCell(format.weight(kilograms: stall.bestKilograms, unit: unit) + " (\(stall.sessions.count))"),
                    ReportCell(format.weight(kilograms: stall.baselineKilograms, unit: unit) + ", " + format.shortDate(stall.baselineDate)),
                    ReportCell((change >= 0 ? "+" : "−") + format.locale.fill("number.percent", ["value": format.number(abs(change), decimals: 1)]))]
        }
        var paragraphs: [String] = []
        if let deload = model.deload {
            let names = deload.stalls.map { model.names[$0.exercise] ?? $0.exercise.rawValue }
            paragraphs.append(strings.format("report.stalls.deload", ["lifts": strings.list(names)]))
        }
        return ReportSection(id: "stalls", title: strings["report.stalls.title"], paragraphs: paragraphs,
                             table: rows.isEmpty ? nil : ReportTable(columns: columns, rows: rows),
                             empty: strings["report.stalls.empty"])
    }

    private func targetsSection() -> ReportSection {
        var groups: [ReportGroup] = []
        // A weekday's heading is written once, not for each of its targets.
        var dayTitles: [Weekday: String] = [:]
        let text = self.text
        for target in model.targets {
            let r = target.recommendation
            let title: String
            if let cycle = r.cycle {
                title = strings.format("routine.day.title", ["name": strings.format("routine.day", ["number": "\(cycle.index + 1)"]), "title": cycle.title])
            } else if let known = dayTitles[r.day] {
                title = known
            } else {
                title = model.dayTitles[r.day].map { strings.format("routine.day.title", ["name": format.weekday(r.day), "title": $0]) } ?? format.weekday(r.day)
                dayTitles[r.day] = title
            }
            let item = ReportItem(label: target.name, text: memo.target(r, unit: unit) { text.target(r) }, note: text.why(r))
            if groups.last?.title == title { groups[groups.count - 1].items.append(item) } else { groups.append(ReportGroup(title: title, items: [item])) }
        }
        return ReportSection(id: "targets", title: strings["report.targets.title"], groups: groups,
                             empty: strings[model.hasPlan ? "report.targets.empty" : "report.targets.no-routine"])
    }

    func weeks(_ count: Int) -> String { strings.format("count.weeks", count: count, ["count": "\(count)"]) }

    /// For a year: the parts of its year in review the report has no section for.
    private func reviewSections() -> [ReportSection] {
        guard let review = model.review else { return [] }
        let composer = YearReviewComposer(review: review, unit: unit, format: format)
        return [composer.liftsSection(), composer.habitsSection(), composer.bodyWeightSection()]
    }
}
