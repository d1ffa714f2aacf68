import LiftbookAnalytics
import LiftbookModel

/// The sections of month and year reports.
extension ReportComposer {
    func monthsSection() -> ReportSection {
        var months: [(ReportPeriod, [WeekSummary])] = []
        for week in model.weeks {
            let month = ReportPeriod.month(of: week)
            if months.last?.0 == month { months[months.count - 1].1.append(week) } else { months.append((month, [week])) }
        }
        let rows = months.map { month, weeks -> [ReportCell] in
            let totals = ReportTotals(weeks)
            return [ReportCell(month.title(format), link: totals.sessions > 0 ? .report(month) : nil)] + figures(totals)
        }
        return ReportSection(id: "months", title: strings["report.months.title"],
                             table: ReportTable(columns: [column("report.column.month")] + figureColumns, rows: rows))
    }

    /// A row per week; a run of weeks without training is one row.
    func weeksSection() -> ReportSection {
        var runs: [[WeekSummary]] = []
        for week in model.weeks {
            if week.isEmpty, let last = runs.last?.last, last.isEmpty { runs[runs.count - 1].append(week) } else { runs.append([week]) }
        }
        let rows = runs.compactMap { run -> [ReportCell]? in
            guard let first = run.first, let last = run.last else { return nil }
            let end = last.week.year == first.week.year ? String(last.week.description.dropFirst(5)) : last.week.description
            let name = run.count == 1 ? first.week.description : strings.format("report.weeks.run", ["first": first.week.description, "last": end])
            return [ReportCell(name, link: first.isEmpty ? nil : .report(.week(first.week))),
                    ReportCell(format.dateRange(first.firstDay, last.lastDay))] + figures(ReportTotals(run))
        }
        return ReportSection(id: "weeks", title: strings["report.weeks.title"],
                             table: ReportTable(columns: [column("report.column.week"), column("report.column.dates")] + figureColumns, rows: rows))
    }

    private var figureColumns: [ReportColumn] {
        ["sessions", "time", "sets", "volume", "records"].map { column("report.column." + $0, numeric: true) }
    }

    private func figures(_ totals: ReportTotals) -> [ReportCell] {
        [ReportCell(totals.plannedSessions > 0 ? strings.format("report.figure.of", ["done": "\(totals.sessions)", "planned": "\(totals.plannedSessions)"])
                                             : format.grouped(totals.sessions)),
         ReportCell(totals.durationSeconds > 0 ? format.duration(seconds: Double(totals.durationSeconds)) : "—"),
         ReportCell(format.grouped(totals.workingSets)), ReportCell(format.volume(kilograms: totals.volumeKilograms, unit: unit)),
         ReportCell(totals.records > 0 ? format.grouped(totals.records) : "—")]
    }

    func exercisesSection() -> ReportSection {
        let columns = [column("report.exercises.exercise"), column("report.exercises.sessions", numeric: true), column("report.column.sets", numeric: true),
                       column("report.exercises.volume", numeric: true), column("report.exercises.best-set", numeric: true),
                       column("report.exercises.best-e1rm", numeric: true), column("report.exercises.change", numeric: true)]
        let rows = model.exercises.map { exercise -> [ReportCell] in
            [ReportCell(exercise.name, link: .exercise(exercise.id)), ReportCell(format.grouped(exercise.sessions)),
             ReportCell(format.grouped(exercise.workingSets)),
             ReportCell(exercise.volumeKilograms > 0 ? format.volume(kilograms: exercise.volumeKilograms, unit: unit) : "—"),
             ReportCell(exercise.bestSet.map { format.set($0, unit: unit) } ?? "—"),
             ReportCell(exercise.bestE1RM.map { format.weight(kilograms: $0, unit: unit) } ?? "—"), ReportCell(gain(exercise))]
        }
        return ReportSection(id: "exercises", title: strings["report.exercises.title"],
                             paragraphs: rows.isEmpty ? [] : [strings.format("report.exercises.rule", ["period": model.period.kindWord(strings)])],
                             table: ReportTable(columns: columns, rows: rows), empty: strings["report.exercises.empty"])
    }

