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
            return [ReportCell(month.title, link: totals.sessions > 0 ? .report(month) : nil)] + figures(totals)
        }
        return ReportSection(id: "months", title: "By month", table: ReportTable(columns: [ReportColumn(title: "Month")] + figureColumns, rows: rows))
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
            let name = run.count == 1 ? first.week.description : "\(first.week) – \(end)"
            return [ReportCell(name, link: first.isEmpty ? nil : .report(.week(first.week))),
                    ReportCell(format.dateRange(first.firstDay, last.lastDay))] + figures(ReportTotals(run))
        }
        return ReportSection(id: "weeks", title: "By week",
                             table: ReportTable(columns: [ReportColumn(title: "Week"), ReportColumn(title: "Dates")] + figureColumns, rows: rows))
    }

    private var figureColumns: [ReportColumn] {
        ["Sessions", "Time", "Sets", "Volume", "Records"].map { ReportColumn(title: $0, numeric: true) }
    }

    private func figures(_ totals: ReportTotals) -> [ReportCell] {
        [ReportCell(totals.plannedSessions > 0 ? "\(totals.sessions) of \(totals.plannedSessions)" : format.grouped(totals.sessions)),
         ReportCell(totals.durationSeconds > 0 ? format.duration(seconds: Double(totals.durationSeconds)) : "—"),
         ReportCell(format.grouped(totals.workingSets)), ReportCell(format.volume(kilograms: totals.volumeKilograms, unit: unit)),
         ReportCell(totals.records > 0 ? format.grouped(totals.records) : "—")]
    }

    func exercisesSection() -> ReportSection {
        let columns = [ReportColumn(title: "Exercise"), ReportColumn(title: "Sessions", numeric: true), ReportColumn(title: "Sets", numeric: true),
                       ReportColumn(title: "Volume", numeric: true), ReportColumn(title: "Best set", numeric: true),
                       ReportColumn(title: "Best e1RM", numeric: true), ReportColumn(title: "Change", numeric: true)]
        let rows = model.exercises.map { exercise -> [ReportCell] in
            [ReportCell(exercise.name, link: .exercise(exercise.id)), ReportCell(format.grouped(exercise.sessions)),
             ReportCell(format.grouped(exercise.workingSets)),
             ReportCell(exercise.volumeKilograms > 0 ? format.volume(kilograms: exercise.volumeKilograms, unit: unit) : "—"),
             ReportCell(exercise.bestSet.map { format.set($0, unit: unit) } ?? "—"),
             ReportCell(exercise.bestE1RM.map { format.weight(kilograms: $0, unit: unit) } ?? "—"), ReportCell(gain(exercise))]
        }
        return ReportSection(id: "exercises", title: "By exercise",
                             paragraphs: rows.isEmpty ? [] : ["Change compares the best e1RM with the best before the \(model.period.kind) (or its first session)."],
                             table: ReportTable(columns: columns, rows: rows), empty: "No exercises logged.")
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
        let columns = [ReportColumn(title: "Exercise"), ReportColumn(title: "Best e1RM", numeric: true),
                       ReportColumn(title: "Heaviest set", numeric: true), ReportColumn(title: "On")]
        let rows = best.map { exercise -> [ReportCell] in
            [ReportCell(exercise.name, link: .exercise(exercise.id)),
             ReportCell(exercise.bestE1RM.map { format.weight(kilograms: $0, unit: unit) } ?? "—"),
             ReportCell(exercise.bestSet.map { format.set($0, unit: unit) } ?? "—"), ReportCell(exercise.bestSetDate.map(format.shortDate) ?? "—")]
        }
        return ReportSection(id: "best-lifts", title: "Best lifts", table: ReportTable(columns: columns, rows: rows),
                             empty: "No weighted lifts logged.")
    }

    func gainsSection() -> ReportSection {
        let gains = model.exercises.filter { ($0.relativeGain ?? 0) > 0.0005 }
            .sorted { ($1.relativeGain ?? 0, $0.name) < ($0.relativeGain ?? 0, $1.name) }.prefix(5)
        let columns = [ReportColumn(title: "Exercise"), ReportColumn(title: "From", numeric: true), ReportColumn(title: "To", numeric: true),
                       ReportColumn(title: "Gain", numeric: true)]
        let rows = gains.map { exercise -> [ReportCell] in
            [ReportCell(exercise.name, link: .exercise(exercise.id)),
             ReportCell(exercise.baselineE1RM.map { format.weight(kilograms: $0, unit: unit) } ?? "—"),
             ReportCell(exercise.bestE1RM.map { format.weight(kilograms: $0, unit: unit) } ?? "—"), ReportCell(gain(exercise))]
        }
        return ReportSection(id: "gains", title: "Biggest gains",
                             paragraphs: rows.isEmpty ? [] : ["Estimated one-rep max: the best of the year against the best before it (or the year's first session)."],
                             table: ReportTable(columns: columns, rows: rows), empty: "No e1RM gains this year.")
    }

    func consistencySection() -> ReportSection {
        let totals = model.totals
        var paragraphs = ["Trained in \(model.weeksTrained) of \(weeks(model.weeks.count))"
            + (model.hasPlan ? "; \(model.weeksMeetingPlan) met the plan." : ".")]
        if totals.plannedSessions > 0 {
            paragraphs.append("Sessions: \(totals.sessions) of \(totals.plannedSessions) planned (\(format.percent(Double(totals.sessions) / Double(totals.plannedSessions)))).")
        }
        let end = model.inProgress ? "now" : "at the end of the \(model.period.kind)"
        paragraphs.append("Longest streak: \(weeks(model.longestStreak)) meeting the plan; \(end): \(weeks(model.streakAtEnd)).")
        return ReportSection(id: "consistency", title: "Consistency", paragraphs: paragraphs)
    }
}
