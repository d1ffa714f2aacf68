import LiftbookAnalytics
import LiftbookModel

/// Writes a year in review as text, in the display unit: the sections the year page and the
/// yearly report (its Markdown twin) share, so both say the same thing in the same words.
struct YearReviewComposer {
    let review: YearReview
    let unit: MassUnit
    var format: Format

    /// Sessions, hours, working sets, tonnage, records and the longest streak.
    func headline() -> [ReportFigure] {
        let totals = review.totals
        return [
            ReportFigure(label: "Sessions", value: format.grouped(totals.sessions)),
            ReportFigure(label: "Hours", value: totals.durationSeconds > 0 ? "\(format.grouped(review.hours)) h" : "—"),
            ReportFigure(label: "Working sets", value: format.grouped(totals.workingSets)),
            ReportFigure(label: "Tonnage", value: format.volume(kilograms: totals.volumeKilograms, unit: unit)),
            ReportFigure(label: "Records", value: format.grouped(totals.records)),
            ReportFigure(label: "Longest streak", value: format.counted(review.longestStreak, "count.weeks")),
        ]
    }

    /// The sections of the review, in the order the page shows them.
    func sections() -> [ReportSection] {
        [liftsSection(), habitsSection(), musclesSection(), bodyWeightSection()]
    }

    /// Each main lift: best set, best e1RM, and its e1RM from the first session of the year to the last.
    func liftsSection() -> ReportSection {
        let columns = [ReportColumn(title: "Lift"), ReportColumn(title: "Sessions", numeric: true), ReportColumn(title: "Best set", numeric: true),
                       ReportColumn(title: "Best e1RM", numeric: true), ReportColumn(title: "First e1RM", numeric: true),
                       ReportColumn(title: "Last e1RM", numeric: true), ReportColumn(title: "Gained", numeric: true)]
        let rows = review.lifts.map { lift -> [ReportCell] in
            [ReportCell(lift.name, link: .exercise(lift.id)), ReportCell(format.grouped(lift.sessions)),
             ReportCell(lift.bestSet.map { format.set($0, unit: unit) + (lift.bestSetDate.map { ", \(format.shortDate($0))" } ?? "") } ?? "—"),
             ReportCell(weight(lift.bestE1RM)),
             ReportCell("\(weight(lift.firstE1RM)), \(format.shortDate(lift.firstDate))"),
             ReportCell("\(weight(lift.lastE1RM)), \(format.shortDate(lift.lastDate))"), ReportCell(change(lift.gain))]
        }
        let rule = "Estimated one-rep max of the first and the last session of the year; lifts named in mainLifts with an e1RM "
            + "in at least \(YearReview.minimumLiftSessions) sessions of the year."
        return ReportSection(id: "main-lifts", title: "Main lifts", paragraphs: rows.isEmpty ? [] : [rule],
                             table: ReportTable(columns: columns, rows: rows),
                             empty: "No main lift has an e1RM in \(YearReview.minimumLiftSessions) or more sessions this year.")
    }

    /// The longest streak, the favourite weekday and time of day.
    func habitsSection() -> ReportSection {
        let streakRule = review.hasPlan ? "meeting the plan" : "with training (no routine, so every week with training counts)"
        var paragraphs = ["Longest streak: \(format.counted(review.longestStreak, "count.weeks")) in a row \(streakRule)."]
        paragraphs.append("Trained in \(review.weeksTrained) of \(format.counted(review.weeks, "count.weeks")).")
        if let day = review.favouriteWeekday {
            paragraphs.append("Favourite day: \(day.weekday.displayName), \(format.counted(day.sessions, "count.sessions")).")
        }
        if let time = review.favouriteTime {
            paragraphs.append("Favourite time: the \(time.part.label), \(time.sessions) of \(format.counted(review.timedSessions, "count.sessions")) with a start time.")
        } else {
            paragraphs.append("Favourite time: no session has a start time.")
        }
        return ReportSection(id: "habits", title: "Streak, days and times", paragraphs: paragraphs)
    }

    /// The most trained muscles by working sets.
    func musclesSection() -> ReportSection {
        let columns = [ReportColumn(title: "Muscle"), ReportColumn(title: "Sets", numeric: true), ReportColumn(title: "Volume", numeric: true)]
        let rows = review.muscles.map { muscle -> [ReportCell] in
            [ReportCell(muscle.muscle.capitalizedFirst), ReportCell(formatNumber(muscle.sets, decimals: 1)),
             ReportCell(format.volume(kilograms: muscle.volumeKilograms, unit: unit))]
        }
        return ReportSection(id: "top-muscles", title: "Most trained muscles",
                             paragraphs: rows.isEmpty ? [] : ["Working sets: 1 for each primary muscle, 0.5 for each secondary one."],
                             table: ReportTable(columns: columns, rows: rows),
                             empty: "No muscle figures: the exercises logged this year name no muscles.")
    }

    /// Body weight from the first measurement of the year to the last.
    func bodyWeightSection() -> ReportSection {
        guard let body = review.bodyWeight else {
            return ReportSection(id: "body-weight", title: "Body weight", empty: "No body weight logged this year.")
        }
        let text = body.firstDate == body.lastDate
            ? "\(weight(body.firstKilograms)) on \(format.shortDate(body.firstDate)), the one measurement of the year."
            : "From \(weight(body.firstKilograms)) on \(format.shortDate(body.firstDate)) to \(weight(body.lastKilograms)) on "
                + "\(format.shortDate(body.lastDate)): \(change(body.change))."
        return ReportSection(id: "body-weight", title: "Body weight", paragraphs: [text])
    }

    /// A row per month: sessions, time, working sets, volume, records.
    func monthRows() -> (columns: [String], rows: [(month: String, cells: [String])]) {
        let rows = review.months.map { month in
            let totals = month.totals
            return (Heatmap.monthName(month.month),
                    [format.grouped(totals.sessions), totals.durationSeconds > 0 ? format.duration(seconds: Double(totals.durationSeconds)) : "—",
                     format.grouped(totals.workingSets), format.volume(kilograms: totals.volumeKilograms, unit: unit),
                     totals.records > 0 ? format.grouped(totals.records) : "—"])
        }
        return (["Month", "Sessions", "Time", "Sets", "Volume", "Records"], rows)
    }

    private func weight(_ kilograms: Double) -> String { format.weight(kilograms: kilograms, unit: unit) }

    /// `+7.5 kg`, `−2 kg`, `±0 kg`.
    private func change(_ kilograms: Double) -> String {
        let text = weight(abs(kilograms))
        if text.hasPrefix("0 ") { return "±" + text }
        return (kilograms < 0 ? "−" : "+") + text
    }
}
