import Mustache

/// A record on an exercise page.
struct RecordView: MustacheParent {
    var title: String
    var value: String
    var detail: String

    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "value": value
        case "detail": detail
        default: nil
        }
    }
}

/// A row of the rep-max table.
struct RepMaxView: MustacheParent {
    var reps: Int
    var weight: String
    var date: String
    var href: String

    func child(named name: String) -> Any? {
        switch name {
        case "reps": reps
        case "weight": weight
        case "date": date
        case "href": href
        default: nil
        }
    }
}

/// A label and a value: chart data rows.
struct LabelValue: MustacheParent {
    var label: String
    var value: String

    func child(named name: String) -> Any? {
        switch name {
        case "label": label
        case "value": value
        default: nil
        }
    }
}

/// A chart with its numbers.
struct ChartView: MustacheParent {
    var heading: String
    var svg: String
    var caption: String
    var valueTitle: String
    var rows: [LabelValue]

    func child(named name: String) -> Any? {
        switch name {
        case "heading": heading
        case "svg": svg
        case "caption": caption
        case "valueTitle": valueTitle
        case "rows": rows
        default: nil
        }
    }
}

/// A recommendation card.
struct RecommendationView: MustacheParent {
    var day: String?
    var exercise: String
    var href: String
    var target: String
    var reason: String
    var lookedAt: String?

    func child(named name: String) -> Any? {
        switch name {
        case "day": day.orAbsent
        case "exercise": exercise
        case "href": href
        case "target": target
        case "reason": reason
        case "lookedAt": lookedAt.orAbsent
        default: nil
        }
    }
}

/// A session of an exercise's history.
struct ExerciseSessionView: MustacheParent {
    var date: String
    var title: String
    var href: String
    var sets: [SetView]
    var setCount: Int
    var top: String
    var metric: String
    var volume: String

    func child(named name: String) -> Any? {
        switch name {
        case "date": date
        case "title": title
        case "href": href
        case "sets": sets
        case "top": top
        case "metric": metric
        case "volume": volume
        default: nil
        }
    }
}

/// The full-history table uses a set count where the card lists sets.
struct HistoryRowView: MustacheParent {
    var date: String
    var href: String
    var sets: Int
    var top: String
    var metric: String
    var volume: String

    func child(named name: String) -> Any? {
        switch name {
        case "date": date
        case "href": href
        case "sets": sets
        case "top": top
        case "metric": metric
        case "volume": volume
        default: nil
        }
    }
}

/// An exercise page.
struct ExercisePageView: MustacheParent {
    var name: String
    var facts: String
    var loggedAs: String?
    var recommendations: [RecommendationView]
    var records: [RecordView]
    var repMaxes: [RepMaxView]
    var charts: [ChartView]
    var recent: [ExerciseSessionView]
    var history: [HistoryRowView]
    var metricTitle: String
    var image: String?
    var description: String?
    var instructions: [String]
    var historyHref: String

    func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "facts": facts
        case "loggedAs": loggedAs.orAbsent
        case "recommendations": recommendations
        case "records": records
        case "repMaxes": repMaxes
        case "hasRepMaxes": !repMaxes.isEmpty
        case "charts": charts
        case "recent": recent
        case "history": history
        case "hasHistory": !history.isEmpty
        case "metricTitle": metricTitle
        case "image": image.orAbsent
        case "description": description.orAbsent
        case "instructions": instructions
        case "hasInstructions": !instructions.isEmpty
        case "hasHowTo": image != nil || description != nil || !instructions.isEmpty
        case "historyHref": historyHref
        default: nil
        }
    }
}
