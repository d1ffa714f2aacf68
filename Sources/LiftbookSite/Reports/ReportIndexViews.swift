import Mustache

/// The reports index: a section per year, newest first.
struct ReportsIndexView: MustacheParent {
    var intro: String
    var years: [ReportYearView]
    var historyHref: String

    func child(named name: String) -> Any? {
        switch name {
        case "intro": intro
        case "years": years
        case "hasReports": !years.isEmpty
        case "historyHref": historyHref
        default: nil
        }
    }
}

/// One year of the index: its report, its months and its weeks.
struct ReportYearView: MustacheParent {
    var label: String
    var href: String
    var markdownHref: String
    var months: [Chip]
    var weeks: [ReportWeekRowView]

    func child(named name: String) -> Any? {
        switch name {
        case "label": label
        case "href": href
        case "markdownHref": markdownHref
        case "months": months
        case "weeks": weeks
        default: nil
        }
    }
}

/// A week of the index.
struct ReportWeekRowView: MustacheParent {
    var week: String
    var href: String
    var markdownHref: String
    var dates: String
    var sessions: String
    var sets: String
    var volume: String

    func child(named name: String) -> Any? {
        switch name {
        case "week": week
        case "href": href
        case "markdownHref": markdownHref
        case "dates": dates
        case "sessions": sessions
        case "sets": sets
        case "volume": volume
        default: nil
        }
    }
}