    private func gain(_ exercise: ExerciseFigures) -> String {
        guard let gain = exercise.gain, let relative = exercise.relativeGain else { return "—" }
        let weight = format.weight(kilograms: abs(gain), unit: unit)
        if weight.hasPrefix("0 ") { return "±" + weight }
        let sign = gain < 0 ? "−" : "+"
        return "\(sign)\(weight) (\(sign)\(format.percent(abs(relative))))"
    }

    func bestLiftsSection() -> ReportSection {
        let best = model.exercises.filter { ($0.bestE1RM ?? 0) > 0 }.sorted { ($1.bestE1RM ?? 0, $0.name) < ($0.bestE1RM ?? 0, $1.name) }.prefix(5)
        let columns = [column("report.exercises.exercise"), column("report.exercises.best-e1rm", numeric: true),
                       column("report.best.heaviest", numeric: true), column("report.best.on")]
        let rows = best.map { exercise -> [ReportCell] in
            [ReportCell(exercise.name, link: .exercise(exercise.id)),
             ReportCell(exercise.bestE1RM.map { format.weight(kilograms: $0, unit: unit) } ?? "—"),
             ReportCell(exercise.bestSet.map { format.set($0, unit: unit) } ?? "—"), ReportCell(exercise.bestSetDate.map(format.shortDate) ?? "—")]
        }
        return ReportSection(id: "best-lifts", title: strings["report.best.title"], table: ReportTable(columns: columns, rows: rows),
                             empty: strings["report.best.empty"])
    }

    func gainsSection() -> ReportSection {
        let gains = model.exercises.filter { ($0.relativeGain ?? 0) > 0.0005 }
            .sorted { ($1.relativeGain ?? 0, $0.name) < ($0.relativeGain ?? 0, $1.name) }.prefix(5)
        let columns = [column("report.exercises.exercise"), column("report.column.from", numeric: true), column("report.column.to", numeric: true),
                       column("report.column.gain", numeric: true)]
        let rows = gains.map { exercise -> [ReportCell] in
            [ReportCell(exercise.name, link: .exercise(exercise.id)),
             ReportCell(exercise.baselineE1RM.map { format.weight(kilograms: $0, unit: unit) } ?? "—"),
             ReportCell(exercise.bestE1RM.map { format.weight(kilograms: $0, unit: unit) } ?? "—"), ReportCell(gain(exercise))]
        }
        return ReportSection(id: "gains", title: strings["report.gains.title"],
                             paragraphs: rows.isEmpty ? [] : [strings["report.gains.rule"]],
                             table: ReportTable(columns: columns, rows: rows), empty: strings["report.gains.empty"])
    }

    func consistencySection() -> ReportSection {
        let totals = model.totals
        var paragraphs = [strings.format(model.hasPlan ? "report.period.weeks-plan" : "report.period.weeks",
                                         ["trained": "\(model.weeksTrained)", "weeks": weeks(model.weeks.count), "met": "\(model.weeksMeetingPlan)"])]
        if totals.plannedSessions > 0 {
            paragraphs.append(strings.format("report.period.sessions", ["done": "\(totals.sessions)", "planned": "\(totals.plannedSessions)",
                                                              "percent": format.percent(Double(totals.sessions) / Double(totals.plannedSessions))]))
        }
        let end = model.inProgress ? strings["report.period.now"] : strings.format("report.period.end", ["period": model.period.kindWord(strings)])
        paragraphs.append(strings.format("report.period.streak", ["longest": weeks(model.longestStreak), "when": end, "end": weeks(model.streakAtEnd)]))
        return ReportSection(id: "consistency", title: strings["report.consistency.title"], paragraphs: paragraphs)
    }
}
