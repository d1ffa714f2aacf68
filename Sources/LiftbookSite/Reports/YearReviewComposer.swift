import LiftbookAnalytics
import LiftbookModel

/// Writes a year in review as text, in the display unit: the sections the year page and the
/// yearly report (its Markdown twin) share, so both say the same thing in the same words.
struct YearReviewComposer {
    let review: YearReview
    let unit: MassUnit
    var format: Format
    var strings: Strings { format.strings }

    /// A numeric or text column headed by the phrase of `key`.
    private func column(_ key: String, numeric: Bool = false) -> ReportColumn { ReportColumn(title: strings[key], numeric: numeric) }

    /// Sessions, hours, working sets, tonnage, records and the longest streak.
    func headline() -> [ReportFigure] {
        let totals = review.totals
        return [
            ReportFigure(label: strings["report.figure.sessions"], value: format.grouped(totals.sessions)),
            ReportFigure(label: strings["year.figure.hours"],
                         value: totals.durationSeconds > 0 ? strings.format("duration.hours", ["hours": format.grouped(review.hours)]) : "—"),
            ReportFigure(label: strings["year.figure.working-sets"], value: format.grouped(totals.workingSets)),
            ReportFigure(label: strings["year.figure.tonnage"], value: format.volume(kilograms: totals.volumeKilograms, unit: unit)),
            ReportFigure(label: strings["report.figure.records"], value: format.grouped(totals.records)),
            ReportFigure(label: strings["year.figure.streak"], value: format.counted(review.longestStreak, "count.weeks")),
        ]
    }

    /// The sections of the review, in the order the page shows them.
    func sections() -> [ReportSection] {
        [liftsSection(), habitsSection(), musclesSection(), bodyWeightSection()]
    }

    /// Each main lift: best set, best e1RM, and its e1RM from the first session of the year to the last.
    func liftsSection() -> ReportSection {
        let columns = [column("report.column.lift"), column("report.column.sessions", numeric: true), column("report.exercises.best-set", numeric: true),
                       column("report.exercises.best-e1rm", numeric: true), column("report.column.first-e1rm", numeric: true),
                       column("report.column.last-e1rm", numeric: true), column("report.column.gained", numeric: true)]
        let rows = review.lifts.map { lift -> [ReportCell] in
            [ReportCell(lift.name, link: .exercise(lift.id)), ReportCell(format.grouped(lift.sessions)),
             ReportCell(lift.bestSet.map { format.set($0, unit: unit) + (lift.bestSetDate.map { ", \(format.shortDate($0))" } ?? "") } ?? "—"),
             ReportCell(weight(lift.bestE1RM)),
             ReportCell("\(weight(lift.firstE1RM)), \(format.shortDate(lift.firstDate))"),
             ReportCell("\(weight(lift.lastE1RM)), \(format.shortDate(lift.lastDate))"), ReportCell(change(lift.gain))]
        }
        let sessions: PhraseArguments = ["sessions": "\(YearReview.minimumLiftSessions)"]
        return ReportSection(id: "main-lifts", title: strings["year.lifts.title"],
                             paragraphs: rows.isEmpty ? [] : [strings.format("year.lifts.rule", sessions)],
                             table: ReportTable(columns: columns, rows: rows), empty: strings.format("year.lifts.empty", sessions))
    }

    /// The longest streak, the favourite weekday and time of day.
    func habitsSection() -> ReportSection {
        let streak = format.counted(review.longestStreak, "count.weeks")
        var paragraphs = [strings.format(review.hasPlan ? "year.habits.streak" : "year.habits.streak.free", ["weeks": streak])]
        paragraphs.append(strings.format("report.period.weeks", ["trained": "\(review.weeksTrained)", "weeks": format.counted(review.weeks, "count.weeks")]))
        if let day = review.favouriteWeekday {
            paragraphs.append(strings.format("year.habits.day", ["day": format.weekday(day.weekday), "sessions": format.counted(day.sessions, "count.sessions")]))
        }
        if let time = review.favouriteTime {
            paragraphs.append(strings.format("year.habits.time", ["part": strings["year.daypart.\(time.part)"], "count": "\(time.sessions)",
                                                                  "sessions": format.counted(review.timedSessions, "count.sessions")]))
        } else {
            paragraphs.append(strings["year.habits.time.none"])
        }
        return ReportSection(id: "habits", title: strings["year.habits.title"], paragraphs: paragraphs)
    }

    /// The most trained muscles by working sets.
    func musclesSection() -> ReportSection {
        let columns = [column("report.column.muscle"), column("report.column.sets", numeric: true), column("report.column.volume", numeric: true)]
        let rows = review.muscles.map { muscle -> [ReportCell] in
            [ReportCell(format.muscle(muscle.muscle).capitalizedFirst), ReportCell(format.number(muscle.sets, decimals: 1)),
             ReportCell(format.volume(kilograms: muscle.volumeKilograms, unit: unit))]
        }
        return ReportSection(id: "top-muscles", title: strings["year.muscles.title"],
                             paragraphs: rows.isEmpty ? [] : [strings["year.muscles.rule"]],
                             table: ReportTable(columns: columns, rows: rows), empty: strings["year.muscles.empty"])
    }

    /// Body weight from the first measurement of the year to the last.
    func bodyWeightSection() -> ReportSection {
        guard let body = review.bodyWeight else {
            return ReportSection(id: "body-weight", title: strings["year.bodyweight.title"], empty: strings["year.bodyweight.empty"])
        }
        let text = body.firstDate == body.lastDate
            ? strings.format("year.bodyweight.once", ["weight": weight(body.firstKilograms), "date": format.shortDate(body.firstDate)])
            : strings.format("year.bodyweight.change", ["first": weight(body.firstKilograms), "firstDate": format.shortDate(body.firstDate),
                                                        "last": weight(body.lastKilograms), "lastDate": format.shortDate(body.lastDate),
                                                        "change": change(body.change)])
        return ReportSection(id: "body-weight", title: strings["year.bodyweight.title"], paragraphs: [text])
    }

    /// A row per month: sessions, time, working sets, volume, records.
    func monthRows() -> (columns: [String], rows: [(month: String, cells: [String])]) {
        let rows = review.months.map { month in
            let totals = month.totals
            return (format.monthShort(month.month),
                    [format.grouped(totals.sessions), totals.durationSeconds > 0 ? format.duration(seconds: Double(totals.durationSeconds)) : "—",
                     format.grouped(totals.workingSets), format.volume(kilograms: totals.volumeKilograms, unit: unit),
                     totals.records > 0 ? format.grouped(totals.records) : "—"])
        }
        return (["month", "sessions", "time", "sets", "volume", "records"].map { strings["report.column." + $0] }, rows)
    }

    private func weight(_ kilograms: Double) -> String { format.weight(kilograms: kilograms, unit: unit) }

    /// `+7.5 kg`, `−2 kg`, `±0 kg`.
    private func change(_ kilograms: Double) -> String {
        let text = weight(abs(kilograms))
        if text.hasPrefix("0 ") { return "±" + text }
        return (kilograms < 0 ? "−" : "+") + text
    }
}
