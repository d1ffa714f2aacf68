import LiftbookAnalytics
import LiftbookModel
import LiftbookSystem

/// `routine.ics`: the routine's training days of the next four weeks as iCalendar events, with
/// each day's exercises and targets in the description. An event's UID comes from its date, its
/// routine day and the site's address, so a calendar that subscribes to the file updates events
/// on every rebuild instead of adding them twice.
struct RoutineCalendar {
    let config: SiteConfig
    let routine: Routine?
    let library: [ExerciseID: Exercise]
    let today: LocalDate
    /// The next sessions' recommendations: the first occurrence of each day shows its targets.
    let recommendations: [Recommendation]
    let urls: SiteURLs
    var format: Format

    /// Days covered, from today.
    static let days = 28
    /// The length of a timed event: routine days name a start, not an end.
    static let eventSeconds = 3600

    /// The file; nil without a routine that plans training.
    func file() -> OutputFile? {
        guard let routine, routine.trainingDaysPerWeek > 0 else { return nil }
        let last = today.adding(days: Self.days - 1)
        let zone = config.timezone
        let utc = zone == "UTC" || zone == "Etc/UTC"
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Liftbook//Routine calendar//EN", "CALSCALE:GREGORIAN",
                     "METHOD:PUBLISH", "X-WR-CALNAME:" + ICalendarText.escape(format.strings.format("calendar.name", ["title": config.title, "routine": routine.name])),
                     "X-WR-TIMEZONE:" + ICalendarText.escape(zone)]
        let timed = routine.days.contains { !$0.isRest && $0.time != nil }
        if timed, !utc, let component = CalendarTimeZone.lines(identifier: zone, from: today, through: last) { lines += component }
        var seen: Set<Weekday> = []
        for offset in 0..<Self.days {
            let date = today.adding(days: offset)
            let day = routine.day(date.weekday)
            guard !day.isRest else { continue }
            let first = seen.insert(day.weekday).inserted
            lines += event(day, on: date, first: first, zone: utc ? nil : zone, routineName: routine.name)
        }
        lines.append("END:VCALENDAR")
        return OutputFile(path: Route.calendar.file, contents: ICalendarText.document(lines))
    }

    /// One training day's event; `first` marks the next occurrence of its weekday, whose targets are known.
    private func event(_ day: RoutineDay, on date: LocalDate, first: Bool, zone: String?, routineName: String) -> [String] {
        var lines = ["BEGIN:VEVENT", "UID:" + Self.uid(date: date, day: day.weekday, baseURL: urls.absolute(.home)),
                     "DTSTAMP:" + ICalendarText.date(today) + "T000000Z"]
        if let time = day.time {
            let start = time.secondsSinceMidnight
            let end = start + Self.eventSeconds
            let endDate = end >= 86_400 ? date.adding(days: 1) : date
            if let zone {
                lines.append("DTSTART;TZID=\(zone):" + ICalendarText.dateTime(date, secondsSinceMidnight: start))
                lines.append("DTEND;TZID=\(zone):" + ICalendarText.dateTime(endDate, secondsSinceMidnight: end % 86_400))
            } else {
                lines.append("DTSTART:" + ICalendarText.dateTime(date, secondsSinceMidnight: start) + "Z")
                lines.append("DTEND:" + ICalendarText.dateTime(endDate, secondsSinceMidnight: end % 86_400) + "Z")
            }
        } else {
            lines.append("DTSTART;VALUE=DATE:" + ICalendarText.date(date))
            lines.append("DTEND;VALUE=DATE:" + ICalendarText.date(date.adding(days: 1)))
        }
        lines.append("SUMMARY:" + ICalendarText.escape(day.title.isEmpty ? routineName : day.title))
        lines.append("DESCRIPTION:" + ICalendarText.escape(description(day, first: first)))
        if !urls.origin.isEmpty { lines.append("URL:" + urls.absolute(.routine, fragment: day.weekday.rawValue)) }
        lines.append("CATEGORIES:" + ICalendarText.escape(format.strings["calendar.category"]))
        return lines + ["END:VEVENT"]
    }

    /// Each exercise with its target: the recommendation for the next session of the day, the
    /// plan's sets and reps for later ones (their loads depend on the sessions before them).
    func description(_ day: RoutineDay, first: Bool) -> String {
        let text = RecommendationText(unit: config.units, library: library, config: config, format: format)
        let plan = PlanText(unit: config.units, showWeights: true, format: format)
        var lines = day.exercises.enumerated().map { position, planned -> String in
            let name = planned.displayName ?? library[planned.exercise]?.name ?? planned.exercise.rawValue
            let superset = planned.superset.map { "\($0). " } ?? ""
            if first, let r = recommendations.first(where: { $0.day == day.weekday && $0.position == position }) {
                let target = text.warmupSets(r).map { format.strings.format("calendar.warmup", ["target": text.target(r), "warmup": $0]) } ?? text.target(r)
                return superset + name + ": " + target
            }
            return superset + name + ": " + plan.scheme(planned)
        }
        lines.append("")
        lines.append(first ? format.strings.format("calendar.targets.first", ["date": format.date(today)])
                           : format.strings["calendar.targets.later"])
        return lines.joined(separator: "\n")
    }

    /// `20261124-monday-1a2b3c4d5e6f7a8b@liftbook`: the same date, routine day and site give the same UID.
    static func uid(date: LocalDate, day: Weekday, baseURL: String) -> String {
        "\(ICalendarText.date(date))-\(day.rawValue)-\(fnv1a("\(date) \(day.rawValue) \(baseURL)"))@liftbook"
    }

    /// 64-bit FNV-1a of the UTF-8 bytes as 16 hex digits (``FNV1a``).
    static func fnv1a(_ text: String) -> String { FNV1a.hex(text) }
}
