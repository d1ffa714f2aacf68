import Mustache

/// A row of the history list.
struct SessionRow: MustacheParent {
    var date: String
    var title: String
    var href: String
    var duration: String
    var exercises: Int
    var sets: Int
    var volume: String
    var records: Int?
    var isPrivate: Bool

    func child(named name: String) -> Any? {
        switch name {
        case "date": date
        case "title": title
        case "href": href
        case "duration": duration
        case "exercises": exercises
        case "sets": sets
        case "volume": volume
        case "records": records.orAbsent
        case "private": isPrivate
        default: nil
        }
    }
}

/// Previous / next links of a paged list.
struct Pager: MustacheParent {
    var page: Int
    var pages: Int
    var prev: String?
    var next: String?

    func child(named name: String) -> Any? {
        switch name {
        case "page": page
        case "pages": pages
        case "prev": prev.orAbsent
        case "next": next.orAbsent
        default: nil
        }
    }
}

/// A history page: one page of the full list, or a year's archive.
struct HistoryPageView: MustacheParent {
    var title: String
    var intro: String
    var listTitle: String
    var years: [Chip]
    var sessions: [SessionRow]
    var pager: Pager?
    var exercisesHref: String

    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "intro": intro
        case "listTitle": listTitle
        case "years": years
        case "hasYears": !years.isEmpty
        case "sessions": sessions
        case "hasSessions": !sessions.isEmpty
        case "pager": pager.orAbsent
        case "exercisesHref": exercisesHref
        default: nil
        }
    }
}

/// A set as shown on a session page.
struct SetView: MustacheParent {
    var text: String
    var rpe: String?
    var label: String?
    var pr: String?

    func child(named name: String) -> Any? {
        switch name {
        case "text": text
        case "rpe": rpe.orAbsent
        case "label": label.orAbsent
        case "pr": pr.orAbsent
        default: nil
        }
    }
}

/// An exercise as shown on a session page.
struct SessionExerciseView: MustacheParent {
    var name: String
    var href: String
    var superset: String?
    var substitutes: String?
    var sets: [SetView]
    var notes: String?

    func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "href": href
        case "superset": superset.orAbsent
        case "substitutes": substitutes.orAbsent
        case "sets": sets
        case "notes": notes.orAbsent
        default: nil
        }
    }
}

/// The routine day a session followed and how the session differed from it.
struct PlanView: MustacheParent {
    var title: String
    var differences: [String]

    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "differences": differences
        case "hasDifferences": !differences.isEmpty
        default: nil
        }
    }
}

/// A session page.
struct SessionPageView: MustacheParent {
    var title: String
    var date: String
    var time: String?
    var duration: String?
    var isPrivate: Bool
    var exerciseCount: Int
    var setCount: Int
    var volume: String
    var bodyweight: String?
    var recordCount: Int?
    var notes: String?
    var exercises: [SessionExerciseView]
    var plan: PlanView?
    var prev: String?
    var next: String?
    var historyHref: String

    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "date": date
        case "time": time.orAbsent
        case "duration": duration.orAbsent
        case "private": isPrivate
        case "exerciseCount": exerciseCount
        case "setCount": setCount
        case "volume": volume
        case "bodyweight": bodyweight.orAbsent
        case "recordCount": recordCount.orAbsent
        case "notes": notes.orAbsent
        case "exercises": exercises
        case "plan": plan.orAbsent
        case "prev": prev.orAbsent
        case "next": next.orAbsent
        case "historyHref": historyHref
        default: nil
        }
    }
}
