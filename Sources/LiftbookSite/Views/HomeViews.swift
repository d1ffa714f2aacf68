import Mustache

/// A day of the home page's week strip.
struct HomeDayView: MustacheParent {
    var name: String
    var title: String
    var state: String
    var status: String?

    func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "title": title
        case "state": state
        case "status": status.orAbsent
        default: nil
        }
    }
}

/// The next session's targets.
struct NextSessionView: MustacheParent {
    var heading: String
    var items: [RecommendationView]

    func child(named name: String) -> Any? {
        switch name {
        case "heading": heading
        case "items": items
        default: nil
        }
    }
}

/// A recent record on the home page.
struct RecentRecordView: MustacheParent {
    var date: String
    var sessionHref: String
    var exercise: String
    var exerciseHref: String
    var kind: String
    var value: String
    var previous: String

    func child(named name: String) -> Any? {
        switch name {
        case "date": date
        case "sessionHref": sessionHref
        case "exercise": exercise
        case "exerciseHref": exerciseHref
        case "kind": kind
        case "value": value
        case "previous": previous
        default: nil
        }
    }
}

/// The home page.
struct HomePageView: MustacheParent {
    var title: String
    var lead: String
    var hasSessions: Bool
    var week: [HomeDayView]
    var next: NextSessionView?
    var totals: [LabelValue]
    var records: [RecentRecordView]
    var heatmap: String
    var heatmapCaption: String
    var recent: [SessionRow]
    var historyHref: String
    var routineHref: String

    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "lead": lead
        case "hasSessions": hasSessions
        case "week": week
        case "next": next.orAbsent
        case "totals": totals
        case "records": records
        case "hasRecords": !records.isEmpty
        case "heatmap": heatmap
        case "heatmapCaption": heatmapCaption
        case "recent": recent
        case "historyHref": historyHref
        case "routineHref": routineHref
        default: nil
        }
    }
}
